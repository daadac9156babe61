import { z } from 'zod';
import { pagedQuery, ZPageFields } from '../common/envelope.ts';
import { LANGUAGES } from '../common/languages.ts';
import { KDV_RATES, kdvRateInForce, LEDGER_AMOUNT_MAX } from '../ledger/ledger-amounts.ts';
import { isLedgerDate } from '../ledger/ledger-schemas.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { singleLine } from '../validation/single-line-text.ts';
import { ZSalesInvoiceDelivery } from './e-invoice-delivery.ts';
import {
  EXEMPTION_CODE_LIST,
  INVOICE_CURRENCIES,
  INVOICE_PROFILES,
  INVOICE_TYPES,
  INVOICE_UNITS,
  WITHHOLDING_CODE_LIST,
} from './invoice-codes.ts';
import { hasAtMostDecimals, invoiceFigures, parseExchangeRate } from './invoice-totals.ts';

/*
 * The company's sales invoices: a draft the customer edits, then issued under the next number of
 * its series (three letters, the year, nine digits: `ABC2026000000001`), with its PDF, its UBL-TR
 * XML and its ledger entries. An issued invoice is cancelled or returned, never edited.
 */

const INVOICE_MESSAGES = {
  dateInvalid: 'validation.ledgerDateInvalid',
  dueBeforeIssue: 'validation.invoiceDueBeforeIssue',
  amountInvalid: 'validation.ledgerAmountInvalid',
  quantityInvalid: 'validation.invoiceQuantityInvalid',
  discountInvalid: 'validation.invoiceDiscountInvalid',
  rateNotInForce: 'validation.ledgerRateNotInForce',
  exemptionRequired: 'validation.invoiceExemptionRequired',
  exemptionNotAllowed: 'validation.invoiceExemptionNotAllowed',
  withholdingWithoutKdv: 'validation.invoiceWithholdingWithoutKdv',
  exchangeRateRequired: 'validation.invoiceExchangeRateRequired',
  exchangeRateInvalid: 'validation.invoiceExchangeRateInvalid',
  exchangeRateNotAllowed: 'validation.invoiceExchangeRateNotAllowed',
  linesRequired: 'validation.invoiceLinesRequired',
  lineNameRequired: 'validation.invoiceLineNameRequired',
} as const;
export const SALES_INVOICE_MESSAGE_KEYS = Object.values(INVOICE_MESSAGES);

export const INVOICE_LINE_NAME_MAX_LENGTH = 300;
export const INVOICE_NOTE_MAX_LENGTH = 500;
export const INVOICE_LINES_MAX = 100;
/** The largest quantity a line counts (a million units). */
const QUANTITY_MAX = 1_000_000;

export const SALES_INVOICE_STATUSES = ['draft', 'issued', 'cancelled'] as const;
export type TSalesInvoiceStatus = (typeof SALES_INVOICE_STATUSES)[number];

const ZInvoiceDate = z
  .string({ error: INVOICE_MESSAGES.dateInvalid })
  .refine(isLedgerDate, INVOICE_MESSAGES.dateInvalid);

const ZAmount = z
  .number({ error: INVOICE_MESSAGES.amountInvalid })
  .int(INVOICE_MESSAGES.amountInvalid)
  .min(0, INVOICE_MESSAGES.amountInvalid)
  .max(LEDGER_AMOUNT_MAX, INVOICE_MESSAGES.amountInvalid);

const ZSalesInvoiceLineRequest = z
  .object({
    name: singleLine(
      z
        .string({ error: INVOICE_MESSAGES.lineNameRequired })
        .trim()
        .min(1, INVOICE_MESSAGES.lineNameRequired)
        .max(INVOICE_LINE_NAME_MAX_LENGTH, VALIDATION_MESSAGES.tooLong),
    ),
    /** Up to three decimals. */
    quantity: z
      .number({ error: INVOICE_MESSAGES.quantityInvalid })
      .gt(0, INVOICE_MESSAGES.quantityInvalid)
      .max(QUANTITY_MAX, INVOICE_MESSAGES.quantityInvalid)
      .refine((value) => hasAtMostDecimals(value, 3), INVOICE_MESSAGES.quantityInvalid),
    unit: z.enum(INVOICE_UNITS, { error: VALIDATION_MESSAGES.invalidValue }).default('C62'),
    /** In the invoice currency's smallest unit (kuruş, cent). */
    unit_price: ZAmount,
    /** Percent, up to two decimals. */
    discount_rate: z
      .number({ error: INVOICE_MESSAGES.discountInvalid })
      .min(0, INVOICE_MESSAGES.discountInvalid)
      .max(100, INVOICE_MESSAGES.discountInvalid)
      .refine((value) => hasAtMostDecimals(value, 2), INVOICE_MESSAGES.discountInvalid)
      .default(0),
    kdv_rate: z.literal(KDV_RATES, { error: VALIDATION_MESSAGES.invalidValue }),
    withholding_code: z
      .enum(WITHHOLDING_CODE_LIST, { error: VALIDATION_MESSAGES.invalidValue })
      .nullable()
      .default(null),
    exemption_code: z
      .enum(EXEMPTION_CODE_LIST, { error: VALIDATION_MESSAGES.invalidValue })
      .nullable()
      .default(null),
  })
  .superRefine((line, ctx) => {
    if (line.kdv_rate === 0 && line.exemption_code === null) {
      ctx.addIssue({ code: 'custom', path: ['exemption_code'], message: INVOICE_MESSAGES.exemptionRequired });
    }
    if (line.kdv_rate !== 0 && line.exemption_code !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['exemption_code'],
        message: INVOICE_MESSAGES.exemptionNotAllowed,
      });
    }
    if (line.kdv_rate === 0 && line.withholding_code !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['withholding_code'],
        message: INVOICE_MESSAGES.withholdingWithoutKdv,
      });
    }
  });

/** `POST accounts/{id}/sales-invoices`, `PUT …/{invoiceId}` (a draft only): the invoice as the customer writes it. */
export const ZSalesInvoiceRequest = z
  .object({
    counterparty_id: ZRecordId,
    issue_date: ZInvoiceDate,
    due_date: ZInvoiceDate,
    currency: z.enum(INVOICE_CURRENCIES, { error: VALIDATION_MESSAGES.invalidValue }).default('TRY'),
    /** Lira per unit of the foreign currency on the issue date (`"34.5678"`); null for TRY. */
    exchange_rate: z.string().trim().nullable().default(null),
    profile: z.enum(INVOICE_PROFILES, { error: VALIDATION_MESSAGES.invalidValue }).default('EARSIVFATURA'),
    note: z.string().trim().max(INVOICE_NOTE_MAX_LENGTH, VALIDATION_MESSAGES.tooLong).default(''),
    lines: z
      .array(ZSalesInvoiceLineRequest, { error: INVOICE_MESSAGES.linesRequired })
      .min(1, INVOICE_MESSAGES.linesRequired)
      .max(INVOICE_LINES_MAX, VALIDATION_MESSAGES.tooLong),
  })
  .superRefine((invoice, ctx) => {
    const datesValid = isLedgerDate(invoice.issue_date) && isLedgerDate(invoice.due_date);
    if (datesValid && invoice.due_date < invoice.issue_date) {
      ctx.addIssue({ code: 'custom', path: ['due_date'], message: INVOICE_MESSAGES.dueBeforeIssue });
    }
    if (invoice.currency === 'TRY' && invoice.exchange_rate !== null && invoice.exchange_rate !== '') {
      ctx.addIssue({
        code: 'custom',
        path: ['exchange_rate'],
        message: INVOICE_MESSAGES.exchangeRateNotAllowed,
      });
    }
    if (invoice.currency !== 'TRY') {
      if (invoice.exchange_rate === null || invoice.exchange_rate === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['exchange_rate'],
          message: INVOICE_MESSAGES.exchangeRateRequired,
        });
      } else if (parseExchangeRate(invoice.exchange_rate) === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['exchange_rate'],
          message: INVOICE_MESSAGES.exchangeRateInvalid,
        });
      }
    }
    invoice.lines.forEach((line, index) => {
      if (isLedgerDate(invoice.issue_date) && !kdvRateInForce(line.kdv_rate, invoice.issue_date)) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'kdv_rate'],
          message: INVOICE_MESSAGES.rateNotInForce,
        });
      }
    });
    if (invoiceFigures(invoice.lines).gross_amount > LEDGER_AMOUNT_MAX) {
      ctx.addIssue({ code: 'custom', path: ['lines'], message: INVOICE_MESSAGES.amountInvalid });
    }
  });
export type TSalesInvoiceRequest = z.input<typeof ZSalesInvoiceRequest>;
export type TSalesInvoiceBody = z.output<typeof ZSalesInvoiceRequest>;

const ZFigures = {
  net_amount: z.number().int(),
  kdv_amount: z.number().int(),
  withheld_kdv: z.number().int(),
};

const ZSalesInvoiceLine = z.object({
  name: z.string(),
  quantity: z.number(),
  unit: z.enum(INVOICE_UNITS),
  unit_price: z.number().int(),
  discount_rate: z.number(),
  kdv_rate: z.literal(KDV_RATES),
  withholding_code: z.enum(WITHHOLDING_CODE_LIST).nullable(),
  exemption_code: z.enum(EXEMPTION_CODE_LIST).nullable(),
  discount_amount: z.number().int(),
  ...ZFigures,
});
export type TSalesInvoiceLine = z.infer<typeof ZSalesInvoiceLine>;

export const ZSalesInvoice = z.object({
  id: z.number().int(),
  /** Given when issued; null for a draft. */
  number: z.string().nullable(),
  /** The ETTN: the invoice's UUID, fixed when the draft is made. */
  uuid: z.string(),
  status: z.enum(SALES_INVOICE_STATUSES),
  type: z.enum(INVOICE_TYPES),
  profile: z.enum(INVOICE_PROFILES),
  counterparty_id: z.number().int(),
  counterparty_name: z.string(),
  issue_date: z.string(),
  due_date: z.string(),
  currency: z.enum(INVOICE_CURRENCIES),
  exchange_rate: z.string().nullable(),
  note: z.string(),
  lines: z.array(ZSalesInvoiceLine),
  /**
   * In the invoice's currency's smallest unit, except `open_amount`, which is kuruş: the payable
   * amount's lira value less what was collected against it and what was returned.
   */
  totals: z.object({
    ...ZFigures,
    gross_amount: z.number().int(),
    payable_amount: z.number().int(),
    open_amount: z.number().int(),
  }),
  /** The payable amount in kuruş (the same as `payable_amount` for TRY). */
  payable_try: z.number().int(),
  /** A return invoice: the invoice it returns. */
  returns_invoice_id: z.number().int().nullable(),
  /** Past its due date with something still open (Istanbul's today). */
  overdue: z.boolean(),
  issued_at: z.iso.datetime().nullable(),
  cancelled_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  /** Its e-invoice delivery through the integrator; null until it is first sent. */
  delivery: ZSalesInvoiceDelivery.nullable(),
});
export type TSalesInvoice = z.infer<typeof ZSalesInvoice>;

const SALES_INVOICE_SORT_KEYS = ['issue_date', 'due_date', 'payable', 'number'] as const;
export const SALES_INVOICE_SORTS = SALES_INVOICE_SORT_KEYS.flatMap((key) => [key, `-${key}`] as const);
export type TSalesInvoiceSort = (typeof SALES_INVOICE_SORTS)[number];

/** `GET accounts/{id}/sales-invoices`: by status, counterparty, overdue, a search on number or name; sorted, paged. */
export const ZSalesInvoiceListQuery = pagedQuery(
  z.object({
    all: z.string().optional(),
    ...ZPageFields,
    status: z.enum(SALES_INVOICE_STATUSES, { error: VALIDATION_MESSAGES.invalidValue }).optional(),
    counterparty_id: ZRecordId.optional(),
    overdue: z.enum(['true'], { error: VALIDATION_MESSAGES.invalidValue }).optional(),
    q: z.string().trim().max(100, VALIDATION_MESSAGES.tooLong).optional(),
    sort: z.enum(SALES_INVOICE_SORTS, { error: VALIDATION_MESSAGES.invalidValue }).default('-issue_date'),
  }),
);

/** `POST …/{invoiceId}/return`: a return invoice for the whole invoice, dated `issue_date` (today by default). */
export const ZSalesInvoiceReturnRequest = z.object({
  issue_date: ZInvoiceDate.optional(),
});

/**
 * `POST …/{invoiceId}/reminder`: the language the company writes to its customer in (the mail
 * and the PDF attached to it); the portal does not know the customer's, the company does.
 */
export const ZSalesInvoiceReminderRequest = z.object({
  language: z.enum(LANGUAGES, { error: VALIDATION_MESSAGES.invalidValue }),
});

/** The reminder sent: to whom. */
export const ZSalesInvoiceReminder = z.object({ email: z.string() });

/** `GET …/{invoiceId}/pdf?lang=tr|en`. */
export const ZSalesInvoicePdfQuery = z.object({
  all: z.string().optional(),
  lang: z.enum(['tr', 'en'], { error: VALIDATION_MESSAGES.invalidValue }).optional(),
});
