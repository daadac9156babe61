import { LANGUAGES, type TLanguage } from '@portal/contracts/common/languages';
import {
  THREE_DS_RETURN_PARAMS,
  type TPaymentDeclineCode,
  type TThreeDsReturnStatus,
} from '@portal/contracts/payments/payment-schemas';
import { HttpError } from '../../plugins/errors.ts';
import { lapsedHoldOf, sessionOfPayment } from '../network-stages/session-payments.ts';
import { findCatalogueProducts as findProducts } from '../products/service.ts';
import { challengeTokenHash } from './challenge-token.ts';
import {
  logProviderFailure,
  type TChargeResult,
  type TPaymentProvider,
  type TStoreCardResult,
} from './payment-provider.ts';
import { type TPaymentKind, toCardBrand, toDeclineCode } from './payment-rules.ts';
import {
  claimChallenge,
  findAccountRow,
  findPaymentByChallenge,
  recordFailedPayment,
  type TPaymentRow,
} from './repository.ts';
import {
  basketFor,
  CardDeclined,
  providerKeyOf,
  settleCharge,
  type TCharge,
  type TPaymentsApp,
} from './service.ts';
import {
  claimCardChallenge,
  findCardChallenge,
  findSubscriptionById,
  finishCardChallenge,
} from './subscription-repository.ts';
import { keepCardFor } from './subscription-service.ts';

/**
 * 3-D Secure: a charge the bank wants the payer to confirm stays pending with the provider's page
 * (see `charge` in service.ts). The payer opens that page through the portal, the bank posts its
 * answer back, and only then is the payment completed and recorded, or refused.
 */

/** `GET payments/3ds/{token}`: the bank's page, while its payment waits for the answer. */
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

type TReturn = { status: TThreeDsReturnStatus; code?: TPaymentDeclineCode };

/** The portal page the payer came from, with the outcome for it to show. */
function returnAddress(payment: Pick<TPaymentRow, 'id' | 'returnTo'>, { status, code }: TReturn): string {
  const [path = '/tr', query = ''] = (payment.returnTo ?? '/tr').split('?');
  const params = new URLSearchParams(query);
  params.set(THREE_DS_RETURN_PARAMS.payment, String(payment.id));
  params.set(THREE_DS_RETURN_PARAMS.status, status);
  if (code) params.set(THREE_DS_RETURN_PARAMS.code, code);
  return `${path}?${params.toString()}`;
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
  const account = await findAccountRow(app.db, payment.accountId);
  const language = languageOf(payment);
  const [product] = await findProducts(app.db, { id: payment.productId }, language);
  if (!account || !product) return null;
  // The conference hour pays the session its pending payment was tied to (the hold must still be live).
  const sessionId = (await sessionOfPayment(app.db, payment.id)) ?? undefined;
  try {
    const basket = await basketFor(
      { db: app.db, log: app.log, rateLimiter: app.rateLimiter, config: app.config, now: () => at },
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
    await recordFailedPayment(app.db, {
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

/**
 * The bank's answer to a challenged "change card": the card becomes the subscription's once the
 * provider keeps it; the payer goes back with `card_saved` or `card_failed`.
 */
async function completeCardChallenge(
  app: TPaymentsApp,
  provider: TPaymentProvider,
  token: string,
  callback: Readonly<Record<string, string>>,
): Promise<string> {
  const challenge = await findCardChallenge(app.db, challengeTokenHash(token));
  if (!challenge) throw new HttpError(404, 'errors.notFound');
  const back = (status: TThreeDsReturnStatus, code?: TPaymentDeclineCode) =>
    returnAddress(
      { id: challenge.subscriptionId, returnTo: challenge.returnTo },
      { status, ...(code ? { code } : {}) },
    );
  if (challenge.status === 'succeeded') return back('card_saved');
  if (challenge.status === 'failed') return back('card_failed', toDeclineCode(challenge.failureCode));
  if (!(await claimCardChallenge(app.db, challenge.id))) return back('pending');

  let result: TStoreCardResult;
  try {
    result = await provider.completeCardChallenge({
      providerRef: challenge.providerRef,
      callback,
      idempotencyKey: `card-challenge-${challenge.id}`,
    });
  } catch (error) {
    logProviderFailure(app, provider, challenge.id, error);
    result = { ok: false, code: 'provider_unavailable' };
  }
  if (!result.ok) {
    await finishCardChallenge(app.db, challenge.id, { status: 'failed', failureCode: result.code });
    return back('card_failed', result.code);
  }
  const subscription = await findSubscriptionById(app.db, challenge.subscriptionId);
  if (!subscription) throw new HttpError(404, 'errors.notFound');
  await keepCardFor(
    app.db,
    challenge.subscriptionId,
    subscription.accountId,
    {
      provider: provider.name,
      token: result.cardToken,
      brand: toCardBrand(challenge.cardBrand),
      last4: challenge.cardLast4,
      expireMonth: challenge.expireMonth,
      expireYear: challenge.expireYear,
    },
    challenge.userId,
  );
  await finishCardChallenge(app.db, challenge.id, { status: 'succeeded', failureCode: null });
  return back('card_saved');
}
