import {
  getAccountActionsRoute,
  getAccountTimelineRoute,
} from '@portal/contracts/company-desk/company-desk-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerClockReadRoute, callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { accountActions, accountTimeline } from './service.ts';

/** The customer's desk: what waits on them, the application's timeline. */
export const companyDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    // The dashboard's first call; the month whose documents are due follows the clock.
    ...callerClockReadRoute(app, getAccountActionsRoute),
    handler: async (request) => ({
      result: await accountActions(
        app,
        requireAuth(request),
        routeAccount(request),
        requestLanguage(request),
      ),
    }),
  });

  app.route({
    ...callerReadRoute(app, getAccountTimelineRoute),
    handler: async (request) => ({
      result: await accountTimeline(app, routeAccount(request)),
    }),
  });
};
