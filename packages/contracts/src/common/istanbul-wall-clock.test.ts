import { describe, expect, it } from 'vitest';
import {
  isoToIstanbulWallClock,
  istanbulOffsetAt,
  istanbulWallClockOf,
  istanbulWallClockToIso,
  istanbulWallTimeToMoment,
} from './istanbul-wall-clock.ts';

describe('Istanbul wall clock', () => {
  it('reads "09:00" typed by staff as 09:00 in Istanbul, i.e. 06:00 UTC', () => {
    expect(istanbulWallClockToIso('2026-11-24T09:00')).toBe('2026-11-24T06:00:00.000Z');
  });

  it('moves a late-evening time to the previous UTC day and back', () => {
    expect(istanbulWallClockToIso('2026-01-01T01:30')).toBe('2025-12-31T22:30:00.000Z');
    expect(isoToIstanbulWallClock('2025-12-31T22:30:00.000Z')).toBe('2026-01-01T01:30');
  });

  it('refuses what is not a date and time', () => {
    expect(istanbulWallClockToIso('')).toBeNull();
    expect(istanbulWallClockToIso('24.11.2026 09:00')).toBeNull();
    expect(isoToIstanbulWallClock('not a date')).toBe('');
  });

  it('reads a moment as Istanbul wall clock to the second, with the offset then in force', () => {
    const moment = new Date('2026-03-31T21:59:58.250Z');
    expect(istanbulWallClockOf(moment)).toEqual({
      year: 2026,
      month: 4,
      day: 1,
      hour: 0,
      minute: 59,
      second: 58,
    });
    expect(istanbulOffsetAt(moment.getTime())).toBe(3 * 3_600_000);
    // Before 2016 Turkey kept summer time: +02:00 in winter.
    expect(istanbulOffsetAt(Date.parse('2015-01-15T12:00:00Z'))).toBe(2 * 3_600_000);
  });

  it('finds the moment of a wall time, milliseconds kept, on both sides of an offset change', () => {
    expect(istanbulWallTimeToMoment(Date.UTC(2026, 0, 31, 10, 15, 30, 123)).toISOString()).toBe(
      '2026-01-31T07:15:30.123Z',
    );
    expect(istanbulWallTimeToMoment(Date.UTC(2015, 0, 15, 14, 0)).toISOString()).toBe(
      '2015-01-15T12:00:00.000Z',
    );
    expect(istanbulWallTimeToMoment(Date.UTC(2015, 6, 15, 15, 0)).toISOString()).toBe(
      '2015-07-15T12:00:00.000Z',
    );
  });
});
