import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { accounts } from '../../db/schema/accounts.ts';
import { payments } from '../../db/schema/payments.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

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
