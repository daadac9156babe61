import { addCalendarDays, INTL_LOCALES, TIME_ZONE } from '@portal/contracts/common/istanbul-time';
import { isoToIstanbulWallClock } from '@portal/contracts/common/istanbul-wall-clock';
import type { TLanguage } from '@portal/contracts/common/languages';

/**
 * The stages' and the calendar's dates, all in Europe/Istanbul whatever the browser's zone: an
 * instant is read through the contracts' Intl-based wall clock, and a calendar day (`YYYY-MM-DD`)
 * is moved and named as a date at noon UTC, which is the same day in Istanbul.
 */

/** The Istanbul day of an instant (`2026-11-24`). */
export function istanbulDay(iso: string): string {
  return isoToIstanbulWallClock(iso).slice(0, 10);
}

/** The Istanbul clock time of an instant (`14:00`), 24-hour in both languages. */
export function istanbulTime(iso: string): string {
  return isoToIstanbulWallClock(iso).slice(11, 16);
}

/** The Istanbul hour of an instant (14). */
export function istanbulHour(iso: string): number {
  return Number(isoToIstanbulWallClock(iso).slice(11, 13));
}

/** "14:00–15:00". */
export function hourRange(startsAt: string, endsAt: string): string {
  return `${istanbulTime(startsAt)}–${istanbulTime(endsAt)}`;
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** Monday 0 … Sunday 6: weeks start on Monday in Turkey (and in en-GB). */
export function weekdayIndex(date: string): number {
  return (noon(date).getUTCDay() + 6) % 7;
}

function startOfWeek(date: string): string {
  return addCalendarDays(date, -weekdayIndex(date));
}

function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function endOfMonth(date: string): string {
  const next = noon(startOfMonth(date));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return addCalendarDays(next.toISOString().slice(0, 10), -1);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

export const CALENDAR_VIEWS = ['month', 'week', 'list'] as const;
export type TCalendarView = (typeof CALENDAR_VIEWS)[number];

/**
 * The days a view shows around `anchor`: the month's weeks (Monday to Sunday, at most six, so
 * within the calendar's 62 days), the week, or the month's days for the list.
 */
export function periodRange(view: TCalendarView, anchor: string): { from: string; to: string } {
  if (view === 'week') {
    const from = startOfWeek(anchor);
    return { from, to: addCalendarDays(from, 6) };
  }
  if (view === 'list') return { from: startOfMonth(anchor), to: endOfMonth(anchor) };
  return {
    from: startOfWeek(startOfMonth(anchor)),
    to: addCalendarDays(startOfWeek(endOfMonth(anchor)), 6),
  };
}

/** The anchor of the previous (-1) or next (+1) period: a week on in the week view, else a month. */
export function shiftPeriod(view: TCalendarView, anchor: string, step: -1 | 1): string {
  if (view === 'week') return addCalendarDays(anchor, 7 * step);
  const moved = noon(startOfMonth(anchor));
  moved.setUTCMonth(moved.getUTCMonth() + step);
  return moved.toISOString().slice(0, 10);
}

/** The month view's rows: weeks of seven days, Monday first. */
export function monthWeeks(anchor: string): string[][] {
  const { from, to } = periodRange('month', anchor);
  const days = daysBetween(from, to);
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/** Sessions by their Istanbul day, each day's earliest first (the server's order is kept). */
export function sessionsByDay<T extends { starts_at: string }>(sessions: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const session of sessions) {
    const day = istanbulDay(session.starts_at);
    days.set(day, [...(days.get(day) ?? []), session]);
  }
  return days;
}

function format(date: string, language: TLanguage, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { timeZone: TIME_ZONE, ...options }).format(
    noon(date),
  );
}

/** "Kasım 2026", "November 2026". */
export function formatMonth(date: string, language: TLanguage): string {
  return format(date, language, { month: 'long', year: 'numeric' });
}

/** "Pzt", "Mon"; or "Pazartesi", "Monday". */
export function formatWeekday(date: string, language: TLanguage, width: 'short' | 'long'): string {
  return format(date, language, { weekday: width });
}

/** "24 Kas", "24 Nov". */
export function formatShortDate(date: string, language: TLanguage): string {
  return format(date, language, { day: 'numeric', month: 'short' });
}

/** "24 Kasım Salı", "Tuesday 24 November": a day in a list, its year given by the period. */
export function formatDayHeading(date: string, language: TLanguage): string {
  return format(date, language, { weekday: 'long', day: 'numeric', month: 'long' });
}

/** What is left of a countdown, "04:59"; never below zero. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
