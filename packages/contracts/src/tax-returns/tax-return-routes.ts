import { z } from 'zod';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { PERMISSIONS } from '../auth/permissions.ts';
import { DOCUMENT_MAX_BYTES } from '../documents/document-kinds.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { STAFF_AREAS } from '../staff/staff-areas.ts';
import {
  STAFF_DOCUMENT_ROLES,
  ZCreateTaxReturnRequest,
  ZTaxReturn,
  ZTaxReturnsQuery,
  ZUpdateTaxReturnRequest,
} from './tax-returns.ts';

const ZAccountParams = z.object({ id: ZRecordId });
const ZReturnParams = z.object({ id: ZRecordId, returnId: ZRecordId });
const ZReturnDocumentParams = ZReturnParams.extend({ documentId: ZRecordId });

const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);
const READERS =
  'The company\'s members, and the staff serving its accountant line (or holding "show accounts all", with `?all`); anyone else 404.';
const STAFF_ONLY =
  'Staff serving the company\'s accountant line (or holding "show accounts all", with `?all`); its customers 403, anyone else 404. Audited.';

/** Reading: members, and staff through the accountant line. */
const READ_ACCESS = {
  kind: 'account',
  account: 'params.id',
  staffView: 'asked',
  action: 'read',
  area: STAFF_AREAS.accountancy,
} as const;

/** The advisor's work: staff only, through the accountant line. */
const STAFF_ACCESS = { ...READ_ACCESS, callers: 'staff', action: 'write' } as const;

export const listTaxReturnsRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/tax-returns',
  tags: ['tax-returns'],
  summary: `The company's returns, newest period first (with \`year\`, that year's). ${READERS}`,
  auth: 'required',
  access: READ_ACCESS,
  params: ZAccountParams,
  query: ZTaxReturnsQuery,
  result: z.array(ZTaxReturn),
  failures: [401, 403, 404, 422],
});

export const createTaxReturnRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/tax-returns',
  tags: ['tax-returns'],
  summary: `Creates a return (\`preparing\`) for a kind and a period written as the kind needs it (YYYY-MM, YYYY-Qn, YYYY); one per kind and period (409). ${STAFF_ONLY}`,
  auth: 'required',
  access: STAFF_ACCESS,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: ZCreateTaxReturnRequest,
  status: 201,
  result: ZTaxReturn,
  failures: [401, 403, 404, 409, 422],
});

export const getTaxReturnRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/tax-returns/:returnId',
  tags: ['tax-returns'],
  summary: `One return with its documents. ${READERS}`,
  auth: 'required',
  access: READ_ACCESS,
  params: ZReturnParams,
  query: ZAccountScopeQuery,
  result: ZTaxReturn,
  failures: [401, 403, 404, 422],
});

export const updateTaxReturnRoute = defineRoute({
  method: 'PUT',
  path: '/accounts/:id/tax-returns/:returnId',
  tags: ['tax-returns'],
  summary: `The advisor's change: a move of the status (preparing → filed → accrued, or not_required; one step back to correct), the filing time, the accrual's amount (kuruş) and due date, a note. Accruing needs an amount above zero and a due date; a paid return or one whose payment the customer reported is locked (409). ${STAFF_ONLY}`,
  auth: 'required',
  access: STAFF_ACCESS,
  params: ZReturnParams,
  query: ZAccountScopeQuery,
  body: ZUpdateTaxReturnRequest,
  result: ZTaxReturn,
  failures: [401, 403, 404, 409, 422],
});

export const uploadTaxReturnDocumentRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/tax-returns/:returnId/documents',
  tags: ['tax-returns'],
  summary: `The return's PDF or its tahakkuk fişi: multipart/form-data with "role" (${STAFF_DOCUMENT_ROLES.join(', ')}) and "file" (PDF, JPEG or PNG, at most ${MAX_MB} MB); replaces the role's document. The company's customers are told. ${STAFF_ONLY}`,
  auth: 'required',
  access: STAFF_ACCESS,
  params: ZReturnParams,
  query: ZAccountScopeQuery,
  body: 'multipart',
  result: ZTaxReturn,
  failures: [401, 403, 404, 409, 413, 415, 422],
});

export const getTaxReturnDocumentFileRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/tax-returns/:returnId/documents/:documentId/file',
  tags: ['tax-returns'],
  summary: `A document of the return, as an attachment; every download is recorded. Members holding "show files", and staff as above; anyone else 404.`,
  auth: 'required',
  access: { ...READ_ACCESS, customerPermission: PERMISSIONS.showFiles },
  params: ZReturnDocumentParams,
  query: ZAccountScopeQuery,
  result: 'file',
  failures: [401, 403, 404, 422],
});

export const reportTaxPaymentRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/tax-returns/:returnId/paid',
  tags: ['tax-returns'],
  summary: `The customer paid an accrued return: multipart/form-data with the bank receipt as "file" (PDF, JPEG or PNG, at most ${MAX_MB} MB); the advisor then confirms it. A return not accrued, or already paid: 409. Members holding the "pay" switch; staff 403 (they confirm); anyone else 404.`,
  auth: 'required',
  access: {
    kind: 'account',
    account: 'params.id',
    callers: 'customers',
    staffView: 'asked',
    action: 'pay',
  },
  params: ZReturnParams,
  query: ZAccountScopeQuery,
  body: 'multipart',
  result: ZTaxReturn,
  failures: [401, 403, 404, 409, 413, 415, 422],
});

export const confirmTaxPaymentRoute = defineRoute({
  method: 'PUT',
  path: '/accounts/:id/tax-returns/:returnId/confirm-payment',
  tags: ['tax-returns'],
  summary: `The advisor confirms an accrued return paid (with or without the customer's receipt: the firm may have paid it for them). Not accrued: 409. ${STAFF_ONLY}`,
  auth: 'required',
  access: STAFF_ACCESS,
  params: ZReturnParams,
  query: ZAccountScopeQuery,
  result: ZTaxReturn,
  failures: [401, 403, 404, 409, 422],
});
