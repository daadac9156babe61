import { PAYMENTS_TO_REVIEW_LIMIT, type TPaymentToReview } from '@portal/contracts/staff/jobs';
import type { FastifyInstance } from 'fastify';
import { findPaymentsToReview as findPaymentRows } from './providers/reconciliation-repository.ts';

/*
 * What other modules ask of payments (besides its routes and its jobs): the staff jobs page
 * lists the payments the reconciliation handed to a person.
 */

/** `GET jobs/payments-to-review`: the payments the reconciliation handed to a person. */
export async function findPaymentsToReview(app: Pick<FastifyInstance, 'db'>): Promise<TPaymentToReview[]> {
  const rows = await findPaymentRows(app.db, PAYMENTS_TO_REVIEW_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    account: { id: row.accountId, name: row.accountName },
    amount: row.amount,
    provider: row.provider,
    provider_ref: row.providerRef,
    unanswered_lookups: row.unansweredLookups,
    created_at: row.createdAt.toISOString(),
    needs_review_at: row.needsReviewAt.toISOString(),
  }));
}
