import type { TPaymentDeclineCode } from '@portal/contracts/payments/payment-schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../../plugins/config.ts';
import { iyzicoGateway } from './iyzico/iyzico-gateway.ts';
import { testGatewayFor } from './test-gateway.ts';

/**
 * The card as the provider receives it. It lives only in memory for the length of one charge:
 * nothing here is stored or logged (only the last four digits and the brand are kept).
 */
export type TProviderCard = {
  holderName: string;
  /** Digits only. */
  number: string;
  /** MM */
  expireMonth: string;
  /** YY */
  expireYear: string;
  cvc: string;
};

export type TChargeRequest = {
  /** KDV included, in kuruş. */
  amountKurus: number;
  currency: 'TRY';
  card: TProviderCard;
  /**
   * Unique per payment (our payment id and the client's Idempotency-Key): the provider's
   * conversation id, so a charge that timed out can be looked up and is never made twice.
   */
  idempotencyKey: string;
  /** Shown on the provider's side (the packet or add-on bought). */
  description: string;
  /** Ask the provider to keep the card (a subscription's first payment): the answer carries its token. */
  storeCard?: boolean;
  /** Where the bank posts its 3-D Secure answer, should it ask the payer to confirm. */
  challengeCallbackUrl: string;
};

export type TChargeResult =
  | { ok: true; providerRef: string; cardToken?: string }
  | { ok: false; code: TPaymentDeclineCode };

/**
 * The bank asks the payer to confirm (3-D Secure): nothing is charged yet. `page` is the HTML to
 * show the payer (the bank's form); the bank posts its answer to the request's callback URL.
 */
export type TChallenge = { challenge: { providerRef: string; page: string } };

/** The bank's answer to a challenge, as posted to the callback. */
export type TChallengeAnswer = {
  providerRef: string;
  callback: Readonly<Record<string, string>>;
  /** Kept from the charge request: a subscription's card is kept once the payment completes. */
  storeCard: boolean;
  /** For the provider's records: the same key as the charge. */
  idempotencyKey: string;
};

/** A renewal: the card the provider keeps, by its token. */
export type TStoredCardChargeRequest = Omit<TChargeRequest, 'card' | 'storeCard' | 'challengeCallbackUrl'> & {
  cardToken: string;
};

/** "Change card": the provider checks the card (a zero-amount authorisation) and keeps it. */
export type TStoreCardResult = { ok: true; cardToken: string } | { ok: false; code: TPaymentDeclineCode };

/** A refund of a whole charge, named by the provider's reference of that charge. */
export type TRefundRequest = { providerRef: string; amountKurus: number; idempotencyKey: string };
export type TRefundResult =
  | { ok: true; providerRef: string }
  | { ok: false; code: 'provider_unavailable' | 'refused' };

/**
 * A card payment gateway. The built-in `test` gateway answers like a real one; an iyzico adapter
 * implements the same method. `charge` should answer `provider_unavailable` rather than throw
 * when the provider cannot be reached; a throw is treated the same way.
 */
export type TPaymentProvider = {
  /** Stored with each payment (`payments.provider`). */
  readonly name: string;
  /** A charge, or the bank's 3-D Secure challenge when it asks the payer to confirm first. */
  charge(request: TChargeRequest): Promise<TChargeResult | TChallenge>;
  /** Completes (or fails) a challenged charge with the bank's answer. */
  completeChallenge(answer: TChallengeAnswer): Promise<TChargeResult>;
  chargeStoredCard(request: TStoredCardChargeRequest): Promise<TChargeResult>;
  /** Checks and keeps a card, or answers the bank's challenge when it asks the payer to confirm. */
  storeCard(request: {
    card: TProviderCard;
    idempotencyKey: string;
    challengeCallbackUrl: string;
  }): Promise<TStoreCardResult | TChallenge>;
  /** Keeps a challenged card once the bank's answer came back. */
  completeCardChallenge(answer: Omit<TChallengeAnswer, 'storeCard'>): Promise<TStoreCardResult>;
  /** Gives a charge back in full; the same key twice refunds once. */
  refund(request: TRefundRequest): Promise<TRefundResult>;
  /**
   * What the provider did under an idempotency key (a charge, a completed challenge or a kept
   * card's charge): its outcome, or null when it never charged under that key. Throws when the
   * provider cannot be reached or gives no clear answer: the caller asks again later.
   */
  findCharge(idempotencyKey: string): Promise<TChargeResult | null>;
  /**
   * The same question by the provider's own reference of the payment (`payments.provider_ref`:
   * the reference its 3-D Secure start or its charge gave), for a payment the key no longer finds.
   * Null when nothing was charged under it; throws when the provider cannot say.
   */
  findChargeByRef(providerRef: string): Promise<TChargeResult | null>;
};

/** The gateway PAYMENT_PROVIDER names; the config already refused any other value at start. */
export function paymentProviderFor(
  config: Pick<TConfig, 'paymentProvider' | 'iyzico' | 'testGatewayLedger'>,
): TPaymentProvider {
  if (config.paymentProvider === 'iyzico' && config.iyzico) return iyzicoGateway(config.iyzico);
  return testGatewayFor(config.testGatewayLedger);
}

/** Only the error's kind is logged: a provider's message might quote the request (the card). */
export function logProviderFailure(
  app: { log: FastifyBaseLogger },
  provider: TPaymentProvider,
  paymentId: number | null,
  error: unknown,
): void {
  app.log.error(
    { paymentId, provider: provider.name, errorName: error instanceof Error ? error.name : 'unknown' },
    'payment provider failed',
  );
}
