import { z } from 'zod';
import { defineRoute } from '../http/route-contract.ts';
import { ZContactRequest, ZHoneyTime } from './contact-schemas.ts';
import { ZDemoBookingResult } from './demo-booking-result.ts';
import { DEMO_BOOKING_MAX_DAYS_AHEAD, ZDemoBookingRequest } from './demo-booking-schemas.ts';

export const getHoneyTimeRoute = defineRoute({
  method: 'GET',
  path: '/honey-time',
  tags: ['public'],
  summary: 'A signed server time for the public forms to send back as honeypot_time (opaque; never cached)',
  auth: 'none',
  access: { kind: 'public' },
  result: ZHoneyTime,
  failures: [],
});

export const sendContactMessageRoute = defineRoute({
  method: 'POST',
  path: '/contact',
  tags: ['public'],
  summary:
    'A message from the contact form: stored and mailed to staff. 5 per 10 minutes per IP; ' +
    'an automated-looking one (honeypot, timing) is refused with one generic 422',
  auth: 'none',
  access: { kind: 'public' },
  body: ZContactRequest,
  status: 201,
  result: z.null(),
  failures: [422, 429, 503],
});

export const bookDemoRoute = defineRoute({
  method: 'POST',
  path: '/appointments/demo',
  tags: ['public'],
  summary:
    `Books a demo call (a working day from tomorrow up to ${DEMO_BOOKING_MAX_DAYS_AHEAD} days ahead, ` +
    'one of the slots): stored as an appointment request, confirmed to the visitor by mail, staff ' +
    'notified. 3 per 10 minutes per IP; an automated-looking one is refused with one generic 422',
  auth: 'none',
  access: { kind: 'public' },
  body: ZDemoBookingRequest,
  status: 201,
  result: ZDemoBookingResult,
  failures: [422, 429, 503],
});
