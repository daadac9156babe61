import { z } from 'zod';
import { ZAccountParams } from '../accounts/account-routes.ts';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { PERMISSIONS } from '../auth/permissions.ts';
import { paginated } from '../common/envelope.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { STAFF_AREAS } from '../staff/staff-areas.ts';
import {
  ZCallDesk,
  ZCallListQuery,
  ZOfficeCall,
  ZRecordCallRequest,
  ZUnreadCalls,
  ZUpdateCallRequest,
} from './office-calls.ts';
import { ZOfficeQueueItem, ZShipment, ZShipmentRequest } from './office-shipments.ts';

const ACCESS =
  "The company's members with 'show calls' (calls) or 'show shipment-tracking' (mail) read; its secretary or advisor (or staff holding 'show accounts all' with `?all`) record. Another company: 404.";
const CALLS = { tags: ['office'], auth: 'required' } as const;

/** The call log: a customer holding 'show calls', the staff serving the company's office line. */
const CALL_READERS = {
  kind: 'account',
  account: 'params.id',
  customerPermission: PERMISSIONS.showCalls,
  staffView: 'asked',
  area: STAFF_AREAS.officeCalls,
} as const;

/** The mail: a customer holding 'show shipment-tracking', the staff serving the company's office line. */
const MAIL_READERS = {
  kind: 'account',
  account: 'params.id',
  customerPermission: PERMISSIONS.showShipmentTracking,
  staffView: 'asked',
  area: STAFF_AREAS.officeMail,
} as const;

const ZCallParams = z.object({ id: ZRecordId, callId: ZRecordId });
const ZShipmentParams = z.object({ id: ZRecordId, shipmentId: ZRecordId });

export const listCallsRoute = defineRoute({
  ...CALLS,
  access: { ...CALL_READERS, action: 'seeOffice' },
  method: 'GET',
  path: '/accounts/:id/calls',
  summary: `The company's call log, newest first, with filters (outcome, unread, Istanbul days, text). ${ACCESS}`,
  params: ZAccountParams,
  query: ZCallListQuery,
  result: paginated(ZOfficeCall),
  failures: [401, 403, 404, 422],
});

export const recordCallRoute = defineRoute({
  ...CALLS,
  access: {
    kind: 'account',
    account: 'params.id',
    callers: 'staff',
    staffView: 'asked',
    action: 'read',
    area: STAFF_AREAS.officeCalls,
  },
  method: 'POST',
  path: '/accounts/:id/calls',
  summary: `A secretary records a call to the company's line; its customers get an in-app notification, and a mail and/or an SMS as the company's call instructions choose (an urgent call always both; an ordinary call's SMS within the phone's SMS budget), each in their language. ${ACCESS}`,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: ZRecordCallRequest,
  status: 201,
  result: ZOfficeCall,
  failures: [401, 403, 404, 409, 422],
});

export const updateCallRoute = defineRoute({
  ...CALLS,
  access: { ...CALL_READERS, action: 'seeOffice' },
  method: 'PUT',
  path: '/accounts/:id/calls/:callId',
  summary: `The customer marks a call read or unread, or keeps a note on it. ${ACCESS}`,
  params: ZCallParams,
  query: ZAccountScopeQuery,
  body: ZUpdateCallRequest,
  result: ZOfficeCall,
  failures: [401, 403, 404, 422],
});

export const getUnreadCallsRoute = defineRoute({
  ...CALLS,
  access: { ...CALL_READERS, action: 'seeOffice' },
  method: 'GET',
  path: '/accounts/:id/calls/unread',
  summary: `How many of the company's calls no one has read yet (the top bar's count). ${ACCESS}`,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: ZUnreadCalls,
  failures: [401, 403, 404, 422],
});

export const getCallDeskRoute = defineRoute({
  ...CALLS,
  access: { kind: 'staff' },
  method: 'GET',
  path: '/office/calls/desk',
  summary:
    "The secretary's desk: today's calls (Europe/Istanbul) over the companies they serve (every company with 'show accounts all'), and calls per company by month. Staff only (403).",
  result: ZCallDesk,
  failures: [401, 403],
});

export const ZOfficeCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  tax_number: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
});
export type TOfficeCompany = z.infer<typeof ZOfficeCompany>;

export const findOfficeCompaniesRoute = defineRoute({
  ...CALLS,
  access: { kind: 'staff' },
  method: 'GET',
  path: '/office/companies',
  summary:
    "The office-line companies a secretary serves (every one with 'show accounts all'), found by part of the name, the id, the tax number or the phone; at most 20. Staff only (403).",
  query: z.object({ q: z.string().trim().max(100).default('') }),
  result: z.array(ZOfficeCompany),
  failures: [401, 403, 422],
});

export const listShipmentsRoute = defineRoute({
  ...CALLS,
  access: { ...MAIL_READERS, action: 'seeOffice' },
  method: 'GET',
  path: '/accounts/:id/shipments',
  summary: `The mail and parcels received for the company, newest first, each with its requests and timeline. ${ACCESS}`,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: z.array(ZShipment),
  failures: [401, 403, 404, 422],
});

export const recordShipmentRoute = defineRoute({
  ...CALLS,
  access: {
    kind: 'account',
    account: 'params.id',
    callers: 'staff',
    staffView: 'asked',
    action: 'read',
    area: STAFF_AREAS.officeMail,
  },
  method: 'POST',
  path: '/accounts/:id/shipments',
  summary: `Staff log an item received for the company: multipart/form-data with received_at, kind (letter, parcel, official_notice), sender, carrier, tracking_number and an optional photo (JPEG or PNG) of the envelope. An official notice (tebligat) is told to the customers at once by SMS and mail. ${ACCESS}`,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: 'multipart',
  status: 201,
  result: ZShipment,
  failures: [401, 403, 404, 409, 413, 415, 422],
});

export const requestShipmentActionRoute = defineRoute({
  ...CALLS,
  access: { ...MAIL_READERS, action: 'seeOffice' },
  method: 'POST',
  path: '/accounts/:id/shipments/:shipmentId/requests',
  summary: `The customer chooses what happens to an item: hold for pickup, forward (with the address), scan, or shred. One request at a time; forward and shred end the item (409 after either); an official notice can't be shredded before a customer has seen it (409); a parcel is not scanned (422). ${ACCESS}`,
  params: ZShipmentParams,
  query: ZAccountScopeQuery,
  body: ZShipmentRequest,
  status: 201,
  result: ZShipment,
  failures: [401, 403, 404, 409, 422],
});

export const markShipmentSeenRoute = defineRoute({
  ...CALLS,
  access: { ...MAIL_READERS, action: 'seeOffice' },
  method: 'PUT',
  path: '/accounts/:id/shipments/:shipmentId/seen',
  summary: `A customer has seen the item in the portal (kept once, the first time; not an event of its timeline). ${ACCESS}`,
  params: ZShipmentParams,
  query: ZAccountScopeQuery,
  result: ZShipment,
  failures: [401, 403, 404, 422],
});

export const collectShipmentRoute = defineRoute({
  ...CALLS,
  access: {
    kind: 'account',
    account: 'params.id',
    callers: 'staff',
    staffView: 'asked',
    action: 'read',
    area: STAFF_AREAS.officeMail,
  },
  method: 'POST',
  path: '/accounts/:id/shipments/:shipmentId/collection',
  summary: `Staff hand an item to one of the company's authorised recipients at the desk: multipart/form-data with recipient_id, national_id (typed from the ID card: it must be the recipient's, 422) and a photo (JPEG or PNG) of the signature or the handover. The item is collected; an item forwarded or shredded, or asked to be, is not (409). The customers are told. ${ACCESS}`,
  params: ZShipmentParams,
  query: ZAccountScopeQuery,
  body: 'multipart',
  result: ZShipment,
  failures: [401, 403, 404, 409, 413, 415, 422],
});

export const getShipmentPhotoRoute = defineRoute({
  ...CALLS,
  access: { ...MAIL_READERS, action: 'seeOffice' },
  method: 'GET',
  path: '/accounts/:id/shipments/:shipmentId/photo',
  summary: `The photo of the envelope. ${ACCESS}`,
  params: ZShipmentParams,
  query: ZAccountScopeQuery,
  result: 'file',
  failures: [401, 403, 404, 422],
});

export const getShipmentScanRoute = defineRoute({
  ...CALLS,
  access: { ...MAIL_READERS, action: 'seeOffice' },
  method: 'GET',
  path: '/accounts/:id/shipments/:shipmentId/scan',
  summary: `The scanned contents (PDF), shown inline in the portal. ${ACCESS}`,
  params: ZShipmentParams,
  query: ZAccountScopeQuery,
  result: 'file',
  failures: [401, 403, 404, 422],
});

export const listOfficeQueueRoute = defineRoute({
  ...CALLS,
  access: { kind: 'staff' },
  method: 'GET',
  path: '/office/queue',
  summary:
    "The operator queue: the actions customers requested on their items, oldest first, over the companies the staff member serves (every company with 'show accounts all'). Staff only (403).",
  result: z.array(ZOfficeQueueItem),
  failures: [401, 403],
});

export const completeOfficeRequestRoute = defineRoute({
  ...CALLS,
  access: {
    kind: 'accountOfResource',
    callers: 'staff',
    staffView: 'implied',
    action: 'read',
    area: STAFF_AREAS.officeMail,
  },
  method: 'POST',
  path: '/office/queue/:requestId/done',
  summary:
    'Staff mark a requested action done: multipart/form-data; a forward needs carrier and tracking_number, a scan its PDF as `file`. The customers are told. Staff of the company only (403/404); 409 when already done.',
  params: z.object({ requestId: ZRecordId }),
  body: 'multipart',
  result: ZOfficeQueueItem.pick({ request_id: true, shipment_id: true, account_id: true }),
  failures: [401, 403, 404, 409, 413, 415, 422],
});
