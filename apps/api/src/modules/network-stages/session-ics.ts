import { TIME_ZONE } from '@portal/contracts/common/istanbul-time';
import { createEvents, type EventAttributes } from 'ics';

export type TSessionIcsEvent = {
  id: number;
  title: string;
  speaker: string;
  description: string;
  companyName: string;
  stageName: string;
  location: string;
  startsAt: Date;
  endsAt: Date;
  /** The session's page in the portal. */
  url: string;
};

export type TSessionIcsInput = {
  calendarName: string;
  /** The host the UIDs are scoped to (APP_URL's). */
  host: string;
  /** DTSTAMP of every event: the server's clock, so one moment gives the same file. */
  now: Date;
  events: readonly TSessionIcsEvent[];
};

/**
 * Stage sessions as an iCalendar file (RFC 5545) written by the `ics` package: each a one-hour
 * event at its instant (UTC, so no calendar app misreads the offset), in a calendar marked
 * Europe/Istanbul, with a UID per session that stays the same, so a calendar app updates an event
 * instead of adding a second one. Published, both the feed and the file mailed to one person: no
 * ORGANIZER, since the presenting company has no address to write one with (RFC 5545 makes it a
 * cal-address; a name alone is no valid property) and an invitation (iTIP REQUEST) would need one
 * to answer to. The company is named in the description.
 */
export function buildSessionsIcs({ calendarName, host, now, events }: TSessionIcsInput): string {
  const attributes: EventAttributes[] = events.map((event) => {
    const base: EventAttributes = {
      uid: `network-session-${event.id}@${host}`,
      start: event.startsAt.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: event.endsAt.getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      title: event.title,
      description: [event.speaker, event.companyName, event.description, event.url]
        .filter((part) => part !== '')
        .join('\n\n'),
      location: `${event.stageName}, ${event.location}`,
      url: event.url,
      busyStatus: 'BUSY',
      status: 'CONFIRMED',
    };
    // `timestamp` (DTSTAMP) is read by the package but missing from its types.
    return { ...base, timestamp: now.getTime() };
  });
  const { error, value } = createEvents(attributes, {
    productId: '-//Firmaport//Endless Network//TR',
    method: 'PUBLISH',
    calName: calendarName,
  });
  if (error || !value) throw error ?? new Error('Could not write the calendar');
  // The calendar's time zone, for apps that show a feed's times in it (the events are UTC instants).
  return value.replace(/(X-WR-CALNAME:[^\r\n]*\r\n)/, `$1X-WR-TIMEZONE:${TIME_ZONE}\r\n`);
}
