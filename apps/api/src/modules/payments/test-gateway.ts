import { randomBytes } from 'node:crypto';
import { isCardExpiryValid, passesLuhn } from '@portal/contracts/payments/card';
import { PAYMENT_DECLINE_CODES, type TPaymentDeclineCode } from '@portal/contracts/payments/payment-schemas';
import type {
  TChargeRequest,
  TChargeResult,
  TPaymentProvider,
  TProviderCard,
  TStoreCardResult,
  TStoredCardChargeRequest,
} from './payment-provider.ts';

/**
 * The cards the test gateway knows, taken from iyzico's sandbox so the same cards keep working
 * when the iyzico adapter arrives. Like a real sandbox it knows only its documented cards:
 * any other number, even a Luhn-valid one, is declined as `invalid_card`. Any holder name,
 * any future expiry date and any three-digit CVC are accepted. The README lists them.
 */
export const TEST_CARDS: Readonly<Record<string, 'success' | TPaymentDeclineCode>> = {
  /** Mastercard (iyzico sandbox, Halkbank): succeeds. */
  '5528790000000008': 'success',
  /** Visa (iyzico sandbox, Denizbank): succeeds. */
  '4766620000000001': 'success',
  /** iyzico's "not sufficient funds" card. */
  '4111111111111129': 'insufficient_funds',
  /** iyzico's "do not honour" card. */
  '4129111111111111': 'do_not_honour',
  /** iyzico's "expired card" card (declined whatever expiry date is typed). */
  '4125111111111115': 'expired_card',
  /** iyzico's "general error" card: stands for the provider being down (answered as 503). */
  '4130111111111118': 'provider_unavailable',
  /** Ours: pays today, but once kept its renewals are refused for want of funds (dunning tests). */
  '5400360000000003': 'success',
};

/** How a kept card answers renewals, where that differs from its first payment. */
const STORED_CARD_OUTCOMES: Readonly<Record<string, TPaymentDeclineCode>> = {
  '5400360000000003': 'insufficient_funds',
};

/** A provider reference as a real gateway would give one. */
const newReference = () => `test_${randomBytes(12).toString('hex')}`;

const TOKEN_PREFIX = 'test_card_';
const STORED_OUTCOMES = ['success', ...PAYMENT_DECLINE_CODES] as const;

/**
 * A kept card's token: what its renewals answer, then randomness. Stateless like the rest of the
 * gateway (a restart keeps every token working), and it holds no digit of the card.
 */
function tokenFor(number: string): string {
  const outcome = STORED_CARD_OUTCOMES[number] ?? TEST_CARDS[number] ?? 'invalid_card';
  return `${TOKEN_PREFIX}${outcome}_${randomBytes(12).toString('hex')}`;
}

function outcomeOfToken(token: string): TTestOutcome {
  const outcome = token.startsWith(TOKEN_PREFIX)
    ? token.slice(TOKEN_PREFIX.length).replace(/_[0-9a-f]{24}$/, '')
    : '';
  return STORED_OUTCOMES.find((known) => known === outcome) ?? 'invalid_card';
}

type TTestOutcome = 'success' | TPaymentDeclineCode;

/** The card checked as a real gateway does (Luhn, CVC, expiry), then known or not. */
function checkCard(card: TProviderCard): TTestOutcome {
  if (!/^\d{16}$/.test(card.number) || !passesLuhn(card.number) || !/^\d{3}$/.test(card.cvc)) {
    return 'invalid_card';
  }
  if (!isCardExpiryValid(card.expireMonth, card.expireYear)) return 'expired_card';
  return TEST_CARDS[card.number] ?? 'invalid_card';
}

/**
 * The default gateway (PAYMENT_PROVIDER=test). It answers by the card number, keeps a card by
 * issuing a token, and charges a token by the same rules. Stateless, so one instance serves every app.
 */
export const testGateway: TPaymentProvider = {
  name: 'test',
  async charge({ card, storeCard }: TChargeRequest): Promise<TChargeResult> {
    const outcome = checkCard(card);
    if (outcome !== 'success') return { ok: false, code: outcome };
    return {
      ok: true,
      providerRef: newReference(),
      ...(storeCard ? { cardToken: tokenFor(card.number) } : {}),
    };
  },
  async chargeStoredCard({ cardToken }: TStoredCardChargeRequest): Promise<TChargeResult> {
    const outcome = outcomeOfToken(cardToken);
    return outcome === 'success' ? { ok: true, providerRef: newReference() } : { ok: false, code: outcome };
  },
  async storeCard({ card }): Promise<TStoreCardResult> {
    const outcome = checkCard(card);
    return outcome === 'success'
      ? { ok: true, cardToken: tokenFor(card.number) }
      : { ok: false, code: outcome };
  },
};
