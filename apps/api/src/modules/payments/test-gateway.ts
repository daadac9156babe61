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
    challenge: { providerRef, page: bankPage(providerRef, amountKurus, callbackUrl, cardNumber.slice(-4)) },
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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The test bank's 3-D Secure page: what a real bank shows (the amount, the card's last digits, a
 * confirm and a cancel), posting its answer to the portal's callback as a bank's form does.
 * Both languages on one page: the bank does not know the portal's.
 */
function bankPage(providerRef: string, amountKurus: number, callbackUrl: string, last4: string): string {
  const amount = (amountKurus / 100).toFixed(2);
  const form = (answer: 'approve' | 'deny', label: string, colour: string) => `
    <form method="post" action="${escapeHtml(callbackUrl)}">
      <input type="hidden" name="reference" value="${escapeHtml(providerRef)}">
      <input type="hidden" name="answer" value="${answer}">
      <button type="submit" style="width:100%;min-height:44px;margin-top:12px;border:0;border-radius:8px;font:600 16px system-ui,sans-serif;background:${colour};color:#fff;cursor:pointer">${label}</button>
    </form>`;
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test Bankası · 3-D Secure</title>
</head>
<body style="margin:0;background:#f1f5f9;font:16px/1.5 system-ui,sans-serif;color:#0f172a">
<main style="max-width:420px;margin:40px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.15)">
  <h1 style="font-size:20px;margin:0 0 8px">Test Bankası · 3-D Secure</h1>
  <p style="margin:0 0 16px;color:#334155">Bu ödemeyi onaylıyor musunuz? · Do you approve this payment?</p>
  <dl style="margin:0 0 8px">
    <dt style="color:#475569;font-size:14px">Tutar · Amount</dt><dd style="margin:0 0 8px;font-weight:700">${amount} TRY</dd>
    <dt style="color:#475569;font-size:14px">Kart · Card</dt><dd style="margin:0;font-weight:700">•••• ${escapeHtml(last4)}</dd>
  </dl>
  ${form('approve', 'Onayla · Approve', '#166534')}
  ${form('deny', 'Reddet · Deny', '#b91c1c')}
  <p style="margin:16px 0 0;font-size:13px;color:#475569">Bu sayfa test ödeme kuruluşunundur; gerçek bir banka yoktur. · This page belongs to the test gateway; no real bank is involved.</p>
</main>
</body>
</html>`;
}
