import { z } from 'zod';
import { PERMISSIONS } from '../auth/permissions.ts';
import { paginated } from '../common/envelope.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { ZAccountStaff, ZAccountStatusChange, ZAssignStaffRequest } from '../staff/account-staff.ts';
import {
  ZAccount,
  ZAccountChangeStatusRequest,
  ZAccountDetail,
  ZAccountInformation,
  ZAccountInformationsRequest,
  ZAccountListQuery,
  ZAccountScopeQuery,
  ZCreateAccountRequest,
  ZUpdateAccountRequest,
} from './account-schemas.ts';

export const ZAccountParams = z.object({ id: ZRecordId });

const SCOPE_NOTE =
  '`?all`: staff holding "show accounts all" reach any account; `user_id`: staff act for that customer.';

export const createAccountRoute = defineRoute({
  method: 'POST',
  path: '/accounts',
  tags: ['accounts'],
  summary: 'A new company; the caller (or, for staff, `user_id`) is attached to it',
  auth: 'required',
  access: { kind: 'permission', permission: PERMISSIONS.storeAccounts },
  query: ZAccountScopeQuery,
  body: ZCreateAccountRequest,
  status: 201,
  result: ZAccount,
  failures: [401, 403, 404, 422],
});

export const getAccountsRoute = defineRoute({
  method: 'GET',
  path: '/accounts',
  tags: ['accounts'],
  summary: `The caller's companies, newest first. ${SCOPE_NOTE} Search by name, filter by status and product line (brand), sort by newest, oldest or name.`,
  auth: 'required',
  access: { kind: 'signedIn' },
  query: ZAccountListQuery,
  result: paginated(ZAccount),
  failures: [401, 403, 404, 422],
});

export const getAccountRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id',
  tags: ['accounts'],
  summary: `A company with its information, products and users. ${SCOPE_NOTE}`,
  auth: 'required',
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'read' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: ZAccountDetail,
  failures: [401, 403, 404, 422],
});

export const renameAccountRoute = defineRoute({
  method: 'PUT',
  path: '/accounts/:id',
  tags: ['accounts'],
  summary: 'Renames the company',
  auth: 'required',
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'write' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: ZUpdateAccountRequest,
  result: ZAccount,
  failures: [401, 403, 404, 422],
});

export const deleteAccountRoute = defineRoute({
  method: 'DELETE',
  path: '/accounts/:id',
  tags: ['accounts'],
  summary: 'Deletes the company (soft): its customer while the application is in progress, or an admin',
  auth: 'required',
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'delete' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: z.null(),
  failures: [401, 403, 404, 422],
});

export const saveAccountInformationsRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/informations',
  tags: ['accounts'],
  summary: 'Saves the listed information keys (only those of spec section 3); answers them all',
  auth: 'required',
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'write' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: ZAccountInformationsRequest,
  result: z.array(ZAccountInformation),
  failures: [401, 403, 404, 422],
});

export const changeAccountStatusRoute = defineRoute({
  method: 'PUT',
  path: '/accounts/:id/change-status',
  tags: ['accounts'],
  summary:
    'Staff (an admin, or an advisor/secretary of the company) change its status along the allowed transitions; a rejection (5) needs a `reason`, shown to the customer. Approving or rejecting a waiting application mails its customers.',
  auth: 'required',
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'changeStatus' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: ZAccountChangeStatusRequest,
  result: ZAccount,
  failures: [401, 403, 404, 409, 422],
});

export const assignAccountStaffRoute = defineRoute({
  method: 'PUT',
  path: '/accounts/:id/staff',
  tags: ['accounts'],
  summary:
    "An admin (with `?all=1`) names the company's advisor and secretary, replacing the previous ones; null removes. Each must be an active user of that role (422). Audited",
  auth: 'required',
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'read' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: ZAssignStaffRequest,
  result: ZAccountStaff,
  failures: [401, 403, 404, 422],
});

export const getAccountStatusHistoryRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/status-history',
  tags: ['accounts'],
  summary:
    "The company's status changes, newest first (its members, or staff holding 'show accounts all' with `?all=1`)",
  auth: 'required',
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'read' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: z.array(ZAccountStatusChange),
  failures: [401, 403, 404, 422],
});
