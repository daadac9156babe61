/**
 * The pre-accounting program's money rules, shared by the server (which decides) and the form
 * (which shows the same figures live). Amounts are integer kuruş; no floating point is used.
 *
 * The KDV rule: `kdv_amount = round-half-up(net_amount × rate / 100)` in kuruş, computed in
 * integers as `floor((net × rate + 50) / 100)` (amounts are never negative, so half up is also
 * half away from zero); `gross_amount = net_amount + kdv_amount`.
 *
 * An entry confirmed from an e-invoice keeps the KDV the invoice states when it is within
 * KDV_E_INVOICE_TOLERANCE (1 kuruş) of the rule: an invoice rounds its KDV line by line and sums
 * the lines, which may land one kuruş off the KDV of the summed net. Anything further off is not
 * the same figure and is refused, like any stated KDV of a hand-written entry that is not the
 * rule's.
 */

import { kurusToMoneyInput, MONEY_MAX_KURUS, parseMoney } from '../common/money.ts';

/** Every KDV rate an entry may carry, in percent, whichever period it was in force in. */
export const KDV_RATES = [0, 1, 8, 10, 18, 20] as const;
export type TKdvRate = (typeof KDV_RATES)[number];

export function isKdvRate(value: unknown): value is TKdvRate {
  return typeof value === 'number' && (KDV_RATES as readonly number[]).includes(value);
}

/**
 * The KDV rates in force, by the first day each set applied (Istanbul calendar dates, in order).
 * The general rates went from 18 and 8 to 20 and 10 on 10 July 2023 (Presidential Decision
 * 7346); a new set is a new row here, never an edit of the last one.
 */
export const KDV_RATE_PERIODS: readonly { from: string; rates: readonly TKdvRate[] }[] = [
  { from: '2000-01-01', rates: [0, 1, 8, 18] },
  { from: '2023-07-10', rates: [0, 1, 10, 20] },
];

/** The rates in force on a calendar date `YYYY-MM-DD`. */
export function kdvRatesOn(date: string): readonly TKdvRate[] {
  let rates = KDV_RATE_PERIODS[0]?.rates ?? [];
  for (const period of KDV_RATE_PERIODS) if (date >= period.from) rates = period.rates;
  return rates;
}

/** Whether the rate was in force on the date. */
export function kdvRateInForce(rate: number, date: string): boolean {
  return (kdvRatesOn(date) as readonly number[]).includes(rate);
}

/** How far (kuruş) an e-invoice's stated KDV may be from the rule's and still be kept. */
const KDV_E_INVOICE_TOLERANCE = 1;

/**
 * The largest amount (kuruş) an entry holds: 100 billion lira. Far above any invoice, and low
 * enough that `net × 20 + 50` stays an exact integer in a double.
 */
export const LEDGER_AMOUNT_MAX = MONEY_MAX_KURUS;

/** The rule's KDV of a net amount (kuruş) at a rate (percent), rounded half up to the kuruş. */
export function kdvOf(netAmount: number, rate: TKdvRate): number {
  if (!Number.isSafeInteger(netAmount) || netAmount < 0) throw new RangeError('net_amount');
  return Math.floor((netAmount * rate + 50) / 100);
}

export type TLedgerAmounts = { net_amount: number; kdv_amount: number; gross_amount: number };

/** Net, the rule's KDV and their sum. */
export function ledgerAmounts(netAmount: number, rate: TKdvRate): TLedgerAmounts {
  const kdv = kdvOf(netAmount, rate);
  return { net_amount: netAmount, kdv_amount: kdv, gross_amount: netAmount + kdv };
}

/**
 * Whether a stated KDV is acceptable for the net and rate: exactly the rule's for a hand-written
 * entry, within 1 kuruş of it for one confirmed from an e-invoice.
 */
export function statedKdvAccepted(
  netAmount: number,
  rate: TKdvRate,
  statedKdv: number,
  source: 'manual' | 'e_invoice',
): boolean {
  const difference = Math.abs(statedKdv - kdvOf(netAmount, rate));
  return source === 'e_invoice' ? difference <= KDV_E_INVOICE_TOLERANCE : difference === 0;
}

/**
 * The money parser of the whole portal lives in common/money.ts (`parseMoney`); the ledger's
 * names for it stay for the forms that use them.
 */
export const parseLiraAmount = parseMoney;
export const kurusToLiraInput = kurusToMoneyInput;
