import multipart from '@fastify/multipart';
import {
  addCompanyDocumentRoute,
  createDocumentRequestRoute,
  fulfilDocumentRequestRoute,
  getCompanyDocumentFileRoute,
  listCompanyDocumentsRoute,
  listDocumentRequestsRoute,
} from '@portal/contracts/company-documents/company-document-routes';
import { COMPANY_DOCUMENT_MESSAGES } from '@portal/contracts/company-documents/company-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { attachmentDisposition, sendStoredFile } from '../../plugins/stored-file-reply.ts';
import {
  addCompanyDocument,
  COMPANY_DOCUMENT_UPLOAD_LIMITS,
  createDocumentRequest,
  fulfilDocumentRequest,
  listCompanyDocuments,
  listDocumentRequests,
  readCompanyDocumentFile,
  readRequestAnswer,
  readVaultUpload,
} from './service.ts';

/** The firm's documents to a company, and the documents it asks of it (issue 33). */
export const companyDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart is parsed only by the routes of this plugin (the two uploads).
  await app.register(multipart, { limits: COMPANY_DOCUMENT_UPLOAD_LIMITS });

  app.route({
    ...callerReadRoute(app, listCompanyDocumentsRoute),
    handler: async (request) => ({ result: await listCompanyDocuments(app, routeAccount(request)) }),
  });

  app.route({
    ...contractRoute(app, addCompanyDocumentRoute),
    handler: async (request, reply) => {
      const added = await addCompanyDocument(app, requireAuth(request), routeAccount(request), () =>
        readVaultUpload(app, request),
      );
      return reply.code(201).send({
        result: added,
        message: translate(requestLanguage(request), COMPANY_DOCUMENT_MESSAGES.added),
      });
    },
  });

  app.route({
    ...contractRoute(app, getCompanyDocumentFileRoute),
    handler: async (request, reply) => {
      const file = await readCompanyDocumentFile(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.docId,
      );
      return sendStoredFile(reply, file, {
        disposition: attachmentDisposition(file.fileName),
        cache: 'no-store',
      });
    },
  });

  app.route({
    ...callerReadRoute(app, listDocumentRequestsRoute),
    handler: async (request) => ({ result: await listDocumentRequests(app, routeAccount(request)) }),
  });

  app.route({
    ...contractRoute(app, createDocumentRequestRoute),
    handler: async (request, reply) => {
      const created = await createDocumentRequest(
        app,
        requireAuth(request),
        routeAccount(request),
        request.body,
      );
      return reply.code(201).send({
        result: created,
        message: translate(requestLanguage(request), COMPANY_DOCUMENT_MESSAGES.requested),
      });
    },
  });

  app.route({
    ...contractRoute(app, fulfilDocumentRequestRoute),
    handler: async (request) => ({
      result: await fulfilDocumentRequest(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.requestId,
        () => readRequestAnswer(app, request),
      ),
      message: translate(requestLanguage(request), COMPANY_DOCUMENT_MESSAGES.fulfilled),
    }),
  });
};
