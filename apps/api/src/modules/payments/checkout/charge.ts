import { CURRENCY } from '@portal/contracts/common/limits';
import type { TPaymentResult } from '@portal/contracts/payments/payment-schemas';
import type { TAuth } from '../../../plugins/auth/access-tokens.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { claimSessionForPayment } from '../../network-stages/session-payment-service.ts';
import type { TKeptCardRow } from '../card-on-file-repository.ts';
import {
  findPaymentByKey,
  insertPendingPayment,
  reopenPayment,
  saveChallenge,
  type TPaymentRow,
} from '../payment-repository.ts';
import { providerKeyOf, toCardBrand } from '../payment-rules.ts';
import type { TPaymentsApp } from '../payments-app.ts';
import {
  logProviderFailure,
  type TChallenge,
  type TChargeResult,
  type TPaymentProvider,
  type TStoredCardChargeRequest,
} from '../providers/payment-provider.ts';
import { recordSalesTermsAcceptance, type TAcceptedTerms } from '../sales-terms/sales-terms-service.ts';
import type { TCharge } from './basket.ts';
import { cardDetailsOf, providerCardOf } from './card-fields.ts';
import { challengeAddresses, challengeTokenHash, newChallengeToken } from './challenge-token.ts';
import type { TPayInput } from './pay-request.ts';
import { replay } from './payment-outcome.ts';
import { settleCharge } from './settle-charge.ts';

/**
 * Claims the Idempotency-Key with a pending payment (or takes back the key's payment that charged
 * nothing), charges the card and records the outcome; a charge the bank challenges waits, pending,
 * for its answer (payment-challenges.ts).
 */
export async function charge(
  app: TPaymentsApp,
  provider: TPaymentProvider,
  auth: TAuth,
  input: TPayInput,
  {
    basket,
    cardOnFile,
    previous,
    accepted = null,
  }: {
    basket: TCharge;
    cardOnFile: TKeptCardRow | null;
    previous: TPaymentRow | null;
    /** A new sale's accepted documents, recorded with the payment that claims the key. */
    accepted?: TAcceptedTerms | null;
  },
): Promise<TPaymentResult> {
  const { account, product, totals } = basket;
  const { body, kind } = input;
  const kept = body.card
    ? cardDetailsOf(body.card)
    : {
        brand: cardOnFile?.brand ?? 'other',
        last4: cardOnFile?.last4 ?? '',
        expireMonth: cardOnFile?.expireMonth ?? 0,
        expireYear: cardOnFile?.expireYear ?? 0,
      };
  const pending = {
    accountId: account.id,
    userId: auth.user.id,
    productId: product.id,
    addOnIds: basket.lines.map((l) => l.productId).filter((id) => id !== product.id),
    kind,
    idempotencyKey: input.idempotencyKey,
    amount: totals.total,
    provider: provider.name,
    cardLast4: kept.last4,
    cardBrand: kept.brand,
    cardExpireMonth: kept.expireMonth,
    cardExpireYear: kept.expireYear,
    storedCardId: cardOnFile?.id ?? null,
    at: basket.now,
  };
  // One transaction: a held stage hour is claimed by this payment with it, or neither is written.
  const payment = await app.db.transaction(async (tx) => {
    const opened = previous
      ? await reopenPayment(tx, previous.id, pending)
      : await insertPendingPayment(tx, pending);
    // The session is found again by its payment (a 3-D Secure answer); another payment of it under way is 409.
    if (opened && basket.session) await claimSessionForPayment(tx, basket.session.id, opened.id);
    // The acceptance of the sale's documents is kept with the payment it came with.
    if (opened && accepted) {
      await recordSalesTermsAcceptance(
        tx,
        accepted,
        { ...opened, userId: auth.user.id, brandId: product.brandId },
        { ip: input.ip, at: basket.now },
      );
    }
    return opened;
  });
  if (!payment) {
    // The same key got in first (a concurrent double click): answer what it did.
    const winner = await findPaymentByKey(app.db, auth.user.id, input.idempotencyKey);
    if (!winner) throw new HttpError(409, 'payments.inProgress');
    return replay(app, winner, input);
  }

  const challengeToken = newChallengeToken();
  const challenge = challengeAddresses(app.config.appUrl, challengeToken);
  let result: TChargeResult | TChallenge;
  const request: Omit<TStoredCardChargeRequest, 'cardToken'> = {
    amountKurus: totals.total,
    currency: CURRENCY,
    // Unique per payment (the client's key is unique per payer only).
    idempotencyKey: providerKeyOf(payment),
    description: product.name,
  };
  try {
    result = body.card
      ? await provider.charge({
          ...request,
          card: providerCardOf(body.card),
          // A packet's card is kept for its renewals.
          storeCard: kind === 'subscription',
          challengeCallbackUrl: challenge.callback,
        })
      : await provider.chargeStoredCard({ ...request, cardToken: cardOnFile?.token ?? '' });
  } catch (error) {
    logProviderFailure(app, provider, payment.id, error);
    // No answer is no refusal (a timeout may have charged): the payment stays pending and the
    // reconciliation job asks the provider later.
    throw new HttpError(503, 'payments.outcomeUnknown');
  }

  if ('challenge' in result) {
    // The bank asks the payer first: nothing is charged or recorded until its answer comes back.
    await saveChallenge(app.db, payment.id, {
      tokenHash: challengeTokenHash(challengeToken),
      providerRef: result.challenge.providerRef,
      page: result.challenge.page,
      returnTo: body.return_to ?? `/${input.language}`,
    });
    return {
      payment_id: payment.id,
      status: 'pending',
      amount: payment.amount,
      card_last4: payment.cardLast4,
      card_brand: toCardBrand(payment.cardBrand),
      invoice_id: null,
      account_status: account.status,
      challenge_url: challenge.page,
    };
  }
  return settleCharge(app, provider, { userId: auth.user.id, kind, ip: input.ip }, payment, basket, result);
}
