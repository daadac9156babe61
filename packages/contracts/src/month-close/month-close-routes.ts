import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { defineRoute } from '../http/route-contract.ts';
import { STAFF_AREAS } from '../staff/staff-areas.ts';
import {
  MONTH_CLOSE_STATES,
  ZMonthClose,
  ZMonthCloseBoard,
  ZMonthCloseParams,
  ZMonthCloseQuery,
  ZMoveMonthClose,
} from './month-close.ts';

/* The month-close board and its moves (issue 33). */

const ACCOUNT_READ = {
  kind: 'account',
  account: 'params.id',
  staffView: 'asked',
  action: 'read',
  area: STAFF_AREAS.accountancy,
} as const;

export const getMonthCloseBoardRoute = defineRoute({
  method: 'GET',
  path: '/staff/month-close',
  tags: ['month-close'],
  summary: `The month-close board of a month: every company with an active accountant line that the caller serves (all of them for staff holding "show accounts all"), by name, with its state (${MONTH_CLOSE_STATES.join(' → ')}), late flags and the count per state; filters by state and advisor. Customers 403`,
  auth: 'required',
  access: { kind: 'staff' },
  query: ZMonthCloseQuery,
  result: ZMonthCloseBoard,
  failures: [401, 403, 422],
});

export const getMonthCloseRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/month-close/:period',
  tags: ['month-close'],
  summary:
    'Where the close of one month of the company stands. Its members, and the staff serving its accountant line (or with `?all`); anyone else 404',
  auth: 'required',
  access: ACCOUNT_READ,
  params: ZMonthCloseParams,
  query: ZAccountScopeQuery,
  result: ZMonthClose,
  failures: [401, 403, 404, 422],
});

export const moveMonthCloseRoute = defineRoute({
  method: 'PUT',
  path: '/accounts/:id/month-close/:period',
  tags: ['month-close'],
  summary:
    "Staff move the month one state on, or back to an earlier state (409 otherwise). Staff serving the company's accountant line (or with `?all`); its customers 403, anyone else 404. Audited",
  auth: 'required',
  access: { ...ACCOUNT_READ, callers: 'staff', action: 'write' },
  params: ZMonthCloseParams,
  query: ZAccountScopeQuery,
  body: ZMoveMonthClose,
  result: ZMonthClose,
  failures: [401, 403, 404, 409, 422],
});

export const completeMonthCloseRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/month-close/:period/complete',
  tags: ['month-close'],
  summary:
    "The company's customer says the month's documents are complete (members who may upload documents); once the month has ended, from documents_pending only (409). Staff 403, anyone else 404",
  auth: 'required',
  access: {
    kind: 'account',
    account: 'params.id',
    callers: 'customers',
    staffView: 'none',
    action: 'uploadDocuments',
  },
  params: ZMonthCloseParams,
  result: ZMonthClose,
  failures: [401, 403, 404, 409, 422],
});
