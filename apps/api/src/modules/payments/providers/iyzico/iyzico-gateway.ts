import type { TPaymentDeclineCode } from '@portal/contracts/payments/payment-schemas';
import Iyzipay from 'iyzipay';
import type {
  TChallenge,
  TChallengeAnswer,
  TChargeRequest,
  TChargeResult,
  TPaymentProvider,
  TProviderCard,
  TRefundResult,
  TStoreCardResult,
} from '../payment-provider.ts';

/*
 * iyzico through its `iyzipay` client. Card payments start with 3-D Secure (`payment/3dsecure/
 * initialize`): Turkish banks ask for it, and the bank's answer is completed with
 * `payment/3dsecure/auth`. Renewals charge the kept card without the payer (`payment/auth` with
 * the card user key and card token). Written to iyzico's documented answers and tested against a
 * local server that answers as the sandbox documents; it has not been run against the sandbox.
 */

type TAnswer = Record<string, unknown> & { status?: string; errorCode?: string };

/** iyzico's error codes for the refusals the portal tells apart; any other refusal: not honoured. */
const DECLINES: Readonly<Record<string, TPaymentDeclineCode>> = {
  '10051': 'insufficient_funds',
  '10005': 'do_not_honour',
  '10054': 'expired_card',
  '10012': 'invalid_card',
  '10084': 'invalid_card',
  '12': 'invalid_card',
};

const declineOf = (answer: TAnswer): TPaymentDeclineCode =>
  DECLINES[String(answer.errorCode)] ?? 'do_not_honour';

/** Kuruş as iyzico's decimal string ("1788.00"). */
const price = (kurus: number) => (kurus / 100).toFixed(2);

/** A kept card is iyzico's card user key and card token; the portal keeps them as one token. */
const keptToken = (answer: TAnswer) =>
  typeof answer.cardUserKey === 'string' && typeof answer.cardToken === 'string'
    ? `${answer.cardUserKey}:${answer.cardToken}`
    : undefined;

/** A charge is refunded by its item's transaction: both ids are the portal's provider reference. */
function chargeRef(answer: TAnswer): string {
  const items = Array.isArray(answer.itemTransactions) ? (answer.itemTransactions as TAnswer[]) : [];
  return `${String(answer.paymentId)}/${String(items[0]?.paymentTransactionId ?? '')}`;
}

/**
 * A `payment/detail` answer as a charge's outcome: SUCCESS is charged, FAILURE refused, and a
 * 3-D Secure payment the bank never completed (INIT_THREEDS, CALLBACK_THREEDS) charged nothing.
 * Anything else throws: iyzico's answer for an unknown conversation id is not documented, and
 * reading a charged payment as "never charged" would let the payer be charged twice.
 */
function chargeOfDetail(answer: TAnswer): TChargeResult | null {
  if (answer.status !== 'success') {
    throw new Error(`iyzico payment detail failed (${String(answer.errorCode ?? 'no code')})`);
  }
  switch (answer.paymentStatus) {
    case 'SUCCESS': {
      const cardToken = keptToken(answer);
      return { ok: true, providerRef: chargeRef(answer), ...(cardToken ? { cardToken } : {}) };
    }
    case 'FAILURE':
      return { ok: false, code: declineOf(answer) };
    case 'INIT_THREEDS':
    case 'CALLBACK_THREEDS':
      return null;
    default:
      throw new Error(
        `iyzico payment detail without a known paymentStatus (${String(answer.paymentStatus)})`,
      );
  }
}

export type TIyzicoConfig = { apiKey: string; secretKey: string; baseUrl: string };

export function iyzicoGateway(config: TIyzicoConfig): TPaymentProvider {
  const client = new Iyzipay({ apiKey: config.apiKey, secretKey: config.secretKey, uri: config.baseUrl });
  const call = (
    resource: keyof Pick<Iyzipay, 'payment' | 'threedsInitialize' | 'threedsPayment' | 'card' | 'refund'>,
    request: Record<string, unknown>,
  ) =>
    new Promise<TAnswer>((resolve, reject) => {
      client[resource].create(request, (error, result) =>
        error ? reject(error) : resolve(result as TAnswer),
      );
    });

  const retrieve = (request: Record<string, unknown>) =>
    new Promise<TAnswer>((resolve, reject) => {
      client.payment.retrieve(request, (error, result) =>
        error ? reject(error) : resolve(result as TAnswer),
      );
    });

  /** What every payment request carries besides the card: the basket (one line) and a buyer. */
  const order = (amountKurus: number, idempotencyKey: string, description: string) => ({
    locale: 'tr',
    conversationId: idempotencyKey,
    price: price(amountKurus),
    paidPrice: price(amountKurus),
    currency: 'TRY',
    installment: '1',
    basketId: idempotencyKey,
    paymentChannel: 'WEB',
    paymentGroup: 'SUBSCRIPTION',
    // iyzico requires a buyer and a billing address; the portal does not pass its customers'
    // identity numbers to the provider yet, so these are the documented placeholders.
    buyer: {
      id: idempotencyKey,
      name: 'Firmaport',
      surname: 'Müşterisi',
      identityNumber: '11111111111',
      email: 'no-reply@firmaport.local',
      registrationAddress: 'Türkiye',
      city: 'Istanbul',
      country: 'Turkey',
      ip: '127.0.0.1',
    },
    billingAddress: {
      contactName: 'Firmaport Müşterisi',
      city: 'Istanbul',
      country: 'Turkey',
      address: 'Türkiye',
    },
    basketItems: [
      {
        id: idempotencyKey,
        name: description || 'Firmaport',
        category1: 'Hizmet',
        itemType: 'VIRTUAL',
        price: price(amountKurus),
      },
    ],
  });

  const paymentCard = (card: TProviderCard, register: boolean) => ({
    cardHolderName: card.holderName,
    cardNumber: card.number,
    expireMonth: card.expireMonth,
    expireYear: `20${card.expireYear}`,
    cvc: card.cvc,
    registerCard: register ? '1' : '0',
  });

  return {
    name: 'iyzico',

    async charge(request: TChargeRequest): Promise<TChargeResult | TChallenge> {
      const answer = await call('threedsInitialize', {
        ...order(request.amountKurus, request.idempotencyKey, request.description),
        callbackUrl: request.challengeCallbackUrl,
        paymentCard: paymentCard(request.card, request.storeCard ?? false),
      });
      if (answer.status !== 'success' || typeof answer.threeDSHtmlContent !== 'string') {
        return { ok: false, code: declineOf(answer) };
      }
      return {
        challenge: {
          providerRef: String(answer.paymentId),
          page: Buffer.from(answer.threeDSHtmlContent, 'base64').toString('utf8'),
        },
      };
    },

    async completeChallenge({
      providerRef,
      callback,
      idempotencyKey,
    }: TChallengeAnswer): Promise<TChargeResult> {
      // mdStatus 1: the bank verified the payer; anything else is a refusal at the bank.
      if (callback.status !== 'success' || callback.mdStatus !== '1' || callback.paymentId !== providerRef) {
        return { ok: false, code: 'do_not_honour' };
      }
      const answer = await call('threedsPayment', {
        locale: 'tr',
        conversationId: idempotencyKey,
        paymentId: providerRef,
        ...(callback.conversationData ? { conversationData: callback.conversationData } : {}),
      });
      if (answer.status !== 'success') return { ok: false, code: declineOf(answer) };
      const cardToken = keptToken(answer);
      return { ok: true, providerRef: chargeRef(answer), ...(cardToken ? { cardToken } : {}) };
    },

    async chargeStoredCard({ cardToken, amountKurus, idempotencyKey, description }): Promise<TChargeResult> {
      const [cardUserKey, token] = cardToken.split(':');
      const answer = await call('payment', {
        ...order(amountKurus, idempotencyKey, description),
        paymentCard: { cardUserKey, cardToken: token },
      });
      return answer.status === 'success'
        ? { ok: true, providerRef: chargeRef(answer) }
        : { ok: false, code: declineOf(answer) };
    },

    async storeCard({ card, idempotencyKey }): Promise<TStoreCardResult> {
      const answer = await call('card', {
        locale: 'tr',
        conversationId: idempotencyKey,
        email: 'no-reply@firmaport.local',
        externalId: idempotencyKey,
        card: {
          cardAlias: 'Firmaport',
          cardHolderName: card.holderName,
          cardNumber: card.number,
          expireMonth: card.expireMonth,
          expireYear: `20${card.expireYear}`,
        },
      });
      const token = keptToken(answer);
      return answer.status === 'success' && token
        ? { ok: true, cardToken: token }
        : { ok: false, code: declineOf(answer) };
    },

    // Card storage checks nothing with the bank, so it never asks for 3-D Secure.
    async completeCardChallenge(): Promise<TStoreCardResult> {
      return { ok: false, code: 'do_not_honour' };
    },

    async refund({ providerRef, amountKurus, idempotencyKey }): Promise<TRefundResult> {
      const [, paymentTransactionId] = providerRef.split('/');
      if (!paymentTransactionId) return { ok: false, code: 'refused' };
      const answer = await call('refund', {
        locale: 'tr',
        conversationId: idempotencyKey,
        paymentTransactionId,
        price: price(amountKurus),
        currency: 'TRY',
        ip: '127.0.0.1',
      });
      return answer.status === 'success'
        ? { ok: true, providerRef: String(answer.paymentTransactionId ?? answer.paymentId) }
        : { ok: false, code: 'refused' };
    },

    // Every charge carries the key as its conversation id: the payment is found by it.
    async findCharge(idempotencyKey: string): Promise<TChargeResult | null> {
      const answer = await retrieve({
        locale: 'tr',
        conversationId: idempotencyKey,
        paymentConversationId: idempotencyKey,
      });
      return chargeOfDetail(answer);
    },

    // iyzico's own id of the payment (`payment/detail` with `paymentId`, which its documentation
    // names as the lookup's required field): the one `payment/3dsecure/initialize` gave, or the
    // first half of a charge's reference (`paymentId/paymentTransactionId`).
    async findChargeByRef(providerRef: string): Promise<TChargeResult | null> {
      const [paymentId] = providerRef.split('/');
      const answer = await retrieve({ locale: 'tr', paymentId });
      return chargeOfDetail(answer);
    },
  };
}
