import type { TJobName } from '@portal/contracts/staff/jobs';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';
import { describeJobFailure } from '../../plugins/jobs/job-failure.ts';
import { basketOf } from './payment-challenges.ts';
import { logProviderFailure, type TChargeResult, type TPaymentProvider } from './payment-provider.ts';
import type { TPaymentKind } from './payment-rules.ts';
import {
  claimStalePayment,
  findStalePendingPayments,
  recordFailedPayment,
  saveProviderRef,
  type TPaymentRow,
} from './repository.ts';
import { CardDeclined, providerKeyOf, settleCharge, type TPaymentsApp } from './service.ts';

/*
 * A card payment whose answer was lost (the database cut between the provider's charge and its
 * recording, a provider that timed out, an instance killed mid-request) stays `pending`. This job
 * asks the provider what happened under the payment's key and records that, exactly as the
 * request would have: so a payment in flight is never lost, and never charged twice.
 */

/** The job; the clock starts it every minute. */
export const RECONCILE_JOB: TJobName = 'payments.reconcile';
/** A pending payment untouched this long is no longer in a request's hands. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** A bank's 3-D Secure page left open this long was abandoned (its payment is reconciled too). */
export const CHALLENGE_LAPSE_MS = 30 * 60_000;
const BATCH = 50;

export type TReconcileOutcome = 'succeeded' | 'failed' | 'refunded' | 'left';
export type TReconcileReport = Record<TReconcileOutcome, number>;

export function defineReconcileJob(app: FastifyInstance, provider: TPaymentProvider): void {
  app.jobs.define({
    name: RECONCILE_JOB,
    // The next minute's run is the retry.
    retryLimit: 0,
    retryDelaySeconds: 60,
    cron: '* * * * *',
    handler: async () => {
      const report = await reconcilePayments(app, provider);
      if (Object.values(report).some((count) => count > 0)) app.log.info(report, 'payments reconciled');
    },
  });
}

/**
 * One pass at `app.now()`. Safe on several instances at once: each payment is claimed by one of
 * them (a conditional update), which holds it for `RECONCILE_AFTER_MS`.
 */
export async function reconcilePayments(
  app: TPaymentsApp,
  provider: TPaymentProvider,
): Promise<TReconcileReport> {
  const now = app.now();
  const before = new Date(now.getTime() - RECONCILE_AFTER_MS);
  const challengeBefore = new Date(now.getTime() - CHALLENGE_LAPSE_MS);
  const report: TReconcileReport = { succeeded: 0, failed: 0, refunded: 0, left: 0 };
  const stale = await findStalePendingPayments(app.db, { before, challengeBefore, limit: BATCH });
  for (const { id } of stale) {
    const payment = await claimStalePayment(app.db, id, { now, before });
    if (payment) report[await reconcileOne(app, provider, payment)] += 1;
  }
  return report;
}

/** One payment; a fault leaves it for a later run without stopping the others. */
async function reconcileOne(
  app: TPaymentsApp,
  provider: TPaymentProvider,
  payment: TPaymentRow,
): Promise<TReconcileOutcome> {
  try {
    return await reconcile(app, provider, payment);
  } catch (error) {
    app.log.error(
      { paymentId: payment.id, detail: describeJobFailure(error) },
      'pending payment not reconciled',
    );
    return 'left';
  }
}

async function reconcile(
  app: TPaymentsApp,
  provider: TPaymentProvider,
  payment: TPaymentRow,
): Promise<TReconcileOutcome> {
  let found: TChargeResult | null;
  try {
    found = await provider.findCharge(providerKeyOf(payment));
  } catch (error) {
    logProviderFailure(app, provider, payment.id, error);
    return 'left';
  }
  if (found && !found.ok && found.code === 'provider_unavailable') return 'left';
  // Unknown to the provider long after the request: it never charged, and the key may pay again.
  const result: TChargeResult = found ?? { ok: false, code: 'provider_unavailable' };
  const outcome = await record(app, provider, payment, result);
  app.log.info(
    { paymentId: payment.id, provider: provider.name, outcome, ...(result.ok ? {} : { code: result.code }) },
    'pending payment reconciled',
  );
  return outcome;
}

/** The provider's outcome recorded as the live request would have (`settleCharge`). */
async function record(
  app: TPaymentsApp,
  provider: TPaymentProvider,
  payment: TPaymentRow,
  result: TChargeResult,
): Promise<TReconcileOutcome> {
  // The rules as they stood when the payment was made: its hold, its prices, its period.
  const basket = payment.userId === null ? null : await basketOf(app, payment, payment.createdAt);
  if (!basket || payment.userId === null) {
    if (result.ok) return refund(app, provider, payment, result.providerRef);
    await recordFailedPayment(app.db, {
      paymentId: payment.id,
      accountId: payment.accountId,
      code: result.code,
      statusChange: null,
    });
    return 'failed';
  }
  const payer = { userId: payment.userId, kind: paymentKindOf(payment), ip: null };
  try {
    await settleCharge(app, provider, payer, payment, basket, result);
    return 'succeeded';
  } catch (error) {
    // A refusal was recorded by settleCharge, which throws the answer a request would get.
    if (!result.ok && (error instanceof CardDeclined || error instanceof HttpError)) return 'failed';
    throw error;
  }
}

/**
 * Charged, but the company can no longer have what was paid for (it paid again under another
 * key, a price changed, the user left): the charge goes back, and the payment records nothing.
 */
async function refund(
  app: TPaymentsApp,
  provider: TPaymentProvider,
  payment: TPaymentRow,
  providerRef: string,
): Promise<TReconcileOutcome> {
  await saveProviderRef(app.db, payment.id, providerRef);
  const refunded = await provider
    .refund({ providerRef, amountKurus: payment.amount, idempotencyKey: `reconcile-refund-${payment.id}` })
    .catch((error: unknown) => {
      logProviderFailure(app, provider, payment.id, error);
      return null;
    });
  if (!refunded?.ok) {
    app.log.error({ paymentId: payment.id, providerRef }, 'charged payment neither recordable nor refunded');
    return 'left';
  }
  await recordFailedPayment(app.db, {
    paymentId: payment.id,
    accountId: payment.accountId,
    code: 'provider_unavailable',
    statusChange: null,
  });
  app.log.warn(
    { paymentId: payment.id, providerRef },
    'charged payment refunded: its basket no longer holds',
  );
  return 'refunded';
}

const paymentKindOf = (payment: TPaymentRow): TPaymentKind =>
  payment.kind === 'subscription' ? 'subscription' : 'buy';
