import {
  cancelAccountClosingRoute,
  downloadDataExportRoute,
  getAccountClosingRoute,
  getMyDataExportRoute,
  listMyDocumentAccessesRoute,
  listMySignInsRoute,
  requestAccountClosingRoute,
  requestDataExportRoute,
} from '@portal/contracts/privacy/privacy-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import {
  accountClosing,
  cancelAccountClosing,
  closingRequestedMessage,
  listMyDocumentAccesses,
  listMySignIns,
  myDataExport,
  openDataExport,
  requestAccountClosing,
  requestDataExport,
} from './service.ts';

/** A person's own data (KVKK, issue 16): sign-ins, staff accesses, "download my data", closing the account. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, listMySignInsRoute),
    handler: async (request) => ({ result: await listMySignIns(app, requireAuth(request)) }),
  });

  app.route({
    ...contractRoute(app, listMyDocumentAccessesRoute),
    handler: async (request) => ({
      result: await listMyDocumentAccesses(app, requireAuth(request), request.query),
    }),
  });

  app.route({
    ...contractRoute(app, getMyDataExportRoute),
    handler: async (request) => ({ result: await myDataExport(app, requireAuth(request)) }),
  });

  app.route({
    ...contractRoute(app, requestDataExportRoute),
    handler: async (request, reply) => {
      const result = await requestDataExport(app, requireAuth(request));
      return reply
        .code(202)
        .send({ result, message: translate(requestLanguage(request), 'privacy.exportRequested') });
    },
  });

  app.route({
    ...contractRoute(app, downloadDataExportRoute, [], [app.rateLimitPerIp('dataExportDownloadsPerIp')]),
    handler: async (request, reply) => {
      const file = await openDataExport(app, request.params.token);
      // The secret is in the address: no cache keeps the file, no page it links to learns it.
      return reply
        .type('application/zip')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-robots-tag', 'noindex')
        .send(file.stream);
    },
  });

  app.route({
    ...contractRoute(app, getAccountClosingRoute),
    handler: async (request) => ({ result: await accountClosing(app, requireAuth(request)) }),
  });

  app.route({
    ...contractRoute(app, requestAccountClosingRoute),
    handler: async (request) => {
      const closing = await requestAccountClosing(app, requireAuth(request), request.body.password);
      return { result: closing, message: closingRequestedMessage(requestLanguage(request), closing) };
    },
  });

  app.route({
    ...contractRoute(app, cancelAccountClosingRoute),
    handler: async (request) => ({
      result: await cancelAccountClosing(app, requireAuth(request)),
      message: translate(requestLanguage(request), 'privacy.closeCancelled'),
    }),
  });
};
