import { randomBytes } from 'node:crypto';
import { isCardExpiryValid, passesLuhn } from '@portal/contracts/payments/card';
import { PAYMENT_DECLINE_CODES, type TPaymentDeclineCode } from '@portal/contracts/payments/payment-schemas';
import type {
  TChallenge,
  TChallengeAnswer,
  TChargeRequest,
  TChargeResult,
  TPaymentProvider,
  TProviderCard,
  TRefundRequest,
  TRefundResult,
  TStoreCardResult,
  TStoredCardChargeRequest,
} from './payment-provider.ts';
import { testBankPage } from './test-bank-page.ts';
import { fileLedger, memoryLedger, type TLedger, type TLedgerEntry } from './test-gateway-ledger.ts';

/**
 * The cards the test gateway knows, taken from iyzico's sandbox so the same cards keep working
 * when the iyzico adapter arrives. Like a real sandbox it knows only its documented cards:
 * any other number, even a Luhn-valid one, is declined as `invalid_card`. Any holder name,
 * any future expiry date and any three-digit CVC are accepted. The README lists them.
 */
/** The test card whose bank asks the payer to confirm (3-D Secure). */
export const THREE_DS_CARD = '4520000000000003';
/**
 * The test card that is charged at once but answered only after `SLOW_CARD_DELAY_MS`: a payment
 * in flight, so a chaos run can cut the database between the charge and its recording.
 */
export const SLOW_CARD = '5528790000000016';
export const SLOW_CARD_DELAY_MS = 5_000;

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
  /** Ours: the bank asks for 3-D Secure; its page approves or denies (renewals of the kept card succeed). */
  [THREE_DS_CARD]: 'success',
  /** Ours: succeeds, answered after a few seconds (a payment in flight). */
  [SLOW_CARD]: 'success',
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a charge asked, to tell a repeat of it from another request reusing its key. */
type TChargeAsked = { key: string; amountKurus: number; chargedToken?: string; challengeRef?: string };

function resultOf(entry: TLedgerEntry): TChargeResult {
  if (entry.outcome !== 'success') return { ok: false, code: entry.outcome };
  return {
    ok: true,
    providerRef: entry.providerRef ?? '',
    ...(entry.cardToken ? { cardToken: entry.cardToken } : {}),
  };
}

/**
 * Charges once per key, as a real provider does: a repeat of a charge answers its first outcome.
 * A key reused for another amount or kept card is charged as new (each test file's database
 * numbers its payments from 1 again); a real provider would refuse it.
 */
async function chargeOnce(
  ledger: TLedger,
  asked: TChargeAsked,
  charge: () => TChargeResult,
): Promise<TChargeResult> {
  const known = await ledger.find(asked.key);
  const sameCard = asked.chargedToken === undefined || known?.cardToken === asked.chargedToken;
  if (known && known.amountKurus === asked.amountKurus && sameCard) return resultOf(known);
  const result = charge();
  // An outage charged nothing: a provider that is down keeps no record of it.
  if (!result.ok && result.code === 'provider_unavailable') return result;
  await ledger.append({
    key: asked.key,
    amountKurus: asked.amountKurus,
    outcome: result.ok ? 'success' : result.code,
    at: new Date().toISOString(),
    ...(result.ok ? { providerRef: result.providerRef } : {}),
    ...(asked.challengeRef ? { challengeRef: asked.challengeRef } : {}),
    ...(asked.chargedToken ? { cardToken: asked.chargedToken } : {}),
    ...(result.ok && result.cardToken ? { cardToken: result.cardToken } : {}),
  });
  return result;
}

/** The bank's 3-D Secure step for a card that asks the payer to confirm first. */
function bankChallenge(amountKurus: number, callbackUrl: string, cardNumber: string): TChallenge {
  const providerRef = `test_3ds_${randomBytes(12).toString('hex')}`;
  return {
    challenge: {
      providerRef,
      page: testBankPage(providerRef, amountKurus, callbackUrl, cardNumber.slice(-4)),
    },
  };
}

/**
 * A test gateway keeping its charges in `ledger`. It answers by the card number, keeps a card by
 * issuing a token and charges a token by the same rules; each charge is remembered by its key.
 */
export function createTestGateway(ledger: TLedger): TPaymentProvider {
  return {
    name: 'test',
    async charge(request: TChargeRequest): Promise<TChargeResult | TChallenge> {
      const { card, storeCard, amountKurus, challengeCallbackUrl, idempotencyKey } = request;
      const outcome = checkCard(card);
      if (outcome === 'success' && card.number === THREE_DS_CARD) {
        // Nothing is charged before the bank's answer: the challenge is not in the ledger.
        return bankChallenge(amountKurus, challengeCallbackUrl, card.number);
      }
      const result = await chargeOnce(ledger, { key: idempotencyKey, amountKurus }, () =>
        outcome === 'success'
          ? {
              ok: true,
              providerRef: newReference(),
              ...(storeCard ? { cardToken: tokenFor(card.number) } : {}),
            }
          : { ok: false, code: outcome },
      );
      // Charged, but the answer is slow to come back.
      if (card.number === SLOW_CARD) await sleep(SLOW_CARD_DELAY_MS);
      return result;
    },
    async completeChallenge({
      providerRef,
      callback,
      storeCard,
      idempotencyKey,
    }: TChallengeAnswer): Promise<TChargeResult> {
      // The amount was fixed by the challenge: a repeat of the key answers its first outcome.
      const asked = { key: idempotencyKey, amountKurus: 0, challengeRef: providerRef };
      return chargeOnce(ledger, asked, () =>
        callback.reference === providerRef && callback.answer === 'approve'
          ? {
              ok: true,
              providerRef: newReference(),
              ...(storeCard ? { cardToken: tokenFor(THREE_DS_CARD) } : {}),
            }
          : { ok: false, code: 'do_not_honour' },
      );
    },
    async completeCardChallenge({ providerRef, callback }): Promise<TStoreCardResult> {
      if (callback.reference !== providerRef || callback.answer !== 'approve')
        return { ok: false, code: 'do_not_honour' };
      return { ok: true, cardToken: tokenFor(THREE_DS_CARD) };
    },
    async chargeStoredCard({
      cardToken,
      amountKurus,
      idempotencyKey,
    }: TStoredCardChargeRequest): Promise<TChargeResult> {
      const asked = { key: idempotencyKey, amountKurus, chargedToken: cardToken };
      const result = await chargeOnce(ledger, asked, () => {
        const outcome = outcomeOfToken(cardToken);
        return outcome === 'success'
          ? { ok: true, providerRef: newReference() }
          : { ok: false, code: outcome };
      });
      // The token charged is no new card to keep.
      return result.ok ? { ok: true, providerRef: result.providerRef } : result;
    },
    async refund({ providerRef }: TRefundRequest): Promise<TRefundResult> {
      // It knows only the charges it made (their references start with test_).
      return providerRef.startsWith('test_')
        ? { ok: true, providerRef: newReference() }
        : { ok: false, code: 'refused' };
    },
    async storeCard({ card, challengeCallbackUrl }): Promise<TStoreCardResult | TChallenge> {
      const outcome = checkCard(card);
      if (outcome === 'success' && card.number === THREE_DS_CARD) {
        return bankChallenge(0, challengeCallbackUrl, card.number);
      }
      return outcome === 'success'
        ? { ok: true, cardToken: tokenFor(card.number) }
        : { ok: false, code: outcome };
    },
    async findCharge(idempotencyKey: string): Promise<TChargeResult | null> {
      const entry = await ledger.find(idempotencyKey);
      return entry ? resultOf(entry) : null;
    },
    // By its own reference, as iyzico's `payment/detail` by `paymentId`: a charge's, or the bank
    // challenge's it completed. A reference it never gave (or a challenge never answered, which
    // it does not keep) it cannot find, and says so as iyzico does ("payment not found").
    async findChargeByRef(providerRef: string): Promise<TChargeResult | null> {
      const entry = await ledger.findByRef(providerRef);
      if (!entry) throw new Error('test gateway: no payment under this reference');
      return resultOf(entry);
    },
  };
}

/** The default gateway (PAYMENT_PROVIDER=test), remembering its charges in this process. */
export const testGateway: TPaymentProvider = createTestGateway(memoryLedger());

const sharedGateways = new Map<string, TPaymentProvider>();

/** The test gateway of a TEST_GATEWAY_LEDGER file (one per file), or the in-process one. */
export function testGatewayFor(ledgerPath: string | null): TPaymentProvider {
  if (!ledgerPath) return testGateway;
  let gateway = sharedGateways.get(ledgerPath);
  if (!gateway) {
    gateway = createTestGateway(fileLedger(ledgerPath));
    sharedGateways.set(ledgerPath, gateway);
  }
  return gateway;
}
