import { z } from 'zod';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { PERMISSIONS } from '../auth/permissions.ts';
import { paginated } from '../common/envelope.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { STAFF_AREAS } from '../staff/staff-areas.ts';
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, ZAccountDocument } from './document-kinds.ts';
import {
  MONTHLY_DOCUMENT_KINDS,
  ZDocumentPeriodQuery,
  ZMonthlyDocument,
  ZReviewDocumentRequest,
  ZReviewQueueItem,
  ZReviewQueueQuery,
} from './monthly-documents.ts';

const ZAccountParams = z.object({ id: ZRecordId });
const ZDocumentParams = z.object({ id: ZRecordId, documentId: ZRecordId });

const ACCESS_NOTE =
  'Members of the company, and staff holding "show accounts all" with `?all` or `user_id`; anyone else 404.';
const EDIT_NOTE =
  'Customers only while the application is in progress, payment is due or it was rejected (403 after); staff always.';
const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);
const MONTHLY_NOTE =
  'Monthly documents (with `period`): customers while the company is active, never in a month the advisor closed, and not an accepted document (403); staff who reach the company always.';

/**
 * The application's documents, or (with `period`) one month's documents: the two families share
 * the routes, and an answer holds one family only.
 */
/** A company's documents: its customers holding 'show files', the staff who reach it. */
const FILES_ACCESS = {
  kind: 'account',
  account: 'params.id',
  customerPermission: PERMISSIONS.showFiles,
  staffView: 'asked',
} as const;

const ZDocumentList = z.union([z.array(ZAccountDocument), z.array(ZMonthlyDocument)]);
const ZAnyDocument = z.union([ZAccountDocument, ZMonthlyDocument]);

export const getAccountDocumentsRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/documents',
  tags: ['documents'],
  summary: `The company's application documents, at most one of each kind; with \`period=YYYY-MM\` that month's documents instead, newest first, each with its review. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...FILES_ACCESS, action: 'read' },
  params: ZAccountParams,
  query: ZAccountScopeQuery.extend(ZDocumentPeriodQuery.shape),
  result: ZDocumentList,
  failures: [401, 403, 404, 422],
});

export const uploadAccountDocumentRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/documents',
  tags: ['documents'],
  summary: `Uploads a document: multipart/form-data with "kind" (${DOCUMENT_KINDS.join(', ')}) and "file" (PDF, JPEG or PNG, at most ${MAX_MB} MB). A kind the company already has is replaced. ${EDIT_NOTE} With a "period" field (YYYY-MM, not after this month) it adds a monthly document instead: "kind" one of ${MONTHLY_DOCUMENT_KINDS.join(', ')}, the file may also be a UBL-TR e-invoice XML (stored as application/xml), several per kind. ${MONTHLY_NOTE}`,
  auth: 'required',
  access: { ...FILES_ACCESS, action: 'uploadDocuments' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: 'multipart',
  status: 201,
  result: ZAnyDocument,
  failures: [401, 403, 404, 413, 415, 422],
});

export const getAccountDocumentFileRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/documents/:documentId/file',
  tags: ['documents'],
  summary: `The document's file, as an attachment with its name. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...FILES_ACCESS, action: 'read' },
  params: ZDocumentParams,
  query: ZAccountScopeQuery,
  result: 'file',
  failures: [401, 403, 404, 422],
});

export const deleteAccountDocumentRoute = defineRoute({
  method: 'DELETE',
  path: '/accounts/:id/documents/:documentId',
  tags: ['documents'],
  summary: `Deletes the document and its file. ${EDIT_NOTE} ${MONTHLY_NOTE}`,
  auth: 'required',
  access: { ...FILES_ACCESS, action: 'uploadDocuments' },
  params: ZDocumentParams,
  query: ZAccountScopeQuery,
  result: z.null(),
  failures: [401, 403, 404, 422],
});

export const replaceMonthlyDocumentFileRoute = defineRoute({
  method: 'PUT',
  path: '/accounts/:id/documents/:documentId/file',
  tags: ['documents'],
  summary: `Replaces a monthly document's file (multipart/form-data with "file"; the same types and size as its upload): the old file is removed and the review starts again (pending). For a document needing a fix. ${MONTHLY_NOTE} An application document is replaced by uploading its kind again (404 here).`,
  auth: 'required',
  access: { ...FILES_ACCESS, action: 'uploadDocuments' },
  params: ZDocumentParams,
  query: ZAccountScopeQuery,
  body: 'multipart',
  result: ZMonthlyDocument,
  failures: [401, 403, 404, 413, 415, 422],
});

export const reviewMonthlyDocumentRoute = defineRoute({
  method: 'PUT',
  path: '/accounts/:id/documents/:documentId/review',
  tags: ['documents'],
  summary:
    'The advisor\'s review of a monthly document: accepted, or needs_fix with a note the customer reads. Staff who reach the company (assigned, or `?all` with "show accounts all") holding "show files"; its customers 403, anyone else 404. Audited.',
  auth: 'required',
  access: {
    kind: 'account',
    account: 'params.id',
    staffView: 'asked',
    action: 'read',
    area: STAFF_AREAS.accountancy,
  },
  params: ZDocumentParams,
  query: ZAccountScopeQuery,
  body: ZReviewDocumentRequest,
  result: ZMonthlyDocument,
  failures: [401, 403, 404, 422],
});

export const getDocumentReviewQueueRoute = defineRoute({
  method: 'GET',
  path: '/documents/review-queue',
  tags: ['documents'],
  summary:
    'Monthly documents waiting for review, oldest first, each with its company: of the companies the staff member is assigned to, or of every company for "show accounts all". Staff holding "show files"; customers 403.',
  auth: 'required',
  access: { kind: 'staff' },
  query: ZReviewQueueQuery,
  result: paginated(ZReviewQueueItem),
  failures: [401, 403, 422],
});
