import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  cardBrandOf,
  cardDigits,
  isCardExpiryValid,
  passesLuhn,
  splitExpiry,
  ZCardFields,
} from './card.ts';

const valid = {
  card_holder_name: 'Ayşe Yılmaz',
  card_number: '5528 7900 0000 0008',
  card_expire_month: '12',
  card_expire_year: '99',
  card_cvc: '123',
};

function messagesOf(input: Record<string, string>) {
  const result = ZCardFields.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('card fields', () => {
  it('removes the mask spaces and keeps the digits', () => {
    expect(cardDigits('5528 7900 0000 0008')).toBe('5528790000000008');
    const parsed = ZCardFields.parse(valid);
    expect(parsed.card_number).toBe('5528790000000008');
  });

  it('says the number is under 16 digits while it is', () => {
    expect(messagesOf({ ...valid, card_number: '5528 7900 0000 000' })).toEqual([
      CARD_MESSAGES.numberTooShort,
    ]);
  });

  it('refuses a 16-digit number that fails Luhn', () => {
    expect(messagesOf({ ...valid, card_number: '5528790000000009' })).toEqual([CARD_MESSAGES.numberInvalid]);
  });

  it('checks the CVC is three digits and the month is real', () => {
    expect(messagesOf({ ...valid, card_cvc: '12a' })).toEqual([CARD_MESSAGES.cvcInvalid]);
    expect(messagesOf({ ...valid, card_cvc: '1234' })).toEqual([CARD_MESSAGES.cvcInvalid]);
    expect(messagesOf({ ...valid, card_expire_month: '13' })).toContain(CARD_MESSAGES.expiryInvalid);
  });

  it('refuses an expired card', () => {
    expect(messagesOf({ ...valid, card_expire_month: '01', card_expire_year: '20' })).toEqual([
      CARD_MESSAGES.expired,
    ]);
  });
});

describe('expiry', () => {
  it('splits ##/## into month (first two) and year (characters 4-5)', () => {
    expect(splitExpiry('07/29')).toEqual({ month: '07', year: '29' });
    expect(splitExpiry('13/29')).toBeNull();
    expect(splitExpiry('07/2')).toBeNull();
  });

  it('is valid until the end of its month', () => {
    const now = new Date('2026-11-30T23:00:00Z');
    expect(isCardExpiryValid('11', '26', now)).toBe(true);
    expect(isCardExpiryValid('10', '26', now)).toBe(false);
    expect(isCardExpiryValid('11', '26', new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});

describe('Luhn and brand', () => {
  it('knows the test cards', () => {
    for (const card of ['5528790000000008', '4111111111111129', '4129111111111111']) {
      expect(passesLuhn(card)).toBe(true);
    }
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(cardBrandOf('5528790000000008')).toBe('mastercard');
    expect(cardBrandOf('4111111111111129')).toBe('visa');
    expect(cardBrandOf('9792030000000000')).toBe('troy');
  });
});
