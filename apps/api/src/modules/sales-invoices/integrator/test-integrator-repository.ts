import { and, eq, isNull } from 'drizzle-orm';
import { testIntegratorDocuments } from '../../../db/schema/e-invoices.ts';
import type { TDatabase } from '../../../plugins/db/database.ts';

export type TTestIntegratorDocument = typeof testIntegratorDocuments.$inferSelect;
type TNewDocument = Omit<typeof testIntegratorDocuments.$inferInsert, 'id' | 'cancelledAt'>;

export async function findDocumentByUuid(
  db: TDatabase,
  uuid: string,
): Promise<TTestIntegratorDocument | null> {
  const [row] = await db.select().from(testIntegratorDocuments).where(eq(testIntegratorDocuments.uuid, uuid));
  return row ?? null;
}

export async function findDocumentByNumber(
  db: TDatabase,
  senderTaxNumber: string,
  number: string,
): Promise<TTestIntegratorDocument | null> {
  const [row] = await db
    .select()
    .from(testIntegratorDocuments)
    .where(
      and(
        eq(testIntegratorDocuments.senderTaxNumber, senderTaxNumber),
        eq(testIntegratorDocuments.number, number),
      ),
    );
  return row ?? null;
}

/** Keeps a document; false when its ETTN or its number was taken meanwhile (the unique indexes decide). */
export async function insertDocument(db: TDatabase, values: TNewDocument): Promise<boolean> {
  const rows = await db
    .insert(testIntegratorDocuments)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: testIntegratorDocuments.id });
  return rows.length > 0;
}

/** Marks a document cancelled; false when it was cancelled already. */
export async function markDocumentCancelled(db: TDatabase, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(testIntegratorDocuments)
    .set({ cancelledAt: at })
    .where(and(eq(testIntegratorDocuments.id, id), isNull(testIntegratorDocuments.cancelledAt)))
    .returning({ id: testIntegratorDocuments.id });
  return rows.length > 0;
}
