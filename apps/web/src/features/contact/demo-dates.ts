import {
  DEMO_BOOKING_MAX_DAYS_AHEAD,
  isBookableDemoDate,
} from '@portal/contracts/contact/demo-booking-schemas';

const TIME_ZONE = 'Europe/Istanbul';

/** Today in Istanbul as YYYY-MM-DD: the booking rule counts days there, wherever the visitor is. */
export function istanbulToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The range the date picker offers: tomorrow to DEMO_BOOKING_MAX_DAYS_AHEAD days ahead. */
export function demoDateRange(today: string): { min: string; max: string } {
  return { min: addDays(today, 1), max: addDays(today, DEMO_BOOKING_MAX_DAYS_AHEAD) };
}

export type TDemoDateProblem = 'weekend' | 'outOfRange';

/** Why a date cannot be booked (the contracts' rule), or null when it can. */
export function demoDateProblem(date: string, today: string): TDemoDateProblem | null {
  if (isBookableDemoDate(date, today)) return null;
  const { min, max } = demoDateRange(today);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (date >= min && date <= max && (weekday === 0 || weekday === 6)) return 'weekend';
  return 'outOfRange';
}
