import { z } from 'zod';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, ZAccountDocument } from './document-kinds.ts';

const ZAccountParams = z.object({ id: ZRecordId });
const ZDocumentParams = z.object({ id: ZRecordId, documentId: ZRecordId });

const ACCESS_NOTE =
  'Members of the company, and staff holding "show accounts all" with `?all` or `user_id`; anyone else 404.';
const EDIT_NOTE =
  'Customers only while the application is in progress, payment is due or it was rejected (403 after); staff always.';
const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);

export const getAccountDocumentsRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/documents',
  tags: ['documents'],
  summary: `The company's application documents, at most one of each kind. ${ACCESS_NOTE}`,
  auth: 'required',
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  result: z.array(ZAccountDocument),
  failures: [401, 403, 404, 422],
});

export const uploadAccountDocumentRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/documents',
  tags: ['documents'],
  summary: `Uploads a document: multipart/form-data with "kind" (${DOCUMENT_KINDS.join(', ')}) and "file" (PDF, JPEG or PNG, at most ${MAX_MB} MB). A kind the company already has is replaced. ${EDIT_NOTE}`,
  auth: 'required',
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: 'multipart',
  status: 201,
  result: ZAccountDocument,
  failures: [401, 403, 404, 413, 415, 422],
});

export const getAccountDocumentFileRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/documents/:documentId/file',
  tags: ['documents'],
  summary: `The document's file, as an attachment with its name. ${ACCESS_NOTE}`,
  auth: 'required',
  params: ZDocumentParams,
  query: ZAccountScopeQuery,
  result: 'file',
  failures: [401, 403, 404, 422],
});

export const deleteAccountDocumentRoute = defineRoute({
  method: 'DELETE',
  path: '/accounts/:id/documents/:documentId',
  tags: ['documents'],
  summary: `Deletes the document and its file. ${EDIT_NOTE}`,
  auth: 'required',
  params: ZDocumentParams,
  query: ZAccountScopeQuery,
  result: z.null(),
  failures: [401, 403, 404, 422],
});
