import { describe, expect, it } from 'vitest';
import { demoDateProblem, demoDateRange } from './demo-dates.ts';

describe('demo booking dates', () => {
  it('offers tomorrow up to sixty days ahead', () => {
    expect(demoDateRange('2026-11-23')).toEqual({ min: '2026-11-24', max: '2027-01-22' });
  });

  it('says a weekend is a weekend, and anything else out of range is out of range', () => {
    const monday = '2026-11-23';
    expect(demoDateProblem('2026-11-24', monday)).toBeNull();
    expect(demoDateProblem('2026-11-28', monday)).toBe('weekend');
    expect(demoDateProblem('2026-11-23', monday)).toBe('outOfRange');
    expect(demoDateProblem('2027-03-01', monday)).toBe('outOfRange');
  });
});
