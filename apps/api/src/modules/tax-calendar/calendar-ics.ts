import type { TTaxCalendarEvent } from '@portal/contracts/tax-calendar/tax-calendar-routes';
import { createEvents, type DateArray, type EventAttributes } from 'ics';

export type TCalendarIcsInput = {
  calendarName: string;
  accountId: number;
  /** The host the UIDs are scoped to (APP_URL's). */
  host: string;
  /** DTSTAMP of every event: the server's clock, so one moment gives the same file. */
  now: Date;
  events: readonly (TTaxCalendarEvent & { description: string })[];
};

const dateArray = (date: string): DateArray => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day];
};

const nextDay = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

/**
 * The deadlines as an iCalendar file (RFC 5545) written by the `ics` package: one all-day event
 * each (DTSTART;VALUE=DATE, DTEND the next day), free time (a deadline does not block the day),
 * with a UID that stays the same for the same company, deadline and period, so a calendar app
 * updates an event whose date moved instead of adding a second one.
 */
export function buildCalendarIcs({ calendarName, accountId, host, now, events }: TCalendarIcsInput): string {
  const attributes: EventAttributes[] = events.map((event) => {
    const base: EventAttributes = {
      uid: `${event.id.replace(':', '-')}.account-${accountId}@${host}`,
      start: dateArray(event.date),
      end: dateArray(nextDay(event.date)),
      title: event.title,
      description: event.description,
      busyStatus: 'FREE',
      transp: 'TRANSPARENT',
      categories: [event.kind],
    };
    // `timestamp` (DTSTAMP) is read by the package but missing from its types.
    const withStamp = { ...base, timestamp: now.getTime() };
    return withStamp;
  });
  const { error, value } = createEvents(attributes, {
    productId: '-//Firmaport//Vergi Takvimi//TR',
    method: 'PUBLISH',
    calName: calendarName,
  });
  if (error || value === null) throw error ?? new Error('Could not write the calendar');
  return value;
}
