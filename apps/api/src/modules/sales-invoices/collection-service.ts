import {
  AGEING_BUCKETS,
  AGEING_LISTED,
  COLLECTION_KINDS,
  COLLECTION_METHODS,
  type TAgeing,
  type TAgeingBucket,
  type TAgeingKind,
  type TCollection,
  type TCollectionBody,
} from '@portal/contracts/collections/collections';
import type { TPageMeta } from '@portal/contracts/common/envelope';
import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import { formatKurus } from '@portal/contracts/common/money';
import type { FastifyInstance } from 'fastify';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { pageMeta } from '../../plugins/db/list-queries.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { moveCounterpartyBalance } from '../ledger/service.ts';
import {
  ageingSums,
  allocationsOf,
  insertCollection,
  listCollections,
  lockInvoices,
  lockPurchaseInvoices,
  type TAllocationRow,
  type TBucketSums,
  type TCollectionRow,
} from './collection-repository.ts';
import { findCounterparty } from './counterparty-repository.ts';

type TCollectionApp = Pick<FastifyInstance, 'db' | 'now'>;

function presentCollection(row: TCollectionRow, allocations: TAllocationRow[]): TCollection {
  const kind = COLLECTION_KINDS.find((known) => known === row.kind);
  const method = COLLECTION_METHODS.find((known) => known === row.method);
  if (!kind || !method) throw new Error(`Unknown kind or method in collections ${row.id}`);
  return {
    id: row.id,
    kind,
    date: row.collectedOn,
    counterparty_id: row.counterpartyId,
    counterparty_name: row.counterpartyName,
    amount: row.amount,
    method,
    note: row.note,
    allocations: allocations
      .filter((allocation) => allocation.collectionId === row.id)
      .map((allocation) => ({
        invoice_id: allocation.invoiceId,
        invoice_number: allocation.invoiceNumber,
        amount: allocation.amount,
      })),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listCompanyCollections(
  app: TCollectionApp,
  { id: accountId }: TReachedAccount,
  query: { kind?: string; counterparty_id?: number; page: number; per_page: number },
): Promise<{ data: TCollection[]; meta: TPageMeta }> {
  const { rows, listed } = await listCollections(
    app.db,
    { accountId, kind: query.kind, counterpartyId: query.counterparty_id },
    { page: query.page, perPage: query.per_page },
  );
  const allocations = await allocationsOf(
    app.db,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => presentCollection(row, allocations)), meta: pageMeta(query, listed) };
}

const allocationProblem = (
  index: number,
  key: 'collections.invoiceNotFound' | 'collections.allocationExceedsOpen',
  params: Record<string, string> = {},
) => new HttpError(422, key, { params, fields: { [`allocations.${index}.invoice_id`]: key } });

/**
 * Records the money and sets it against the invoices, in one transaction: each invoice is locked,
 * must be the counterparty's (an issued sales invoice, not a return, for a collection; a purchase
 * invoice for a payment) and keep what it has open at least the amount set against it; the
 * counterparty's balance moves by the whole amount.
 */
export async function createCollection(
  app: TCollectionApp,
  auth: TAuth,
  { id: accountId }: TReachedAccount,
  body: TCollectionBody,
  language: TLanguage,
): Promise<TCollection> {
  const counterparty = await findCounterparty(app.db, accountId, body.counterparty_id);
  if (!counterparty) {
    throw new HttpError(422, 'collections.counterpartyNotFound', {
      fields: { counterparty_id: 'collections.counterpartyNotFound' },
    });
  }
  const created = await app.db.transaction((tx) =>
    recordCollection(tx, { accountId, userId: auth.user.id }, body, language),
  );
  const allocations = await allocationsOf(app.db, [created.id]);
  return presentCollection({ ...created, counterpartyName: counterparty.name }, allocations);
}

/**
 * Records a collection or payment of the company's counterparty within the caller's transaction
 * (the bank statement's match records one with the line it confirms): the invoices it names are
 * locked and checked, their open amounts and the counterparty's balance move with it.
 */
export async function recordCollection(
  tx: TDatabase,
  { accountId, userId }: { accountId: number; userId: number },
  body: TCollectionBody,
  language: TLanguage,
) {
  const invoiceIds = body.allocations.map((allocation) => allocation.invoice_id);
  // A collection closes the customer's sales invoices, a payment the supplier's purchase invoices.
  const invoices =
    body.kind === 'payment'
      ? await lockPurchaseInvoices(tx, accountId, invoiceIds)
      : (await lockInvoices(tx, accountId, invoiceIds)).filter(
          (invoice) => invoice.status === 'issued' && invoice.type !== 'IADE',
        );
  const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  body.allocations.forEach((allocation, index) => {
    const invoice = byId.get(allocation.invoice_id);
    if (!invoice || invoice.counterpartyId !== body.counterparty_id) {
      throw allocationProblem(index, 'collections.invoiceNotFound');
    }
    if (allocation.amount > invoice.openAmount) {
      throw allocationProblem(index, 'collections.allocationExceedsOpen', {
        open: formatKurus(invoice.openAmount, language),
      });
    }
  });
  const row = await insertCollection(
    tx,
    {
      accountId,
      counterpartyId: body.counterparty_id,
      kind: body.kind,
      collectedOn: body.date,
      amount: body.amount,
      method: body.method,
      note: body.note,
      createdBy: userId,
    },
    body.allocations.map((allocation) => ({ invoiceId: allocation.invoice_id, amount: allocation.amount })),
  );
  await moveCounterpartyBalance(
    tx,
    body.counterparty_id,
    body.kind === 'collection' ? -body.amount : body.amount,
  );
  return row;
}

/** Bucket sums in the contract's shape: `{ not_due, days_1_30, …, total }`. */
function bucketsOf(sums: TBucketSums): Record<TAgeingBucket, number> & { total: number } {
  const buckets = Object.fromEntries(
    AGEING_BUCKETS.map((bucket, index) => [bucket, sums.buckets[index] ?? 0]),
  );
  return { ...(buckets as Record<TAgeingBucket, number>), total: sums.total };
}

/**
 * What is open by days past due, in total and for the AGEING_LISTED counterparties with the most.
 * Receivables are the open sales invoices, payables the open purchase invoices of the import.
 */
export async function ageing(
  app: TCollectionApp,
  { id: accountId }: TReachedAccount,
  kind: TAgeingKind,
): Promise<TAgeing> {
  const asOf = todayInIstanbul(app.now());
  const sums = await ageingSums(app.db, accountId, asOf, AGEING_LISTED, kind);
  return {
    kind,
    as_of: asOf,
    total: bucketsOf(sums.total),
    counterparties: sums.counterparties.map((row) => ({
      counterparty_id: row.counterpartyId,
      name: row.name,
      ...bucketsOf(row),
    })),
    counterparty_count: sums.count,
  };
}
