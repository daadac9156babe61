import { z } from 'zod';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { todayInIstanbul } from '../common/istanbul-time.ts';
import { currentPeriod, shiftPeriod } from '../documents/document-periods.ts';
import { LEDGER_AMOUNT_MAX } from '../ledger/ledger-amounts.ts';
import { isLedgerDate } from '../ledger/ledger-schemas.ts';
import { taxDeadline } from '../tax-calendar/tax-calendar.ts';
import type { TCalendarCompanyKind, TTaxRuleKind } from '../tax-calendar/tax-rules.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';

/*
 * The firm's half of the month (issue 33): the returns the advisor files for a company, and the
 * tax each one accrues, which the customer pays and the advisor confirms.
 */

export const TAX_RETURN_KINDS = [
  'kdv',
  'muhtasar_prim',
  'gecici_vergi',
  'gelir_vergisi',
  'kurumlar_vergisi',
  'damga',
  'ba_bs',
  'sgk',
] as const;
export type TTaxReturnKind = (typeof TAX_RETURN_KINDS)[number];

/**
 * Each kind's deadline in the tax calendar (tax-rules.ts). Damga vergisi beyannamesi has no rule
 * of its own: it is filed with the muhtasar, by its deadline.
 */
const CALENDAR_KIND: Record<TTaxReturnKind, TTaxRuleKind> = {
  kdv: 'kdv',
  muhtasar_prim: 'muhtasar',
  gecici_vergi: 'gecici',
  gelir_vergisi: 'yillik_gelir',
  kurumlar_vergisi: 'kurumlar',
  damga: 'muhtasar',
  ba_bs: 'ba_bs',
  sgk: 'sgk_prim',
};

/** The id of the tax calendar's deadline a return is filed by (`kdv:2026-10`: the calendar's event ids). */
export const calendarEventIdOf = (kind: TTaxReturnKind, period: string) => `${CALENDAR_KIND[kind]}:${period}`;

/** The kinds filed every year (`YYYY`), every quarter (`YYYY-Qn`, the first three), the others monthly. */
const YEARLY: readonly TTaxReturnKind[] = ['gelir_vergisi', 'kurumlar_vergisi'];
const QUARTERLY: readonly TTaxReturnKind[] = ['gecici_vergi'];

const PERIOD_SHAPES = {
  monthly: /^\d{4}-(0[1-9]|1[0-2])$/,
  quarterly: /^\d{4}-Q[1-3]$/,
  yearly: /^\d{4}$/,
} as const;

export function periodShapeOf(kind: TTaxReturnKind): keyof typeof PERIOD_SHAPES {
  if (YEARLY.includes(kind)) return 'yearly';
  if (QUARTERLY.includes(kind)) return 'quarterly';
  return 'monthly';
}

/** Whether `period` is written as `kind` needs it, between 2000 and 2099. */
export function isPeriodOfKind(kind: TTaxReturnKind, period: string): boolean {
  return PERIOD_SHAPES[periodShapeOf(kind)].test(period) && period.startsWith('20');
}

/** The last month (`YYYY-MM`) of a return's period. */
function lastMonthOf(period: string): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
  if (quarter) return `${quarter[1]}-${String(Number(quarter[2]) * 3).padStart(2, '0')}`;
  if (/^\d{4}$/.test(period)) return `${period}-12`;
  return period;
}

/** The day the return must be filed by (`YYYY-MM-DD`, moved to a working day as the calendar does). */
export function returnDeadline(kind: TTaxReturnKind, period: string): string {
  return taxDeadline(CALENDAR_KIND[kind], lastMonthOf(period));
}

/** A return is for a period that has begun (Istanbul): its first month is this month or earlier. */
export function periodHasBegun(kind: TTaxReturnKind, period: string, now: Date): boolean {
  const monthsBack = { monthly: 0, quarterly: 2, yearly: 11 }[periodShapeOf(kind)];
  return shiftPeriod(lastMonthOf(period), -monthsBack) <= currentPeriod(now);
}

/**
 * The returns a company of `companyKind` is due to file for the periods that ended by `now`
 * (Istanbul), whose deadline has not passed: what the daily job creates (`preparing`) so nothing
 * is forgotten. Damga is left to the advisor: it is due only in a month a taxable paper was signed.
 */
export function returnsDueAfter(
  companyKind: TCalendarCompanyKind,
  now: Date,
): { kind: TTaxReturnKind; period: string }[] {
  const today = todayInIstanbul(now);
  const lastMonth = shiftPeriod(currentPeriod(now), -1);
  const [year, month] = lastMonth.split('-').map(Number) as [number, number];
  const due: { kind: TTaxReturnKind; period: string }[] = [];
  const add = (kind: TTaxReturnKind, period: string) => {
    if (returnDeadline(kind, period) >= today) due.push({ kind, period });
  };
  const corporation = companyKind !== 'sole_proprietorship';
  const soleProprietorship = companyKind !== 'corporation';
  for (const kind of ['kdv', 'muhtasar_prim', 'sgk'] as const) add(kind, lastMonth);
  if (corporation) add('ba_bs', lastMonth);
  if (month % 3 === 0 && month < 12) add('gecici_vergi', `${year}-Q${month / 3}`);
  if (month === 12) {
    if (corporation) add('kurumlar_vergisi', String(year));
    if (soleProprietorship) add('gelir_vergisi', String(year));
  }
  return due;
}

/**
 * A return's life: the advisor prepares and files it; a return with tax to pay accrues (its
 * amount and due date, the tahakkuk fişi); the customer pays it and sends the receipt, and the
 * advisor confirms it `paid`. A return the company need not file this period is `not_required`.
 */
export const TAX_RETURN_STATUSES = ['preparing', 'filed', 'accrued', 'paid', 'not_required'] as const;
export type TTaxReturnStatus = (typeof TAX_RETURN_STATUSES)[number];

/** The moves the advisor makes with `PUT` (back one step to correct a mistake); `paid` is the confirmation's. */
export const TAX_RETURN_MOVES: Readonly<Record<TTaxReturnStatus, readonly TTaxReturnStatus[]>> = {
  preparing: ['filed', 'not_required'],
  filed: ['accrued', 'preparing'],
  accrued: ['filed'],
  paid: [],
  not_required: ['preparing'],
};

/** Days before an unpaid accrual's due date that its reminder mails go out. */
export const TAX_PAYMENT_REMINDER_DAYS = [3, 1] as const;

const TAX_RETURN_DOCUMENT_ROLES = ['return', 'accrual', 'receipt'] as const;
export type TTaxReturnDocumentRole = (typeof TAX_RETURN_DOCUMENT_ROLES)[number];
/** What staff upload; the receipt is the customer's, with the payment. */
export const STAFF_DOCUMENT_ROLES = ['return', 'accrual'] as const;

export const TAX_RETURN_NOTE_MAX_LENGTH = 1000;

/** The validation texts of the schemas (both languages, the web shows them beside the field). */
const TAX_RETURN_VALIDATION = {
  periodInvalid: 'validation.taxReturnPeriodInvalid',
  amountInvalid: 'validation.ledgerAmountInvalid',
  dateInvalid: 'validation.ledgerDateInvalid',
} as const;

/** The server's refusals and confirmations. */
export const TAX_RETURN_MESSAGES = {
  created: 'taxReturns.created',
  updated: 'taxReturns.updated',
  documentUploaded: 'taxReturns.documentUploaded',
  paymentReported: 'taxReturns.paymentReported',
  paymentConfirmed: 'taxReturns.paymentConfirmed',
  exists: 'taxReturns.exists',
  periodNotBegun: 'taxReturns.periodNotBegun',
  moveNotAllowed: 'taxReturns.moveNotAllowed',
  accrualIncomplete: 'taxReturns.accrualIncomplete',
  notAccrued: 'taxReturns.notAccrued',
  alreadyPaid: 'taxReturns.alreadyPaid',
  locked: 'taxReturns.locked',
  receiptMissing: 'taxReturns.receiptMissing',
  roleInvalid: 'taxReturns.roleInvalid',
} as const;

const ZAmountDue = z
  .number({ error: TAX_RETURN_VALIDATION.amountInvalid })
  .int(TAX_RETURN_VALIDATION.amountInvalid)
  .min(0, TAX_RETURN_VALIDATION.amountInvalid)
  .max(LEDGER_AMOUNT_MAX, TAX_RETURN_VALIDATION.amountInvalid);

const ZDay = z
  .string({ error: TAX_RETURN_VALIDATION.dateInvalid })
  .refine(isLedgerDate, TAX_RETURN_VALIDATION.dateInvalid);

const ZNote = z.string().trim().max(TAX_RETURN_NOTE_MAX_LENGTH, VALIDATION_MESSAGES.tooLong);

export const ZCreateTaxReturnRequest = z
  .object({
    kind: z.enum(TAX_RETURN_KINDS, { error: VALIDATION_MESSAGES.invalidValue }),
    period: z.string({ error: TAX_RETURN_VALIDATION.periodInvalid }),
    note: ZNote.optional(),
  })
  .refine((body) => isPeriodOfKind(body.kind, body.period), {
    path: ['period'],
    message: TAX_RETURN_VALIDATION.periodInvalid,
  });

export type TCreateTaxReturnRequest = z.input<typeof ZCreateTaxReturnRequest>;

/** The advisor's change: a move of the status, and the accrual's figures while it is not paid. */
export const ZUpdateTaxReturnRequest = z.object({
  status: z.enum(TAX_RETURN_STATUSES, { error: VALIDATION_MESSAGES.invalidValue }).optional(),
  filed_at: z.iso.datetime({ error: TAX_RETURN_VALIDATION.dateInvalid }).optional(),
  amount_due: ZAmountDue.nullable().optional(),
  due_date: ZDay.nullable().optional(),
  note: ZNote.nullable().optional(),
});

export type TUpdateTaxReturnRequest = z.input<typeof ZUpdateTaxReturnRequest>;

export const ZTaxReturnsQuery = ZAccountScopeQuery.extend({
  /** One year's returns (`YYYY`): those whose period lies in it; all otherwise, newest first. */
  year: z
    .string()
    .regex(/^20\d{2}$/, VALIDATION_MESSAGES.invalidValue)
    .optional(),
});

const ZTaxReturnDocument = z.object({
  id: z.number().int(),
  role: z.enum(TAX_RETURN_DOCUMENT_ROLES),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  created_at: z.iso.datetime(),
});
export type TTaxReturnDocument = z.infer<typeof ZTaxReturnDocument>;

export const ZTaxReturn = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  kind: z.enum(TAX_RETURN_KINDS),
  period: z.string(),
  status: z.enum(TAX_RETURN_STATUSES),
  /** The filing deadline in the tax calendar (`YYYY-MM-DD`). */
  deadline: z.string(),
  filed_at: z.iso.datetime().nullable(),
  return_document_id: z.number().int().nullable(),
  amount_due: z.number().int().nullable(),
  due_date: z.string().nullable(),
  accrual_document_id: z.number().int().nullable(),
  /** When the customer said it was paid (with the receipt), or the advisor confirmed it. */
  paid_at: z.iso.datetime().nullable(),
  receipt_document_id: z.number().int().nullable(),
  payment_confirmed_at: z.iso.datetime().nullable(),
  note: z.string().nullable(),
  documents: z.array(ZTaxReturnDocument),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TTaxReturn = z.infer<typeof ZTaxReturn>;

/** An unpaid accrual waits on the customer until the advisor confirms its payment. */
export const awaitsPayment = (taxReturn: Pick<TTaxReturn, 'status'>) => taxReturn.status === 'accrued';
