import {
  listNotificationsRoute,
  readAllNotificationsRoute,
  readNotificationRoute,
} from '@portal/contracts/notifications/notification-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { listNotifications, readAllNotifications, readNotification } from './service.ts';

/** The top bar's bell: a person's own notifications. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, listNotificationsRoute),
    handler: async (request) => ({ result: await listNotifications(app, requireAuth(request)) }),
  });
  app.route({
    ...contractRoute(app, readAllNotificationsRoute),
    handler: async (request) => ({ result: await readAllNotifications(app, requireAuth(request)) }),
  });
  app.route({
    ...contractRoute(app, readNotificationRoute),
    handler: async (request) => ({
      result: await readNotification(app, requireAuth(request), request.params.id),
    }),
  });
};
