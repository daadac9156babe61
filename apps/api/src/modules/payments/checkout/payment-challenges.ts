import { LANGUAGES, type TLanguage } from '@portal/contracts/common/languages';
import { HttpError } from '../../../plugins/errors.ts';
import { findAccountEvenDeleted } from '../../accounts/service.ts';
import { lapsedHoldOf, sessionOfPayment } from '../../network-stages/session-payment-service.ts';
import { findCatalogueProducts as findProducts } from '../../products/service.ts';
import { claimChallenge, findPaymentByChallenge, type TPaymentRow } from '../payment-repository.ts';
import { providerKeyOf, type TPaymentKind, toDeclineCode } from '../payment-rules.ts';
import type { TPaymentsApp } from '../payments-app.ts';
import {
  logProviderFailure,
  type TChargeResult,
  type TPaymentProvider,
} from '../providers/payment-provider.ts';
import { findCardChallenge } from '../subscriptions/card-repository.ts';
import { completeCardChallenge } from '../subscriptions/subscription-card.ts';
import { basketFor, type TCharge } from './basket.ts';
import { challengeTokenHash, returnAddress } from './challenge-token.ts';
import { CardDeclined } from './payment-outcome.ts';
import { recordRefusedCharge } from './record-charge.ts';
import { settleCharge } from './settle-charge.ts';

/**
 * 3-D Secure: a charge the bank wants the payer to confirm stays pending with the provider's page
 * (see `charge` in charge.ts). The payer opens that page through the portal, the bank posts its
 * answer back, and only then is the payment completed and recorded, or refused. A card change
 * the bank challenges comes back the same way (subscription-card.ts).
 */

/** `GET payments/3ds/{token}`: the bank's page, while its payment (or card change) waits for the answer. */
export async function challengePage(app: TPaymentsApp, token: string): Promise<string> {
  const hash = challengeTokenHash(token);
  const payment = await findPaymentByChallenge(app.db, hash);
  const card = payment ? null : await findCardChallenge(app.db, hash);
  const page =
    (payment?.status === 'pending' ? payment.challengePage : null) ??
    (card?.status === 'pending' ? card.page : null);
  if (!page) throw new HttpError(404, 'errors.notFound');
  return page;
}

/** The language of the page the payer paid on: the invoice's lines are named in it. */
function languageOf(payment: TPaymentRow): TLanguage {
  const prefix = payment.returnTo?.split('/')[1];
  return LANGUAGES.find((language) => language === prefix) ?? 'tr';
}

/**
 * The payment's basket worked out again by the rules as they stood `at` (now for the bank's
 * answer; the payment's start for the reconciliation); null when they no longer allow it.
 */
export async function basketOf(
  app: TPaymentsApp,
  payment: TPaymentRow,
  at: Date = app.now(),
): Promise<TCharge | null> {
  const account = await findAccountEvenDeleted(app.db, payment.accountId);
  const language = languageOf(payment);
  const [product] = await findProducts(app.db, { id: payment.productId }, language);
  if (!account || !product) return null;
  // The conference hour pays the session its pending payment was tied to (the hold must still be live).
  const sessionId = (await sessionOfPayment(app.db, payment.id)) ?? undefined;
  try {
    const basket = await basketFor(
      {
        db: app.db,
        log: app.log,
        rateLimiter: app.rateLimiter,
        config: app.config,
        mailer: app.mailer,
        jobs: app.jobs,
        now: () => at,
      },
      account,
      product,
      payment.kind as TPaymentKind,
      language,
      payment.addOnIds,
      sessionId,
    );
    // The bank confirmed this amount: a price changed meanwhile is not charged silently.
    return basket.totals.total === payment.amount ? basket : null;
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/**
 * `POST payments/3ds/{token}/callback`: the bank's answer. Completes the charge with the provider
 * and records it exactly as a payment without a challenge, or records the refusal; answers where
 * to send the payer. A repeated post answers the outcome already recorded.
 */
export async function completeChallenge(
  app: TPaymentsApp,
  provider: TPaymentProvider,
  token: string,
  callback: Readonly<Record<string, string>>,
  ip: string,
): Promise<string> {
  const payment = await findPaymentByChallenge(app.db, challengeTokenHash(token));
  if (!payment) return completeCardChallenge(app, provider, token, callback);
  if (payment.userId === null) throw new HttpError(404, 'errors.notFound');
  if (payment.status === 'succeeded') return returnAddress(payment, { status: 'succeeded' });
  if (payment.status === 'failed') {
    return returnAddress(payment, { status: 'failed', code: toDeclineCode(payment.failureCode) });
  }
  // Another post of the same answer is completing it.
  if (!(await claimChallenge(app.db, payment.id))) return returnAddress(payment, { status: 'pending' });

  const basket = await basketOf(app, payment);
  if (!basket) {
    // Not completed with the provider, so nothing is charged; the payer may pay again. A stage
    // hold that lapsed on the bank's page says so, and whether the hour is still free.
    const code = (await lapsedHoldOf(app.db, payment.id, app.now())) ?? 'provider_unavailable';
    await recordRefusedCharge(app.db, {
      paymentId: payment.id,
      accountId: payment.accountId,
      code,
      statusChange: null,
    });
    return returnAddress(payment, { status: 'failed', code });
  }
  let result: TChargeResult;
  try {
    result = await provider.completeChallenge({
      providerRef: payment.providerRef ?? '',
      callback,
      storeCard: payment.kind === 'subscription',
      idempotencyKey: providerKeyOf(payment),
    });
  } catch (error) {
    logProviderFailure(app, provider, payment.id, error);
    // No answer is no refusal: the payment stays pending for the reconciliation job.
    return returnAddress(payment, { status: 'pending' });
  }
  try {
    await settleCharge(
      app,
      provider,
      { userId: payment.userId, kind: payment.kind as TPaymentKind, ip },
      payment,
      basket,
      result,
    );
    return returnAddress(payment, { status: 'succeeded' });
  } catch (error) {
    // A refusal was recorded by settleCharge; the payer hears it on the page they return to.
    if (!result.ok && (error instanceof CardDeclined || error instanceof HttpError)) {
      return returnAddress(payment, { status: 'failed', code: result.code });
    }
    throw error;
  }
}
