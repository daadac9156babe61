import { z } from 'zod';
import { paginated } from '../common/envelope.ts';
import { defineRoute } from '../http/route-contract.ts';
import {
  ACCOUNT_CLOSE_DAYS,
  DATA_EXPORT_LINK_HOURS,
  RECENT_SIGN_INS,
  ZAccountClosing,
  ZCloseAccountRequest,
  ZDataExport,
  ZDataExportParams,
  ZDocumentAccess,
  ZDocumentAccessListQuery,
  ZSignIn,
} from './privacy-schemas.ts';

/* A person's own data (KVKK, issue 16): each route is about the caller only. */

export const listMySignInsRoute = defineRoute({
  method: 'GET',
  path: '/me/sign-ins',
  tags: ['privacy'],
  summary: `The caller's latest ${RECENT_SIGN_INS} sign-ins and wrong-password attempts on their address, newest first`,
  auth: 'required',
  access: { kind: 'signedIn' },
  result: z.array(ZSignIn),
  failures: [401],
});

export const listMyDocumentAccessesRoute = defineRoute({
  method: 'GET',
  path: '/me/document-accesses',
  tags: ['privacy'],
  summary:
    "Staff downloads of the documents of every company the caller is a customer of: who, when, what; newest first, paged (staff callers: an empty list, they are no company's customer)",
  auth: 'required',
  access: { kind: 'signedIn' },
  query: ZDocumentAccessListQuery,
  result: paginated(ZDocumentAccess),
  failures: [401, 422],
});

export const getMyDataExportRoute = defineRoute({
  method: 'GET',
  path: '/me/data-export',
  tags: ['privacy'],
  summary:
    "The state of the caller's latest data export (none, pending, ready until its link expires, failed)",
  auth: 'required',
  access: { kind: 'signedIn' },
  result: ZDataExport,
  failures: [401],
});

export const requestDataExportRoute = defineRoute({
  method: 'POST',
  path: '/me/data-export',
  tags: ['privacy'],
  summary: `"Download my data": queues a ZIP of everything the portal holds about the caller and their companies (JSON and the uploaded files); a link valid ${DATA_EXPORT_LINK_HOURS} hours is mailed when it is ready. One pending or ready export at a time (409), a few a day (429).`,
  auth: 'required',
  access: { kind: 'signedIn' },
  status: 202,
  result: ZDataExport,
  failures: [401, 409, 429],
});

export const downloadDataExportRoute = defineRoute({
  method: 'GET',
  path: '/data-exports/:token',
  tags: ['privacy'],
  summary: `The ZIP of a data export. No sign-in: the secret in the mailed link is the key; unknown, or older than ${DATA_EXPORT_LINK_HOURS} hours, 404.`,
  auth: 'none',
  access: { kind: 'public' },
  noStore: true,
  params: ZDataExportParams,
  result: 'file',
  failures: [404, 422, 429],
});

export const getAccountClosingRoute = defineRoute({
  method: 'GET',
  path: '/me/close',
  tags: ['privacy'],
  summary: 'Whether the caller asked to close their account, and the day it takes effect',
  auth: 'required',
  access: { kind: 'signedIn' },
  result: ZAccountClosing,
  failures: [401],
});

export const requestAccountClosingRoute = defineRoute({
  method: 'POST',
  path: '/me/close',
  tags: ['privacy'],
  summary: `Asks to close the caller's account (their password again): ${ACCOUNT_CLOSE_DAYS} days later the person is anonymised and their companies' data erased, except what the law keeps (invoices). Customers only (staff 403); already asked, 409.`,
  auth: 'required',
  access: { kind: 'signedIn' },
  body: ZCloseAccountRequest,
  result: ZAccountClosing,
  failures: [401, 403, 409, 422, 429],
});

export const cancelAccountClosingRoute = defineRoute({
  method: 'DELETE',
  path: '/me/close',
  tags: ['privacy'],
  summary:
    'Takes back the request to close the account, while it has not taken effect (nothing asked: no change)',
  auth: 'required',
  access: { kind: 'signedIn' },
  result: ZAccountClosing,
  failures: [401],
});
