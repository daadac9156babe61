import { MONTH_CLOSE_MESSAGES } from '@portal/contracts/month-close/month-close';
import {
  completeMonthCloseRoute,
  getMonthCloseBoardRoute,
  getMonthCloseRoute,
  moveMonthCloseRoute,
} from '@portal/contracts/month-close/month-close-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerClockReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { companyMonth, completeCompanyMonth, monthCloseBoard, moveCompanyMonth } from './service.ts';

/** The advisor's month-close board (issue 33); its reads follow the clock (deadlines, late flags). */
export const monthCloseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...callerClockReadRoute(app, getMonthCloseBoardRoute),
    handler: async (request) => ({ result: await monthCloseBoard(app, requireAuth(request), request.query) }),
  });

  app.route({
    ...callerClockReadRoute(app, getMonthCloseRoute),
    handler: async (request) => ({
      result: await companyMonth(app, routeAccount(request), request.params.period),
    }),
  });

  app.route({
    ...contractRoute(app, moveMonthCloseRoute),
    handler: async (request) => ({
      result: await moveCompanyMonth(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.period,
        request.body.state,
      ),
      message: translate(requestLanguage(request), MONTH_CLOSE_MESSAGES.moved),
    }),
  });

  app.route({
    ...contractRoute(app, completeMonthCloseRoute),
    handler: async (request) => ({
      result: await completeCompanyMonth(
        app,
        requireAuth(request),
        routeAccount(request),
        request.params.period,
      ),
      message: translate(requestLanguage(request), MONTH_CLOSE_MESSAGES.completed),
    }),
  });
};
