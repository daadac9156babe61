import { z } from 'zod';
import { ZAccountParams } from '../accounts/account-routes.ts';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { STAFF_AREAS } from '../staff/staff-areas.ts';
import {
  ZChangeRequestDecision,
  ZCompanyChangeRequest,
  ZCompanyProfile,
  ZCompanyUpdateRequest,
  ZCompanyUpdateResult,
  ZProfileCompany,
} from './company-profile.ts';

export const getProfileCompaniesRoute = defineRoute({
  method: 'GET',
  path: '/profile/companies',
  tags: ['profile'],
  summary:
    "The caller's companies, newest first: each product line's state, its packet and the live subscription's next charge (date and amount, KDV included)",
  auth: 'required',
  access: { kind: 'signedIn' },
  result: z.array(ZProfileCompany),
  failures: [401],
});

export const getCompanyProfileRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/company',
  tags: ['accounts'],
  summary:
    "The company's name, tax office and number and address; whether a customer's change applies at once (`direct`) or waits for the advisor (`request`); the request waiting, if any",
  auth: 'required',
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'read' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: ZCompanyProfile,
  failures: [401, 404, 422],
});

export const updateCompanyProfileRoute = defineRoute({
  method: 'PUT',
  path: '/accounts/:id/company',
  tags: ['accounts'],
  summary:
    "The company's customers (not viewers) change its details: saved at once before the accountant application is submitted; after it, a request for the advisor (answered 202; one waiting at a time, 409)",
  auth: 'required',
  access: {
    kind: 'account',
    account: 'params.id',
    callers: 'customers',
    refusal: 'companyProfile.staffUseRequests',
    staffView: 'asked',
    action: 'write',
  },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: ZCompanyUpdateRequest,
  result: ZCompanyUpdateResult,
  failures: [401, 403, 404, 409, 422],
});

export const getChangeRequestsRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/change-requests',
  tags: ['accounts'],
  summary: "The company's change requests, newest first (its members and the staff who reach it)",
  auth: 'required',
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'read' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: z.array(ZCompanyChangeRequest),
  failures: [401, 404, 422],
});

export const decideChangeRequestRoute = defineRoute({
  method: 'PUT',
  path: '/accounts/:id/change-requests/:requestId',
  tags: ['accounts'],
  summary:
    "The company's advisor or secretary (or an admin) approves a waiting request, which applies it, or rejects it with a reason; audited, and the customers are mailed",
  auth: 'required',
  access: {
    kind: 'account',
    account: 'params.id',
    callers: 'staff',
    staffView: 'asked',
    action: 'changeStatus',
    area: STAFF_AREAS.accountancy,
  },
  params: z.object({ id: ZRecordId, requestId: ZRecordId }),
  query: ZAccountScopeQuery,
  body: ZChangeRequestDecision,
  result: ZCompanyChangeRequest,
  failures: [401, 403, 404, 409, 422],
});
