import type { TSalesInvoiceSort } from '@portal/contracts/sales-invoices/sales-invoices';
import { and, asc, desc, eq, gt, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { accountInformations, accounts } from '../../db/schema/accounts.ts';
import {
  counterparties,
  salesInvoiceLines,
  salesInvoiceSeries,
  salesInvoices,
} from '../../db/schema/pre-accounting.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import {
  LISTED,
  likePattern,
  listedPage,
  pageOffset,
  type TListedTotal,
} from '../../plugins/db/list-queries.ts';

export type TInvoiceRow = typeof salesInvoices.$inferSelect;
export type TInvoiceLineRow = typeof salesInvoiceLines.$inferSelect;
export type TNewInvoiceRow = Omit<typeof salesInvoices.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type TNewInvoiceLine = Omit<TInvoiceLineRow, 'invoiceId'>;
/** An invoice with its counterparty's name, as lists show it. */
export type TListedInvoice = TInvoiceRow & { counterpartyName: string };

const ORDERS: Record<TSalesInvoiceSort, SQL[]> = {
  issue_date: [asc(salesInvoices.issueDate), asc(salesInvoices.id)],
  '-issue_date': [desc(salesInvoices.issueDate), desc(salesInvoices.id)],
  due_date: [asc(salesInvoices.dueDate), asc(salesInvoices.id)],
  '-due_date': [desc(salesInvoices.dueDate), desc(salesInvoices.id)],
  payable: [asc(salesInvoices.payableTry), asc(salesInvoices.id)],
  '-payable': [desc(salesInvoices.payableTry), desc(salesInvoices.id)],
  number: [asc(salesInvoices.number), asc(salesInvoices.id)],
  '-number': [desc(salesInvoices.number), desc(salesInvoices.id)],
};

export type TInvoiceFilter = {
  accountId: number;
  status?: string;
  counterpartyId?: number;
  /** Open and due before this date. */
  overdueBefore?: string;
  q?: string;
};

function filterWhere(filter: TInvoiceFilter): SQL | undefined {
  return and(
    eq(salesInvoices.accountId, filter.accountId),
    filter.status ? eq(salesInvoices.status, filter.status) : undefined,
    filter.counterpartyId ? eq(salesInvoices.counterpartyId, filter.counterpartyId) : undefined,
    filter.overdueBefore
      ? and(gt(salesInvoices.openAmount, 0), lt(salesInvoices.dueDate, filter.overdueBefore))
      : undefined,
    filter.q
      ? or(
          eq(salesInvoices.number, filter.q.toUpperCase()),
          ilike(counterparties.name, likePattern(filter.q)),
        )
      : undefined,
  );
}

const LISTED_COLUMNS = { invoice: salesInvoices, counterpartyName: counterparties.name };

export async function listInvoices(
  db: TDatabase,
  filter: TInvoiceFilter,
  sort: TSalesInvoiceSort,
  page: { page: number; perPage: number },
): Promise<{ rows: TListedInvoice[]; listed: TListedTotal }> {
  const where = filterWhere(filter);
  const { rows, total: listed } = await listedPage(
    db,
    page,
    db
      .select(LISTED_COLUMNS)
      .from(salesInvoices)
      .innerJoin(counterparties, eq(counterparties.id, salesInvoices.counterpartyId))
      .where(where)
      .orderBy(...ORDERS[sort])
      .limit(page.perPage)
      .offset(pageOffset(page)),
    db
      .select({ one: LISTED })
      .from(salesInvoices)
      .innerJoin(counterparties, eq(counterparties.id, salesInvoices.counterpartyId))
      .where(where),
  );
  return { rows: rows.map((row) => ({ ...row.invoice, counterpartyName: row.counterpartyName })), listed };
}

/** One invoice of the company with its counterparty's name; `lock` holds the row for the transaction. */
export async function findInvoice(
  db: TDatabase,
  accountId: number,
  invoiceId: number,
  lock = false,
): Promise<TListedInvoice | null> {
  const query = db
    .select(LISTED_COLUMNS)
    .from(salesInvoices)
    .innerJoin(counterparties, eq(counterparties.id, salesInvoices.counterpartyId))
    .where(and(eq(salesInvoices.id, invoiceId), eq(salesInvoices.accountId, accountId)));
  const [row] = lock ? await query.for('update', { of: salesInvoices }) : await query;
  return row ? { ...row.invoice, counterpartyName: row.counterpartyName } : null;
}

/** The lines of the invoices, in order, grouped by invoice (one query for a whole page). */
export async function linesOf(db: TDatabase, invoiceIds: number[]): Promise<Map<number, TInvoiceLineRow[]>> {
  const byInvoice = new Map<number, TInvoiceLineRow[]>(invoiceIds.map((id) => [id, []]));
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select()
    .from(salesInvoiceLines)
    .where(inArray(salesInvoiceLines.invoiceId, invoiceIds))
    .orderBy(asc(salesInvoiceLines.invoiceId), asc(salesInvoiceLines.position));
  for (const row of rows) byInvoice.get(row.invoiceId)?.push(row);
  return byInvoice;
}

export async function insertInvoice(
  db: TDatabase,
  values: TNewInvoiceRow,
  lines: TNewInvoiceLine[],
): Promise<TInvoiceRow> {
  const [row] = await db.insert(salesInvoices).values(values).returning();
  if (!row) throw new Error('Could not store the invoice');
  await db.insert(salesInvoiceLines).values(lines.map((line) => ({ ...line, invoiceId: row.id })));
  return row;
}

/** Replaces a draft's fields and lines; null when it is no longer a draft. */
export async function replaceDraft(
  db: TDatabase,
  invoiceId: number,
  values: Partial<TNewInvoiceRow>,
  lines: TNewInvoiceLine[],
): Promise<TInvoiceRow | null> {
  const [row] = await db
    .update(salesInvoices)
    .set(values)
    .where(and(eq(salesInvoices.id, invoiceId), eq(salesInvoices.status, 'draft')))
    .returning();
  if (!row) return null;
  await db.delete(salesInvoiceLines).where(eq(salesInvoiceLines.invoiceId, invoiceId));
  await db.insert(salesInvoiceLines).values(lines.map((line) => ({ ...line, invoiceId })));
  return row;
}

export async function updateInvoice(
  db: TDatabase,
  invoiceId: number,
  values: Partial<TNewInvoiceRow>,
): Promise<TInvoiceRow> {
  const [row] = await db.update(salesInvoices).set(values).where(eq(salesInvoices.id, invoiceId)).returning();
  if (!row) throw new Error(`Invoice ${invoiceId} vanished inside its transaction`);
  return row;
}

/**
 * The next number of the company's series for the year: one atomic upsert, so two invoices
 * issued at once never share a number. A new year keeps the last year's prefix.
 */
export async function nextInvoiceNumber(
  db: TDatabase,
  accountId: number,
  year: number,
  newPrefix: () => Promise<string>,
): Promise<string> {
  const [previous] = await db
    .select({ prefix: salesInvoiceSeries.prefix })
    .from(salesInvoiceSeries)
    .where(eq(salesInvoiceSeries.accountId, accountId))
    .orderBy(desc(salesInvoiceSeries.year))
    .limit(1);
  const prefix = previous?.prefix ?? (await newPrefix());
  const [row] = await db
    .insert(salesInvoiceSeries)
    .values({ accountId, year, prefix, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [salesInvoiceSeries.accountId, salesInvoiceSeries.year],
      set: { lastNumber: sql`${salesInvoiceSeries.lastNumber} + 1` },
    })
    .returning({ prefix: salesInvoiceSeries.prefix, lastNumber: salesInvoiceSeries.lastNumber });
  if (!row) throw new Error('The invoice series gave no number');
  return `${row.prefix}${year}${String(row.lastNumber).padStart(9, '0')}`;
}

/** The company's name and registered details, as its invoices state the seller. */
export async function sellerOf(
  db: TDatabase,
  accountId: number,
): Promise<{ name: string; informations: Map<string, string> }> {
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  const rows = await db
    .select({ key: accountInformations.key, value: accountInformations.value })
    .from(accountInformations)
    .where(eq(accountInformations.accountId, accountId));
  return {
    name: account?.name ?? '',
    informations: new Map(rows.map((row) => [row.key, row.value ?? ''])),
  };
}

/** Whether an issued return invoice stands against the invoice. */
export async function hasIssuedReturn(db: TDatabase, invoiceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: salesInvoices.id })
    .from(salesInvoices)
    .where(and(eq(salesInvoices.returnsInvoiceId, invoiceId), eq(salesInvoices.status, 'issued')))
    .limit(1);
  return row !== undefined;
}

/** The company's overdue invoices on `today`: how many, what is open, the oldest due date (through the partial index). */
export async function overdueTotals(db: TDatabase, accountId: number, today: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      open: sql<string>`coalesce(sum(${salesInvoices.openAmount}), 0)`,
      oldest: sql<string | null>`min(${salesInvoices.dueDate})::text`,
    })
    .from(salesInvoices)
    .where(
      and(
        eq(salesInvoices.accountId, accountId),
        gt(salesInvoices.openAmount, 0),
        lt(salesInvoices.dueDate, today),
      ),
    );
  return {
    count: Number(row?.count ?? 0),
    openAmount: Number(row?.open ?? 0),
    oldestDueDate: row?.oldest ?? null,
  };
}
