import { describe, expect, it } from 'vitest';
import { AGEING_BUCKETS, ageingBucket, COLLECTION_MESSAGE_KEYS } from '../collections/collections.ts';
import { COUNTERPARTY_MESSAGE_KEYS, isBusinessPhone } from '../counterparties/counterparties.ts';
import { kdvRatesOn } from '../ledger/ledger-amounts.ts';
import { MESSAGE_CATALOGUES } from '../messages/catalogue.ts';
import { figuresByRate, invoiceFigures, lineAmounts, parseExchangeRate, toLira } from './invoice-totals.ts';
import { SALES_INVOICE_MESSAGE_KEYS, ZSalesInvoiceRequest } from './sales-invoices.ts';

describe('the KDV rates in force', () => {
  it('are 18 and 8 until 9 July 2023, 20 and 10 from the 10th', () => {
    expect(kdvRatesOn('2023-07-09')).toEqual([0, 1, 8, 18]);
    expect(kdvRatesOn('2023-07-10')).toEqual([0, 1, 10, 20]);
    expect(kdvRatesOn('2026-11-28')).toEqual([0, 1, 10, 20]);
  });
});

describe('an invoice line', () => {
  it('rounds each step half up to the smallest unit', () => {
    // 2,5 × 19,99 = 49,975 → 49,98; 12,5 % of it = 6,2475 → 6,25; net 43,73; KDV 20 % = 8,746 → 8,75.
    expect(
      lineAmounts({
        quantity: 2.5,
        unit_price: 1999,
        discount_rate: 12.5,
        kdv_rate: 20,
        withholding_code: null,
      }),
    ).toEqual({
      base_amount: 4998,
      discount_amount: 625,
      net_amount: 4373,
      kdv_amount: 875,
      withheld_kdv: 0,
    });
  });

  it('withholds the tenths of the KDV its code names', () => {
    // 603: 7/10 of 200,00 KDV.
    const amounts = lineAmounts({
      quantity: 1,
      unit_price: 100_000,
      discount_rate: 0,
      kdv_rate: 20,
      withholding_code: '603',
    });
    expect(amounts.withheld_kdv).toBe(14_000);
    const figures = invoiceFigures([
      { quantity: 1, unit_price: 100_000, discount_rate: 0, kdv_rate: 20, withholding_code: '603' },
      { quantity: 3, unit_price: 10_000, discount_rate: 0, kdv_rate: 10, withholding_code: null },
    ]);
    expect(figures).toEqual({
      net_amount: 130_000,
      kdv_amount: 23_000,
      withheld_kdv: 14_000,
      gross_amount: 153_000,
      payable_amount: 139_000,
    });
    expect(
      figuresByRate([
        { quantity: 1, unit_price: 100_000, discount_rate: 0, kdv_rate: 20, withholding_code: '603' },
        { quantity: 3, unit_price: 10_000, discount_rate: 0, kdv_rate: 10, withholding_code: null },
      ]).map((rate) => rate.kdv_rate),
    ).toEqual([10, 20]);
  });

  it('keeps a large amount exact', () => {
    const amounts = lineAmounts({
      quantity: 999_999.999,
      unit_price: 9_999_999,
      discount_rate: 0,
      kdv_rate: 20,
      withholding_code: null,
    });
    expect(amounts.base_amount).toBe(9_999_998_990_000);
  });
});

describe('an exchange rate', () => {
  it('is read in ten thousandths and converts half up', () => {
    expect(parseExchangeRate('34.5678')).toBe(345_678);
    expect(parseExchangeRate('34,5')).toBe(345_000);
    expect(parseExchangeRate('0')).toBeNull();
    expect(parseExchangeRate('1.23456')).toBeNull();
    expect(toLira(15_000, 345_678)).toBe(518_517);
  });
});

describe('the invoice request', () => {
  const base = {
    counterparty_id: 1,
    issue_date: '2026-11-16',
    due_date: '2026-12-16',
    lines: [{ name: 'Hizmet', quantity: 1, unit_price: 100, kdv_rate: 20 }],
  };
  const fields = (body: object) =>
    ZSalesInvoiceRequest.safeParse(body).error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it('holds a rate to the issue date and an exemption to 0 %', () => {
    expect(fields(base)).toEqual([]);
    expect(fields({ ...base, lines: [{ ...base.lines[0], kdv_rate: 18 }] })).toEqual(['lines.0.kdv_rate']);
    expect(fields({ ...base, lines: [{ ...base.lines[0], kdv_rate: 0 }] })).toEqual([
      'lines.0.exemption_code',
    ]);
    expect(fields({ ...base, lines: [{ ...base.lines[0], exemption_code: '301' }] })).toEqual([
      'lines.0.exemption_code',
    ]);
    expect(fields({ ...base, currency: 'USD' })).toEqual(['exchange_rate']);
    expect(fields({ ...base, exchange_rate: '30' })).toEqual(['exchange_rate']);
    expect(fields({ ...base, lines: [{ ...base.lines[0], quantity: 1.0005 }] })).toEqual([
      'lines.0.quantity',
    ]);
  });
});

describe('the trade texts and rules', () => {
  it('translate every message key in both languages', () => {
    for (const catalogue of Object.values(MESSAGE_CATALOGUES)) {
      for (const key of [
        ...SALES_INVOICE_MESSAGE_KEYS,
        ...COLLECTION_MESSAGE_KEYS,
        ...COUNTERPARTY_MESSAGE_KEYS,
      ])
        expect(catalogue.validation).toHaveProperty(key.replace('validation.', ''));
    }
  });

  it('bucket days past due at 0, 30, 60 and 90', () => {
    expect([-5, 0, 1, 30, 31, 60, 61, 90, 91].map(ageingBucket)).toEqual([
      'not_due',
      'not_due',
      'days_1_30',
      'days_1_30',
      'days_31_60',
      'days_31_60',
      'days_61_90',
      'days_61_90',
      'days_over_90',
    ]);
    expect(AGEING_BUCKETS).toHaveLength(5);
  });

  it('take a business phone as people write it', () => {
    expect(isBusinessPhone('+90 (212) 555-12-34')).toBe(true);
    expect(isBusinessPhone('+44 20 7946 0958')).toBe(true);
    expect(isBusinessPhone('12345')).toBe(false);
    expect(isBusinessPhone('call me')).toBe(false);
  });
});
