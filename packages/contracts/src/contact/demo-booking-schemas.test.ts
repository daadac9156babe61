import { describe, expect, it } from 'vitest';
import { isBookableDemoDate } from './demo-booking-schemas.ts';

describe('demo booking dates', () => {
  const today = '2026-11-23'; // a Monday

  it('accepts working days from tomorrow on', () => {
    expect(isBookableDemoDate('2026-11-24', today)).toBe(true);
    expect(isBookableDemoDate('2026-11-27', today)).toBe(true);
  });

  it('refuses today, the past, weekends and dates more than 60 days ahead', () => {
    expect(isBookableDemoDate('2026-11-23', today)).toBe(false);
    expect(isBookableDemoDate('2026-11-20', today)).toBe(false);
    expect(isBookableDemoDate('2026-11-28', today)).toBe(false);
    expect(isBookableDemoDate('2026-11-29', today)).toBe(false);
    expect(isBookableDemoDate('2027-02-01', today)).toBe(false);
    expect(isBookableDemoDate('not-a-date', today)).toBe(false);
  });
});
