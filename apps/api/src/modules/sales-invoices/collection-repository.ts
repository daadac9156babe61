import { AGEING_BUCKET_LIMITS } from '@portal/contracts/collections/collections';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  collectionAllocations,
  collections,
  counterparties,
  salesInvoices,
} from '../../db/schema/pre-accounting.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { countListed, LISTED, pageOffset, type TListedTotal } from '../../plugins/db/list-queries.ts';

export type TCollectionRow = typeof collections.$inferSelect & { counterpartyName: string };
export type TAllocationRow = {
  collectionId: number;
  invoiceId: number;
  invoiceNumber: string;
  amount: number;
};

export async function listCollections(
  db: TDatabase,
  filter: { accountId: number; kind?: string; counterpartyId?: number },
  page: { page: number; perPage: number },
): Promise<{ rows: TCollectionRow[]; listed: TListedTotal }> {
  const where = and(
    eq(collections.accountId, filter.accountId),
    filter.kind ? eq(collections.kind, filter.kind) : undefined,
    filter.counterpartyId ? eq(collections.counterpartyId, filter.counterpartyId) : undefined,
  );
  const [rows, listed] = await Promise.all([
    db
      .select({ collection: collections, counterpartyName: counterparties.name })
      .from(collections)
      .innerJoin(counterparties, eq(counterparties.id, collections.counterpartyId))
      .where(where)
      .orderBy(desc(collections.collectedOn), desc(collections.id))
      .limit(page.perPage)
      .offset(pageOffset(page)),
    countListed(db, db.select({ one: LISTED }).from(collections).where(where)),
  ]);
  return { rows: rows.map((row) => ({ ...row.collection, counterpartyName: row.counterpartyName })), listed };
}

/** The allocations of the collections, with their invoices' numbers (one query for a page). */
export async function allocationsOf(db: TDatabase, collectionIds: number[]): Promise<TAllocationRow[]> {
  if (collectionIds.length === 0) return [];
  return db
    .select({
      collectionId: collectionAllocations.collectionId,
      invoiceId: collectionAllocations.invoiceId,
      invoiceNumber: sql<string>`coalesce(${salesInvoices.number}, '')`,
      amount: collectionAllocations.amount,
    })
    .from(collectionAllocations)
    .innerJoin(salesInvoices, eq(salesInvoices.id, collectionAllocations.invoiceId))
    .where(inArray(collectionAllocations.collectionId, collectionIds))
    .orderBy(asc(collectionAllocations.collectionId), asc(salesInvoices.number));
}

/** The invoices an allocation names, locked for the transaction, in id order (no deadlock between two writers). */
export async function lockInvoices(db: TDatabase, accountId: number, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select({
      id: salesInvoices.id,
      counterpartyId: salesInvoices.counterpartyId,
      status: salesInvoices.status,
      type: salesInvoices.type,
      openAmount: salesInvoices.openAmount,
    })
    .from(salesInvoices)
    .where(and(eq(salesInvoices.accountId, accountId), inArray(salesInvoices.id, invoiceIds)))
    .orderBy(asc(salesInvoices.id))
    .for('update');
}

export async function insertCollection(
  db: TDatabase,
  values: Omit<typeof collections.$inferInsert, 'id' | 'createdAt'>,
  allocations: { invoiceId: number; amount: number }[],
): Promise<typeof collections.$inferSelect> {
  const [row] = await db.insert(collections).values(values).returning();
  if (!row) throw new Error('Could not store the collection');
  if (allocations.length > 0) {
    await db
      .insert(collectionAllocations)
      .values(allocations.map((allocation) => ({ collectionId: row.id, ...allocation })));
    for (const allocation of allocations) {
      await db
        .update(salesInvoices)
        .set({ openAmount: sql`${salesInvoices.openAmount} - ${allocation.amount}` })
        .where(eq(salesInvoices.id, allocation.invoiceId));
    }
  }
  return row;
}

/**
 * The open amounts of the company's issued invoices summed per counterparty and bucket of days
 * past due on `asOf` (the index of AGEING_BUCKETS), in the database:
 * the partial index of open invoices finds the rows, and only the sums travel.
 */
export async function openAmountsByBucket(db: TDatabase, accountId: number, asOf: string) {
  const daysPastDue = sql<number>`(${asOf}::date - ${salesInvoices.dueDate})`;
  // The buckets' limits are the contract's (AGEING_BUCKET_LIMITS), as `ageingBucket` reads them.
  const cases = AGEING_BUCKET_LIMITS.map(
    (limit, index) => sql`when ${daysPastDue} <= ${sql.raw(String(limit))} then ${sql.raw(String(index))}`,
  );
  const bucket = sql<number>`case ${sql.join(cases, sql` `)} else ${sql.raw(String(AGEING_BUCKET_LIMITS.length))} end`;
  const rows = await db
    .select({
      counterpartyId: salesInvoices.counterpartyId,
      name: counterparties.name,
      bucket: bucket.as('bucket'),
      amount: sql<string>`sum(${salesInvoices.openAmount})`,
    })
    .from(salesInvoices)
    .innerJoin(counterparties, eq(counterparties.id, salesInvoices.counterpartyId))
    .where(and(eq(salesInvoices.accountId, accountId), gt(salesInvoices.openAmount, 0)))
    .groupBy(salesInvoices.counterpartyId, counterparties.name, sql`bucket`);
  return rows.map((row) => ({ ...row, bucket: Number(row.bucket), amount: Number(row.amount) }));
}
