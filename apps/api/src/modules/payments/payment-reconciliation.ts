import { formatKurus } from '@portal/contracts/common/money';
import { PAYMENTS_TO_REVIEW_LIMIT, type TJobName, type TPaymentToReview } from '@portal/contracts/staff/jobs';
import type { FastifyInstance } from 'fastify';
import { findUserById } from '../../plugins/auth/user-repository.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { HttpError } from '../../plugins/errors.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import { describeJobFailure } from '../../plugins/jobs/job-failure.ts';
import { chargeRefundedMail } from '../../plugins/mail/templates/charge-refunded.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findCatalogueProducts as findProducts } from '../products/service.ts';
import { basketOf } from './payment-challenges.ts';
import { logProviderFailure, type TChargeResult, type TPaymentProvider } from './payment-provider.ts';
import {
  countUnansweredLookup,
  findPaymentsToReview as findPaymentRows,
} from './payment-review-repository.ts';
import type { TPaymentKind } from './payment-rules.ts';
import {
  claimStalePayment,
  findAccountRow,
  findStalePendingPayments,
  recordFailedPayment,
  saveProviderRef,
  type TPaymentRow,
} from './repository.ts';
import { CardDeclined, providerKeyOf, settleCharge, type TPaymentsApp as TChargeApp } from './service.ts';

/** The reconciliation also mails a payer whose charge it refunded. */
type TPaymentsApp = TChargeApp & Pick<FastifyInstance, 'mailer'>;

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

/** The job; the clock starts it every minute. */
export const RECONCILE_JOB: TJobName = 'payments.reconcile';
/** A pending payment untouched this long is no longer in a request's hands. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** A bank's 3-D Secure page left open this long was abandoned (its payment is reconciled too). */
export const CHALLENGE_LAPSE_MS = 30 * 60_000;
/** A pending payment this old that its key does not account for is asked by the provider's reference too. */
export const ASK_BY_REFERENCE_AFTER_MS = 30 * 60_000;
/** Runs past that age without an answer (one every RECONCILE_AFTER_MS at most) before a person is asked. */
export const REVIEW_AFTER_UNANSWERED = 5;
const BATCH = 50;

export type TReconcileOutcome = 'succeeded' | 'failed' | 'refunded' | 'left' | 'flagged';
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
  app: TPaymentsApp,
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
  app: TPaymentsApp,
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
  app: TPaymentsApp,
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
  app: TPaymentsApp,
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
  app: TPaymentsApp,
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
  // The refusal, its audit entry and the payer's mail are one transaction: all are kept, or none.
  await app.db.transaction(async (tx) => {
    await recordFailedPayment(tx, {
      paymentId: payment.id,
      accountId: payment.accountId,
      code: 'provider_unavailable',
      statusChange: null,
    });
    await recordAudit(tx, {
      actorId: null,
      action: 'payment.refunded',
      subjectType: 'payment',
      subjectId: payment.id,
      accountId: payment.accountId,
      before: { status: payment.status, provider_ref: providerRef },
      after: { status: 'failed', refunded: payment.amount },
    });
    await tellPayerOfRefund(app, tx, payment);
  });
  app.log.warn(
    { paymentId: payment.id, providerRef },
    'charged payment refunded: its basket no longer holds',
  );
  return 'refunded';
}

/** The payer hears that the charge went back, in their language (the mail leaves with the transaction). */
async function tellPayerOfRefund(app: TPaymentsApp, tx: TDatabase, payment: TPaymentRow): Promise<void> {
  const payer = payment.userId === null ? null : await findUserById(tx, payment.userId);
  const account = await findAccountRow(tx, payment.accountId);
  if (!payer?.isActive || !account) return;
  const language = languageOfId(payer.languageId);
  const [product] = await findProducts(tx, { id: payment.productId }, language);
  const content = chargeRefundedMail(language, {
    name: payer.name,
    companyName: account.name,
    product: product?.name ?? '',
    amount: formatKurus(payment.amount, language),
    card: `${payment.cardBrand.toUpperCase()} •••• ${payment.cardLast4}`,
    url: `${app.config.appUrl}/${language}/app`,
  });
  await app.mailer.send({ to: payer.email, template: 'charge-refunded', ...content }, { within: tx });
}

const paymentKindOf = (payment: TPaymentRow): TPaymentKind =>
  payment.kind === 'subscription' ? 'subscription' : 'buy';

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
