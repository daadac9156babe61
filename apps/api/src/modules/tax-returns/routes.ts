import multipart from '@fastify/multipart';
import {
  confirmTaxPaymentRoute,
  createTaxReturnRoute,
  getTaxReturnDocumentFileRoute,
  getTaxReturnRoute,
  listTaxReturnsRoute,
  reportTaxPaymentRoute,
  updateTaxReturnRoute,
  uploadTaxReturnDocumentRoute,
} from '@portal/contracts/tax-returns/tax-return-routes';
import { TAX_RETURN_MESSAGES } from '@portal/contracts/tax-returns/tax-returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { attachmentDisposition, sendStoredFile } from '../../plugins/stored-file-reply.ts';
import {
  changeTaxReturn,
  confirmTaxPayment,
  createTaxReturn,
  getTaxReturn,
  listTaxReturns,
  readTaxReturnDocumentFile,
  readTaxReturnUpload,
  reportTaxPayment,
  TAX_RETURN_UPLOAD_LIMITS,
  uploadTaxReturnDocument,
} from './service.ts';

/** A company's returns and the tax they accrue (issue 33). */
export const taxReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart is parsed only by the routes of this plugin (the two uploads).
  await app.register(multipart, { limits: TAX_RETURN_UPLOAD_LIMITS });

  app.route({
    ...callerReadRoute(app, listTaxReturnsRoute),
    handler: async (request) => ({
      result: await listTaxReturns(app, routeAccount(request), request.query.year),
    }),
  });

  app.route({
    ...contractRoute(app, createTaxReturnRoute),
    handler: async (request, reply) => {
      const created = await createTaxReturn(app, requireAuth(request), routeAccount(request), request.body);
      return reply
        .code(201)
        .send({ result: created, message: translate(requestLanguage(request), TAX_RETURN_MESSAGES.created) });
    },
  });

  app.route({
    ...callerReadRoute(app, getTaxReturnRoute),
    handler: async (request) => ({
      result: await getTaxReturn(app, routeAccount(request), request.params.returnId),
    }),
  });

  app.route({
    ...contractRoute(app, updateTaxReturnRoute),
    handler: async (request) => ({
      result: await changeTaxReturn(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.returnId,
        request.body,
      ),
      message: translate(requestLanguage(request), TAX_RETURN_MESSAGES.updated),
    }),
  });

  app.route({
    ...contractRoute(app, uploadTaxReturnDocumentRoute),
    handler: async (request) => ({
      result: await uploadTaxReturnDocument(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.returnId,
        () => readTaxReturnUpload(app, request),
      ),
      message: translate(requestLanguage(request), TAX_RETURN_MESSAGES.documentUploaded),
    }),
  });

  app.route({
    ...contractRoute(app, getTaxReturnDocumentFileRoute),
    handler: async (request, reply) => {
      const file = await readTaxReturnDocumentFile(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.returnId,
        request.params.documentId,
      );
      return sendStoredFile(reply, file, {
        disposition: attachmentDisposition(file.fileName),
        cache: 'no-store',
      });
    },
  });

  app.route({
    ...contractRoute(app, reportTaxPaymentRoute),
    handler: async (request) => ({
      result: await reportTaxPayment(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.returnId,
        () => readTaxReturnUpload(app, request),
      ),
      message: translate(requestLanguage(request), TAX_RETURN_MESSAGES.paymentReported),
    }),
  });

  app.route({
    ...contractRoute(app, confirmTaxPaymentRoute),
    handler: async (request) => ({
      result: await confirmTaxPayment(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.returnId,
      ),
      message: translate(requestLanguage(request), TAX_RETURN_MESSAGES.paymentConfirmed),
    }),
  });
};
