import { TIME_ZONE } from './istanbul-time.ts';

/**
 * Staff type an announcement's start and end as Istanbul wall-clock times (`<input
 * type="datetime-local">`, "2026-11-24T09:00"), whatever their computer's time zone; the API
 * takes ISO moments in UTC. These two convert between them through Intl, not a fixed +03:00, so
 * a future change of Turkey's offset is picked up from the browser's time-zone data.
 */

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function wallClockOf(moment: Date) {
  const all = parts.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => all.find((item) => item.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** How far Istanbul's clock is ahead of UTC at a moment, in ms. */
function offsetAt(utcMs: number): number {
  const wall = wallClockOf(new Date(utcMs));
  const asUtc = Date.UTC(
    Number(wall.year),
    Number(wall.month) - 1,
    Number(wall.day),
    Number(wall.hour),
    Number(wall.minute),
  );
  return asUtc - Math.floor(utcMs / 60_000) * 60_000;
}

/** "2026-11-24T09:00" in Istanbul → "2026-11-24T06:00:00.000Z"; null when it is not such a value. */
export function istanbulWallClockToIso(value: string): string | null {
  const match = WALL_CLOCK.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number);
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  if (Number.isNaN(asUtc)) return null;
  // The offset at the guess, then at the corrected moment: right on both sides of an offset change.
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first)).toISOString();
}

/** An ISO moment → its Istanbul wall clock for a datetime-local input; '' when unreadable. */
export function isoToIstanbulWallClock(iso: string | null | undefined): string {
  if (!iso) return '';
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  const wall = wallClockOf(moment);
  return `${wall.year}-${wall.month}-${wall.day}T${wall.hour}:${wall.minute}`;
}
