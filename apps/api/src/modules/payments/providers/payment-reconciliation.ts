import { HttpError } from '../../../plugins/errors.ts';
import { describeJobFailure } from '../../../plugins/jobs/job-failure.ts';
import { recordAudit } from '../../../plugins/record-audit.ts';
import { basketOf } from '../checkout/payment-challenges.ts';
import { CardDeclined } from '../checkout/payment-outcome.ts';
import { recordRefusedCharge } from '../checkout/record-charge.ts';
import { settleCharge } from '../checkout/settle-charge.ts';
import type { TPaymentRow } from '../payment-repository.ts';
import { providerKeyOf, type TPaymentKind } from '../payment-rules.ts';
import { logProviderFailure, type TChargeResult, type TPaymentProvider } from './payment-provider.ts';
import { refundUnrecordable, type TReconcileApp } from './reconciliation-refund.ts';
import {
  claimStalePayment,
  countUnansweredLookup,
  findStalePendingPayments,
} from './reconciliation-repository.ts';

/*
 * A card payment whose answer was lost (the database cut between the provider's charge and its
 * recording, a provider that timed out, an instance killed mid-request) stays `pending`. This job
 * asks the provider what happened under the payment's key and records that, exactly as the
 * request would have: so a payment in flight is never lost, and never charged twice.
 *
 * A provider that cannot say (iyzico answers an unknown conversation id with an error, which is
 * read as "no answer" rather than guessed at) is asked again on later runs, but not for ever: once
 * the payment is ASK_BY_REFERENCE_AFTER_MS old it is also asked by its own reference of the
 * payment, and after REVIEW_AFTER_UNANSWERED such runs without an answer the payment is handed to
 * a person (`needs_review_at`, audited and logged once, listed on the staff jobs page) and no
 * longer asked. It stays pending: it may have charged, so its key must not pay again unseen.
 */

/** The job; the clock starts it every minute (jobs.ts). */
export const RECONCILE_JOB = 'payments.reconcile';
/** A pending payment untouched this long is no longer in a request's hands. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** A bank's 3-D Secure page left open this long was abandoned (its payment is reconciled too). */
const CHALLENGE_LAPSE_MS = 30 * 60_000;
/** A pending payment this old that its key does not account for is asked by the provider's reference too. */
export const ASK_BY_REFERENCE_AFTER_MS = 30 * 60_000;
/** Runs past that age without an answer (one every RECONCILE_AFTER_MS at most) before a person is asked. */
export const REVIEW_AFTER_UNANSWERED = 5;
const BATCH = 50;

type TReconcileOutcome = 'succeeded' | 'failed' | 'refunded' | 'left' | 'flagged';
export type TReconcileReport = Record<TReconcileOutcome, number>;

/**
 * One pass at `app.now()`. Safe on several instances at once: each payment is claimed by one of
 * them (a conditional update), which holds it for `RECONCILE_AFTER_MS`.
 */
export async function reconcilePayments(
  app: TReconcileApp,
  provider: TPaymentProvider,
): Promise<TReconcileReport> {
  const now = app.now();
  const before = new Date(now.getTime() - RECONCILE_AFTER_MS);
  const challengeBefore = new Date(now.getTime() - CHALLENGE_LAPSE_MS);
  const report: TReconcileReport = { succeeded: 0, failed: 0, refunded: 0, left: 0, flagged: 0 };
  const stale = await findStalePendingPayments(app.db, { before, challengeBefore, limit: BATCH });
  for (const { id } of stale) {
    const payment = await claimStalePayment(app.db, id, { now, before });
    if (payment) report[await reconcileOne(app, provider, payment, now)] += 1;
  }
  return report;
}

/** One payment; a fault leaves it for a later run without stopping the others. */
async function reconcileOne(
  app: TReconcileApp,
  provider: TPaymentProvider,
  payment: TPaymentRow,
  now: Date,
): Promise<TReconcileOutcome> {
  try {
    return await reconcile(app, provider, payment, now);
  } catch (error) {
    app.log.error(
      { paymentId: payment.id, detail: describeJobFailure(error) },
      'pending payment not reconciled',
    );
    return 'left';
  }
}

/** The provider could not say (it failed, or answered that it is unavailable). */
const NO_ANSWER = Symbol('no answer');

const askedByReference = (payment: TPaymentRow, now: Date) =>
  now.getTime() - payment.createdAt.getTime() >= ASK_BY_REFERENCE_AFTER_MS;

async function reconcile(
  app: TReconcileApp,
  provider: TPaymentProvider,
  payment: TPaymentRow,
  now: Date,
): Promise<TReconcileOutcome> {
  const found = await lookUp(app, provider, payment, now);
  if (found === NO_ANSWER) return unanswered(app, provider, payment, now);
  // Unknown to the provider long after the request: it never charged, and the key may pay again.
  const result: TChargeResult = found ?? { ok: false, code: 'provider_unavailable' };
  const outcome = await record(app, provider, payment, result);
  app.log.info(
    { paymentId: payment.id, provider: provider.name, outcome, ...(result.ok ? {} : { code: result.code }) },
    'pending payment reconciled',
  );
  return outcome;
}

/**
 * What the provider did: asked by the payment's key, then, for a payment old enough, by the
 * provider's own reference of it (iyzico's payment id, kept from its 3-D Secure start or its charge).
 */
async function lookUp(
  app: TReconcileApp,
  provider: TPaymentProvider,
  payment: TPaymentRow,
  now: Date,
): Promise<TChargeResult | null | typeof NO_ANSWER> {
  const byKey = await ask(app, provider, payment, () => provider.findCharge(providerKeyOf(payment)));
  const providerRef = payment.providerRef;
  if (byKey !== NO_ANSWER || !providerRef || !askedByReference(payment, now)) return byKey;
  return ask(app, provider, payment, () => provider.findChargeByRef(providerRef));
}

async function ask(
  app: TReconcileApp,
  provider: TPaymentProvider,
  payment: TPaymentRow,
  lookup: () => Promise<TChargeResult | null>,
): Promise<TChargeResult | null | typeof NO_ANSWER> {
  try {
    const found = await lookup();
    return found && !found.ok && found.code === 'provider_unavailable' ? NO_ANSWER : found;
  } catch (error) {
    logProviderFailure(app, provider, payment.id, error);
    return NO_ANSWER;
  }
}

/**
 * No answer: a young payment is left for the next run; past ASK_BY_REFERENCE_AFTER_MS each such
 * run is counted, and the one that reaches REVIEW_AFTER_UNANSWERED hands the payment to a person,
 * with its audit entry in the same transaction and one log line.
 */
async function unanswered(
  app: TReconcileApp,
  provider: TPaymentProvider,
  payment: TPaymentRow,
  now: Date,
): Promise<TReconcileOutcome> {
  if (!askedByReference(payment, now)) return 'left';
  const counted = await app.db.transaction(async (tx) => {
    const row = await countUnansweredLookup(tx, payment.id, { now, limit: REVIEW_AFTER_UNANSWERED });
    if (row?.needsReviewAt) {
      await recordAudit(tx, {
        actorId: null,
        action: 'payment.needs_review',
        subjectType: 'payment',
        subjectId: payment.id,
        accountId: payment.accountId,
        before: { status: payment.status },
        after: {
          provider: provider.name,
          provider_ref: payment.providerRef,
          unanswered_lookups: row.unansweredLookups,
          needs_review_at: row.needsReviewAt.toISOString(),
        },
      });
    }
    return row;
  });
  if (!counted?.needsReviewAt) return 'left';
  app.log.warn(
    {
      paymentId: payment.id,
      provider: provider.name,
      providerRef: payment.providerRef,
      unansweredLookups: counted.unansweredLookups,
    },
    'pending payment handed to a person: the provider cannot say what became of it',
  );
  return 'flagged';
}

/** The provider's outcome recorded as the live request would have (`settleCharge`). */
async function record(
  app: TReconcileApp,
  provider: TPaymentProvider,
  payment: TPaymentRow,
  result: TChargeResult,
): Promise<TReconcileOutcome> {
  // The rules as they stood when the payment was made: its hold, its prices, its period.
  const basket = payment.userId === null ? null : await basketOf(app, payment, payment.createdAt);
  if (!basket || payment.userId === null) {
    if (result.ok) return refundUnrecordable(app, provider, payment, result.providerRef);
    await recordRefusedCharge(app.db, {
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

const paymentKindOf = (payment: TPaymentRow): TPaymentKind =>
  payment.kind === 'subscription' ? 'subscription' : 'buy';
