import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOGUES } from '../messages/catalogue.ts';
import {
  KDV_RATES,
  kdvOf,
  kurusToLiraInput,
  LEDGER_AMOUNT_MAX,
  ledgerAmounts,
  parseLiraAmount,
  statedKdvAccepted,
} from './ledger-amounts.ts';
import { LEDGER_CATEGORIES } from './ledger-categories.ts';
import { LEDGER_MESSAGE_KEYS, ZLedgerEntryRequest, ZLedgerSummaryQuery } from './ledger-schemas.ts';

describe('the KDV rule', () => {
  it('rounds net × rate / 100 half up to the kuruş', () => {
    expect(kdvOf(10_000, 20)).toBe(2_000);
    // 0.5 kuruş goes up, 0.49 goes down.
    expect(kdvOf(5, 10)).toBe(1);
    expect(kdvOf(4, 10)).toBe(0);
    expect(kdvOf(50, 1)).toBe(1);
    expect(kdvOf(49, 1)).toBe(0);
    expect(kdvOf(1_234_567, 20)).toBe(246_913); // 246 913.4
    expect(kdvOf(1_234_568, 20)).toBe(246_914); // 246 913.6
    expect(kdvOf(1_234_575, 10)).toBe(123_458); // 123 457.5 up
    expect(kdvOf(999_999, 0)).toBe(0);
  });

  it('stays exact at the largest amount (no floating point error)', () => {
    expect(kdvOf(LEDGER_AMOUNT_MAX, 20)).toBe(LEDGER_AMOUNT_MAX / 5);
    expect(kdvOf(LEDGER_AMOUNT_MAX - 1, 1)).toBe(LEDGER_AMOUNT_MAX / 100);
  });

  it('refuses a negative or fractional net', () => {
    expect(() => kdvOf(-1, 20)).toThrow(RangeError);
    expect(() => kdvOf(1.5, 20)).toThrow(RangeError);
  });

  it('makes gross the net plus the KDV', () => {
    for (const rate of KDV_RATES) {
      const amounts = ledgerAmounts(123_457, rate);
      expect(amounts.gross_amount).toBe(amounts.net_amount + amounts.kdv_amount);
    }
    expect(ledgerAmounts(123_457, 20)).toEqual({
      net_amount: 123_457,
      kdv_amount: 24_691,
      gross_amount: 148_148,
    });
  });

  it('accepts a stated KDV only when it is the rule’s, or within 1 kuruş for an e-invoice', () => {
    expect(statedKdvAccepted(10_000, 20, 2_000, 'manual')).toBe(true);
    expect(statedKdvAccepted(10_000, 20, 2_001, 'manual')).toBe(false);
    expect(statedKdvAccepted(10_000, 20, 2_001, 'e_invoice')).toBe(true);
    expect(statedKdvAccepted(10_000, 20, 1_999, 'e_invoice')).toBe(true);
    expect(statedKdvAccepted(10_000, 20, 2_002, 'e_invoice')).toBe(false);
  });
});

describe('parseLiraAmount', () => {
  it('reads Turkish and English writing into kuruş', () => {
    expect(parseLiraAmount('1.234,56')).toBe(123_456);
    expect(parseLiraAmount('1234,56')).toBe(123_456);
    expect(parseLiraAmount('1234.56')).toBe(123_456);
    expect(parseLiraAmount('1,234.56')).toBe(123_456);
    expect(parseLiraAmount('1.234.567,8')).toBe(123_456_780);
    expect(parseLiraAmount('12,5')).toBe(1_250);
    expect(parseLiraAmount('0,05')).toBe(5);
    expect(parseLiraAmount('100')).toBe(10_000);
    expect(parseLiraAmount(' 1 234,56 TL')).toBe(123_456);
    expect(parseLiraAmount('₺99,90')).toBe(9_990);
  });

  it('reads a separator before three digits as grouping thousands', () => {
    expect(parseLiraAmount('1.234')).toBe(123_400);
    expect(parseLiraAmount('1,234')).toBe(123_400);
    expect(parseLiraAmount('12,345')).toBe(1_234_500);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1,2,3', '1.23.4', '1,234,5', '1.2345', '1e3', '1.234,567']) {
      expect(parseLiraAmount(text), text).toBeNull();
    }
    expect(parseLiraAmount('100.000.000.001')).toBeNull();
  });

  it('round-trips with the editing form of an amount', () => {
    for (const kurus of [0, 5, 100, 123_456, 99_999_999]) {
      expect(parseLiraAmount(kurusToLiraInput(kurus, 'tr'))).toBe(kurus);
      expect(parseLiraAmount(kurusToLiraInput(kurus, 'en'))).toBe(kurus);
    }
    expect(kurusToLiraInput(123_456, 'tr')).toBe('1234,56');
    expect(kurusToLiraInput(123_405, 'en')).toBe('1234.05');
  });
});

const entry = {
  date: '2025-03-14',
  kind: 'expense',
  counterparty_name: 'Kırtasiye A.Ş.',
  counterparty_tax_number: '1234567890',
  category: 'office_supplies',
  net_amount: 10_000,
  kdv_rate: 20,
} as const;

const problems = (body: unknown) => {
  const parsed = ZLedgerEntryRequest.safeParse(body);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('ZLedgerEntryRequest', () => {
  it('accepts an entry with a valid VKN or TCKN, or none', () => {
    expect(problems(entry)).toEqual({});
    expect(problems({ ...entry, counterparty_tax_number: '10000000146' })).toEqual({});
    expect(problems({ ...entry, counterparty_tax_number: '' })).toEqual({});
    expect(problems({ ...entry, counterparty_tax_number: null })).toEqual({});
  });

  it('names the field of each problem with its message key', () => {
    expect(problems({ ...entry, counterparty_tax_number: '1234567891' })).toEqual({
      counterparty_tax_number: 'validation.ledgerTaxNumberInvalid',
    });
    expect(problems({ ...entry, category: 'sales_goods' })).toEqual({
      category: 'validation.ledgerCategoryInvalid',
    });
    expect(problems({ ...entry, kdv_amount: 2_001 })).toEqual({ kdv_amount: 'validation.ledgerKdvMismatch' });
    expect(problems({ ...entry, kdv_amount: 2_001, source: 'e_invoice' })).toEqual({});
    expect(problems({ ...entry, date: '2025-02-30' })).toEqual({ date: 'validation.ledgerDateInvalid' });
    expect(problems({ ...entry, net_amount: 12.5 })).toEqual({
      net_amount: 'validation.ledgerAmountInvalid',
    });
    expect(problems({ ...entry, kdv_rate: 18 })).toEqual({ kdv_rate: 'validation.ledgerRateNotInForce' });
    expect(problems({ ...entry, kdv_rate: 15 })).toEqual({ kdv_rate: 'validation.invalidValue' });
    expect(problems({ ...entry, counterparty_name: '  ' })).toEqual({
      counterparty_name: 'validation.ledgerCounterpartyRequired',
    });
  });
});

describe('ZLedgerSummaryQuery', () => {
  it('takes 1 to 24 months in order', () => {
    expect(ZLedgerSummaryQuery.safeParse({ from: '2025-01', to: '2025-01' }).success).toBe(true);
    expect(ZLedgerSummaryQuery.safeParse({ from: '2024-01', to: '2025-12' }).success).toBe(true);
    expect(ZLedgerSummaryQuery.safeParse({ from: '2024-01', to: '2026-01' }).success).toBe(false);
    expect(ZLedgerSummaryQuery.safeParse({ from: '2025-02', to: '2025-01' }).success).toBe(false);
  });
});

describe('the ledger texts', () => {
  it('translate every message key and category in both languages', () => {
    for (const catalogue of Object.values(MESSAGE_CATALOGUES)) {
      for (const key of LEDGER_MESSAGE_KEYS)
        expect(catalogue.validation).toHaveProperty(key.replace('validation.', ''));
      for (const category of LEDGER_CATEGORIES)
        expect(catalogue.api).toHaveProperty([`ledger.category.${category}`]);
    }
  });
});
