import { describe, expect, it } from 'vitest';
import {
  formatNationalDigits,
  isValidPhone,
  nationalDigitsOf,
  PHONE_COUNTRIES,
  PHONE_MAX_LENGTH,
  splitInternationalPhone,
  toInternationalPhone,
  toLocalPhone,
} from './phone.ts';

describe('Turkish mobile numbers', () => {
  it('accepts the masked form, with or without a leading 0 or 90, and stores it with +90', () => {
    expect(toInternationalPhone('532 123 45 67')).toBe('+905321234567');
    expect(toInternationalPhone('05321234567')).toBe('+905321234567');
    expect(toInternationalPhone('905321234567')).toBe('+905321234567');
    expect(toInternationalPhone('+90 532 123 45 67')).toBe('+905321234567');
    expect(toInternationalPhone('+905321234567')).toBe('+905321234567');
    expect(toInternationalPhone('0090 532 123 45 67')).toBe('+905321234567');
  });

  it('refuses landlines (also written with +90), short numbers and letters', () => {
    for (const input of ['212 123 45 67', '+90 212 123 45 67', '532 123 45', '532 123 45 6x', '', '12']) {
      expect(toInternationalPhone(input), input).toBeNull();
    }
  });
});

describe('international numbers', () => {
  it("accepts another country's mobile written with its country code, in E.164", () => {
    expect(toInternationalPhone('+49 151 23456789')).toBe('+4915123456789');
    expect(toInternationalPhone('0049 (151) 234-56789')).toBe('+4915123456789');
    expect(toInternationalPhone('+44 7400 123456')).toBe('+447400123456');
    expect(isValidPhone('+33 6 12 34 56 78')).toBe(true);
    expect((toInternationalPhone('+49 151 23456789') ?? '').length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
  });

  it('refuses a landline abroad, an unknown country code, a German number without its code and garbage', () => {
    for (const input of [
      '+49 30 1234567',
      '+999 123 456 789',
      '0151 23456789',
      '+49 151',
      'call +49 151 23456789',
      '+49 151 23456789 ext. 12',
      '++4915123456789',
    ]) {
      expect(toInternationalPhone(input), input).toBeNull();
    }
  });

  it('shows a Turkish number without +90 and any other in its international form', () => {
    expect(toLocalPhone('+905321234567')).toBe('5321234567');
    expect(toLocalPhone('+4915123456789')).toBe('+49 1512 3456789');
  });

  it('splits a number with + into its country and national digits, for the phone field', () => {
    expect(splitInternationalPhone('+49 151 23456789')).toEqual({ country: 'DE', national: '15123456789' });
    // Incomplete: the country of the calling code (the preferred one when it shares the code).
    expect(splitInternationalPhone('+44 7')).toEqual({ country: 'GB', national: '7' });
    expect(splitInternationalPhone('+1 20', 'CA')).toEqual({ country: 'CA', national: '20' });
    expect(splitInternationalPhone('+1 212 555 0123', 'CA')).toEqual({
      country: 'US',
      national: '2125550123',
    });
    expect(splitInternationalPhone('+49')).toEqual({ country: 'DE', national: '' });
    expect(splitInternationalPhone('532 123 45 67')).toBeNull();
    expect(PHONE_COUNTRIES.find((item) => item.country === 'DE')?.callingCode).toBe('49');
  });

  it('takes the national digits as people type them at home, the trunk 0 dropped', () => {
    expect(nationalDigitsOf('DE', '0151 23456789')).toBe('15123456789');
    expect(nationalDigitsOf('DE', '1512 3456789')).toBe('15123456789');
    expect(nationalDigitsOf('DE', '0')).toBe('0');
  });

  it('groups national digits as the country writes them', () => {
    expect(formatNationalDigits('DE', '15123456789')).toBe('1512 3456789');
    expect(formatNationalDigits('GB', '7400123456')).toBe('7400 123456');
    expect(formatNationalDigits('DE', '')).toBe('');
    expect(formatNationalDigits('ZZ', '123')).toBe('123');
  });
});
