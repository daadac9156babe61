import type { TCounterpartySort } from '@portal/contracts/counterparties/counterparties';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  collections,
  counterparties,
  purchaseInvoices,
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

export type TCounterpartyRow = typeof counterparties.$inferSelect;
export type TCounterpartyValues = Pick<
  typeof counterparties.$inferInsert,
  'name' | 'taxNumber' | 'taxOffice' | 'address' | 'city' | 'district' | 'email' | 'phone' | 'kind'
>;

/** Each order ends in the id; by name and by balance walk their (account, …, id) indexes. */
const ORDERS: Record<TCounterpartySort, SQL[]> = {
  name: [asc(counterparties.name), asc(counterparties.id)],
  '-name': [desc(counterparties.name), desc(counterparties.id)],
  balance: [asc(counterparties.balance), asc(counterparties.id)],
  '-balance': [desc(counterparties.balance), desc(counterparties.id)],
};

export async function listCounterparties(
  db: TDatabase,
  filter: { accountId: number; q?: string; kind?: string },
  sort: TCounterpartySort,
  page: { page: number; perPage: number },
): Promise<{ rows: TCounterpartyRow[]; listed: TListedTotal }> {
  const where = and(
    eq(counterparties.accountId, filter.accountId),
    filter.q
      ? or(ilike(counterparties.name, likePattern(filter.q)), eq(counterparties.taxNumber, filter.q))
      : undefined,
    // "Customers" are those the company sells to: customer or both (and suppliers likewise).
    filter.kind && filter.kind !== 'both' ? inArray(counterparties.kind, [filter.kind, 'both']) : undefined,
    filter.kind === 'both' ? eq(counterparties.kind, 'both') : undefined,
  );
  const { rows, total: listed } = await listedPage(
    db,
    page,
    db
      .select()
      .from(counterparties)
      .where(where)
      .orderBy(...ORDERS[sort])
      .limit(page.perPage)
      .offset(pageOffset(page)),
    db.select({ one: LISTED }).from(counterparties).where(where),
  );
  return { rows, listed };
}

export async function findCounterparty(
  db: TDatabase,
  accountId: number,
  counterpartyId: number,
): Promise<TCounterpartyRow | null> {
  const [row] = await db
    .select()
    .from(counterparties)
    .where(and(eq(counterparties.id, counterpartyId), eq(counterparties.accountId, accountId)));
  return row ?? null;
}

/** Inserts a counterparty; null when the company already has one with the tax number. */
export async function insertCounterparty(
  db: TDatabase,
  accountId: number,
  values: TCounterpartyValues,
): Promise<TCounterpartyRow | null> {
  const [row] = await db
    .insert(counterparties)
    .values({ accountId, ...values })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Replaces a counterparty's details; 'taken' when another of the company's has the tax number. */
export async function updateCounterparty(
  db: TDatabase,
  accountId: number,
  counterpartyId: number,
  values: TCounterpartyValues,
): Promise<TCounterpartyRow | 'taken' | null> {
  if (values.taxNumber) {
    const [other] = await db
      .select({ id: counterparties.id })
      .from(counterparties)
      .where(and(eq(counterparties.accountId, accountId), eq(counterparties.taxNumber, values.taxNumber)));
    if (other && other.id !== counterpartyId) return 'taken';
  }
  const [row] = await db
    .update(counterparties)
    .set(values)
    .where(and(eq(counterparties.id, counterpartyId), eq(counterparties.accountId, accountId)))
    .returning();
  return row ?? null;
}

/** The most a statement shows. */
export const STATEMENT_MAX_MOVEMENTS = 1000;

export type TStatementRow = {
  date: string;
  kind: 'invoice' | 'purchase' | 'collection';
  id: number;
  reference: string;
  type: string;
  amount: number;
  createdAt: string;
};

/**
 * A counterparty's issued sales invoices, its purchase invoices and its collections and payments, oldest first (by date, then
 * by when they were recorded), at most STATEMENT_MAX_MOVEMENTS + 1 so the caller knows there are more.
 */
export async function statementRows(
  db: TDatabase,
  accountId: number,
  counterpartyId: number,
): Promise<TStatementRow[]> {
  const invoices = db
    .select({
      date: sql<string>`${salesInvoices.issueDate}::text`.as('date'),
      kind: sql<TStatementRow['kind']>`'invoice'`.as('kind'),
      id: salesInvoices.id,
      reference: sql<string>`coalesce(${salesInvoices.number}, '')`.as('reference'),
      type: sql<string>`${salesInvoices.type}`.as('type'),
      amount: salesInvoices.payableTry,
      createdAt: sql<string>`${salesInvoices.issuedAt}::text`.as('created_at'),
    })
    .from(salesInvoices)
    .where(
      and(
        eq(salesInvoices.accountId, accountId),
        eq(salesInvoices.counterpartyId, counterpartyId),
        eq(salesInvoices.status, 'issued'),
      ),
    );
  const money = db
    .select({
      date: sql<string>`${collections.collectedOn}::text`,
      kind: sql<TStatementRow['kind']>`'collection'`,
      id: collections.id,
      reference: sql<string>`${collections.method}`,
      type: sql<string>`${collections.kind}`,
      amount: collections.amount,
      createdAt: sql<string>`${collections.createdAt}::text`,
    })
    .from(collections)
    .where(and(eq(collections.accountId, accountId), eq(collections.counterpartyId, counterpartyId)));
  const bought = db
    .select({
      date: sql<string>`${purchaseInvoices.issueDate}::text`,
      kind: sql<TStatementRow['kind']>`'purchase'`,
      id: purchaseInvoices.id,
      reference: sql<string>`${purchaseInvoices.number}`,
      type: sql<string>`${purchaseInvoices.type}`,
      amount: purchaseInvoices.payableAmount,
      createdAt: sql<string>`${purchaseInvoices.createdAt}::text`,
    })
    .from(purchaseInvoices)
    .where(
      and(eq(purchaseInvoices.accountId, accountId), eq(purchaseInvoices.counterpartyId, counterpartyId)),
    );
  const union = invoices.unionAll(bought).unionAll(money).as('movements');
  const rows = await db
    .select()
    .from(union)
    .orderBy(asc(union.date), asc(union.createdAt), asc(union.id))
    .limit(STATEMENT_MAX_MOVEMENTS + 1);
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}
