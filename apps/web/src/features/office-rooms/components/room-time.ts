import { formatCalendarDate, TIME_ZONE, todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';

const HOURS = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** "Tuesday, 14 January 2026, 10:00–12:00": a booking's day and hours in Istanbul time. */
export function bookingWhen(booking: { starts_at: string; ends_at: string }, language: TLanguage): string {
  const start = new Date(booking.starts_at);
  const day = formatCalendarDate(todayInIstanbul(start), language);
  return `${day}, ${HOURS.format(start)}–${HOURS.format(new Date(booking.ends_at))}`;
}

/** "10:00–12:00" of a booking, Istanbul time. */
export function bookingHours(booking: { starts_at: string; ends_at: string }): string {
  return `${HOURS.format(new Date(booking.starts_at))}–${HOURS.format(new Date(booking.ends_at))}`;
}
