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

/**
 * The cards the test gateway knows, taken from iyzico's sandbox so the same cards keep working
 * when the iyzico adapter arrives. Like a real sandbox it knows only its documented cards:
 * any other number, even a Luhn-valid one, is declined as `invalid_card`. Any holder name,
 * any future expiry date and any three-digit CVC are accepted. The README lists them.
 */
/** The test card whose bank asks the payer to confirm (3-D Secure). */
export const THREE_DS_CARD = '4520000000000003';

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
  async charge({
    card,
    storeCard,
    amountKurus,
    challengeCallbackUrl,
  }: TChargeRequest): Promise<TChargeResult | TChallenge> {
    const outcome = checkCard(card);
    if (outcome !== 'success') return { ok: false, code: outcome };
    if (card.number === THREE_DS_CARD) {
      const providerRef = `test_3ds_${randomBytes(12).toString('hex')}`;
      return {
        challenge: {
          providerRef,
          page: bankPage(providerRef, amountKurus, challengeCallbackUrl, card.number.slice(-4)),
        },
      };
    }
    return {
      ok: true,
      providerRef: newReference(),
      ...(storeCard ? { cardToken: tokenFor(card.number) } : {}),
    };
  },
  async completeChallenge({ providerRef, callback, storeCard }: TChallengeAnswer): Promise<TChargeResult> {
    if (callback.reference !== providerRef || callback.answer !== 'approve')
      return { ok: false, code: 'do_not_honour' };
    return {
      ok: true,
      providerRef: newReference(),
      ...(storeCard ? { cardToken: tokenFor(THREE_DS_CARD) } : {}),
    };
  },
  async completeCardChallenge({ providerRef, callback }): Promise<TStoreCardResult> {
    if (callback.reference !== providerRef || callback.answer !== 'approve')
      return { ok: false, code: 'do_not_honour' };
    return { ok: true, cardToken: tokenFor(THREE_DS_CARD) };
  },
  async chargeStoredCard({ cardToken }: TStoredCardChargeRequest): Promise<TChargeResult> {
    const outcome = outcomeOfToken(cardToken);
    return outcome === 'success' ? { ok: true, providerRef: newReference() } : { ok: false, code: outcome };
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
      const providerRef = `test_3ds_${randomBytes(12).toString('hex')}`;
      return {
        challenge: {
          providerRef,
          page: bankPage(providerRef, 0, challengeCallbackUrl, card.number.slice(-4)),
        },
      };
    }
    return outcome === 'success'
      ? { ok: true, cardToken: tokenFor(card.number) }
      : { ok: false, code: outcome };
  },
};

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
