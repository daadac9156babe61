import { z } from 'zod';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { DOCUMENT_MAX_BYTES } from '../documents/document-kinds.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { STAFF_AREAS } from '../staff/staff-areas.ts';
import {
  COMPANY_MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_MAIL_INTERVAL_MINUTES,
  ZAdvisorAssignment,
  ZAdvisorChangeListQuery,
  ZAdvisorChangeRequest,
  ZAnswerAdvisorChangeRequest,
  ZCompanyMessage,
  ZCreateAdvisorChangeRequest,
  ZMarkMessagesRead,
  ZMessageThread,
  ZUnreadMessages,
} from './company-messages.ts';

/* The routes of the company's conversation with its advisor, and of the advisor change (issue 33). */

const ZAccountParams = z.object({ id: ZRecordId });
const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);

/** The thread: the company's members, and the staff serving its accountant line (or with `?all`). */
const THREAD_ACCESS = {
  kind: 'account',
  account: 'params.id',
  staffView: 'asked',
  action: 'read',
  area: STAFF_AREAS.accountancy,
} as const;
const READERS =
  'The company\'s members, and the staff serving its accountant line (or holding "show accounts all", with `?all`); anyone else 404.';

export const listCompanyMessagesRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/messages',
  tags: ['company-messages'],
  summary: `The company's thread with its advisor, oldest first, with where the caller stopped reading. ${READERS}`,
  auth: 'required',
  access: THREAD_ACCESS,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: ZMessageThread,
  failures: [401, 403, 404, 422],
});

export const postCompanyMessageRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/messages',
  tags: ['company-messages'],
  summary: `Writes to the thread: multipart/form-data with "body" (1–${COMPANY_MESSAGE_BODY_MAX_LENGTH} characters) and an optional "file" (PDF, JPEG or PNG, at most ${MAX_MB} MB). The other side is mailed at most once in ${MESSAGE_MAIL_INTERVAL_MINUTES} minutes per thread. ${READERS}`,
  auth: 'required',
  access: THREAD_ACCESS,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: 'multipart',
  status: 201,
  result: ZCompanyMessage,
  failures: [401, 403, 404, 413, 415, 422],
});

export const markCompanyMessagesReadRoute = defineRoute({
  method: 'PUT',
  path: '/accounts/:id/messages/read',
  tags: ['company-messages'],
  summary: `Marks the thread read up to a message, for the caller only (never back). ${READERS}`,
  auth: 'required',
  access: THREAD_ACCESS,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: ZMarkMessagesRead,
  result: ZMessageThread.pick({ last_read_id: true, unread: true }),
  failures: [401, 403, 404, 422],
});

export const getCompanyMessageFileRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/messages/:messageId/file',
  tags: ['company-messages'],
  summary: `A message's attachment; each download is recorded. ${READERS}`,
  auth: 'required',
  access: THREAD_ACCESS,
  params: z.object({ id: ZRecordId, messageId: ZRecordId }),
  query: ZAccountScopeQuery,
  result: 'file',
  failures: [401, 403, 404, 422],
});

export const getUnreadMessagesRoute = defineRoute({
  method: 'GET',
  path: '/messages/unread',
  tags: ['company-messages'],
  summary:
    "The caller's unread messages per company: a customer's companies, the companies a staff member serves through the accountant line",
  auth: 'required',
  access: { kind: 'signedIn' },
  result: ZUnreadMessages,
  failures: [401],
});

export const requestAdvisorChangeRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/advisor-change-requests',
  tags: ['company-messages'],
  summary:
    "The company's customer asks for another advisor; the request goes to the thread and to the admins. One open request at a time (409). Staff 403, anyone else 404",
  auth: 'required',
  access: { kind: 'account', account: 'params.id', callers: 'customers', staffView: 'none', action: 'write' },
  params: ZAccountParams,
  body: ZCreateAdvisorChangeRequest,
  status: 201,
  result: ZAdvisorChangeRequest,
  failures: [401, 403, 404, 409, 422],
});

export const listAdvisorChangeRequestsRoute = defineRoute({
  method: 'GET',
  path: '/staff/advisor-change-requests',
  tags: ['company-messages'],
  summary:
    'The advisor change requests of every company, oldest first (by default the open ones). Admins only (403)',
  auth: 'required',
  access: { kind: 'staff' },
  query: ZAdvisorChangeListQuery,
  result: z.array(ZAdvisorChangeRequest),
  failures: [401, 403, 422],
});

export const answerAdvisorChangeRequestRoute = defineRoute({
  method: 'PUT',
  path: '/staff/advisor-change-requests/:requestId',
  tags: ['company-messages'],
  summary:
    'An admin approves a request with the new advisor (an active advisor, 422), who replaces the old one, or declines it; the answer goes to the thread. Once (409). Audited. Admins only (403)',
  auth: 'required',
  access: { kind: 'staff' },
  params: z.object({ requestId: ZRecordId }),
  body: ZAnswerAdvisorChangeRequest,
  result: ZAdvisorChangeRequest,
  failures: [401, 403, 404, 409, 422],
});

export const listAdvisorAssignmentsRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/advisor-assignments',
  tags: ['company-messages'],
  summary: `The company's advisors over time, newest first. ${READERS}`,
  auth: 'required',
  access: THREAD_ACCESS,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: z.array(ZAdvisorAssignment),
  failures: [401, 403, 404, 422],
});
