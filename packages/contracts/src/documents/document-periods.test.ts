import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  documentsDeadline,
  documentsDueDate,
  documentsRuleDate,
  formatPeriod,
  periodBounds,
  shiftPeriod,
  workingPeriod,
  ZPeriod,
} from './document-periods.ts';

describe('document periods', () => {
  it('moves months across years', () => {
    expect(shiftPeriod('2026-12', 1)).toBe('2027-01');
    expect(shiftPeriod('2026-01', -1)).toBe('2025-12');
    expect(shiftPeriod('2026-11', -13)).toBe('2025-10');
  });

  it('knows the last day of a month, February of a leap year too', () => {
    expect(periodBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(periodBounds('2026-11').last).toBe('2026-11-30');
  });

  it('makes a month due one week after it ends, at the end of that day in Istanbul', () => {
    expect(documentsDueDate('2026-09')).toBe('2026-10-07');
    expect(documentsDueDate('2026-12')).toBe('2027-01-07');
    // 8 October 00:00 in Istanbul is 7 October 21:00 UTC.
    expect(documentsDeadline('2026-09').toISOString()).toBe('2026-10-07T21:00:00.000Z');
  });

  it('moves a last day on a weekend to the next working day, as the tax calendar does (VUK md. 18)', () => {
    // Saturday 7 November 2026 → Monday 9 November; Sunday 7 June 2026 → Monday 8 June.
    expect(documentsRuleDate('2026-10')).toBe('2026-11-07');
    expect(documentsDueDate('2026-10')).toBe('2026-11-09');
    expect(documentsDueDate('2026-05')).toBe('2026-06-08');
    expect(documentsDeadline('2026-10').toISOString()).toBe('2026-11-09T21:00:00.000Z');
  });

  it('works on last month until its deadline, then on this month', () => {
    expect(workingPeriod(new Date('2026-10-07T20:59:59Z'))).toBe('2026-09');
    expect(workingPeriod(new Date('2026-10-07T21:00:00Z'))).toBe('2026-10');
    // October 2026's documents are due on Monday 9 November (the 7th is a Saturday).
    expect(workingPeriod(new Date('2026-11-08T12:00:00Z'))).toBe('2026-10');
    expect(workingPeriod(new Date('2026-11-09T21:00:00Z'))).toBe('2026-11');
    // 1 December 01:00 in Istanbul is still 30 November in UTC: December's first day.
    expect(workingPeriod(new Date('2026-11-30T22:00:00Z'))).toBe('2026-11');
  });

  it('accepts only YYYY-MM', () => {
    expect(ZPeriod.safeParse('2026-11').success).toBe(true);
    expect(ZPeriod.safeParse('2026-13').success).toBe(false);
    expect(ZPeriod.safeParse('2026-1').success).toBe(false);
  });

  it('counts calendar days between dates, across months and backwards', () => {
    expect(calendarDaysBetween('2026-11-04', '2026-11-07')).toBe(3);
    expect(calendarDaysBetween('2026-12-31', '2027-01-07')).toBe(7);
    expect(calendarDaysBetween('2026-11-08', '2026-11-07')).toBe(-1);
  });

  it('names a month in both languages', () => {
    expect(formatPeriod('2026-10', 'tr')).toBe('Ekim 2026');
    expect(formatPeriod('2026-10', 'en')).toBe('October 2026');
  });
});
