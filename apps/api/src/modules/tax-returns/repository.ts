import type {
  TTaxReturnDocumentRole,
  TTaxReturnKind,
  TTaxReturnStatus,
} from '@portal/contracts/tax-returns/tax-returns';
import { and, asc, desc, eq, getTableColumns, inArray, like, sql } from 'drizzle-orm';
import { accounts } from '../../db/schema/accounts.ts';
import { taxPaymentReminders, taxReturnDocuments, taxReturns } from '../../db/schema/tax-returns.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

export type TTaxReturnRow = typeof taxReturns.$inferSelect;
export type TTaxReturnDocumentRow = typeof taxReturnDocuments.$inferSelect;

/** The company's returns, newest period first (one year's with `year`), on the (account, kind, period) index. */
export function findTaxReturns(db: TDatabase, accountId: number, year?: string): Promise<TTaxReturnRow[]> {
  return db
    .select()
    .from(taxReturns)
    .where(
      and(
        eq(taxReturns.accountId, accountId),
        year === undefined ? undefined : like(taxReturns.period, `${year}%`),
      ),
    )
    .orderBy(desc(taxReturns.period), asc(taxReturns.kind));
}

export async function findTaxReturn(
  db: TDatabase,
  accountId: number,
  returnId: number,
): Promise<TTaxReturnRow | null> {
  const [row] = await db
    .select()
    .from(taxReturns)
    .where(and(eq(taxReturns.id, returnId), eq(taxReturns.accountId, accountId)));
  return row ?? null;
}

/** The documents of some returns, in one query (a list never asks per row). */
export function findDocumentsOf(db: TDatabase, returnIds: number[]): Promise<TTaxReturnDocumentRow[]> {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(taxReturnDocuments)
    .where(inArray(taxReturnDocuments.taxReturnId, returnIds))
    .orderBy(asc(taxReturnDocuments.id));
}

export async function findDocument(
  db: TDatabase,
  accountId: number,
  returnId: number,
  documentId: number,
): Promise<TTaxReturnDocumentRow | null> {
  const [row] = await db
    .select()
    .from(taxReturnDocuments)
    .where(
      and(
        eq(taxReturnDocuments.id, documentId),
        eq(taxReturnDocuments.taxReturnId, returnId),
        eq(taxReturnDocuments.accountId, accountId),
      ),
    );
  return row ?? null;
}

/** A new return; null when the company already has one of that kind and period. */
export async function insertTaxReturn(
  db: TDatabase,
  values: {
    accountId: number;
    kind: TTaxReturnKind;
    period: string;
    note?: string | null;
    createdBy: number | null;
    now: Date;
  },
): Promise<TTaxReturnRow | null> {
  const [row] = await db
    .insert(taxReturns)
    .values({
      accountId: values.accountId,
      kind: values.kind,
      period: values.period,
      note: values.note ?? null,
      createdBy: values.createdBy,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export type TTaxReturnChange = Partial<{
  status: TTaxReturnStatus;
  filedAt: Date | null;
  amountDue: number | null;
  dueDate: string | null;
  paidAt: Date | null;
  paymentConfirmedAt: Date | null;
  paymentConfirmedBy: number | null;
  note: string | null;
}>;

/**
 * Changes a return if it is still in `expected` status (another request may have moved it since
 * it was read): null when it was not.
 */
export async function updateTaxReturn(
  db: TDatabase,
  row: Pick<TTaxReturnRow, 'id' | 'status'>,
  change: TTaxReturnChange,
  now: Date,
): Promise<TTaxReturnRow | null> {
  const [updated] = await db
    .update(taxReturns)
    .set({ ...change, updatedAt: now })
    .where(and(eq(taxReturns.id, row.id), eq(taxReturns.status, row.status)))
    .returning();
  return updated ?? null;
}

/** Stores a document of a role, replacing the role's earlier one; answers the replaced storage key. */
export async function putDocument(
  db: TDatabase,
  values: {
    taxReturnId: number;
    accountId: number;
    role: TTaxReturnDocumentRole;
    storageKey: string;
    fileName: string;
    mimeType: string;
    size: number;
    uploadedBy: number;
    now: Date;
  },
): Promise<{ replacedKey: string | null }> {
  const [earlier] = await db
    .select({ storageKey: taxReturnDocuments.storageKey })
    .from(taxReturnDocuments)
    .where(
      and(eq(taxReturnDocuments.taxReturnId, values.taxReturnId), eq(taxReturnDocuments.role, values.role)),
    );
  const row = {
    storageKey: values.storageKey,
    fileName: values.fileName,
    mimeType: values.mimeType,
    size: values.size,
    uploadedBy: values.uploadedBy,
    createdAt: values.now,
  };
  await db
    .insert(taxReturnDocuments)
    .values({ taxReturnId: values.taxReturnId, accountId: values.accountId, role: values.role, ...row })
    .onConflictDoUpdate({ target: [taxReturnDocuments.taxReturnId, taxReturnDocuments.role], set: row });
  await db.update(taxReturns).set({ updatedAt: values.now }).where(eq(taxReturns.id, values.taxReturnId));
  return { replacedKey: earlier?.storageKey ?? null };
}

/** The accrued returns a customer has not reported paid (the dashboard's "needs your action"). */
export function findUnpaidAccruals(db: TDatabase, accountId: number): Promise<TTaxReturnRow[]> {
  return db
    .select()
    .from(taxReturns)
    .where(
      and(
        eq(taxReturns.accountId, accountId),
        eq(taxReturns.status, 'accrued'),
        sql`${taxReturns.paidAt} is null`,
      ),
    )
    .orderBy(asc(taxReturns.dueDate));
}

/** Unpaid accruals due on `dueDate` not yet reminded `daysBefore` days ahead, with their company's name (the partial due-date index). */
export function findAccrualsToRemind(
  db: TDatabase,
  dueDate: string,
  daysBefore: number,
  afterId: number,
  limit: number,
): Promise<(TTaxReturnRow & { companyName: string })[]> {
  return db
    .select({ ...getTableColumns(taxReturns), companyName: accounts.name })
    .from(taxReturns)
    .innerJoin(accounts, eq(accounts.id, taxReturns.accountId))
    .where(
      and(
        eq(taxReturns.status, 'accrued'),
        eq(taxReturns.dueDate, dueDate),
        sql`${taxReturns.paidAt} is null`,
        sql`${taxReturns.id} > ${afterId}`,
        sql`not exists (select 1 from ${taxPaymentReminders} where ${taxPaymentReminders.taxReturnId} = ${taxReturns.id}
          and ${taxPaymentReminders.daysBefore} = ${daysBefore})`,
      ),
    )
    .orderBy(asc(taxReturns.id))
    .limit(limit);
}

/** Claims a reminder; false when it was claimed before (by another run or instance). */
export async function claimReminder(
  db: TDatabase,
  taxReturnId: number,
  daysBefore: number,
): Promise<boolean> {
  const rows = await db
    .insert(taxPaymentReminders)
    .values({ taxReturnId, daysBefore })
    .onConflictDoNothing()
    .returning({ id: taxPaymentReminders.taxReturnId });
  return rows.length > 0;
}
