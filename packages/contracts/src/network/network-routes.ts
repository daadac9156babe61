import { z } from 'zod';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { paginated } from '../common/envelope.ts';
import { defineRoute } from '../http/route-contract.ts';
import { STAFF_AREAS } from '../staff/staff-areas.ts';
import {
  BOOTH_CONTACT_RATE_LIMIT,
  BOOTH_DOCUMENT_MAX_COUNT,
  NETWORK_CALENDAR_MAX_DAYS,
  STAGE_BOOKING_MAX_DAYS_AHEAD,
  STAGE_BOOKING_MIN_LEAD_MINUTES,
  STAGE_HOLD_MINUTES,
} from './network-constants.ts';
import {
  ZBooth,
  ZBoothContactRequest,
  ZBoothDocument,
  ZBoothDocumentParams,
  ZBoothListItem,
  ZBoothListQuery,
  ZBoothLogoQuery,
  ZBoothParams,
  ZCreateBookingRequest,
  ZCreateBoothRequest,
  ZHideBoothRequest,
  ZMyBookingsQuery,
  ZNetworkCalendar,
  ZNetworkCalendarFeedQuery,
  ZNetworkCalendarQuery,
  ZSessionParams,
  ZSessionRegistration,
  ZSessionRegistrationRequest,
  ZSlot,
  ZSlotsQuery,
  ZStage,
  ZStageBooking,
  ZStageParams,
  ZStageSession,
  ZStageWithSessions,
  ZUpdateBoothRequest,
} from './network-schemas.ts';

/*
 * The Endless network's routes (issue 17). Who may call each, in its summary:
 * - READ: every signed-in user (customers of any company, and staff) reads the directory, the
 *   booths, the stages, their sessions and the calendar. A hidden booth, and a session that is not
 *   confirmed, is seen only by its company and staff: anyone else gets 404.
 * - WRITE: the company's customer members who may write (owners and members; a viewer 403), or
 *   staff holding 'show accounts all' with `?all`, acting for a customer with `user_id`. Another
 *   company: 404 (nothing leaks).
 * - MODERATE: staff holding 'show enb companies' (`mayModerateBooths`); customers 403.
 */
const READ = 'Any signed-in user.';
const WRITE =
  "The company's customer members who may write (owners and members; viewers 403), or staff holding 'show accounts all' with `?all` (`user_id` to act for a customer). Another company: 404.";
const NETWORK = { tags: ['network'], auth: 'required' } as const;

// ---------------------------------------------------------------------------------------------
// Booths

export const listBoothsRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'signedIn' },
  method: 'GET',
  path: '/network/booths',
  summary: `The directory of member companies' booths: search by name (\`q\`), filter by sector and city, or one company's booth (\`account_id\`); featured (premium) booths first, then by name, paged. Hidden booths are listed only to their company and staff. ${READ}`,
  query: ZBoothListQuery,
  result: paginated(ZBoothListItem),
  failures: [401, 422],
});

export const createBoothRoute = defineRoute({
  ...NETWORK,
  access: {
    kind: 'account',
    account: 'body.account_id',
    staffView: 'asked',
    action: 'write',
    area: STAFF_AREAS.network,
  },
  method: 'POST',
  path: '/network/booths',
  summary: `Opens the company's booth; the caller (or the customer staff act for) becomes its representative. Needs the network membership packet (409 without it); one booth per company and one per representative (409, the database's constraints, with the spec's message). ${WRITE}`,
  query: ZAccountScopeQuery,
  body: ZCreateBoothRequest,
  status: 201,
  result: ZBooth,
  failures: [401, 403, 404, 409, 422],
});

export const getBoothRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'signedIn' },
  method: 'GET',
  path: '/network/booths/:id',
  summary: `One booth (\`stand/{id}\`): description, products and services, team, brochures, the company's upcoming stage sessions. ${READ} A hidden booth: its company and staff only (404).`,
  params: ZBoothParams,
  result: ZBooth,
  failures: [401, 404, 422],
});

export const updateBoothRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'accountOfResource', staffView: 'asked', action: 'write', area: STAFF_AREAS.network },
  method: 'PUT',
  path: '/network/booths/:id',
  summary: `Edits the booth: the fields sent replace the stored ones (lists whole). More products and services than the packet shows: 422. \`representative_user_id\` hands it to another customer member of the company (409 when that person already represents a booth). ${WRITE}`,
  params: ZBoothParams,
  query: ZAccountScopeQuery,
  body: ZUpdateBoothRequest,
  result: ZBooth,
  failures: [401, 403, 404, 409, 422],
});

export const contactBoothRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'signedIn' },
  method: 'POST',
  path: '/network/booths/:id/contact',
  summary: `"Contact this company": the message is kept and mailed to the booth's representative (reply-to the sender). ${BOOTH_CONTACT_RATE_LIMIT.max} per ${BOOTH_CONTACT_RATE_LIMIT.windowMinutes} minutes per person (429); an automated-looking one (honeypot, timing) is refused with one generic 422. ${READ} A hidden booth: 404.`,
  params: ZBoothParams,
  body: ZBoothContactRequest,
  status: 201,
  result: z.null(),
  failures: [401, 404, 422, 429],
});

export const uploadBoothLogoRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'accountOfResource', staffView: 'asked', action: 'write', area: STAFF_AREAS.network },
  method: 'PUT',
  path: '/network/booths/:id/logo',
  summary: `The booth's logo: multipart/form-data, field "logo", PNG, JPEG or WebP, at most 2 MB, checked by its bytes as the profile pictures are; replaces the previous one. ${WRITE}`,
  params: ZBoothParams,
  query: ZAccountScopeQuery,
  body: 'multipart',
  result: ZBooth,
  failures: [401, 403, 404, 413, 415, 422],
});

export const deleteBoothLogoRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'accountOfResource', staffView: 'asked', action: 'write', area: STAFF_AREAS.network },
  method: 'DELETE',
  path: '/network/booths/:id/logo',
  summary: `Removes the booth's logo. ${WRITE}`,
  params: ZBoothParams,
  query: ZAccountScopeQuery,
  result: ZBooth,
  failures: [401, 403, 404, 422],
});

export const getBoothLogoRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'signedIn' },
  method: 'GET',
  path: '/network/booths/:id/logo',
  summary: `The booth's logo (image/png, image/jpeg or image/webp); 404 without one. ${READ} A hidden booth: its company and staff only.`,
  params: ZBoothParams,
  query: ZBoothLogoQuery,
  result: 'file',
  failures: [401, 404, 422],
});

export const addBoothDocumentRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'accountOfResource', staffView: 'asked', action: 'write', area: STAFF_AREAS.network },
  method: 'POST',
  path: '/network/booths/:id/documents',
  summary: `Adds a brochure: multipart/form-data with \`title\` and the PDF as \`file\` (at most 10 MB, checked by its bytes); at most ${BOOTH_DOCUMENT_MAX_COUNT} per booth (409). ${WRITE}`,
  params: ZBoothParams,
  query: ZAccountScopeQuery,
  body: 'multipart',
  status: 201,
  result: ZBoothDocument,
  failures: [401, 403, 404, 409, 413, 415, 422],
});

export const deleteBoothDocumentRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'accountOfResource', staffView: 'asked', action: 'write', area: STAFF_AREAS.network },
  method: 'DELETE',
  path: '/network/booths/:id/documents/:documentId',
  summary: `Removes a brochure and its file. ${WRITE}`,
  params: ZBoothDocumentParams,
  query: ZAccountScopeQuery,
  result: z.null(),
  failures: [401, 403, 404, 422],
});

export const getBoothDocumentRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'signedIn' },
  method: 'GET',
  path: '/network/booths/:id/documents/:documentId',
  summary: `A brochure (application/pdf), shown inline. ${READ} A hidden booth: its company and staff only.`,
  params: ZBoothDocumentParams,
  result: 'file',
  failures: [401, 404, 422],
});

export const setBoothVisibilityRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'staff' },
  method: 'PUT',
  path: '/network/booths/:id/visibility',
  summary:
    "Staff hide a booth that breaks the rules (`hidden: true` with the `reason`, mailed to the representative in their language) or show it again (`hidden: false`). Staff holding 'show enb companies' only; customers 403.",
  params: ZBoothParams,
  body: ZHideBoothRequest,
  result: ZBooth,
  failures: [401, 403, 404, 422],
});

// ---------------------------------------------------------------------------------------------
// Stages and bookings

export const listStagesRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'signedIn' },
  method: 'GET',
  path: '/network/stages',
  summary: `The seminar stages, in their order, named in the caller's language. ${READ}`,
  result: z.array(ZStage),
  failures: [401],
});

export const getStageRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'signedIn' },
  method: 'GET',
  path: '/network/stages/:id',
  summary: `A stage (\`stage/{id}\`) with its confirmed sessions still to come, earliest first; \`is_registered\` tells the caller's own registrations. ${READ}`,
  params: ZStageParams,
  result: ZStageWithSessions,
  failures: [401, 404, 422],
});

export const getStageSlotsRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'signedIn' },
  method: 'GET',
  path: '/network/stages/:id/slots',
  summary: `The bookable hours of a stage on an Istanbul day (\`date\`, YYYY-MM-DD): each free, held (an unpaid hold still live), booked, or past (starts within ${STAGE_BOOKING_MIN_LEAD_MINUTES} minutes or has started); \`is_mine\` marks the caller's companies' ones. A day more than ${STAGE_BOOKING_MAX_DAYS_AHEAD} days ahead: 422. ${READ}`,
  params: ZStageParams,
  query: ZSlotsQuery,
  result: z.array(ZSlot),
  failures: [401, 404, 422],
});

export const createStageBookingRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'account', account: 'body.account_id', staffView: 'asked', action: 'pay' },
  method: 'POST',
  path: '/network/stages/:id/bookings',
  summary: `A member company books an hour of the stage for the one-hour conference package: the answer is the hold (\`status: held\`, \`held_until\` ${STAGE_HOLD_MINUTES} minutes on) with the product and price to pay through \`POST brands/7/products/{product_id}/buy\` with \`session_id\`. An hour another company holds or booked, also at the same instant: 409 (the database's unique index); an hour too soon or too far ahead: 422; without the membership packet: 409. ${WRITE}`,
  params: ZStageParams,
  query: ZAccountScopeQuery,
  body: ZCreateBookingRequest,
  status: 201,
  result: ZStageBooking,
  failures: [401, 403, 404, 409, 422],
});

export const listMyBookingsRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'account', account: 'query.account_id', staffView: 'asked', action: 'read' },
  method: 'GET',
  path: '/network/my-bookings',
  summary: `The company's stage bookings (\`my-company-stage\`, \`stage-payment\`): its live holds and its sessions still to come, earliest first, each with the product and price to pay. The company's members and the staff who reach it (\`?all\`, \`user_id\`); another company: 404.`,
  query: ZMyBookingsQuery,
  result: z.array(ZStageBooking),
  failures: [401, 403, 404, 422],
});

// ---------------------------------------------------------------------------------------------
// Sessions and registrations

export const getSessionRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'signedIn' },
  method: 'GET',
  path: '/network/sessions/:id',
  summary: `A session. ${READ} A session that is not confirmed (held, expired, cancelled): its company and staff only (404).`,
  params: ZSessionParams,
  result: ZStageSession,
  failures: [401, 404, 422],
});

export const releaseSessionRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'accountOfResource', staffView: 'asked', action: 'pay' },
  method: 'DELETE',
  path: '/network/sessions/:id',
  summary: `The company lets an unpaid hold go before it expires: the hour is free at once (\`status: cancelled\`). A session no longer held (paid, expired, cancelled): 409. ${WRITE}`,
  params: ZSessionParams,
  query: ZAccountScopeQuery,
  result: ZStageBooking,
  failures: [401, 403, 404, 409, 422],
});

export const registerForSessionRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'signedIn' },
  method: 'POST',
  path: '/network/sessions/:id/registrations',
  summary: `The caller registers for a confirmed session that has not started; a confirmation mail with an .ics invitation follows, to the caller's own verified address (403 while it is not verified; the body names no address). The last seat holds under concurrent registrations (409 when full, the database's CHECK); registered already, not open, or too many registrations for sessions to come: 409. ${READ}`,
  params: ZSessionParams,
  body: ZSessionRegistrationRequest,
  status: 201,
  result: ZSessionRegistration,
  failures: [401, 403, 404, 409, 422],
});

export const cancelSessionRegistrationRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'signedIn' },
  method: 'DELETE',
  path: '/network/sessions/:id/registrations',
  summary: `The caller cancels their registration until the session starts (409 after, or when they hold none); the seat is free again. ${READ}`,
  params: ZSessionParams,
  result: ZStageSession,
  failures: [401, 404, 409, 422],
});

// ---------------------------------------------------------------------------------------------
// The activity calendar

export const getNetworkCalendarRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'signedIn' },
  method: 'GET',
  path: '/network/calendar',
  summary: `The activity calendar: every confirmed session on every stage between the Istanbul days \`from\` and \`to\` (YYYY-MM-DD, both included, at most ${NETWORK_CALENDAR_MAX_DAYS} days), optionally of one sector or stage, earliest first. ${READ}`,
  query: ZNetworkCalendarQuery,
  result: ZNetworkCalendar,
  failures: [401, 422],
});

export const getNetworkCalendarIcsRoute = defineRoute({
  ...NETWORK,
  access: { kind: 'signedIn' },
  method: 'GET',
  path: '/network/calendar.ics',
  summary: `The same sessions as an iCalendar file (text/calendar), in the caller's language; without \`from\` and \`to\`, today and the ${NETWORK_CALENDAR_MAX_DAYS - 1} days after it. ${READ}`,
  query: ZNetworkCalendarFeedQuery,
  result: 'file',
  failures: [401, 422],
});
