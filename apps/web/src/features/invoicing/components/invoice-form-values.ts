import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import {
  KDV_RATE_PERIODS,
  KDV_RATES,
  kdvRatesOn,
  kurusToLiraInput,
  parseLiraAmount,
  type TKdvRate,
} from '@portal/contracts/ledger/ledger-amounts';
import {
  INVOICE_CURRENCIES,
  INVOICE_PROFILES,
  INVOICE_UNITS,
  isExemptionCode,
  isWithholdingCode,
} from '@portal/contracts/sales-invoices/invoice-codes';
import type { TInvoiceLineFigures } from '@portal/contracts/sales-invoices/invoice-totals';
import {
  type TSalesInvoice,
  type TSalesInvoiceRequest,
  ZSalesInvoiceRequest,
} from '@portal/contracts/sales-invoices/sales-invoices';
import { z } from 'zod';
import { decimalInput, parseDecimal } from './invoicing-format.ts';

/*
 * The invoice form's own shape: every figure as typed (a price in lira or the currency's unit,
 * "1.234,56" or "1234.56"; a quantity or discount "2,5" or "2.5"), codes as the selects' text ('' for
 * none). On the way out each goes through the shared parsers (an unreadable figure becomes -1,
 * which the contracts' request schema refuses with its own message), and the contracts' schema
 * decides, as the server does.
 */

const ZLineForm = z.object({
  name: z.string(),
  quantity: z.string(),
  unit: z.enum(INVOICE_UNITS),
  unit_price: z.string(),
  discount_rate: z.string(),
  kdv_rate: z.string(),
  withholding_code: z.string(),
  exemption_code: z.string(),
});
type TLineFormValues = z.input<typeof ZLineForm>;

export const ZInvoiceForm = z
  .object({
    counterparty_id: z.string(),
    issue_date: z.string(),
    due_date: z.string(),
    currency: z.enum(INVOICE_CURRENCIES),
    exchange_rate: z.string(),
    profile: z.enum(INVOICE_PROFILES),
    note: z.string(),
    lines: z.array(ZLineForm),
  })
  .transform((form): TSalesInvoiceRequest => requestOf(form))
  .pipe(ZSalesInvoiceRequest);
export type TInvoiceFormValues = z.input<typeof ZInvoiceForm>;
export type TInvoiceFormBody = z.output<typeof ZInvoiceForm>;

/** The request the form's values make (figures parsed; -1 for what cannot be read). */
function requestOf(form: TInvoiceFormValues): TSalesInvoiceRequest {
  return {
    counterparty_id: Number(form.counterparty_id) || 0,
    issue_date: form.issue_date,
    due_date: form.due_date,
    currency: form.currency,
    exchange_rate: form.currency === 'TRY' ? null : form.exchange_rate.trim(),
    profile: form.profile,
    note: form.note,
    lines: form.lines.map((line) => ({
      name: line.name,
      quantity: parseDecimal(line.quantity) ?? -1,
      unit: line.unit,
      unit_price: parseLiraAmount(line.unit_price) ?? -1,
      discount_rate: line.discount_rate.trim() === '' ? 0 : (parseDecimal(line.discount_rate) ?? -1),
      kdv_rate: rateOf(line.kdv_rate),
      withholding_code: isWithholdingCode(line.withholding_code) ? line.withholding_code : null,
      exemption_code: isExemptionCode(line.exemption_code) ? line.exemption_code : null,
    })),
  } as TSalesInvoiceRequest;
}

/** A line's figures for the live totals, or null while something in it cannot be read yet. */
export function lineFigures(line: TLineFormValues): TInvoiceLineFigures | null {
  const quantity = parseDecimal(line.quantity);
  const unitPrice = parseLiraAmount(line.unit_price);
  const discount = line.discount_rate.trim() === '' ? 0 : parseDecimal(line.discount_rate);
  if (quantity === null || quantity <= 0 || unitPrice === null || discount === null || discount > 100)
    return null;
  return {
    quantity,
    unit_price: unitPrice,
    discount_rate: discount,
    kdv_rate: rateOf(line.kdv_rate),
    withholding_code: isWithholdingCode(line.withholding_code) ? line.withholding_code : null,
  };
}

function rateOf(value: string): TKdvRate {
  const rate = Number(value);
  return KDV_RATES.find((known) => known === rate) ?? 0;
}

/** The rates in force on the issue date; an unfinished date offers today's set. */
export function ratesOfDate(date: string): readonly TKdvRate[] {
  const latest = KDV_RATE_PERIODS.at(-1)?.rates ?? KDV_RATES;
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? kdvRatesOn(date) : latest;
}

/**
 * A rate's counterpart among a date's rates: the one in the same place of the sorted set, so a
 * line at 18 % moves to 20 % when the issue date moves past 10 July 2023 (and back).
 */
export function counterpartRate(rate: TKdvRate, date: string): TKdvRate {
  const target = [...ratesOfDate(date)].sort((a, b) => a - b);
  if (target.includes(rate)) return rate;
  const source = KDV_RATE_PERIODS.find((period) => period.rates.includes(rate))?.rates ?? [];
  const index = [...source].sort((a, b) => a - b).indexOf(rate);
  return target[index] ?? target.at(-1) ?? 0;
}

export function emptyLine(issueDate: string): TLineFormValues {
  return {
    name: '',
    quantity: '1',
    unit: 'C62',
    unit_price: '',
    discount_rate: '0',
    kdv_rate: String(ratesOfDate(issueDate).at(-1) ?? 0),
    withholding_code: '',
    exemption_code: '',
  };
}

/** A new draft's values: today (Istanbul) as issue and due date, one empty line. */
export function newInvoiceValues(now: Date = new Date()): TInvoiceFormValues {
  const today = todayInIstanbul(now);
  return {
    counterparty_id: '',
    issue_date: today,
    due_date: today,
    currency: 'TRY',
    exchange_rate: '',
    profile: 'EARSIVFATURA',
    note: '',
    lines: [emptyLine(today)],
  };
}

/** A saved draft's values, the figures written back as the person's language types them. */
export function invoiceValues(invoice: TSalesInvoice, language: TLanguage): TInvoiceFormValues {
  return {
    counterparty_id: String(invoice.counterparty_id),
    issue_date: invoice.issue_date,
    due_date: invoice.due_date,
    currency: invoice.currency,
    exchange_rate: invoice.exchange_rate ?? '',
    profile: invoice.profile,
    note: invoice.note,
    lines: invoice.lines.map((line) => ({
      name: line.name,
      quantity: decimalInput(line.quantity, language),
      unit: line.unit,
      unit_price: kurusToLiraInput(line.unit_price, language),
      discount_rate: decimalInput(line.discount_rate, language),
      kdv_rate: String(line.kdv_rate),
      withholding_code: line.withholding_code ?? '',
      exemption_code: line.exemption_code ?? '',
    })),
  };
}
