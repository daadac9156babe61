import { z } from 'zod';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { PERMISSIONS } from '../auth/permissions.ts';
import { DOCUMENT_MAX_BYTES } from '../documents/document-kinds.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { STAFF_AREAS } from '../staff/staff-areas.ts';
import {
  COMPANY_DOCUMENT_KINDS,
  ZCompanyDocument,
  ZCreateDocumentRequest,
  ZDocumentRequest,
} from './company-documents.ts';

/* The routes of the firm's documents to the company and of its document requests (issue 33). */

const ZAccountParams = z.object({ id: ZRecordId });
const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);

/** The vault: read by members holding "show files" and by the accountant line's staff. */
const VAULT_READ = {
  kind: 'account',
  account: 'params.id',
  customerPermission: PERMISSIONS.showFiles,
  staffView: 'asked',
  action: 'read',
  area: STAFF_AREAS.accountancy,
} as const;
const STAFF_WRITE = {
  kind: 'account',
  account: 'params.id',
  callers: 'staff',
  staffView: 'asked',
  action: 'write',
  area: STAFF_AREAS.accountancy,
} as const;
const STAFF_NOTE =
  'Staff serving the company\'s accountant line (or holding "show accounts all", with `?all`); its customers 403, anyone else 404. Audited.';

export const listCompanyDocumentsRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/company-documents',
  tags: ['company-documents'],
  summary:
    'The documents the firm obtained for the company, newest first. Members holding "show files", and the staff serving its accountant line (or with `?all`); anyone else 404.',
  auth: 'required',
  access: VAULT_READ,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: z.array(ZCompanyDocument),
  failures: [401, 403, 404, 422],
});

export const addCompanyDocumentRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/company-documents',
  tags: ['company-documents'],
  summary: `Adds a document to the vault: multipart/form-data with "kind" (${COMPANY_DOCUMENT_KINDS.join(', ')}), "title" (required for other), "valid_until" (YYYY-MM-DD, optional) and "file" (PDF, JPEG or PNG, at most ${MAX_MB} MB). The company's customers are told. ${STAFF_NOTE}`,
  auth: 'required',
  access: STAFF_WRITE,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: 'multipart',
  status: 201,
  result: ZCompanyDocument,
  failures: [401, 403, 404, 413, 415, 422],
});

export const getCompanyDocumentFileRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/company-documents/:docId/file',
  tags: ['company-documents'],
  summary: 'The document, as an attachment; every download, by anyone, is recorded. Readers as above.',
  auth: 'required',
  access: VAULT_READ,
  params: z.object({ id: ZRecordId, docId: ZRecordId }),
  query: ZAccountScopeQuery,
  result: 'file',
  failures: [401, 403, 404, 422],
});

export const listDocumentRequestsRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/document-requests',
  tags: ['company-documents'],
  summary:
    "The documents the advisor asked of the company, open first, each with the upload that answered it. The company's members, and the staff serving its accountant line (or with `?all`); anyone else 404.",
  auth: 'required',
  access: {
    kind: 'account',
    account: 'params.id',
    staffView: 'asked',
    action: 'read',
    area: STAFF_AREAS.accountancy,
  },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: z.array(ZDocumentRequest),
  failures: [401, 403, 404, 422],
});

export const createDocumentRequestRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/document-requests',
  tags: ['company-documents'],
  summary: `Asks the company for a document (a title, the monthly document's kind and month, a due date, a note); it waits in the customer's "needs your action" until answered, and they are told by mail. ${STAFF_NOTE}`,
  auth: 'required',
  access: STAFF_WRITE,
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: ZCreateDocumentRequest,
  status: 201,
  result: ZDocumentRequest,
  failures: [401, 403, 404, 422],
});

export const fulfilDocumentRequestRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/document-requests/:requestId/fulfil',
  tags: ['company-documents'],
  summary: `Answers a request with a file (multipart/form-data with "file": PDF, JPEG, PNG or a UBL-TR e-invoice XML, at most ${MAX_MB} MB): it becomes a monthly document of the request's kind and month, linked to it, and reviewed like any other. Answered already: 409. Members with the "upload documents" switch and staff who reach the company; anyone else 404.`,
  auth: 'required',
  access: {
    kind: 'account',
    account: 'params.id',
    customerPermission: PERMISSIONS.showFiles,
    staffView: 'asked',
    action: 'uploadDocuments',
  },
  params: z.object({ id: ZRecordId, requestId: ZRecordId }),
  query: ZAccountScopeQuery,
  body: 'multipart',
  result: ZDocumentRequest,
  failures: [401, 403, 404, 409, 413, 415, 422],
});
