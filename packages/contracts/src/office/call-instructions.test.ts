import { describe, expect, it } from 'vitest';
import { defaultCallInstructions, isOpenAt, ZCallInstructionsRequest } from './call-instructions.ts';

const hours = defaultCallInstructions('Kuzey Ticaret').business_hours;

describe('isOpenAt', () => {
  it('reads the weekday and the time in Istanbul, from opening until (not at) closing', () => {
    // Wednesday 25 November 2026; Istanbul is UTC+3 all year.
    expect(isOpenAt(hours, new Date('2026-11-25T05:59:00Z'))).toBe(false);
    expect(isOpenAt(hours, new Date('2026-11-25T06:00:00Z'))).toBe(true);
    expect(isOpenAt(hours, new Date('2026-11-25T14:59:00Z'))).toBe(true);
    expect(isOpenAt(hours, new Date('2026-11-25T15:00:00Z'))).toBe(false);
  });

  it('takes the Istanbul day: late Friday in UTC is Saturday there, closed by default', () => {
    expect(isOpenAt(hours, new Date('2026-11-27T14:00:00Z'))).toBe(true);
    expect(isOpenAt(hours, new Date('2026-11-27T21:30:00Z'))).toBe(false);
    expect(
      isOpenAt({ ...hours, sat: { open: '00:00', close: '01:00' } }, new Date('2026-11-27T21:30:00Z')),
    ).toBe(true);
  });
});

describe('ZCallInstructionsRequest', () => {
  it('accepts the defaults and refuses a day that closes before it opens, or a time not HH:MM', () => {
    const defaults = defaultCallInstructions('Kuzey Ticaret');
    expect(ZCallInstructionsRequest.safeParse(defaults).success).toBe(true);
    const reversed = ZCallInstructionsRequest.safeParse({
      ...defaults,
      business_hours: {
        ...hours,
        mon: { open: '18:00', close: '09:00' },
        tue: { open: '9:00', close: '18:00' },
      },
    });
    expect(reversed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['business_hours.mon.close', 'validation.closeBeforeOpen'],
      ['business_hours.tue.open', 'validation.timeOfDayInvalid'],
    ]);
  });
});
