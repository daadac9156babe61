import type { TLanguage } from '@portal/contracts/common/languages';
import type { TPaymentDeclineCode, TThreeDsReturnStatus } from '@portal/contracts/payments/payment-schemas';
import type {
  TSubscriptionCardResult,
  ZSubscriptionCardRequest,
} from '@portal/contracts/payments/subscriptions';
import type { z } from 'zod';
import type { TAuth } from '../../../plugins/auth/access-tokens.ts';
import type { TDatabase } from '../../../plugins/db/database.ts';
import { HttpError } from '../../../plugins/errors.ts';
import type { TReachedAccount } from '../../../plugins/route-account.ts';
import { cardDetailsOf, providerCardOf } from '../checkout/card-fields.ts';
import {
  challengeAddresses,
  challengeTokenHash,
  newChallengeToken,
  returnAddress,
} from '../checkout/challenge-token.ts';
import { declineBudget } from '../checkout/decline-budget.ts';
import { declineAnswer, toCardBrand, toDeclineCode } from '../payment-rules.ts';
import type { TPaymentsApp } from '../payments-app.ts';
import {
  logProviderFailure,
  type TChallenge,
  type TPaymentProvider,
  type TStoreCardResult,
} from '../providers/payment-provider.ts';
import {
  claimCardChallenge,
  findCardChallenge,
  finishCardChallenge,
  insertCardChallenge,
  insertStoredCard,
  type TCardToKeep,
} from './card-repository.ts';
import { presentSubscription } from './subscription-presenter.ts';
import { findSubscriptionById, useCard } from './subscription-repository.ts';
import { changeableSubscription } from './subscription-service.ts';

/**
 * `PUT …/card`: the provider checks the new card (a zero-amount authorisation) and keeps it; the
 * renewals use it from now on. A refusal spends the same decline budget as a payment.
 */
export async function changeSubscriptionCard(
  app: TPaymentsApp,
  provider: TPaymentProvider,
  auth: TAuth,
  account: TReachedAccount,
  input: {
    subscriptionId: number;
    body: z.output<typeof ZSubscriptionCardRequest>;
    idempotencyKey: string;
    ip: string;
    language: TLanguage;
  },
): Promise<TSubscriptionCardResult> {
  const { subscription } = await changeableSubscription(app, auth, account, input.subscriptionId);
  if (subscription.status === 'cancelled') throw new HttpError(409, 'subscriptions.notCancellable');
  const { body } = input;
  const budget = declineBudget(app, auth, account.id, input.ip);
  await budget.reserve();
  const challengeToken = newChallengeToken();
  const challenge = challengeAddresses(app.config.appUrl, challengeToken);
  let result: TStoreCardResult | TChallenge;
  try {
    result = await provider.storeCard({
      card: providerCardOf(body),
      idempotencyKey: `card-${subscription.id}-${input.idempotencyKey}`,
      challengeCallbackUrl: challenge.callback,
    });
  } catch (error) {
    logProviderFailure(app, provider, null, error);
    result = { ok: false, code: 'provider_unavailable' };
  }
  const card = cardDetailsOf(body);
  if ('challenge' in result) {
    // The bank asks the payer first: the card waits for its answer (completeCardChallenge below).
    await budget.release();
    await insertCardChallenge(app.db, {
      subscriptionId: subscription.id,
      userId: auth.user.id,
      tokenHash: challengeTokenHash(challengeToken),
      providerRef: result.challenge.providerRef,
      page: result.challenge.page,
      returnTo: body.return_to ?? `/${input.language}`,
      cardBrand: card.brand,
      cardLast4: card.last4,
      expireMonth: card.expireMonth,
      expireYear: card.expireYear,
    });
    const current = await presentSubscription(app, account.id, subscription.id, input.language);
    return { ...current, challenge_url: challenge.page };
  }
  if (!result.ok) {
    // Only a refusal spends the budget: an outage gives the attempt back.
    if (result.code === 'provider_unavailable') await budget.release();
    const { status, messageKey } = declineAnswer(result.code);
    throw new HttpError(status, messageKey);
  }
  await budget.release();
  await keepCardFor(
    app.db,
    subscription.id,
    account.id,
    { provider: provider.name, token: result.cardToken, ...card },
    auth.user.id,
  );
  return {
    ...(await presentSubscription(app, account.id, subscription.id, input.language)),
    challenge_url: null,
  };
}

/** The card becomes the one the subscription's renewals charge. */
async function keepCardFor(
  db: TDatabase,
  subscriptionId: number,
  accountId: number,
  card: TCardToKeep,
  addedBy: number | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const cardId = await insertStoredCard(tx, accountId, card, addedBy);
    await useCard(tx, subscriptionId, cardId);
  });
}

/**
 * The bank's answer to a challenged "change card" (`POST payments/3ds/{token}/callback` when the
 * token names no payment): the card becomes the subscription's once the provider keeps it; the
 * payer goes back with `card_saved` or `card_failed`.
 */
export async function completeCardChallenge(
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
