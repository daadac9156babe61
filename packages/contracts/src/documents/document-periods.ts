import { z } from 'zod';
import { addCalendarDays, INTL_LOCALES, todayInIstanbul } from '../common/istanbul-time.ts';
import { istanbulWallClockToIso } from '../common/istanbul-wall-clock.ts';
import type { TLanguage } from '../common/languages.ts';
import { nextWorkingDay } from '../tax-calendar/public-holidays.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';

/**
 * The months of the monthly work (documents, pre-accounting): `YYYY-MM`, in Istanbul.
 * The FAQ's deadline: a month's documents are due one week after the month ends, so the last
 * day to upload October's is 7 November, and the deadline is that day's end in Istanbul. A last
 * day on a Saturday, a Sunday or an official holiday moves to the next working day, the one rule
 * the tax calendar applies to every deadline (VUK md. 18, public-holidays.ts): 7 November 2026 is
 * a Saturday, so October 2026's documents are due on Monday 9 November.
 */
export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const ZPeriod = z.string().regex(PERIOD_PATTERN, VALIDATION_MESSAGES.invalidValue);
export type TPeriod = string;

/** Days after a month's end its documents are due (before a weekend or holiday moves the day). */
const DOCUMENTS_DUE_DAYS_AFTER_MONTH = 7;

/** The month of a `YYYY-MM-DD` calendar date. */
export const periodOfDate = (date: string): TPeriod => date.slice(0, 7);

/** This month in Istanbul. */
export const currentPeriod = (now: Date): TPeriod => periodOfDate(todayInIstanbul(now));

/** A month moved by whole months (negative: back). */
export function shiftPeriod(period: TPeriod, months: number): TPeriod {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `YYYY-MM-01` and the month's last day. */
export function periodBounds(period: TPeriod): { first: string; last: string } {
  const first = `${period}-01`;
  return { first, last: addCalendarDays(`${shiftPeriod(period, 1)}-01`, -1) };
}

/** The day the FAQ's rule gives for a month's documents, before it is moved to a working day. */
export function documentsRuleDate(period: TPeriod): string {
  return addCalendarDays(periodBounds(period).last, DOCUMENTS_DUE_DAYS_AFTER_MONTH);
}

/**
 * The last day (`YYYY-MM-DD`, Istanbul) to upload a month's documents: the rule's day, or the
 * next working day when it falls on a weekend or an official holiday.
 */
export function documentsDueDate(period: TPeriod): string {
  return nextWorkingDay(documentsRuleDate(period));
}

/** The moment a month's documents are late: the end of its due date in Istanbul. */
export function documentsDeadline(period: TPeriod): Date {
  const iso = istanbulWallClockToIso(`${addCalendarDays(documentsDueDate(period), 1)}T00:00`);
  if (!iso) throw new Error(`No deadline for ${period}`);
  return new Date(iso);
}

/**
 * The month whose documents the customer is working on now: last month until its deadline has
 * passed (on 1-7 November, October; to the 9th in 2026, when the 7th is a Saturday), then the
 * current month.
 */
export function workingPeriod(now: Date): TPeriod {
  const previous = shiftPeriod(currentPeriod(now), -1);
  return now < documentsDeadline(previous) ? previous : currentPeriod(now);
}

/** Whole calendar days from one `YYYY-MM-DD` to another (negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/** A month as people write it: "Ekim 2026", "October 2026". */
export function formatPeriod(period: TPeriod, language: TLanguage): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${period}-15T12:00:00Z`));
}
