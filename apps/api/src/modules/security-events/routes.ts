import { getSecurityEventsRoute } from '@portal/contracts/staff/security-event-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { listAllSecurityEvents } from './service.ts';

export const securityEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, getSecurityEventsRoute),
    handler: async (request) => ({
      result: await listAllSecurityEvents(app, requireAuth(request), request.query),
    }),
  });
};
