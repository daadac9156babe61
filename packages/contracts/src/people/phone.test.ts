import { describe, expect, it } from 'vitest';
import { parseTurkishMobile, toInternationalPhone, toLocalPhone } from './phone.ts';

describe('Turkish mobile numbers', () => {
  it('accepts the masked form, with or without a leading 0', () => {
    expect(parseTurkishMobile('532 123 45 67')).toBe('5321234567');
    expect(parseTurkishMobile('05321234567')).toBe('5321234567');
  });

  it('refuses landlines, short numbers and letters', () => {
    expect(parseTurkishMobile('212 123 45 67')).toBeNull();
    expect(parseTurkishMobile('532 123 45')).toBeNull();
    expect(parseTurkishMobile('532 123 45 6x')).toBeNull();
    expect(parseTurkishMobile('')).toBeNull();
  });

  it('stores numbers with +90 and no whitespace, whatever form they came in', () => {
    expect(toInternationalPhone('532 123 45 67')).toBe('+905321234567');
    expect(toInternationalPhone('+90 532 123 45 67')).toBe('+905321234567');
    expect(toInternationalPhone('+905321234567')).toBe('+905321234567');
    expect(toInternationalPhone('12')).toBeNull();
  });

  it('shows staff phones without the country code', () => {
    expect(toLocalPhone('+905321234567')).toBe('5321234567');
  });
});
