import {
  findOfficeCompaniesRoute,
  getCallDeskRoute,
  getUnreadCallsRoute,
  listCallsRoute,
  recordCallRoute,
  updateCallRoute,
} from '@portal/contracts/office/office-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerClockReadRoute, callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { callDesk, findOfficeCompanies, listCalls, recordCall, unreadCalls, updateCall } from './service.ts';

/**
 * The office line's calls (issue 15): the company's log and its unread count, the secretary's
 * record form, desk and company finder. The reads are kept per caller until the calls (or another
 * table they read) change: a recorded or read call shows on the very next request.
 */
export const officeCallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...callerReadRoute(app, listCallsRoute),
    handler: async (request) => ({
      result: await listCalls(app, routeAccount(request), request.query),
    }),
  });

  app.route({
    ...contractRoute(app, recordCallRoute),
    handler: async (request, reply) => {
      const result = await recordCall(app, requireAuth(request), routeAccount(request), request.body);
      return reply
        .code(201)
        .send({ result, message: translate(requestLanguage(request), 'office.calls.recorded') });
    },
  });

  app.route({
    ...contractRoute(app, updateCallRoute),
    handler: async (request) => {
      const result = await updateCall(app, requireAuth(request), {
        account: routeAccount(request),
        callId: request.params.callId,
        body: request.body,
      });
      return { result, message: translate(requestLanguage(request), 'office.calls.saved') };
    },
  });

  app.route({
    ...callerReadRoute(app, getUnreadCallsRoute),
    handler: async (request) => ({
      result: await unreadCalls(app, routeAccount(request)),
    }),
  });

  app.route({
    ...callerClockReadRoute(app, getCallDeskRoute),
    handler: async (request) => ({ result: await callDesk(app, requireAuth(request)) }),
  });

  app.route({
    ...callerReadRoute(app, findOfficeCompaniesRoute),
    handler: async (request) => ({
      result: await findOfficeCompanies(app, requireAuth(request), request.query.q, requestLanguage(request)),
    }),
  });
};
