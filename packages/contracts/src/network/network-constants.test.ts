import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../auth/permissions.ts';
import {
  BOOTH_ITEMS_MAX,
  BOOTH_LIMITS,
  boothItemLimit,
  boothSummary,
  calendarDaysInclusive,
  calendarRangeInstants,
  defaultCalendarRange,
  holdExpiresAt,
  isBookableStart,
  isFeaturedPacket,
  isHoldLive,
  isWithinBookingWindow,
  lastBookableDate,
  mayCancelRegistration,
  mayModerateBooths,
  NETWORK_PRODUCT_CODES,
  NETWORK_SECTORS,
  SESSION_OCCUPYING_STATUSES,
  SESSION_STATUSES,
  STAGE_FIRST_START,
  STAGE_HOLD_MINUTES,
  STAGE_LAST_START,
  sessionEndsAt,
  sessionRegistrationState,
  slotState,
  stageSlotsOfDay,
} from './network-constants.ts';

const at = (iso: string) => new Date(iso);

describe('the sectors', () => {
  it('are a dozen stable slugs, "other" last', () => {
    expect(NETWORK_SECTORS).toHaveLength(12);
    expect(new Set(NETWORK_SECTORS).size).toBe(NETWORK_SECTORS.length);
    for (const sector of NETWORK_SECTORS) expect(sector).toMatch(/^[a-z_]+$/);
    expect(NETWORK_SECTORS.at(-1)).toBe('other');
  });
});

describe('stageSlotsOfDay', () => {
  it('gives the nine whole hours from 09:00 to 17:00 of an Istanbul day, as UTC instants', () => {
    const slots = stageSlotsOfDay('2026-11-24');
    expect(slots).toHaveLength(9);
    expect(slots[0]).toEqual({ starts_at: '2026-11-24T06:00:00.000Z', ends_at: '2026-11-24T07:00:00.000Z' });
    expect(slots.at(-1)).toEqual({
      starts_at: '2026-11-24T14:00:00.000Z',
      ends_at: '2026-11-24T15:00:00.000Z',
    });
    expect([STAGE_FIRST_START, STAGE_LAST_START]).toEqual(['09:00', '17:00']);
  });

  it('reads the offset from the time-zone data, not a fixed +03:00 (Turkey kept winter time until 2016)', () => {
    // 15 January 2015: Istanbul was UTC+2, so 09:00 there was 07:00 UTC.
    expect(stageSlotsOfDay('2015-01-15')[0]?.starts_at).toBe('2015-01-15T07:00:00.000Z');
    expect(stageSlotsOfDay('2015-07-15')[0]?.starts_at).toBe('2015-07-15T06:00:00.000Z');
  });

  it('gives nothing for a date that does not exist', () => {
    expect(stageSlotsOfDay('2026-02-30')).toEqual([]);
    expect(stageSlotsOfDay('24.11.2026')).toEqual([]);
  });
});

describe('isBookableStart', () => {
  it('takes a whole hour between 09:00 and 17:00 Istanbul time, in any offset', () => {
    expect(isBookableStart('2026-11-24T06:00:00Z')).toBe(true);
    expect(isBookableStart('2026-11-24T09:00:00+03:00')).toBe(true);
    expect(isBookableStart('2026-11-24T17:00:00+03:00')).toBe(true);
    expect(isBookableStart(at('2026-11-24T10:00:00.000Z'))).toBe(true);
  });

  it('refuses half hours, seconds, hours outside the opening hours, and nonsense', () => {
    expect(isBookableStart('2026-11-24T06:30:00Z')).toBe(false);
    expect(isBookableStart('2026-11-24T06:00:01Z')).toBe(false);
    expect(isBookableStart('2026-11-24T08:00:00+03:00')).toBe(false);
    expect(isBookableStart('2026-11-24T18:00:00+03:00')).toBe(false);
    expect(isBookableStart('2026-11-24T23:00:00+03:00')).toBe(false);
    expect(isBookableStart('not a time')).toBe(false);
  });
});

describe('the booking window', () => {
  const now = at('2026-11-24T05:30:00Z'); // 08:30 in Istanbul

  it('closes an hour before the session starts', () => {
    expect(isWithinBookingWindow('2026-11-24T09:00:00+03:00', now)).toBe(false);
    expect(isWithinBookingWindow('2026-11-24T10:00:00+03:00', now)).toBe(true);
    // Exactly the lead time ahead is still in time.
    expect(isWithinBookingWindow('2026-11-24T09:00:00+03:00', at('2026-11-24T05:00:00Z'))).toBe(true);
  });

  it('reaches 90 Istanbul days ahead, to the last hour of that day', () => {
    expect(lastBookableDate(now)).toBe('2027-02-22');
    expect(isWithinBookingWindow('2027-02-22T17:00:00+03:00', now)).toBe(true);
    expect(isWithinBookingWindow('2027-02-23T09:00:00+03:00', now)).toBe(false);
  });

  it('takes only bookable starts', () => {
    expect(isWithinBookingWindow('2026-11-25T10:30:00+03:00', now)).toBe(false);
  });
});

describe('holds', () => {
  const now = at('2026-11-24T10:00:00Z');

  it(`keep the hour for ${STAGE_HOLD_MINUTES} minutes`, () => {
    expect(holdExpiresAt(now).toISOString()).toBe('2026-11-24T10:15:00.000Z');
  });

  it('free the hour once their time has run out, before the job marks them expired', () => {
    expect(isHoldLive('2026-11-24T10:00:01Z', now)).toBe(true);
    expect(isHoldLive('2026-11-24T10:00:00Z', now)).toBe(false);
    expect(isHoldLive(null, now)).toBe(false);
  });

  it('and confirmed sessions are what occupy an hour', () => {
    expect(SESSION_OCCUPYING_STATUSES).toEqual(['held', 'confirmed']);
    expect(SESSION_STATUSES).toEqual(['held', 'confirmed', 'expired', 'cancelled']);
  });

  it('last an hour', () => {
    expect(sessionEndsAt('2026-11-24T06:00:00Z').toISOString()).toBe('2026-11-24T07:00:00.000Z');
  });
});

describe('slotState', () => {
  const now = at('2026-11-24T05:30:00Z');
  const later = '2026-11-24T12:00:00+03:00';

  it('is free without a session, or with an expired or cancelled one, or a hold that ran out', () => {
    expect(slotState(later, null, now)).toBe('free');
    expect(slotState(later, { status: 'expired', held_until: null }, now)).toBe('free');
    expect(slotState(later, { status: 'cancelled', held_until: null }, now)).toBe('free');
    expect(slotState(later, { status: 'held', held_until: '2026-11-24T05:29:00Z' }, now)).toBe('free');
  });

  it('is held during a live hold and booked once confirmed', () => {
    expect(slotState(later, { status: 'held', held_until: '2026-11-24T05:40:00Z' }, now)).toBe('held');
    expect(slotState(later, { status: 'confirmed', held_until: null }, now)).toBe('booked');
  });

  it('is past within the lead time, whatever occupies it', () => {
    expect(slotState('2026-11-24T09:00:00+03:00', null, now)).toBe('past');
    expect(slotState('2026-11-24T09:00:00+03:00', { status: 'confirmed', held_until: null }, now)).toBe(
      'past',
    );
  });
});

describe('registrations', () => {
  const now = at('2026-11-24T05:30:00Z');
  const session = {
    status: 'confirmed' as const,
    starts_at: '2026-11-24T07:00:00Z',
    registered: 3,
    capacity: 4,
  };

  it('are open for a confirmed session with seats that has not started', () => {
    expect(sessionRegistrationState(session, now)).toBe('open');
    expect(sessionRegistrationState({ ...session, registered: 4 }, now)).toBe('full');
  });

  it('are closed for a hold, and once the session starts', () => {
    expect(sessionRegistrationState({ ...session, status: 'held' }, now)).toBe('closed');
    expect(sessionRegistrationState(session, at('2026-11-24T07:00:00Z'))).toBe('closed');
  });

  it('may be cancelled until the session starts', () => {
    expect(mayCancelRegistration(session.starts_at, now)).toBe(true);
    expect(mayCancelRegistration(session.starts_at, at('2026-11-24T07:00:00Z'))).toBe(false);
  });
});

describe('the calendar range', () => {
  it('counts both days', () => {
    expect(calendarDaysInclusive('2026-11-01', '2026-11-01')).toBe(1);
    expect(calendarDaysInclusive('2026-11-01', '2026-12-31')).toBe(61);
    expect(calendarDaysInclusive('2026-11-02', '2026-11-01')).toBe(0);
  });

  it('covers Istanbul midnight to the midnight after the last day', () => {
    expect(calendarRangeInstants('2026-11-01', '2026-11-30')).toEqual({
      from: '2026-10-31T21:00:00.000Z',
      to: '2026-11-30T21:00:00.000Z',
    });
    expect(calendarRangeInstants('2026-11-31', '2026-12-01')).toBeNull();
  });

  it('runs from the Istanbul today for the feed', () => {
    // 23:30 UTC is already the next day in Istanbul.
    expect(defaultCalendarRange(at('2026-11-24T23:30:00Z'))).toEqual({
      from: '2026-11-25',
      to: '2027-01-25',
    });
  });
});

describe('booths', () => {
  it('show as many products and services as the packet allows', () => {
    expect(boothItemLimit(NETWORK_PRODUCT_CODES.boothStandard)).toBe(10);
    expect(boothItemLimit(NETWORK_PRODUCT_CODES.boothPremium)).toBe(BOOTH_ITEMS_MAX);
    expect(boothItemLimit(NETWORK_PRODUCT_CODES.conferenceHour)).toBe(0);
    expect(boothItemLimit(null)).toBe(0);
    expect(isFeaturedPacket(NETWORK_PRODUCT_CODES.boothPremium)).toBe(true);
    expect(isFeaturedPacket(NETWORK_PRODUCT_CODES.boothStandard)).toBe(false);
  });

  it('are summarised in the directory by their first words', () => {
    expect(boothSummary('  Kısa\n tanıtım. ')).toBe('Kısa tanıtım.');
    const long = `${'kelime '.repeat(60)}son`;
    const summary = boothSummary(long);
    expect(summary.length).toBeLessThanOrEqual(BOOTH_LIMITS.summary);
    expect(summary).toMatch(/kelime…$/);
    expect(boothSummary('x'.repeat(400)).length).toBe(BOOTH_LIMITS.summary);
  });

  it('are hidden by staff holding "show enb companies", never by a customer', () => {
    const held = [PERMISSIONS.showEnbCompanies];
    expect(mayModerateBooths('advisor', held)).toBe(true);
    expect(mayModerateBooths('admin', held)).toBe(true);
    expect(mayModerateBooths('customer', held)).toBe(false);
    expect(mayModerateBooths('admin', [])).toBe(false);
    expect(mayModerateBooths(null, held)).toBe(false);
  });
});
