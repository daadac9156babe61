import { describe, expect, it } from 'vitest';
import { isValidTaxNumber } from './tax-number.ts';

describe('isValidTaxNumber', () => {
  it.each(['1234567890', '0010000009', '4840847211', '0000000001'])('accepts %s', (value) => {
    expect(isValidTaxNumber(value)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '1234567891'],
    ['nine digits', '123456789'],
    ['eleven digits', '12345678901'],
    ['letters', '12345678a0'],
    ['spaces', '123 456 7890'],
    ['empty', ''],
    ['all zeros (check digit 1)', '0000000000'],
  ])('refuses %s', (_label, value) => {
    expect(isValidTaxNumber(value)).toBe(false);
  });
});
