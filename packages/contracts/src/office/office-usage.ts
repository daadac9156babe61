import { z } from 'zod';
import { ZPeriod } from '../documents/document-periods.ts';

/**
 * The office line as a monthly service (issue 35): each office packet states what a month
 * includes, the price list what each action costs beyond it, and the desk's work is counted as
 * usage. What is beyond the allowance is charged with the next renewal, on its own invoice lines.
 */
export const OFFICE_USAGE_KINDS = ['call', 'scan', 'forward', 'storage_day', 'room_hour'] as const;
export type TOfficeUsageKind = (typeof OFFICE_USAGE_KINDS)[number];

/**
 * How an action beyond the allowance is priced: a scanned letter per page, a forwarding per
 * shipment (standard postage included), a call each, each day an item is stored past its free
 * days. A meeting-room hour is priced by its room and paid when booked, so it has no fee here.
 */
export const OFFICE_FEE_CODES = ['call', 'scan_page', 'forward', 'storage_day'] as const;
export type TOfficeFeeCode = (typeof OFFICE_FEE_CODES)[number];

/** The fee each usage kind is charged by beyond the allowance (none: paid elsewhere). */
export const FEE_OF_USAGE: Record<TOfficeUsageKind, TOfficeFeeCode | null> = {
  call: 'call',
  scan: 'scan_page',
  forward: 'forward',
  storage_day: 'storage_day',
  room_hour: null,
};

/** A packet's monthly allowance; `storage_days` is per item: how long an item is stored free. */
export const ZOfficeAllowance = z.object({
  calls: z.number().int(),
  scans: z.number().int(),
  forwardings: z.number().int(),
  room_hours: z.number().int(),
  storage_days: z.number().int(),
});
export type TOfficeAllowance = z.infer<typeof ZOfficeAllowance>;

/** The allowance column each usage kind counts against (storage days are per item, not monthly). */
export const ALLOWANCE_OF_USAGE: Record<TOfficeUsageKind, keyof TOfficeAllowance | null> = {
  call: 'calls',
  scan: 'scans',
  forward: 'forwardings',
  storage_day: null,
  room_hour: 'room_hours',
};

/** The price list: kuruş before KDV per unit. */
const ZOfficeFee = z.object({ code: z.enum(OFFICE_FEE_CODES), unit_price: z.number().int() });

/** What an office packet includes and costs beyond it (the packet and add-on pages). */
export const ZOfficeTerms = z.object({
  product_id: z.number().int(),
  allowance: ZOfficeAllowance,
  fees: z.array(ZOfficeFee),
});
export type TOfficeTerms = z.infer<typeof ZOfficeTerms>;

export const ZOfficeUsageQuery = z.object({ period: ZPeriod.optional() });

const ZOfficeUsageLine = z.object({
  kind: z.enum(OFFICE_USAGE_KINDS),
  /** Included in the month; null where the kind has no monthly allowance (storage days). */
  allowance: z.number().int().nullable(),
  used: z.number().int(),
  beyond: z.number().int(),
  /** Kuruş before KDV: what is beyond the allowance costs, and how much of it a renewal charged. */
  beyond_amount: z.number().int(),
  charged_amount: z.number().int(),
});

/** A month of the office line (Europe/Istanbul): usage against the packet's allowance. */
export const ZOfficeUsage = z.object({
  period: ZPeriod,
  packet: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  lines: z.array(ZOfficeUsageLine),
  beyond_amount: z.number().int(),
  charged_amount: z.number().int(),
});
export type TOfficeUsage = z.infer<typeof ZOfficeUsage>;
