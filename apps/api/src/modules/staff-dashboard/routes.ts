import { getStaffDashboardRoute } from '@portal/contracts/staff/staff-dashboard-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerClockReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { getStaffDashboard } from './service.ts';

export const staffDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...callerClockReadRoute(app, getStaffDashboardRoute),
    handler: async (request) => ({ result: await getStaffDashboard(app, requireAuth(request)) }),
  });
};
