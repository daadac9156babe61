import { z } from 'zod';
import { ZAccountParams } from '../accounts/account-routes.ts';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { PERMISSIONS } from '../auth/permissions.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { STAFF_AREAS } from '../staff/staff-areas.ts';
import {
  ZAuthorisedRecipient,
  ZAuthorisedRecipientRequest,
  ZForwardingAddress,
  ZForwardingAddressRequest,
  ZOfficeRules,
  ZOfficeRulesRequest,
} from './office-rules.ts';

const ACCESS =
  "Read by the company's members holding 'show shipment-tracking' and the staff serving its office mail; changed by its customers only (staff 403). Another company: 404.";
const MAIL = { tags: ['office'], auth: 'required' } as const;

const READERS = {
  kind: 'account',
  account: 'params.id',
  customerPermission: PERMISSIONS.showShipmentTracking,
  staffView: 'asked',
  action: 'seeOffice',
  area: STAFF_AREAS.officeMail,
} as const;

/** The company's own instructions: its customers set them, not the desk that follows them. */
const CHANGERS = {
  kind: 'account',
  account: 'params.id',
  callers: 'customers',
  customerPermission: PERMISSIONS.showShipmentTracking,
  staffView: 'none',
  action: 'seeOffice',
} as const;

export const getOfficeRulesRoute = defineRoute({
  ...MAIL,
  access: READERS,
  method: 'GET',
  path: '/accounts/:id/office-rules',
  summary: `The company's standing mail rules, first match first, and the weekday its batched forwardings leave. ${ACCESS}`,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: ZOfficeRules,
  failures: [401, 403, 404, 422],
});

export const saveOfficeRulesRoute = defineRoute({
  ...MAIL,
  access: CHANGERS,
  method: 'PUT',
  path: '/accounts/:id/office-rules',
  summary: `Replaces the standing mail rules (at most 20; the first whose kind and sender match decides) and the forwarding weekday. A forwarding rule names one of the company's saved addresses (422); a parcel is not scanned (422). Items already recorded keep what was decided. ${ACCESS}`,
  params: ZAccountParams,
  body: ZOfficeRulesRequest,
  result: ZOfficeRules,
  failures: [401, 403, 404, 422],
});

export const listForwardingAddressesRoute = defineRoute({
  ...MAIL,
  access: READERS,
  method: 'GET',
  path: '/accounts/:id/forwarding-addresses',
  summary: `The company's saved forwarding addresses. ${ACCESS}`,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: z.array(ZForwardingAddress),
  failures: [401, 403, 404, 422],
});

export const addForwardingAddressRoute = defineRoute({
  ...MAIL,
  access: CHANGERS,
  method: 'POST',
  path: '/accounts/:id/forwarding-addresses',
  summary: `Saves a forwarding address (il, ilçe and mahalle as the place data names them; at most 10). ${ACCESS}`,
  params: ZAccountParams,
  body: ZForwardingAddressRequest,
  status: 201,
  result: ZForwardingAddress,
  failures: [401, 403, 404, 409, 422],
});

export const deleteForwardingAddressRoute = defineRoute({
  ...MAIL,
  access: CHANGERS,
  method: 'DELETE',
  path: '/accounts/:id/forwarding-addresses/:addressId',
  summary: `Removes a saved address; refused (409) while a rule forwards to it. ${ACCESS}`,
  params: z.object({ id: ZRecordId, addressId: ZRecordId }),
  result: z.object({ id: z.number().int() }),
  failures: [401, 403, 404, 409, 422],
});

export const listAuthorisedRecipientsRoute = defineRoute({
  ...MAIL,
  access: READERS,
  method: 'GET',
  path: '/accounts/:id/authorised-recipients',
  summary: `The people who may collect the company's mail in person (their national ID masked). ${ACCESS}`,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: z.array(ZAuthorisedRecipient),
  failures: [401, 403, 404, 422],
});

export const addAuthorisedRecipientRoute = defineRoute({
  ...MAIL,
  access: CHANGERS,
  method: 'POST',
  path: '/accounts/:id/authorised-recipients',
  summary: `Authorises someone to collect mail in person: name and T.C. national ID (checked; kept only as a keyed hash and its last three digits; at most 10). ${ACCESS}`,
  params: ZAccountParams,
  body: ZAuthorisedRecipientRequest,
  status: 201,
  result: ZAuthorisedRecipient,
  failures: [401, 403, 404, 409, 422],
});

export const deleteAuthorisedRecipientRoute = defineRoute({
  ...MAIL,
  access: CHANGERS,
  method: 'DELETE',
  path: '/accounts/:id/authorised-recipients/:recipientId',
  summary: `Withdraws a person's authorisation. ${ACCESS}`,
  params: z.object({ id: ZRecordId, recipientId: ZRecordId }),
  result: z.object({ id: z.number().int() }),
  failures: [401, 403, 404, 422],
});
