import { describe, expect, it } from 'vitest';
import { isoToIstanbulWallClock, istanbulWallClockToIso } from './istanbul-wall-clock.ts';

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
});
