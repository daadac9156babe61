import {
  createCalendarFeedRoute,
  deleteCalendarFeedRoute,
  getCalendarFeedIcsRoute,
  getCalendarFeedRoute,
  getTaxCalendarRoute,
} from '@portal/contracts/tax-calendar/tax-calendar-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { createFeed, getCompanyCalendar, getFeedStatus, readFeedIcs, revokeFeed } from './service.ts';

export const taxCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...callerReadRoute(app, getTaxCalendarRoute),
    handler: async (request) => ({
      result: await getCompanyCalendar(app, routeAccount(request), request.query, requestLanguage(request)),
    }),
  });

  app.route({
    ...callerReadRoute(app, getCalendarFeedRoute),
    handler: async (request) => ({
      result: await getFeedStatus(app, routeAccount(request)),
    }),
  });

  app.route({
    ...contractRoute(app, createCalendarFeedRoute),
    handler: async (request, reply) => {
      const feed = await createFeed(app, requireAuth(request), routeAccount(request));
      // The answer holds the secret link: no cache may keep it.
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ result: feed, message: translate(requestLanguage(request), 'taxCalendar.feedCreated') });
    },
  });

  app.route({
    ...contractRoute(app, deleteCalendarFeedRoute),
    handler: async (request) => {
      await revokeFeed(app, requireAuth(request), routeAccount(request));
      return { result: null, message: translate(requestLanguage(request), 'taxCalendar.feedRevoked') };
    },
  });

  app.route({
    ...contractRoute(app, getCalendarFeedIcsRoute, [], [app.rateLimitPerIp('calendarFeedsPerIp')]),
    handler: async (request, reply) => {
      const ics = await readFeedIcs(app, request.params.token, request.query.lang);
      // Private: a shared cache must not keep one company's calendar; the app may for a while.
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=900')
        .header('x-robots-tag', 'noindex')
        .header('content-disposition', 'inline; filename="vergi-takvimi.ics"')
        .send(ics);
    },
  });
};
