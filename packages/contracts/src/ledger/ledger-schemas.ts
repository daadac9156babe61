import { z } from 'zod';
import { isValidTaxNumber } from '../accounts/tax-number.ts';
import { pagedQuery, ZPageFields } from '../common/envelope.ts';
import { PERIOD_PATTERN, ZPeriod } from '../documents/document-periods.ts';
import { isValidNationalId } from '../people/national-id.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { singleLine } from '../validation/single-line-text.ts';
import {
  isKdvRate,
  KDV_RATES,
  kdvRateInForce,
  LEDGER_AMOUNT_MAX,
  statedKdvAccepted,
} from './ledger-amounts.ts';
import { categoryFitsKind, LEDGER_CATEGORIES, LEDGER_KINDS } from './ledger-categories.ts';

/** Message keys of the ledger schemas (validation texts, both languages). */
const LEDGER_MESSAGES = {
  taxNumberInvalid: 'validation.ledgerTaxNumberInvalid',
  categoryInvalid: 'validation.ledgerCategoryInvalid',
  kdvMismatch: 'validation.ledgerKdvMismatch',
  amountInvalid: 'validation.ledgerAmountInvalid',
  dateInvalid: 'validation.ledgerDateInvalid',
  counterpartyRequired: 'validation.ledgerCounterpartyRequired',
  periodRangeInvalid: 'validation.ledgerPeriodRangeInvalid',
  rateNotInForce: 'validation.ledgerRateNotInForce',
} as const;
export const LEDGER_MESSAGE_KEYS = Object.values(LEDGER_MESSAGES);

export const LEDGER_COUNTERPARTY_MAX_LENGTH = 200;
export const LEDGER_DESCRIPTION_MAX_LENGTH = 500;
/** The e-invoice XML the import reads, at most. */
export const LEDGER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** The longest span (months) a summary covers. */
const LEDGER_SUMMARY_MAX_MONTHS = 24;

/** Where a written entry may come from: by hand, or confirmed from an imported e-invoice. */
const LEDGER_SOURCES = ['manual', 'e_invoice'] as const;
/** Where a stored entry came from: also 'invoice', written by a sales invoice when issued. */
const STORED_LEDGER_SOURCES = [...LEDGER_SOURCES, 'invoice'] as const;

/** A calendar date `YYYY-MM-DD` that exists, between 2000 and 2099. */
export function isLedgerDate(value: string): boolean {
  if (!/^20\d{2}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A counterparty's VKN (10 digits) or TCKN (11 digits), each with its checksum. */
export function isCounterpartyTaxNumber(value: string): boolean {
  return value.length === 10 ? isValidTaxNumber(value) : isValidNationalId(value);
}

const ZAmount = z
  .number({ error: LEDGER_MESSAGES.amountInvalid })
  .int(LEDGER_MESSAGES.amountInvalid)
  .min(0, LEDGER_MESSAGES.amountInvalid)
  .max(LEDGER_AMOUNT_MAX, LEDGER_MESSAGES.amountInvalid);

export const ZKdvRate = z.literal(KDV_RATES, { error: VALIDATION_MESSAGES.invalidValue });
const ZLedgerKind = z.enum(LEDGER_KINDS, { error: VALIDATION_MESSAGES.invalidValue });

/**
 * `POST|PUT accounts/{id}/ledger-entries`: an entry as the customer writes it. The server works
 * out `kdv_amount` and `gross_amount` from the net and the rate (ledger-amounts.ts); a stated
 * `kdv_amount` must agree with that rule (for an e-invoice, within 1 kuruş).
 */
export const ZLedgerEntryRequest = z
  .object({
    date: z.string({ error: LEDGER_MESSAGES.dateInvalid }).refine(isLedgerDate, LEDGER_MESSAGES.dateInvalid),
    kind: ZLedgerKind,
    counterparty_name: singleLine(
      z
        .string({ error: LEDGER_MESSAGES.counterpartyRequired })
        .trim()
        .min(1, LEDGER_MESSAGES.counterpartyRequired)
        .max(LEDGER_COUNTERPARTY_MAX_LENGTH, VALIDATION_MESSAGES.tooLong),
    ),
    /** Optional (a till receipt names no number); empty means none. */
    counterparty_tax_number: z
      .string()
      .trim()
      .refine((value) => value === '' || isCounterpartyTaxNumber(value), LEDGER_MESSAGES.taxNumberInvalid)
      .nullish(),
    description: z
      .string()
      .trim()
      .max(LEDGER_DESCRIPTION_MAX_LENGTH, VALIDATION_MESSAGES.tooLong)
      .default(''),
    category: z.string({ error: LEDGER_MESSAGES.categoryInvalid }),
    net_amount: ZAmount,
    kdv_rate: ZKdvRate,
    kdv_amount: ZAmount.optional(),
    /**
     * The KDV the buyer withholds (tevkifat), left out of a stated `kdv_amount`: the seller's entry
     * of a withholding invoice holds only the KDV it collects, and the two make the rule's KDV.
     */
    withheld_kdv: ZAmount.default(0),
    paid: z.boolean().default(false),
    document_id: ZRecordId.nullish(),
    source: z.enum(LEDGER_SOURCES, { error: VALIDATION_MESSAGES.invalidValue }).default('manual'),
  })
  .superRefine((entry, ctx) => {
    if (
      isLedgerDate(entry.date) &&
      isKdvRate(entry.kdv_rate) &&
      !kdvRateInForce(entry.kdv_rate, entry.date)
    ) {
      ctx.addIssue({ code: 'custom', path: ['kdv_rate'], message: LEDGER_MESSAGES.rateNotInForce });
    }
    if (!categoryFitsKind(entry.category, entry.kind)) {
      ctx.addIssue({ code: 'custom', path: ['category'], message: LEDGER_MESSAGES.categoryInvalid });
    }
    if (
      entry.kdv_amount !== undefined &&
      isKdvRate(entry.kdv_rate) &&
      !statedKdvAccepted(
        entry.net_amount,
        entry.kdv_rate,
        entry.kdv_amount + entry.withheld_kdv,
        entry.source,
      )
    ) {
      ctx.addIssue({ code: 'custom', path: ['kdv_amount'], message: LEDGER_MESSAGES.kdvMismatch });
    }
    // A withheld part is only meaningful beside the KDV it was left out of.
    if (entry.withheld_kdv > 0 && entry.kdv_amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['withheld_kdv'], message: LEDGER_MESSAGES.kdvMismatch });
    }
  });
export type TLedgerEntryRequest = z.input<typeof ZLedgerEntryRequest>;
export type TLedgerEntryBody = z.output<typeof ZLedgerEntryRequest>;

/** An entry's own fields, as stored and as an imported invoice proposes them. */
const ZLedgerEntryFields = z.object({
  date: z.string(),
  kind: z.enum(LEDGER_KINDS),
  counterparty_name: z.string(),
  counterparty_tax_number: z.string().nullable(),
  description: z.string(),
  category: z.enum(LEDGER_CATEGORIES),
  net_amount: z.number().int(),
  kdv_rate: ZKdvRate,
  kdv_amount: z.number().int(),
  gross_amount: z.number().int(),
  paid: z.boolean(),
  document_id: z.number().int().nullable(),
});

export const ZLedgerEntry = ZLedgerEntryFields.extend({
  id: z.number().int(),
  source: z.enum(STORED_LEDGER_SOURCES),
  /** The counterparty the entry's tax number names (made on the fly when new). */
  counterparty_id: z.number().int().nullable(),
  /** The sales invoice that wrote the entry: it changes only through the invoice. */
  sales_invoice_id: z.number().int().nullable(),
  /** The entry's month is closed: the customer may not change it (staff may). */
  locked: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

/** The orders of the list: by date, gross amount or counterparty, either way (`-` descending). */
const LEDGER_SORT_KEYS = ['date', 'gross', 'counterparty'] as const;
export const LEDGER_SORTS = LEDGER_SORT_KEYS.flatMap((key) => [key, `-${key}`] as const);
export type TLedgerSort = (typeof LEDGER_SORTS)[number];
export const DEFAULT_LEDGER_SORT: TLedgerSort = '-date';

const ZScopeFields = {
  all: z.string().optional(),
  user_id: ZRecordId.optional(),
};

/** `GET accounts/{id}/ledger-entries`: one month (or all), filtered, sorted, paged. */
export const ZLedgerListQuery = pagedQuery(
  z.object({
    ...ZScopeFields,
    ...ZPageFields,
    period: ZPeriod.optional(),
    kind: ZLedgerKind.optional(),
    category: z.enum(LEDGER_CATEGORIES, { error: VALIDATION_MESSAGES.invalidValue }).optional(),
    paid: z.enum(['true', 'false'], { error: VALIDATION_MESSAGES.invalidValue }).optional(),
    sort: z.enum(LEDGER_SORTS, { error: VALIDATION_MESSAGES.invalidValue }).default(DEFAULT_LEDGER_SORT),
  }),
);

/** Months between two periods, both counted (`2025-01`..`2025-03` is 3). */
export function monthsBetween(from: string, to: string): number {
  const index = (period: string) => {
    const [year, month] = period.split('-').map(Number) as [number, number];
    return year * 12 + month;
  };
  return index(to) - index(from) + 1;
}

/** `GET accounts/{id}/ledger-summary?from=YYYY-MM&to=YYYY-MM`: at most 24 months, in order. */
export const ZLedgerSummaryQuery = z
  .object({ ...ZScopeFields, from: ZPeriod, to: ZPeriod })
  .superRefine((query, ctx) => {
    if (!PERIOD_PATTERN.test(query.from) || !PERIOD_PATTERN.test(query.to)) return;
    const months = monthsBetween(query.from, query.to);
    if (months < 1 || months > LEDGER_SUMMARY_MAX_MONTHS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: LEDGER_MESSAGES.periodRangeInvalid });
    }
  });

const ZLedgerTotals = z.object({
  income_net: z.number().int(),
  expense_net: z.number().int(),
  /** KDV on income (charged to customers). */
  kdv_collected: z.number().int(),
  /** KDV on expenses (paid to suppliers, deductible). */
  kdv_paid: z.number().int(),
  /** Collected − paid: the KDV return's estimate; negative is carried forward. */
  kdv_payable: z.number().int(),
});
export type TLedgerTotals = z.infer<typeof ZLedgerTotals>;

export const ZLedgerSummary = z.object({
  from: z.string(),
  to: z.string(),
  /** Every month of the span, in order, empty ones with zeros. */
  months: z.array(ZLedgerTotals.extend({ period: z.string(), closed: z.boolean() })),
  total: ZLedgerTotals,
  /** Expense net by category over the span, largest first. */
  expense_by_category: z.array(
    z.object({ category: z.enum(LEDGER_CATEGORIES), net_amount: z.number().int() }),
  ),
});
export type TLedgerSummary = z.infer<typeof ZLedgerSummary>;

const LEDGER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TLedgerExportFormat = (typeof LEDGER_EXPORT_FORMATS)[number];

/** `GET accounts/{id}/ledger-entries/export?period=YYYY-MM&format=csv|xlsx`. */
export const ZLedgerExportQuery = z.object({
  ...ZScopeFields,
  period: ZPeriod,
  format: z.enum(LEDGER_EXPORT_FORMATS, { error: VALIDATION_MESSAGES.invalidValue }),
});

/** `PUT accounts/{id}/ledger-periods/{period}`: staff close a month (read-only for the customer) or reopen it. */
export const ZLedgerPeriodRequest = z.object({
  closed: z.boolean({ error: VALIDATION_MESSAGES.invalidValue }),
});

export const ZLedgerPeriodState = z.object({
  period: z.string(),
  closed: z.boolean(),
  closed_at: z.iso.datetime().nullable(),
});
export type TLedgerPeriodState = z.infer<typeof ZLedgerPeriodState>;

/** The JSON body of the import: a monthly document of the company, an uploaded e-invoice XML. */
export const ZLedgerImportFromDocument = z.object({ document_id: ZRecordId });

const ZInvoiceParty = z.object({ name: z.string(), tax_number: z.string().nullable() });

/** The invoice types (cbc:InvoiceTypeCode) the import reads; any other is refused by name. */
export const LEDGER_IMPORT_INVOICE_TYPES = [
  'SATIS',
  'IADE',
  'TEVKIFAT',
  'ISTISNA',
  'IHRACKAYITLI',
  'OZELMATRAH',
  'SGK',
] as const;

/**
 * What an e-invoice says, read into entries the customer confirms (nothing is stored). Amounts
 * are TRY kuruş, an invoice in another currency converted at its own exchange rate.
 */
export const ZLedgerImportDraft = z.object({
  invoice_number: z.string(),
  /** The invoice's ETTN (cbc:UUID), which tells one imported invoice from another; null when absent. */
  uuid: z.string().nullable(),
  issue_date: z.string(),
  /** When it is to be paid (cac:PaymentMeans/cbc:PaymentDueDate); the issue date when it says none. */
  due_date: z.string(),
  /** TEMELFATURA, TICARIFATURA, EARSIVFATURA, … as the invoice names it. */
  profile: z.string().nullable(),
  /** SATIS, IADE, TEVKIFAT, … (cbc:InvoiceTypeCode). */
  invoice_type: z.enum(LEDGER_IMPORT_INVOICE_TYPES),
  /** The invoice's own currency (cbc:DocumentCurrencyCode). */
  currency: z.string(),
  /** Lira per unit of that currency, as the invoice states it (cac:PricingExchangeRate); null for TRY. */
  exchange_rate: z.string().nullable(),
  supplier: ZInvoiceParty,
  customer: ZInvoiceParty,
  lines: z.array(
    z.object({
      name: z.string(),
      quantity: z.string(),
      net_amount: z.number().int(),
      kdv_rate: z.number().int(),
      kdv_amount: z.number().int(),
      /** The GİB withholding (tevkifat) code, e.g. 602, and the KDV it withholds. */
      withholding_code: z.string().nullable(),
      withheld_kdv: z.number().int(),
      /** The GİB exemption (istisna) or special-base (özel matrah) reason code, e.g. 301, 701, 806. */
      exemption_code: z.string().nullable(),
    }),
  ),
  kdv_by_rate: z.array(
    z.object({ kdv_rate: z.number().int(), net_amount: z.number().int(), kdv_amount: z.number().int() }),
  ),
  totals: z.object({
    net_amount: z.number().int(),
    kdv_amount: z.number().int(),
    /** The KDV the buyer withholds and declares itself: the payable amount leaves it out. */
    withheld_kdv: z.number().int(),
    gross_amount: z.number().int(),
    payable_amount: z.number().int(),
  }),
  /** Income when the company issued it, expense when it was issued to the company (or unknown). */
  kind: z.enum(LEDGER_KINDS),
  /** One entry per KDV rate of the invoice, ready to POST. */
  entries: z.array(
    ZLedgerEntryFields.extend({ source: z.literal('e_invoice'), withheld_kdv: z.number().int() }),
  ),
});
export type TLedgerImportDraft = z.infer<typeof ZLedgerImportDraft>;
