import { describe, expect, it } from 'vitest';
import { MIN_OWNER_SSI_PREMIUM_KURUS } from './limits.ts';
import {
  formatKurus,
  kurusToDecimalText,
  kurusToMoneyInput,
  normalizeMoneyText,
  parseMoney,
} from './money.ts';

describe('formatKurus', () => {
  it('writes money the Turkish way, with the lira sign', () => {
    expect(formatKurus(MIN_OWNER_SSI_PREMIUM_KURUS)).toBe('₺1.055,36');
    expect(formatKurus(249_900)).toBe('₺2.499');
  });

  it('writes English amounts with English separators', () => {
    expect(formatKurus(MIN_OWNER_SSI_PREMIUM_KURUS, 'en')).toMatch(/1,055\.36/);
  });
});

describe('parseMoney: the one money input of the portal', () => {
  it.each([
    ['25.000', 2_500_000],
    ['25000', 2_500_000],
    ['25.000,50', 2_500_050],
    ['25000,5', 2_500_050],
    ['1.234,56', 123_456],
    ['1.234.567,89', 123_456_789],
    ['12,5', 1_250],
    ['0,05', 5],
    ['0', 0],
    // A "." followed by exactly one or two digits is the decimal sign.
    ['25.5', 2_550],
    ['25.50', 2_550],
    // The English way, where it cannot be Turkish.
    ['1,234.56', 123_456],
    ['25,000', 2_500_000],
    ['1,234,567.8', 123_456_780],
    // Spaces, the lira sign and "TL" are ignored.
    [' 25 000 TL', 2_500_000],
    ['₺25.000', 2_500_000],
    ['25.000 ₺', 2_500_000],
    ['25\u00a0000,00', 2_500_000],
  ])('reads %j as %i kuruş', (text, kurus) => {
    expect(parseMoney(text)).toBe(kurus);
  });

  it.each([
    '',
    ' ',
    '-5',
    '-25.000',
    'abc',
    '25.0000',
    '1,2345',
    '12.3456',
    '1.23,45',
    '1.234.56',
    '25,000,5',
    '25.',
    ',5',
    '1e5',
    '100000000001',
    '9999999999999999',
  ])('refuses %j', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it('writes kuruş back for editing and for keeping in text, and reads them again', () => {
    expect(kurusToMoneyInput(2_500_050, 'tr')).toBe('25000,50');
    expect(kurusToMoneyInput(2_500_050, 'en')).toBe('25000.50');
    expect(kurusToDecimalText(2_500_000)).toBe('25000');
    expect(normalizeMoneyText('25.000,5')).toBe('25000.50');
    expect(normalizeMoneyText('25.000')).toBe('25000');
    expect(normalizeMoneyText('x')).toBeNull();
    for (const kurus of [0, 5, 1_250, 2_500_050, 123_456_789]) {
      expect(parseMoney(kurusToMoneyInput(kurus, 'tr'))).toBe(kurus);
      expect(parseMoney(kurusToDecimalText(kurus))).toBe(kurus);
    }
  });
});
