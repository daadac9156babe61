import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endOfMonth,
  formatCountdown,
  hourRange,
  istanbulDay,
  istanbulTime,
  monthWeeks,
  periodRange,
  sessionsByDay,
  shiftPeriod,
  weekdayIndex,
} from './stage-time.ts';

// The browser's own zone must not matter: run these in New York.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});

describe('stage times in Istanbul', () => {
  it('reads an instant as its Istanbul day and clock time, whatever the browser’s zone', () => {
    expect(istanbulTime('2026-11-24T11:00:00.000Z')).toBe('14:00');
    expect(hourRange('2026-11-24T11:00:00.000Z', '2026-11-24T12:00:00.000Z')).toBe('14:00–15:00');
    // 22:30 UTC on the 24th is already the 25th in Istanbul.
    expect(istanbulDay('2026-11-24T22:30:00.000Z')).toBe('2026-11-25');
  });

  it('groups sessions by their Istanbul day', () => {
    const days = sessionsByDay([
      { id: 1, starts_at: '2026-11-24T06:00:00.000Z' },
      { id: 2, starts_at: '2026-11-24T14:00:00.000Z' },
      { id: 3, starts_at: '2026-11-24T21:00:00.000Z' },
    ]);
    expect([...days.keys()]).toEqual(['2026-11-24', '2026-11-25']);
    expect(days.get('2026-11-24')?.map((session) => session.id)).toEqual([1, 2]);
  });
});

describe('calendar periods', () => {
  it('starts weeks on Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-29')).toBe(6);
  });

  it('gives the month view whole weeks around the month, within the calendar’s 62 days', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(periodRange('month', '2026-11-24')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    const weeks = monthWeeks('2026-11-24');
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('gives the week view Monday to Sunday and the list the month’s days', () => {
    expect(periodRange('week', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodRange('list', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(endOfMonth('2028-02-03')).toBe('2028-02-29');
  });

  it('moves a week at a time in the week view and a month otherwise', () => {
    expect(shiftPeriod('week', '2026-11-24', 1)).toBe('2026-12-01');
    expect(shiftPeriod('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftPeriod('list', '2026-01-15', -1)).toBe('2025-12-01');
  });

  it('writes a countdown in minutes and seconds, never below zero', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(61_500)).toBe('01:02');
    expect(formatCountdown(-5000)).toBe('00:00');
  });
});
