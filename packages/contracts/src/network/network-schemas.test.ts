import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LANGUAGES } from '../common/languages.ts';
import { HONEYPOT_FIELD } from '../contact/contact-schemas.ts';
import { isRouteContract } from '../http/route-contract.ts';
import { MESSAGE_CATALOGUES } from '../messages/catalogue.ts';
import { ZBuyRequest, ZCardOnFileBuyRequest } from '../payments/payment-schemas.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { BOOTH_ITEMS_MAX, BOOTH_LIMITS } from './network-constants.ts';
import {
  NETWORK_CONSTRAINT_MESSAGES,
  NETWORK_MESSAGE_KEYS,
  NETWORK_MESSAGES,
  NETWORK_VALIDATION_MESSAGE_KEYS,
  NETWORK_VALIDATION_MESSAGES,
} from './network-messages.ts';
import * as routes from './network-routes.ts';
import {
  ZBoothContactRequest,
  ZBoothListQuery,
  ZCreateBookingRequest,
  ZCreateBoothRequest,
  ZHideBoothRequest,
  ZNetworkCalendarFeedQuery,
  ZNetworkCalendarQuery,
  ZSessionRegistrationRequest,
  ZUpdateBoothRequest,
} from './network-schemas.ts';

/** The issues of a parse as `path:message`, or [] when it passes. */
function problems(schema: z.ZodType, value: unknown): string[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

const NV = NETWORK_VALIDATION_MESSAGES;
const V = VALIDATION_MESSAGES;

const booth = {
  account_id: 4,
  name: 'Anadolu Yazılım',
  sector: 'technology',
  city: 'İstanbul',
  description: 'Küçük işletmelere muhasebe yazılımı.',
};

describe('opening and editing a booth', () => {
  it('takes the issue’s fields and fills the optional ones', () => {
    expect(ZCreateBoothRequest.parse(booth)).toEqual({ ...booth, offer: '', items: [], team: [] });
  });

  it('reads an empty website as none, and refuses one that is not a web address', () => {
    expect(ZCreateBoothRequest.parse({ ...booth, website: '' }).website).toBeNull();
    expect(ZCreateBoothRequest.parse({ ...booth, website: 'https://anadolu.com.tr' }).website).toBe(
      'https://anadolu.com.tr',
    );
    expect(problems(ZCreateBoothRequest, { ...booth, website: 'javascript:alert(1)' })).toEqual([
      `website:${NV.websiteInvalid}`,
    ]);
  });

  it('holds the limits, each with its message', () => {
    expect(problems(ZCreateBoothRequest, { ...booth, name: 'x'.repeat(BOOTH_LIMITS.name + 1) })).toEqual([
      `name:${V.tooLong}`,
    ]);
    expect(problems(ZCreateBoothRequest, { ...booth, name: '  ' })).toEqual([`name:${V.required}`]);
    expect(problems(ZCreateBoothRequest, { ...booth, sector: 'mining' })).toEqual([
      `sector:${V.invalidValue}`,
    ]);
    const item = { kind: 'service', name: 'Kurulum' };
    expect(problems(ZCreateBoothRequest, { ...booth, items: Array(BOOTH_ITEMS_MAX).fill(item) })).toEqual([]);
    expect(problems(ZCreateBoothRequest, { ...booth, items: Array(BOOTH_ITEMS_MAX + 1).fill(item) })).toEqual(
      [`items:${NV.tooManyItems}`],
    );
    const person = { name: 'Ayşe Yılmaz', title: 'Kurucu' };
    expect(
      problems(ZCreateBoothRequest, { ...booth, team: Array(BOOTH_LIMITS.teamMembers + 1).fill(person) }),
    ).toEqual([`team:${NV.tooManyTeamMembers}`]);
  });

  it('edits only the fields sent, and needs one', () => {
    expect(ZUpdateBoothRequest.parse({ city: 'Ankara' })).toEqual({ city: 'Ankara' });
    expect(ZUpdateBoothRequest.parse({ representative_user_id: 9 })).toEqual({ representative_user_id: 9 });
    expect(problems(ZUpdateBoothRequest, {})).toEqual([`name:${V.required}`]);
  });

  it('pages and filters the directory', () => {
    expect(ZBoothListQuery.parse({ sector: 'food', page: '2' })).toMatchObject({ sector: 'food', page: 2 });
    expect(problems(ZBoothListQuery, { page: '9999' })).toEqual([`page:${V.pageTooDeep}`]);
  });
});

describe('contacting a booth', () => {
  const message = {
    full_name: 'Mehmet Demir',
    email: 'Mehmet@Example.com',
    message: 'Fiyat teklifi rica ediyorum.',
    honeypot_time: 'signed',
  };

  it('carries the spam guard of the landing page’s contact form, the phone optional', () => {
    expect(ZBoothContactRequest.parse(message)).toEqual({ ...message, email: 'mehmet@example.com' });
    expect(
      ZBoothContactRequest.parse({ ...message, phone: '0532 123 45 67', [HONEYPOT_FIELD]: '' }),
    ).toMatchObject({ phone: '0532 123 45 67', [HONEYPOT_FIELD]: '' });
    expect(problems(ZBoothContactRequest, { ...message, honeypot_time: undefined })).toHaveLength(1);
    expect(problems(ZBoothContactRequest, { ...message, phone: '123' })).toEqual([`phone:${V.invalidPhone}`]);
  });
});

describe('hiding a booth', () => {
  it('needs the reason to hide, not to show again', () => {
    expect(problems(ZHideBoothRequest, { hidden: true })).toEqual([`reason:${NV.hideReasonRequired}`]);
    expect(problems(ZHideBoothRequest, { hidden: true, reason: '   ' })).toEqual([
      `reason:${NV.hideReasonRequired}`,
    ]);
    expect(problems(ZHideBoothRequest, { hidden: true, reason: 'Yanıltıcı ilan' })).toEqual([]);
    expect(problems(ZHideBoothRequest, { hidden: false })).toEqual([]);
  });
});

describe('booking a stage hour', () => {
  const booking = {
    account_id: 4,
    starts_at: '2026-11-24T10:00:00+03:00',
    title: 'E-ihracata ilk adım',
    speaker: 'Ayşe Yılmaz',
  };

  it('takes a whole hour of the opening hours, with the session’s title and speaker', () => {
    expect(ZCreateBookingRequest.parse(booking)).toEqual({ ...booking, description: '' });
    expect(problems(ZCreateBookingRequest, { ...booking, starts_at: '2026-11-24T10:30:00+03:00' })).toEqual([
      `starts_at:${NV.slotNotBookable}`,
    ]);
    expect(problems(ZCreateBookingRequest, { ...booking, starts_at: '2026-11-24T19:00:00+03:00' })).toEqual([
      `starts_at:${NV.slotNotBookable}`,
    ]);
  });

  it('says only that a malformed time is malformed', () => {
    expect(problems(ZCreateBookingRequest, { ...booking, starts_at: 'tomorrow' })).toEqual([
      `starts_at:${V.invalidValue}`,
    ]);
  });

  it('pays the hold with the conference hour’s buy, naming the session', () => {
    const card = {
      card_holder_name: 'Ayşe Yılmaz',
      card_number: '4242424242424242',
      card_expire_month: '12',
      card_expire_year: '30',
      card_cvc: '123',
    };
    expect(ZBuyRequest.safeParse({ ...card, account_id: 4, session_id: 17 }).data).toMatchObject({
      session_id: 17,
    });
    expect(ZCardOnFileBuyRequest.parse({ account_id: 4, session_id: 17 })).toMatchObject({ session_id: 17 });
    expect(ZCardOnFileBuyRequest.parse({ account_id: 4 }).session_id).toBeUndefined();
  });
});

describe('registering for a session', () => {
  it('may name the attendee; the address is always the caller’s own (one in the body is dropped)', () => {
    expect(ZSessionRegistrationRequest.parse({})).toEqual({});
    expect(ZSessionRegistrationRequest.parse({ name: 'Kerem Öz', email: 'someone@example.com' })).toEqual({
      name: 'Kerem Öz',
    });
  });
});

describe('the activity calendar', () => {
  it('answers at most 62 days, in order', () => {
    expect(problems(ZNetworkCalendarQuery, { from: '2026-11-01', to: '2027-01-01' })).toEqual([]);
    expect(problems(ZNetworkCalendarQuery, { from: '2026-11-01', to: '2027-01-02' })).toEqual([
      `to:${NV.calendarRangeTooLong}`,
    ]);
    expect(problems(ZNetworkCalendarQuery, { from: '2026-11-02', to: '2026-11-01' })).toEqual([
      `to:${NV.calendarRangeReversed}`,
    ]);
    expect(problems(ZNetworkCalendarQuery, { from: '2026-11-31', to: '2026-12-01' })).toEqual([
      `from:${V.invalidValue}`,
    ]);
  });

  it('filters by sector and stage', () => {
    expect(
      ZNetworkCalendarQuery.parse({ from: '2026-11-01', to: '2026-11-30', sector: 'food', stage_id: '2' }),
    ).toMatchObject({ sector: 'food', stage_id: 2 });
  });

  it('feeds today onwards, or both days named', () => {
    expect(problems(ZNetworkCalendarFeedQuery, {})).toEqual([]);
    expect(problems(ZNetworkCalendarFeedQuery, { from: '2026-11-01' })).toEqual([`to:${V.required}`]);
  });
});

describe('the network’s messages', () => {
  it('have a text in both languages', () => {
    for (const language of LANGUAGES) {
      const { validation, api } = MESSAGE_CATALOGUES[language];
      for (const key of NETWORK_VALIDATION_MESSAGE_KEYS)
        expect(validation, `${language}: ${key}`).toHaveProperty(key.replace(/^validation\./, ''));
      for (const key of NETWORK_MESSAGE_KEYS) expect(api, `${language}: ${key}`).toHaveProperty([key]);
    }
  });

  it('say the spec’s booth rule (section 5)', () => {
    const key = NETWORK_CONSTRAINT_MESSAGES.network_booths_one_per_representative;
    expect(key).toBe(NETWORK_MESSAGES.onePerRepresentative);
    expect(MESSAGE_CATALOGUES.tr.api[key]).toBe('Bir temsilci birden fazla stant açamaz.');
    expect(MESSAGE_CATALOGUES.en.api[key]).toBe('A representative cannot open more than one booth.');
  });
});

describe('the network’s routes', () => {
  const contracts = Object.values(routes).filter(isRouteContract);

  it('live under /network, each method and path once, all behind sign-in', () => {
    const keys = contracts.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of contracts) {
      expect(route.path.startsWith('/network/')).toBe(true);
      expect(route.auth).toBe('required');
      expect(route.failures).toContain(401);
    }
  });

  it('include every route the issue names', () => {
    const keys = new Set(contracts.map((route) => `${route.method} ${route.path}`));
    for (const wanted of [
      'GET /network/booths',
      'POST /network/booths',
      'GET /network/booths/:id',
      'PUT /network/booths/:id',
      'POST /network/booths/:id/contact',
      'GET /network/stages',
      'GET /network/stages/:id',
      'GET /network/stages/:id/slots',
      'POST /network/stages/:id/bookings',
      'POST /network/sessions/:id/registrations',
      'GET /network/calendar',
      'GET /network/calendar.ics',
    ])
      expect(keys, wanted).toContain(wanted);
  });
});
