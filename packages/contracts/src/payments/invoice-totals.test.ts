import { describe, expect, it } from 'vitest';
import { invoiceTotals, VAT_RATE_PERCENT } from './invoice-totals.ts';

describe('invoiceTotals', () => {
  it('adds KDV of 20 % to the sum of the lines', () => {
    expect(VAT_RATE_PERCENT).toBe(20);
    expect(
      invoiceTotals([
        { unit_price: 149_900, quantity: 1 },
        { unit_price: 25_000, quantity: 2 },
      ]),
    ).toEqual({ subtotal: 199_900, vat: 39_980, total: 239_880 });
  });

  it('rounds the KDV once, half up, on the subtotal', () => {
    // 20 % of 3 kuruş is 0.6 → 1; of 2 kuruş 0.4 → 0.
    expect(invoiceTotals([{ unit_price: 3, quantity: 1 }])).toEqual({ subtotal: 3, vat: 1, total: 4 });
    expect(invoiceTotals([{ unit_price: 1, quantity: 2 }])).toEqual({ subtotal: 2, vat: 0, total: 2 });
    // Rounding per line would give 1 + 1; once on the sum gives 1.
    expect(
      invoiceTotals([
        { unit_price: 3, quantity: 1 },
        { unit_price: 3, quantity: 1 },
      ]).vat,
    ).toBe(1);
  });

  it('is zero for no lines', () => {
    expect(invoiceTotals([])).toEqual({ subtotal: 0, vat: 0, total: 0 });
  });

  it('refuses fractions and negative amounts', () => {
    expect(() => invoiceTotals([{ unit_price: 1.5, quantity: 1 }])).toThrow(RangeError);
    expect(() => invoiceTotals([{ unit_price: -1, quantity: 1 }])).toThrow(RangeError);
    expect(() => invoiceTotals([{ unit_price: 1, quantity: 0 }])).toThrow(RangeError);
  });
});
