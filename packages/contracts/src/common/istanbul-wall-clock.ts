import { TIME_ZONE } from './istanbul-time.ts';

/*
 * Istanbul's wall clock and UTC moments, converted through Intl rather than a fixed +03:00, so a
 * future change of Turkey's offset is picked up from the runtime's time-zone data. Staff type an
 * announcement's start and end as Istanbul wall-clock times (`<input type="datetime-local">`,
 * "2026-11-24T09:00") whatever their computer's time zone; the API takes ISO moments in UTC; the
 * renewals count months on Istanbul's calendar.
 */

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export type TIstanbulWallClock = {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** Istanbul's wall clock of a moment, to the second (the milliseconds are the moment's own). */
export function istanbulWallClockOf(moment: Date): TIstanbulWallClock {
  const all = parts.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(all.find((item) => item.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far Istanbul's clock is ahead of UTC at a moment, in ms. */
export function istanbulOffsetAt(utcMs: number): number {
  const wall = istanbulWallClockOf(new Date(utcMs));
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The moment at which Istanbul's clock shows a wall time, the wall time given as if it were UTC
 * (`Date.UTC(year, month, day, …)`). The offset at the guess, then at the corrected moment: right
 * on both sides of an offset change.
 */
export function istanbulWallTimeToMoment(wallAsUtcMs: number): Date {
  const first = wallAsUtcMs - istanbulOffsetAt(wallAsUtcMs);
  return new Date(wallAsUtcMs - istanbulOffsetAt(first));
}

/** "2026-11-24T09:00" in Istanbul → "2026-11-24T06:00:00.000Z"; null when it is not such a value. */
export function istanbulWallClockToIso(value: string): string | null {
  const match = WALL_CLOCK.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number);
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  if (Number.isNaN(asUtc)) return null;
  return istanbulWallTimeToMoment(asUtc).toISOString();
}

const two = (value: number) => String(value).padStart(2, '0');

/** An ISO moment → its Istanbul wall clock for a datetime-local input; '' when unreadable. */
export function isoToIstanbulWallClock(iso: string | null | undefined): string {
  if (!iso) return '';
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  const wall = istanbulWallClockOf(moment);
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}`;
}
