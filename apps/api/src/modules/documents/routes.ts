import multipart from '@fastify/multipart';
import { ZAccountScopeQuery } from '@portal/contracts/accounts/account-schemas';
import { envelope, ZErrorResponse } from '@portal/contracts/common/envelope';
import {
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  ZAccountDocument,
} from '@portal/contracts/documents/document-kinds';
import { ZRecordId } from '@portal/contracts/products/product-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { attachmentDisposition } from './document-file.ts';
import { DOCUMENT_UPLOAD_LIMITS, readDocumentUpload } from './document-upload.ts';
import { deleteDocument, listDocuments, readDocumentFile, uploadDocument } from './service.ts';

const ZAccountParams = z.object({ id: ZRecordId });
const ZDocumentParams = z.object({ id: ZRecordId, documentId: ZRecordId });

/** Failures every route here can answer. */
const FAILURES = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

const ACCESS_NOTE =
  'Members of the company, and staff holding "show accounts all" with `?all` or `user_id`; anyone else 404.';
const EDIT_NOTE =
  'Customers only while the application is in progress, payment is due or it was rejected (403 after); staff always.';
const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart is parsed only by the routes of this plugin (the upload).
  await app.register(multipart, { limits: DOCUMENT_UPLOAD_LIMITS });

  app.get(
    '/accounts/:id/documents',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['documents'],
        summary: `The company's application documents, at most one of each kind. ${ACCESS_NOTE}`,
        security: [{ bearerAuth: [] }],
        params: ZAccountParams,
        querystring: ZAccountScopeQuery,
        response: { 200: envelope(z.array(ZAccountDocument)), ...FAILURES },
      },
    },
    async (request) => ({
      result: await listDocuments(app, requireAuth(request), request.params.id, request.query),
    }),
  );

  app.post(
    '/accounts/:id/documents',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['documents'],
        summary: `Uploads a document: multipart/form-data with "kind" (${DOCUMENT_KINDS.join(', ')}) and "file" (PDF, JPEG or PNG, at most ${MAX_MB} MB). A kind the company already has is replaced. ${EDIT_NOTE}`,
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        params: ZAccountParams,
        querystring: ZAccountScopeQuery,
        response: { 201: envelope(ZAccountDocument), ...FAILURES, 413: ZErrorResponse, 415: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const document = await uploadDocument(app, requireAuth(request), request.params.id, request.query, () =>
        readDocumentUpload(app, request),
      );
      return reply
        .code(201)
        .send({ result: document, message: translate(requestLanguage(request), 'documents.uploaded') });
    },
  );

  app.get(
    '/accounts/:id/documents/:documentId/file',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['documents'],
        summary: `The document's file, as an attachment with its name. ${ACCESS_NOTE}`,
        security: [{ bearerAuth: [] }],
        params: ZDocumentParams,
        querystring: ZAccountScopeQuery,
        response: {
          200: z.any().meta({ type: 'string', format: 'binary', description: 'The file bytes' }),
          ...FAILURES,
        },
      },
    },
    async (request, reply) => {
      const file = await readDocumentFile(
        app,
        requireAuth(request),
        request.params.id,
        request.params.documentId,
        request.query,
      );
      return reply
        .type(file.type)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.delete(
    '/accounts/:id/documents/:documentId',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['documents'],
        summary: `Deletes the document and its file. ${EDIT_NOTE}`,
        security: [{ bearerAuth: [] }],
        params: ZDocumentParams,
        querystring: ZAccountScopeQuery,
        response: { 200: envelope(z.null()), ...FAILURES },
      },
    },
    async (request) => {
      await deleteDocument(
        app,
        requireAuth(request),
        request.params.id,
        request.params.documentId,
        request.query,
      );
      return { result: null, message: translate(requestLanguage(request), 'documents.deleted') };
    },
  );
};
