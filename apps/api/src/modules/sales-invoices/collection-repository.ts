import { AGEING_BUCKET_LIMITS } from '@portal/contracts/collections/collections';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  collectionAllocations,
  collections,
  counterparties,
  paymentAllocations,
  purchaseInvoices,
  salesInvoices,
} from '../../db/schema/pre-accounting.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { LISTED, listedPage, pageOffset, type TListedTotal } from '../../plugins/db/list-queries.ts';

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
  const { rows, total: listed } = await listedPage(
    db,
    page,
    db
      .select({ collection: collections, counterpartyName: counterparties.name })
      .from(collections)
      .innerJoin(counterparties, eq(counterparties.id, collections.counterpartyId))
      .where(where)
      .orderBy(desc(collections.collectedOn), desc(collections.id))
      .limit(page.perPage)
      .offset(pageOffset(page)),
    db.select({ one: LISTED }).from(collections).where(where),
  );
  return { rows: rows.map((row) => ({ ...row.collection, counterpartyName: row.counterpartyName })), listed };
}

/**
 * The allocations of the collections and payments, with their invoices' numbers (sales invoices
 * for a collection, purchase invoices for a payment; one query for a page).
 */
export async function allocationsOf(db: TDatabase, collectionIds: number[]): Promise<TAllocationRow[]> {
  if (collectionIds.length === 0) return [];
  const collected = db
    .select({
      collectionId: collectionAllocations.collectionId,
      invoiceId: collectionAllocations.invoiceId,
      invoiceNumber: sql<string>`coalesce(${salesInvoices.number}, '')`.as('invoice_number'),
      amount: collectionAllocations.amount,
    })
    .from(collectionAllocations)
    .innerJoin(salesInvoices, eq(salesInvoices.id, collectionAllocations.invoiceId))
    .where(inArray(collectionAllocations.collectionId, collectionIds));
  const paid = db
    .select({
      collectionId: paymentAllocations.collectionId,
      invoiceId: paymentAllocations.invoiceId,
      invoiceNumber: sql<string>`${purchaseInvoices.number}`.as('invoice_number'),
      amount: paymentAllocations.amount,
    })
    .from(paymentAllocations)
    .innerJoin(purchaseInvoices, eq(purchaseInvoices.id, paymentAllocations.invoiceId))
    .where(inArray(paymentAllocations.collectionId, collectionIds));
  const rows = await collected.unionAll(paid);
  return rows
    .map((row) => ({ ...row, amount: Number(row.amount) }))
    .sort((a, b) => a.collectionId - b.collectionId || a.invoiceNumber.localeCompare(b.invoiceNumber));
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

/** The purchase invoices a payment names, locked for the transaction, in id order. */
export async function lockPurchaseInvoices(db: TDatabase, accountId: number, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select({
      id: purchaseInvoices.id,
      counterpartyId: purchaseInvoices.counterpartyId,
      openAmount: purchaseInvoices.openAmount,
    })
    .from(purchaseInvoices)
    .where(and(eq(purchaseInvoices.accountId, accountId), inArray(purchaseInvoices.id, invoiceIds)))
    .orderBy(asc(purchaseInvoices.id))
    .for('update');
}

/** Stores a collection (its allocations close sales invoices) or a payment (purchase invoices). */
export async function insertCollection(
  db: TDatabase,
  values: Omit<typeof collections.$inferInsert, 'id' | 'createdAt'>,
  allocations: { invoiceId: number; amount: number }[],
): Promise<typeof collections.$inferSelect> {
  const [row] = await db.insert(collections).values(values).returning();
  if (!row) throw new Error('Could not store the collection');
  if (allocations.length === 0) return row;
  const shares = allocations.map((allocation) => ({ collectionId: row.id, ...allocation }));
  if (values.kind === 'payment') {
    await db.insert(paymentAllocations).values(shares);
    for (const allocation of allocations) {
      await db
        .update(purchaseInvoices)
        .set({ openAmount: sql`${purchaseInvoices.openAmount} - ${allocation.amount}` })
        .where(eq(purchaseInvoices.id, allocation.invoiceId));
    }
    return row;
  }
  await db.insert(collectionAllocations).values(shares);
  for (const allocation of allocations) {
    await db
      .update(salesInvoices)
      .set({ openAmount: sql`${salesInvoices.openAmount} - ${allocation.amount}` })
      .where(eq(salesInvoices.id, allocation.invoiceId));
  }
  return row;
}

/** Sums of open amounts per bucket of days past due (the index of AGEING_BUCKETS) and in all. */
export type TBucketSums = { buckets: number[]; total: number };

/**
 * The ageing of the company's open sales invoices on `asOf`, summed in the database: every open
 * invoice in total, and per counterparty only the `limit` largest with the count of all, so a
 * company with thousands of customers sends a page of sums, not its whole book.
 */
export async function ageingSums(
  db: TDatabase,
  accountId: number,
  asOf: string,
  limit: number,
  side: 'receivable' | 'payable',
) {
  const invoices = side === 'receivable' ? salesInvoices : purchaseInvoices;
  const daysPastDue = sql`(${asOf}::date - ${invoices.dueDate})`;
  // The buckets' limits are the contract's (AGEING_BUCKET_LIMITS), as `ageingBucket` reads them.
  const cases = AGEING_BUCKET_LIMITS.map(
    (limit, index) => sql`when ${daysPastDue} <= ${sql.raw(String(limit))} then ${sql.raw(String(index))}`,
  );
  const bucket = sql`case ${sql.join(cases, sql` `)} else ${sql.raw(String(AGEING_BUCKET_LIMITS.length))} end`;
  const sums = {
    ...Object.fromEntries(
      [...AGEING_BUCKET_LIMITS, null].map((_, index) => [
        `b${index}`,
        sql<string>`coalesce(sum(${invoices.openAmount}) filter (where ${bucket} = ${sql.raw(String(index))}), 0)`,
      ]),
    ),
    total: sql<string>`coalesce(sum(${invoices.openAmount}), 0)`,
  };
  const open = and(eq(invoices.accountId, accountId), gt(invoices.openAmount, 0));
  const totalOf = (row: Record<string, unknown>): TBucketSums => ({
    buckets: [...AGEING_BUCKET_LIMITS, null].map((_, index) => Number(row[`b${index}`])),
    total: Number(row.total),
  });
  const [[all], largest] = await Promise.all([
    db.select(sums).from(invoices).where(open),
    db
      .select({
        ...sums,
        counterpartyId: invoices.counterpartyId,
        name: counterparties.name,
        count: sql<number>`(count(*) over ())::int`,
      })
      .from(invoices)
      .innerJoin(counterparties, eq(counterparties.id, invoices.counterpartyId))
      .where(open)
      .groupBy(invoices.counterpartyId, counterparties.name)
      .orderBy(desc(sql`sum(${invoices.openAmount})`), asc(counterparties.name))
      .limit(limit),
  ]);
  return {
    total: totalOf(all ?? {}),
    counterparties: largest.map((row) => ({
      counterpartyId: row.counterpartyId,
      name: row.name,
      ...totalOf(row),
    })),
    count: largest[0]?.count ?? 0,
  };
}
