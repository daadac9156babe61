import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  formatCalendarDate,
  formatIstanbulDate,
  formatIstanbulDateTime,
  todayInIstanbul,
} from './istanbul-time.ts';

describe('Istanbul time', () => {
  it('takes today from Istanbul, three hours ahead of UTC', () => {
    expect(todayInIstanbul(new Date('2026-11-23T20:59:00Z'))).toBe('2026-11-23');
    expect(todayInIstanbul(new Date('2026-11-23T21:00:00Z'))).toBe('2026-11-24');
  });

  it('moves a calendar date by whole days across a year end', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it("writes a moment as Istanbul's calendar date, not UTC's", () => {
    expect(formatIstanbulDate(new Date('2026-11-23T21:30:00Z'), 'tr')).toBe('24 Kasım 2026');
    expect(formatIstanbulDate(new Date('2026-11-23T21:30:00Z'), 'en')).toBe('24 November 2026');
  });

  it('writes a calendar date with its weekday in Turkish and English', () => {
    expect(formatCalendarDate('2026-11-24', 'tr')).toBe('24 Kasım 2026 Salı');
    expect(formatCalendarDate('2026-11-24', 'en')).toBe('Tuesday, 24 November 2026');
  });

  it('writes a moment in Istanbul time', () => {
    expect(formatIstanbulDateTime(new Date('2026-11-24T11:05:00Z'), 'tr')).toBe('24.11.2026 14:05');
  });
});
