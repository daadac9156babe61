import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { accounts } from '../../../db/schema/accounts.ts';
import { payments } from '../../../db/schema/payments.ts';
import type { TDatabase } from '../../../plugins/db/database.ts';
import type { TPaymentRow } from '../payment-repository.ts';

/*
 * The reconciliation's reads and writes of the `payments` table: the pending payments whose
 * answer was lost, and those handed to a person. The list for staff names each company (one
 * query, read only).
 */

/**
 * Pending payments no request has touched since `before` (its answer is long lost), oldest first;
 * a payment whose bank page is open only once the page lapsed (`challengeBefore`); never one
 * handed to a person (`needs_review_at`).
 */
export async function findStalePendingPayments(
  db: TDatabase,
  { before, challengeBefore, limit }: { before: Date; challengeBefore: Date; limit: number },
): Promise<{ id: number }[]> {
  return db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        lt(payments.updatedAt, before),
        isNull(payments.needsReviewAt),
        or(isNull(payments.challengePage), lt(payments.createdAt, challengeBefore)),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(limit);
}

/**
 * Takes a stale pending payment for one reconciliation: the conditional update lets one caller
 * in (another instance finds it touched), and holds it for `before`'s distance from `now`. The
 * bank's page goes: an answer posted now finds nothing to complete.
 */
export async function claimStalePayment(
  db: TDatabase,
  paymentId: number,
  { now, before }: { now: Date; before: Date },
): Promise<TPaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ updatedAt: now, challengePage: null })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'pending'),
        lt(payments.updatedAt, before),
        isNull(payments.needsReviewAt),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Counts one more lookup the provider could not answer for a pending payment; the one that reaches
 * `limit` hands it to a person (`needs_review_at`), after which reconciliation leaves it alone.
 * Null when the payment is no longer pending or was handed over already.
 */
export async function countUnansweredLookup(
  db: TDatabase,
  paymentId: number,
  { now, limit }: { now: Date; limit: number },
): Promise<{ unansweredLookups: number; needsReviewAt: Date | null } | null> {
  const [row] = await db
    .update(payments)
    .set({
      unansweredLookups: sql`${payments.unansweredLookups} + 1`,
      needsReviewAt: sql`case when ${payments.unansweredLookups} + 1 >= ${limit} then ${now.toISOString()}::timestamptz end`,
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending'), isNull(payments.needsReviewAt)))
    .returning({ unansweredLookups: payments.unansweredLookups, needsReviewAt: payments.needsReviewAt });
  return row ?? null;
}

export type TPaymentToReviewRow = {
  id: number;
  accountId: number;
  accountName: string;
  amount: number;
  provider: string;
  providerRef: string | null;
  unansweredLookups: number;
  createdAt: Date;
  needsReviewAt: Date;
};

/** The pending payments handed to a person, the longest waiting first (at most `limit`). */
export async function findPaymentsToReview(db: TDatabase, limit: number): Promise<TPaymentToReviewRow[]> {
  const rows = await db
    .select({
      id: payments.id,
      accountId: payments.accountId,
      accountName: accounts.name,
      amount: payments.amount,
      provider: payments.provider,
      providerRef: payments.providerRef,
      unansweredLookups: payments.unansweredLookups,
      createdAt: payments.createdAt,
      needsReviewAt: payments.needsReviewAt,
    })
    .from(payments)
    .innerJoin(accounts, eq(accounts.id, payments.accountId))
    .where(and(isNotNull(payments.needsReviewAt), eq(payments.status, 'pending')))
    .orderBy(asc(payments.needsReviewAt), asc(payments.id))
    .limit(limit);
  return rows.flatMap(({ needsReviewAt, ...row }) => (needsReviewAt ? [{ ...row, needsReviewAt }] : []));
}
