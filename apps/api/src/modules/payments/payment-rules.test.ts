import { randomUUID } from 'node:crypto';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { CARD_MESSAGE_KEYS, passesLuhn } from '@portal/contracts/payments/card';
import { PAYMENT_DECLINE_CODES } from '@portal/contracts/payments/payment-schemas';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../plugins/config.ts';
import { MESSAGES } from '../../plugins/i18n/messages.ts';
import {
  declineAnswer,
  istanbulDayOfMonth,
  oneMonthLater,
  parseAdditionalServices,
  statusAfterDecline,
  statusAfterPayment,
  wizardProgressAfterPayment,
} from './payment-rules.ts';
import { paymentProviderFor } from './providers/payment-provider.ts';
import { TEST_CARDS, THREE_DS_CARD, testGateway } from './providers/test-gateway.ts';

const S = ACCOUNT_STATUSES;

const card = (
  number: string,
  overrides: Partial<{ expireMonth: string; expireYear: string; cvc: string }> = {},
) => ({
  holderName: 'Ayşe Yılmaz',
  number,
  expireMonth: '12',
  expireYear: '35',
  cvc: '123',
  ...overrides,
});

/** A fresh key each time: the gateway answers a repeated key with its first outcome. */
const newKey = () => `key-${randomUUID()}`;

const charge = (number: string, overrides = {}) =>
  testGateway.charge({
    amountKurus: 10_000,
    currency: 'TRY',
    card: card(number, overrides),
    idempotencyKey: newKey(),
    description: 'Başlangıç Paketi',
    challengeCallbackUrl: 'http://127.0.0.1/api/payments/3ds/token/callback',
  });

describe('the test gateway', () => {
  it('is what PAYMENT_PROVIDER=test selects, and an unknown provider stops the start', () => {
    expect(paymentProviderFor(parseConfig({ NODE_ENV: 'test' }))).toBe(testGateway);
    expect(() => parseConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(ConfigError);
    expect(() => parseConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /PAYMENT_PROVIDER must be one of test, iyzico/,
    );
    // iyzico needs its keys; with them it is the iyzico adapter.
    expect(() => parseConfig({ PAYMENT_PROVIDER: 'iyzico' })).toThrow(/IYZICO_API_KEY and IYZICO_SECRET_KEY/);
    const iyzico = parseConfig({ PAYMENT_PROVIDER: 'iyzico', IYZICO_API_KEY: 'k', IYZICO_SECRET_KEY: 's' });
    expect(iyzico.iyzico).toEqual({
      apiKey: 'k',
      secretKey: 's',
      baseUrl: 'https://sandbox-api.iyzipay.com',
    });
    expect(paymentProviderFor(iyzico).name).toBe('iyzico');
  });

  it('knows only Luhn-valid documented cards', () => {
    for (const number of Object.keys(TEST_CARDS)) expect(passesLuhn(number), number).toBe(true);
  });

  it('charges the success cards with a provider reference', async () => {
    for (const number of ['5528790000000008', '4766620000000001']) {
      const result = await charge(number);
      expect(result).toEqual({ ok: true, providerRef: expect.stringMatching(/^test_[0-9a-f]{24}$/) });
    }
  });

  it("asks for 3-D Secure on its challenge card, and completes or refuses by the bank page's answer", async () => {
    const result = await charge(THREE_DS_CARD);
    if (!('challenge' in result)) throw new Error('no challenge');
    const { providerRef, page } = result.challenge;
    expect(providerRef).toMatch(/^test_3ds_[0-9a-f]{24}$/);
    // The bank's page posts its answer to the portal's callback, with the amount and the card's last four.
    expect(page).toContain('action="http://127.0.0.1/api/payments/3ds/token/callback"');
    expect(page).toContain('100.00 TRY');
    expect(page).toContain('•••• 0003');
    expect(page).not.toContain(THREE_DS_CARD);
    const answer = (callback: Record<string, string>, storeCard = false) =>
      testGateway.completeChallenge({
        providerRef,
        callback,
        storeCard,
        idempotencyKey: newKey(),
      });
    expect(await answer({ reference: providerRef, answer: 'approve' }, true)).toEqual({
      ok: true,
      providerRef: expect.stringMatching(/^test_[0-9a-f]{24}$/),
      cardToken: expect.stringMatching(/^test_card_success_[0-9a-f]{24}$/),
    });
    expect(await answer({ reference: providerRef, answer: 'deny' })).toEqual({
      ok: false,
      code: 'do_not_honour',
    });
    // An answer for another challenge completes nothing.
    expect(await answer({ reference: 'test_3ds_000000000000000000000000', answer: 'approve' })).toEqual({
      ok: false,
      code: 'do_not_honour',
    });
  });

  it.each([
    ['4111111111111129', 'insufficient_funds'],
    ['4129111111111111', 'do_not_honour'],
    ['4125111111111115', 'expired_card'],
    ['4130111111111118', 'provider_unavailable'],
    // Luhn-valid but not a documented test card.
    ['4242424242424242', 'invalid_card'],
  ])('declines %s as %s', async (number, code) => {
    expect(await charge(number)).toEqual({ ok: false, code });
  });

  it('checks the number, the CVC and the expiry itself', async () => {
    expect(await charge('5528790000000009')).toEqual({ ok: false, code: 'invalid_card' });
    expect(await charge('552879000000')).toEqual({ ok: false, code: 'invalid_card' });
    expect(await charge('5528790000000008', { cvc: '12' })).toEqual({ ok: false, code: 'invalid_card' });
    expect(await charge('5528790000000008', { expireMonth: '01', expireYear: '20' })).toEqual({
      ok: false,
      code: 'expired_card',
    });
  });
});

describe('the account status around a payment', () => {
  it('moves a paid application to waiting for approval, and a due account with products to active', () => {
    const accountant = PRODUCT_TYPES.accountant;
    expect(statusAfterPayment('subscription', accountant, S.applicationInProgress, false)).toBe(
      S.waitingForApproval,
    );
    expect(statusAfterPayment('subscription', accountant, S.applicationInProgress, true)).toBe(
      S.waitingForApproval,
    );
    expect(statusAfterPayment('subscription', PRODUCT_TYPES.office, S.applicationInProgress, false)).toBe(
      S.waitingForApproval,
    );
    expect(statusAfterPayment('subscription', accountant, S.paymentDue, false)).toBe(S.waitingForApproval);
    expect(statusAfterPayment('subscription', accountant, S.paymentDue, true)).toBe(S.active);
    expect(statusAfterPayment('buy', accountant, S.applicationInProgress, false)).toBeNull();
    expect(statusAfterPayment('buy', accountant, S.paymentDue, true)).toBeNull();
  });

  it('makes the network membership active on payment, without waiting for approval', () => {
    const network = PRODUCT_TYPES.network;
    expect(statusAfterPayment('subscription', network, S.applicationInProgress, false)).toBe(S.active);
    expect(statusAfterPayment('subscription', network, S.paymentDue, false)).toBe(S.active);
    expect(statusAfterPayment('subscription', network, S.active, true)).toBeNull();
    // The conference hour is a buy: it never moves the line.
    expect(statusAfterPayment('buy', network, S.applicationInProgress, false)).toBeNull();
  });

  it('makes a refused application payment due, but not for an outage or a one-off purchase', () => {
    expect(statusAfterDecline('subscription', S.applicationInProgress, 'insufficient_funds')).toBe(
      S.paymentDue,
    );
    expect(statusAfterDecline('subscription', S.paymentDue, 'do_not_honour')).toBeNull();
    expect(statusAfterDecline('subscription', S.applicationInProgress, 'provider_unavailable')).toBeNull();
    expect(statusAfterDecline('buy', S.applicationInProgress, 'insufficient_funds')).toBeNull();
  });

  it("saves the payment step of the packet's wizard", () => {
    expect(wizardProgressAfterPayment('subscription', 1)).toEqual({ key: 'step', value: 'payment' });
    expect(wizardProgressAfterPayment('subscription', 2)).toEqual({
      key: 'office_step',
      value: 'office-payment',
    });
    expect(wizardProgressAfterPayment('subscription', 7)).toBeNull();
    expect(wizardProgressAfterPayment('buy', 1)).toBeNull();
  });
});

describe('additional_services', () => {
  it('reads comma-separated ids, skipping blanks and repeats', () => {
    expect(parseAdditionalServices(null)).toEqual({ ids: [] });
    expect(parseAdditionalServices('')).toEqual({ ids: [] });
    expect(parseAdditionalServices(' 12, 15,,12 ')).toEqual({ ids: [12, 15] });
  });

  it('names the first entry that is not an id', () => {
    expect(parseAdditionalServices('12,e-signature')).toEqual({ invalid: 'e-signature' });
    expect(parseAdditionalServices('0')).toEqual({ invalid: '0' });
  });
});

describe('the next monthly charge', () => {
  it('falls on the same day next month, or on the last day of a shorter month', () => {
    expect(oneMonthLater(new Date('2026-03-15T10:00:00Z')).toISOString()).toBe('2026-04-15T10:00:00.000Z');
    expect(oneMonthLater(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(oneMonthLater(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-31T23:00:00.000Z');
  });

  it("counts Istanbul's calendar days, not UTC's: paid at 01:00 on 31 January, renewed on 28 February", () => {
    // 31 January 01:00 in Istanbul is still 30 January in UTC.
    const paid = new Date('2026-01-30T22:00:00Z');
    expect(istanbulDayOfMonth(paid)).toBe(31);
    expect(oneMonthLater(paid).toISOString()).toBe('2026-02-27T22:00:00.000Z');
    // The same time of day, to the millisecond.
    expect(oneMonthLater(new Date('2026-05-10T08:15:30.250Z')).toISOString()).toBe(
      '2026-06-10T08:15:30.250Z',
    );
  });

  it('goes back to the renewal day after a short month', () => {
    const afterFebruary = oneMonthLater(new Date('2026-02-28T10:00:00Z'), 31);
    expect(afterFebruary.toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(oneMonthLater(afterFebruary, 31).toISOString()).toBe('2026-04-30T10:00:00.000Z');
    expect(oneMonthLater(new Date('2028-01-30T10:00:00Z'), 30).toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
  });
});

describe('messages', () => {
  it('answer every decline code in both languages: 402, 503 for an outage, 409 for a lapsed stage hold', () => {
    const lapsedHold: readonly string[] = ['hold_expired', 'hour_taken'];
    for (const code of PAYMENT_DECLINE_CODES) {
      const { status, messageKey } = declineAnswer(code);
      expect(status).toBe(code === 'provider_unavailable' ? 503 : lapsedHold.includes(code) ? 409 : 402);
      expect(messageKey).toBe(`payments.declined.${code}`);
      expect(MESSAGES.tr[messageKey]).toBeTruthy();
      expect(MESSAGES.en[messageKey]).toBeTruthy();
    }
    expect(MESSAGES.tr['payments.declined.insufficient_funds']).toBe('Kartınızın bakiyesi yetersiz.');
  });

  it('translate every card message key', () => {
    for (const key of CARD_MESSAGE_KEYS) {
      expect(MESSAGES.tr[key], key).toBeTruthy();
      expect(MESSAGES.en[key], key).toBeTruthy();
    }
  });
});
