import type { TLedgerSort } from '@portal/contracts/ledger/ledger-schemas';
import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { accountInformations } from '../../db/schema/accounts.ts';
import { accountDocuments } from '../../db/schema/documents.ts';
import { ledgerClosedPeriods, ledgerEntries } from '../../db/schema/ledger.ts';
import { counterparties, purchaseInvoices, salesInvoices } from '../../db/schema/pre-accounting.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { LISTED, listedPage, pageOffset, type TListedTotal } from '../../plugins/db/list-queries.ts';

export type TLedgerRow = typeof ledgerEntries.$inferSelect;
export type TNewLedgerRow = Omit<typeof ledgerEntries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A list's filter: the company always; a date range (a month), kind, category, paid. */
export type TLedgerFilter = {
  accountId: number;
  from?: string;
  to?: string;
  kind?: string;
  category?: string;
  paid?: boolean;
};

function filterWhere(filter: TLedgerFilter): SQL | undefined {
  return and(
    eq(ledgerEntries.accountId, filter.accountId),
    filter.from ? gte(ledgerEntries.entryDate, filter.from) : undefined,
    filter.to ? lte(ledgerEntries.entryDate, filter.to) : undefined,
    filter.kind ? eq(ledgerEntries.kind, filter.kind) : undefined,
    filter.category ? eq(ledgerEntries.category, filter.category) : undefined,
    filter.paid === undefined ? undefined : eq(ledgerEntries.paid, filter.paid),
  );
}

/**
 * The orders, each ending in the id so pages never overlap. By date it walks the index
 * (account, date, id) ledger_entries_by_date (or by kind and date); gross and counterparty sort
 * the filter's rows, which the same index finds (a month of one company).
 */
const ORDERS: Record<TLedgerSort, SQL[]> = {
  date: [asc(ledgerEntries.entryDate), asc(ledgerEntries.id)],
  '-date': [desc(ledgerEntries.entryDate), desc(ledgerEntries.id)],
  gross: [asc(ledgerEntries.grossAmount), asc(ledgerEntries.id)],
  '-gross': [desc(ledgerEntries.grossAmount), desc(ledgerEntries.id)],
  counterparty: [asc(ledgerEntries.counterpartyName), asc(ledgerEntries.id)],
  '-counterparty': [desc(ledgerEntries.counterpartyName), desc(ledgerEntries.id)],
};

export async function listLedgerEntries(
  db: TDatabase,
  filter: TLedgerFilter,
  sort: TLedgerSort,
  page: { page: number; perPage: number },
): Promise<{ rows: TLedgerRow[]; listed: TListedTotal }> {
  const where = filterWhere(filter);
  const { rows, total: listed } = await listedPage(
    db,
    page,
    db
      .select()
      .from(ledgerEntries)
      .where(where)
      .orderBy(...ORDERS[sort])
      .limit(page.perPage)
      .offset(pageOffset(page)),
    db.select({ one: LISTED }).from(ledgerEntries).where(where),
  );
  return { rows, listed };
}

/** An entry as the export writes it: with the number of the invoice it came from, if any. */
export type TExportedLedgerRow = TLedgerRow & { documentNumber: string | null };

/**
 * Every entry of a date range, by date (the export of a month), each with its document's number:
 * the sales invoice that wrote it, or the purchase invoice whose import did; null for an entry
 * typed in by hand.
 */
export async function allLedgerEntries(
  db: TDatabase,
  accountId: number,
  from: string,
  to: string,
  limit: number,
): Promise<TExportedLedgerRow[]> {
  return db
    .select({
      ...getTableColumns(ledgerEntries),
      documentNumber: sql<string | null>`coalesce(${salesInvoices.number}, ${purchaseInvoices.number})`,
    })
    .from(ledgerEntries)
    .leftJoin(salesInvoices, eq(salesInvoices.id, ledgerEntries.salesInvoiceId))
    .leftJoin(purchaseInvoices, eq(purchaseInvoices.id, ledgerEntries.purchaseInvoiceId))
    .where(filterWhere({ accountId, from, to }))
    .orderBy(asc(ledgerEntries.entryDate), asc(ledgerEntries.id))
    .limit(limit);
}

export async function findLedgerEntry(
  db: TDatabase,
  accountId: number,
  entryId: number,
): Promise<TLedgerRow | null> {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.id, entryId), eq(ledgerEntries.accountId, accountId)));
  return row ?? null;
}

export async function insertLedgerEntry(db: TDatabase, values: TNewLedgerRow): Promise<TLedgerRow> {
  const [row] = await db.insert(ledgerEntries).values(values).returning();
  if (!row) throw new Error('Could not store the ledger entry');
  return row;
}

export async function updateLedgerEntry(
  db: TDatabase,
  accountId: number,
  entryId: number,
  values: Omit<TNewLedgerRow, 'accountId' | 'createdBy'>,
): Promise<TLedgerRow | null> {
  const [row] = await db
    .update(ledgerEntries)
    .set(values)
    .where(and(eq(ledgerEntries.id, entryId), eq(ledgerEntries.accountId, accountId)))
    .returning();
  return row ?? null;
}

export async function deleteLedgerEntry(db: TDatabase, accountId: number, entryId: number): Promise<boolean> {
  const rows = await db
    .delete(ledgerEntries)
    .where(and(eq(ledgerEntries.id, entryId), eq(ledgerEntries.accountId, accountId)))
    .returning({ id: ledgerEntries.id });
  return rows.length > 0;
}

export type TLedgerAggregate = {
  period: string;
  kind: string;
  category: string;
  net: number;
  kdv: number;
};

/**
 * One aggregate over the index (account, date): net and KDV by month, kind and category. The
 * summary's months, totals and categories are all sums of these few rows.
 */
export async function aggregateLedger(
  db: TDatabase,
  accountId: number,
  from: string,
  to: string,
): Promise<TLedgerAggregate[]> {
  const period = sql<string>`to_char(${ledgerEntries.entryDate}, 'YYYY-MM')`;
  const rows = await db
    .select({
      period,
      kind: ledgerEntries.kind,
      category: ledgerEntries.category,
      net: sql<string>`sum(${ledgerEntries.netAmount})`,
      kdv: sql<string>`sum(${ledgerEntries.kdvAmount})`,
    })
    .from(ledgerEntries)
    .where(filterWhere({ accountId, from, to }))
    .groupBy(period, ledgerEntries.kind, ledgerEntries.category);
  // Sums of bigint come back as numeric text: within a safe integer for any real company.
  return rows.map((row) => ({ ...row, net: Number(row.net), kdv: Number(row.kdv) }));
}

export type TClosedPeriodRow = { period: string; closedAt: Date };

export async function closedPeriodsBetween(
  db: TDatabase,
  accountId: number,
  from: string,
  to: string,
): Promise<TClosedPeriodRow[]> {
  return db
    .select({ period: ledgerClosedPeriods.period, closedAt: ledgerClosedPeriods.closedAt })
    .from(ledgerClosedPeriods)
    .where(
      and(
        eq(ledgerClosedPeriods.accountId, accountId),
        gte(ledgerClosedPeriods.period, from),
        lte(ledgerClosedPeriods.period, to),
      ),
    );
}

/** Which of these months are closed. */
export async function closedPeriodsAmong(
  db: TDatabase,
  accountId: number,
  periods: readonly string[],
): Promise<Set<string>> {
  if (periods.length === 0) return new Set();
  const rows = await db
    .select({ period: ledgerClosedPeriods.period })
    .from(ledgerClosedPeriods)
    .where(
      and(eq(ledgerClosedPeriods.accountId, accountId), inArray(ledgerClosedPeriods.period, [...periods])),
    );
  return new Set(rows.map((row) => row.period));
}

/** Closes a month (idempotent); answers the row. */
export async function closePeriod(
  db: TDatabase,
  accountId: number,
  period: string,
  closedBy: number,
): Promise<{ closedAt: Date; changed: boolean }> {
  const [inserted] = await db
    .insert(ledgerClosedPeriods)
    .values({ accountId, period, closedBy })
    .onConflictDoNothing()
    .returning({ closedAt: ledgerClosedPeriods.closedAt });
  if (inserted) return { closedAt: inserted.closedAt, changed: true };
  const [existing] = await closedPeriodsBetween(db, accountId, period, period);
  if (!existing) throw new Error('A closed period vanished');
  return { closedAt: existing.closedAt, changed: false };
}

/** Reopens a month; whether it was closed. */
export async function reopenPeriod(db: TDatabase, accountId: number, period: string): Promise<boolean> {
  const rows = await db
    .delete(ledgerClosedPeriods)
    .where(and(eq(ledgerClosedPeriods.accountId, accountId), eq(ledgerClosedPeriods.period, period)))
    .returning({ period: ledgerClosedPeriods.period });
  return rows.length > 0;
}

/** Whether a document is the company's. */
export async function documentOfAccount(
  db: TDatabase,
  accountId: number,
  documentId: number,
): Promise<{ storageKey: string; mimeType: string; period: string | null } | null> {
  const [row] = await db
    .select({
      storageKey: accountDocuments.storageKey,
      mimeType: accountDocuments.mimeType,
      period: accountDocuments.period,
    })
    .from(accountDocuments)
    .where(and(eq(accountDocuments.id, documentId), eq(accountDocuments.accountId, accountId)));
  return row ?? null;
}

/** The company's own tax numbers, as its application recorded them: its VKN and the founder's TCKN. */
export async function ownTaxNumbers(db: TDatabase, accountId: number): Promise<string[]> {
  const rows = await db
    .select({ value: accountInformations.value })
    .from(accountInformations)
    .where(
      and(
        eq(accountInformations.accountId, accountId),
        inArray(accountInformations.key, ['tax_number', 'identityNo']),
      ),
    );
  return rows.map((row) => row.value.trim()).filter((value) => value !== '');
}

/** Entries written together (a sales invoice's, one per KDV rate). */
export async function insertLedgerEntries(db: TDatabase, values: TNewLedgerRow[]): Promise<void> {
  if (values.length > 0) await db.insert(ledgerEntries).values(values);
}

/** Removes the entries a sales invoice wrote (it was cancelled). */
export async function deleteInvoiceEntries(db: TDatabase, invoiceId: number): Promise<void> {
  await db.delete(ledgerEntries).where(eq(ledgerEntries.salesInvoiceId, invoiceId));
}

export async function invoiceNumberOf(db: TDatabase, invoiceId: number): Promise<string | null> {
  const [row] = await db
    .select({ number: salesInvoices.number })
    .from(salesInvoices)
    .where(eq(salesInvoices.id, invoiceId));
  return row?.number ?? null;
}

/**
 * The company's counterparty with this tax number, made from the entry's name and kind when the
 * company has none yet. Two writers at once: the unique (account, tax number) index keeps one
 * and the other reads it.
 */
export async function counterpartyForTaxNumber(
  db: TDatabase,
  accountId: number,
  values: { taxNumber: string; name: string; kind: 'customer' | 'supplier' },
): Promise<number> {
  const match = and(eq(counterparties.accountId, accountId), eq(counterparties.taxNumber, values.taxNumber));
  const [found] = await db.select({ id: counterparties.id }).from(counterparties).where(match);
  if (found) return found.id;
  const [made] = await db
    .insert(counterparties)
    .values({ accountId, ...values })
    .onConflictDoNothing()
    .returning({ id: counterparties.id });
  if (made) return made.id;
  const [raced] = await db.select({ id: counterparties.id }).from(counterparties).where(match);
  if (!raced) throw new Error('The counterparty was neither found nor made');
  return raced.id;
}

/** Records the invoice the company received to pay; null when that ETTN was confirmed already. */
export async function insertPurchaseInvoice(
  db: TDatabase,
  values: Omit<typeof purchaseInvoices.$inferInsert, 'id' | 'createdAt'>,
): Promise<number | null> {
  const [made] = await db
    .insert(purchaseInvoices)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: purchaseInvoices.id });
  return made?.id ?? null;
}

/**
 * Moves what a counterparty owes the company (negative: what the company owes it), in the
 * transaction of the movement, as the collections do.
 */
export async function moveCounterpartyBalance(
  db: TDatabase,
  counterpartyId: number,
  by: number,
): Promise<void> {
  await db
    .update(counterparties)
    .set({ balance: sql`${counterparties.balance} + ${by}` })
    .where(eq(counterparties.id, counterpartyId));
}

/**
 * Whether the company's books hold entries of this e-invoice, asked under a lock on the pair for
 * the rest of the transaction: two confirmations of the same file cannot both find none.
 */
export async function eInvoiceInBooks(db: TDatabase, accountId: number, uuid: string): Promise<boolean> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`e-invoice:${accountId}:${uuid}`}))`);
  const [found] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.eInvoiceUuid, uuid)))
    .limit(1);
  return found !== undefined;
}
