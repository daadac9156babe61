import { addCalendarDays } from '@portal/contracts/common/istanbul-time';
import {
  DEMO_BOOKING_MAX_DAYS_AHEAD,
  isBookableDemoDate,
} from '@portal/contracts/contact/demo-booking-schemas';

/** The range the date picker offers: tomorrow to DEMO_BOOKING_MAX_DAYS_AHEAD days ahead. */
export function demoDateRange(today: string): { min: string; max: string } {
  return { min: addCalendarDays(today, 1), max: addCalendarDays(today, DEMO_BOOKING_MAX_DAYS_AHEAD) };
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
