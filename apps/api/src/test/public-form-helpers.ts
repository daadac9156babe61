import { CONTACT_SUBJECT, type TContactRequest } from '@portal/contracts/contact/contact-schemas';
import type { TDemoBookingRequest } from '@portal/contracts/contact/demo-booking-schemas';
import { expect } from 'vitest';
import type { TTestApp } from './test-app.ts';

type TApp = TTestApp['app'];

/**
 * The clock the app reads through `app.now()`: tests move it past the honeypot's minimum
 * (or its maximum age) instead of waiting.
 */
export function testClock(startIso: string) {
  let current = Date.parse(startIso);
  return {
    now: () => new Date(current),
    advanceSeconds(seconds: number) {
      current += seconds * 1000;
    },
  };
}

let ipCounter = 0;
/** Each test from its own address, so the per-IP throttle of one test does not reach the next. */
export const freshIp = () => `203.0.113.${++ipCounter}`;

/** A honey time as the web app gets it: `GET /api/honey-time`'s result. */
export async function fetchHoneyTime(app: TApp): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/honey-time' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

let sequence = 0;
const uniqueEmail = (name: string) => `${name}${++sequence}-${Date.now()}@example.com`;

export function contactMessage(
  honeypotTime: string,
  overrides: Partial<TContactRequest> = {},
): TContactRequest {
  return {
    subject: CONTACT_SUBJECT,
    full_name: 'Elif Şahin',
    email: uniqueEmail('elif'),
    phone: '532 123 45 67',
    message: 'Merhaba,\nlimited şirket kuruluşu için hangi paketi seçmeliyim?',
    honeypot_time: honeypotTime,
    website: '',
    ...overrides,
  };
}

export function demoBooking(
  honeypotTime: string,
  overrides: Partial<TDemoBookingRequest> = {},
): TDemoBookingRequest {
  return {
    full_name: 'Burak Aydın',
    email: uniqueEmail('burak'),
    phone: '0544 765 43 21',
    company: 'Aydın Yazılım Ltd. Şti.',
    preferred_date: '2026-11-24',
    time_slot: '14:00',
    honeypot_time: honeypotTime,
    ...overrides,
  };
}

/** The seeded staff (outside production) who follow the public site's requests. */
export const STAFF_EMAILS = [
  'advisor@demo.portal.test',
  'secretary@demo.portal.test',
  'admin@demo.portal.test',
] as const;
