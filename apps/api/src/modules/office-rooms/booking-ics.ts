import { TIME_ZONE } from '@portal/contracts/common/istanbul-time';
import { createEvents, type EventAttributes } from 'ics';

export type TBookingIcsInput = {
  calendarName: string;
  /** The host the UID is scoped to (APP_URL's). */
  host: string;
  /** DTSTAMP: the server's clock. */
  now: Date;
  booking: {
    id: number;
    title: string;
    description: string;
    /** The office's name and address. */
    location: string;
    startsAt: Date;
    endsAt: Date;
    /** The bookings page in the portal. */
    url: string;
  };
};

/**
 * A meeting-room booking as an iCalendar file (RFC 5545, the `ics` package): one event at its
 * instants in UTC (no calendar app misreads an offset), in a calendar marked Europe/Istanbul, with
 * a UID that stays the booking's. No ORGANIZER: the portal is no person who could be replied to.
 */
export function buildBookingIcs({ calendarName, host, now, booking }: TBookingIcsInput): string {
  const event: EventAttributes = {
    uid: `meeting-room-booking-${booking.id}@${host}`,
    start: booking.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: booking.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: booking.title,
    description: booking.description,
    location: booking.location,
    url: booking.url,
    busyStatus: 'BUSY',
    status: 'CONFIRMED',
  };
  // `timestamp` (DTSTAMP) is read by the package but missing from its types.
  const stamped = { ...event, timestamp: now.getTime() };
  const { error, value } = createEvents([stamped], {
    productId: '-//Firmaport//Meeting rooms//TR',
    method: 'PUBLISH',
    calName: calendarName,
  });
  if (error || !value) throw error ?? new Error('Could not write the calendar');
  return value.replace(/(X-WR-CALNAME:[^\r\n]*\r\n)/, `$1X-WR-TIMEZONE:${TIME_ZONE}\r\n`);
}
