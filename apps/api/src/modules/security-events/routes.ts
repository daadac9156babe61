import { getSecurityEventsRoute } from '@portal/contracts/staff/security-event-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { listAllSecurityEvents } from './service.ts';

export const securityEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...callerReadRoute(app, getSecurityEventsRoute),
    handler: async (request) => ({
      result: await listAllSecurityEvents(app, requireAuth(request), request.query),
    }),
  });
};
