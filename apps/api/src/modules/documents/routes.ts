import multipart from '@fastify/multipart';
import {
  deleteAccountDocumentRoute,
  getAccountDocumentFileRoute,
  getAccountDocumentsRoute,
  getDocumentReviewQueueRoute,
  replaceMonthlyDocumentFileRoute,
  reviewMonthlyDocumentRoute,
  uploadAccountDocumentRoute,
} from '@portal/contracts/documents/document-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { attachmentDisposition, sendStoredFile } from '../../plugins/stored-file-reply.ts';
import { DOCUMENT_UPLOAD_LIMITS, readDocumentUpload } from './document-upload.ts';
import {
  documentReviewQueue,
  replaceMonthlyDocument,
  reviewMonthlyDocument,
} from './monthly-documents-service.ts';
import { deleteDocument, listDocuments, readDocumentFile, uploadDocument } from './service.ts';

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart is parsed only by the routes of this plugin (the upload).
  await app.register(multipart, { limits: DOCUMENT_UPLOAD_LIMITS });

  app.route({
    ...callerReadRoute(app, getAccountDocumentsRoute),
    handler: async (request) => ({
      result: await listDocuments(app, requireAuth(request), routeAccount(request), request.query.period),
    }),
  });

  app.route({
    ...contractRoute(app, uploadAccountDocumentRoute),
    handler: async (request, reply) => {
      const document = await uploadDocument(app, requireAuth(request), routeAccount(request), () =>
        readDocumentUpload(app, request),
      );
      return reply
        .code(201)
        .send({ result: document, message: translate(requestLanguage(request), 'documents.uploaded') });
    },
  });

  app.route({
    ...contractRoute(app, getAccountDocumentFileRoute),
    handler: async (request, reply) => {
      const file = await readDocumentFile(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.documentId,
        request.ip,
      );
      return sendStoredFile(reply, file, {
        disposition: attachmentDisposition(file.fileName),
        cache: 'no-store',
      });
    },
  });

  app.route({
    ...contractRoute(app, deleteAccountDocumentRoute),
    handler: async (request) => {
      await deleteDocument(app, requireAuth(request), routeAccount(request), request.params.documentId);
      return { result: null, message: translate(requestLanguage(request), 'documents.deleted') };
    },
  });

  app.route({
    ...contractRoute(app, replaceMonthlyDocumentFileRoute),
    handler: async (request) => {
      const document = await replaceMonthlyDocument(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.documentId,
        () => readDocumentUpload(app, request),
      );
      return { result: document, message: translate(requestLanguage(request), 'documents.replaced') };
    },
  });

  app.route({
    ...contractRoute(app, reviewMonthlyDocumentRoute),
    handler: async (request) => {
      const document = await reviewMonthlyDocument(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.documentId,
        request.body,
      );
      return { result: document, message: translate(requestLanguage(request), 'documents.reviewed') };
    },
  });

  app.route({
    ...callerReadRoute(app, getDocumentReviewQueueRoute),
    handler: async (request) => ({
      result: await documentReviewQueue(app, requireAuth(request), request.query),
    }),
  });
};
