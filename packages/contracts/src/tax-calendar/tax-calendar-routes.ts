import { z } from 'zod';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { LANGUAGES } from '../common/languages.ts';
import { periodBounds, shiftPeriod } from '../documents/document-periods.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { isCoveredDate, TAX_CALENDAR_COVERAGE } from './public-holidays.ts';
import { CALENDAR_COMPANY_KINDS, TAX_EVENT_KINDS } from './tax-rules.ts';

/** A calendar answers at most this many months at once (a year and a margin). */
export const TAX_CALENDAR_MAX_MONTHS = 13;
/** The feed holds the deadlines of this many months from today (to the end of the covered years). */
export const CALENDAR_FEED_MONTHS = 12;

export const TAX_CALENDAR_MESSAGES = {
  rangeReversed: 'validation.calendarRangeReversed',
  rangeTooLong: 'validation.calendarRangeTooLong',
  notCovered: 'validation.calendarNotCovered',
} as const;
export const TAX_CALENDAR_MESSAGE_KEYS = Object.values(TAX_CALENDAR_MESSAGES);

/** A `YYYY-MM-DD` date moved by whole months, the day kept or clamped to the month's last (31 Jan + 1 → 28/29 Feb). */
export function addMonthsToDate(date: string, months: number): string {
  const month = shiftPeriod(date.slice(0, 7), months);
  const last = periodBounds(month).last;
  const day = `${month}-${date.slice(8, 10)}`;
  return day > last ? last : day;
}

const ZCalendarDate = z.iso.date({ error: VALIDATION_MESSAGES.invalidValue });

/**
 * `GET accounts/{id}/calendar?from&to`: both days inside the covered years (the religious
 * holidays of other years are not known, so their dates could be wrong: refused, not guessed),
 * `to` not before `from` and at most TAX_CALENDAR_MAX_MONTHS after it.
 */
export const ZTaxCalendarQuery = ZAccountScopeQuery.extend({
  from: ZCalendarDate,
  to: ZCalendarDate,
}).superRefine((query, ctx) => {
  for (const field of ['from', 'to'] as const) {
    if (!isCoveredDate(query[field])) {
      ctx.addIssue({ code: 'custom', path: [field], message: TAX_CALENDAR_MESSAGES.notCovered });
    }
  }
  if (query.to < query.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: TAX_CALENDAR_MESSAGES.rangeReversed });
  } else if (query.to > addMonthsToDate(query.from, TAX_CALENDAR_MAX_MONTHS)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: TAX_CALENDAR_MESSAGES.rangeTooLong });
  }
});

const ZTaxCalendarEvent = z.object({
  id: z.string(),
  date: z.iso.date(),
  original_date: z.iso.date(),
  kind: z.enum(TAX_EVENT_KINDS),
  period: z.string(),
  title_key: z.string(),
  /** The title in the caller's language. */
  title: z.string(),
  source: z.string(),
  half_day: z.boolean(),
});
export type TTaxCalendarEvent = z.infer<typeof ZTaxCalendarEvent>;

const ZTaxCalendar = z.object({
  /** Which deadlines apply: from the company's packet; `unknown` shows both kinds' yearly returns. */
  company_kind: z.enum(CALENDAR_COMPANY_KINDS),
  /** The days the calendar can answer (the covered years). */
  covered: z.object({ first: z.iso.date(), last: z.iso.date() }),
  /**
   * The day the company was founded through the portal (its accountant line approved): the
   * deadlines of periods that ended before it are left out. Null when the portal does not found it
   * (a company moved to us, or no founding chosen: every period counts) or has not yet (the
   * periods from today count).
   */
  founded_on: z.iso.date().nullable(),
  events: z.array(ZTaxCalendarEvent),
});
export type TTaxCalendar = z.infer<typeof ZTaxCalendar>;

const ZCalendarFeedStatus = z.object({
  exists: z.boolean(),
  created_at: z.iso.datetime().nullable(),
});
export type TCalendarFeedStatus = z.infer<typeof ZCalendarFeedStatus>;

const ZCalendarFeedCreated = z.object({
  /** The private address, shown this once: only its hash is kept. */
  url: z.string(),
  created_at: z.iso.datetime(),
});
export type TCalendarFeedCreated = z.infer<typeof ZCalendarFeedCreated>;

const ZAccountParams = z.object({ id: ZRecordId });
const READ_NOTE =
  'Members of the company (customers and the staff serving it), and staff holding "show accounts all" with `?all` or `user_id`; anyone else 404.';
const FEED_NOTE =
  "The company's own customers only: a private link is theirs to give out (staff who reach the company get 403, anyone else 404).";

export const getTaxCalendarRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/calendar',
  tags: ['tax-calendar'],
  summary: `The company's filing and payment deadlines between \`from\` and \`to\` (YYYY-MM-DD, at most ${TAX_CALENDAR_MAX_MONTHS} months, inside ${TAX_CALENDAR_COVERAGE.first} – ${TAX_CALENDAR_COVERAGE.last}), moved to the next working day over weekends and official holidays (VUK md. 18), titled in the caller's language. ${READ_NOTE}`,
  auth: 'required',
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'read' },
  params: ZAccountParams,
  query: ZTaxCalendarQuery,
  result: ZTaxCalendar,
  failures: [401, 403, 404, 422],
});

export const getCalendarFeedRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/calendar/feed',
  tags: ['tax-calendar'],
  summary: `Whether the company has a calendar feed link, and since when (never the link itself). ${READ_NOTE}`,
  auth: 'required',
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'read' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: ZCalendarFeedStatus,
  failures: [401, 403, 404, 422],
});

export const createCalendarFeedRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/calendar/feed',
  tags: ['tax-calendar'],
  summary: `Creates the company's private calendar feed link, replacing (and so revoking) the one it had; the answer holds the link this once. ${FEED_NOTE}`,
  auth: 'required',
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'write' },
  noStore: true,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  status: 201,
  result: ZCalendarFeedCreated,
  failures: [401, 403, 404, 422],
});

export const deleteCalendarFeedRoute = defineRoute({
  method: 'DELETE',
  path: '/accounts/:id/calendar/feed',
  tags: ['tax-calendar'],
  summary: `Revokes the company's calendar feed link: it answers 404 from now on. ${FEED_NOTE}`,
  auth: 'required',
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'write' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: z.null(),
  failures: [401, 403, 404, 422],
});

/** The feed's secret: 32 random bytes in base64url (43 characters). */
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const getCalendarFeedIcsRoute = defineRoute({
  method: 'GET',
  path: '/calendar-feeds/:token.ics',
  tags: ['tax-calendar'],
  summary: `The company's deadlines of the next ${CALENDAR_FEED_MONTHS} months as an iCalendar file (text/calendar, all-day events), for a calendar app to subscribe to. No sign-in: the token in the address is the key; an unknown or revoked one answers 404. In the language of the company's owner, or \`lang\`.`,
  auth: 'none',
  access: { kind: 'public' },
  params: z.object({ token: z.string().max(100) }),
  query: z.object({ lang: z.enum(LANGUAGES).optional() }),
  result: 'file',
  failures: [404, 422, 429],
});
