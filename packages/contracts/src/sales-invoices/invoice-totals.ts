import { kdvOf, type TKdvRate } from '../ledger/ledger-amounts.ts';
import { type TWithholdingCode, WITHHOLDING_CODES } from './invoice-codes.ts';

/*
 * A sales invoice's figures, the server's (which stores them) and the form's (which shows them
 * live). Everything is an integer in the currency's smallest unit (kuruş, cent); a quantity is
 * counted in thousandths, a discount in hundredths of a percent, an exchange rate in ten
 * thousandths of a lira (as the Central Bank publishes it). Each rounding is half up, line by
 * line as an e-invoice is written, in BigInt so that no product loses a digit.
 */

export type TInvoiceLineFigures = {
  quantity: number;
  unit_price: number;
  discount_rate: number;
  kdv_rate: TKdvRate;
  withholding_code: TWithholdingCode | null;
};

export type TLineAmounts = {
  /** Quantity × unit price. */
  base_amount: number;
  discount_amount: number;
  /** Base less discount: the KDV's matrah. */
  net_amount: number;
  kdv_amount: number;
  /** The part of the KDV the buyer withholds (tevkifat). */
  withheld_kdv: number;
};

export type TInvoiceFigures = {
  net_amount: number;
  kdv_amount: number;
  withheld_kdv: number;
  /** Net + KDV. */
  gross_amount: number;
  /** Gross less withheld KDV: what the buyer pays the company. */
  payable_amount: number;
};

/** `numerator / denominator`, rounded half up (both non-negative). */
function roundedDivision(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** Thousandths of a quantity (`2.5` → 2500), half up past the third decimal. */
export const quantityThousandths = (quantity: number): number => Math.round(quantity * 1000);
/** Hundredths of a percent (`12.5` → 1250). */
export const discountHundredths = (rate: number): number => Math.round(rate * 100);

/** Whether a number has at most `decimals` digits after the point. */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

export function lineAmounts(line: TInvoiceLineFigures): TLineAmounts {
  const base = roundedDivision(BigInt(quantityThousandths(line.quantity)) * BigInt(line.unit_price), 1000n);
  const discount = roundedDivision(BigInt(base) * BigInt(discountHundredths(line.discount_rate)), 10_000n);
  const net = base - discount;
  const kdv = kdvOf(net, line.kdv_rate);
  const tenths = line.withholding_code ? WITHHOLDING_CODES[line.withholding_code].tenths : 0;
  return {
    base_amount: base,
    discount_amount: discount,
    net_amount: net,
    kdv_amount: kdv,
    withheld_kdv: roundedDivision(BigInt(kdv) * BigInt(tenths), 10n),
  };
}

export function invoiceFigures(lines: readonly TInvoiceLineFigures[]): TInvoiceFigures {
  const totals = { net_amount: 0, kdv_amount: 0, withheld_kdv: 0 };
  for (const line of lines) {
    const amounts = lineAmounts(line);
    totals.net_amount += amounts.net_amount;
    totals.kdv_amount += amounts.kdv_amount;
    totals.withheld_kdv += amounts.withheld_kdv;
  }
  const gross = totals.net_amount + totals.kdv_amount;
  return { ...totals, gross_amount: gross, payable_amount: gross - totals.withheld_kdv };
}

/** Net, KDV and withheld KDV per rate, in rate order: the invoice's tax subtotals and its ledger entries. */
export function figuresByRate(
  lines: readonly TInvoiceLineFigures[],
): { kdv_rate: TKdvRate; net_amount: number; kdv_amount: number; withheld_kdv: number }[] {
  const byRate = new Map<TKdvRate, { net_amount: number; kdv_amount: number; withheld_kdv: number }>();
  for (const line of lines) {
    const amounts = lineAmounts(line);
    const sums = byRate.get(line.kdv_rate) ?? { net_amount: 0, kdv_amount: 0, withheld_kdv: 0 };
    sums.net_amount += amounts.net_amount;
    sums.kdv_amount += amounts.kdv_amount;
    sums.withheld_kdv += amounts.withheld_kdv;
    byRate.set(line.kdv_rate, sums);
  }
  return [...byRate.entries()].sort(([a], [b]) => a - b).map(([kdv_rate, sums]) => ({ kdv_rate, ...sums }));
}

/** An exchange rate as written (`"34.5678"`) in ten thousandths (345678); null when it is not one. */
export function parseExchangeRate(text: string): number | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,4}))?$/.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
  return value > 0 ? value : null;
}

/** Ten thousandths back to the written rate, four decimals (`"34.5678"`). */
export function formatExchangeRate(tenThousandths: number): string {
  return `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
}

/** An amount of the invoice's currency in kuruş at the invoice's rate (ten thousandths), half up. */
export function toLira(amount: number, rateTenThousandths: number): number {
  return roundedDivision(BigInt(amount) * BigInt(rateTenThousandths), 10_000n);
}
