import { getStaffDashboardRoute } from '@portal/contracts/staff/staff-dashboard-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { getStaffDashboard } from './service.ts';

export const staffDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, getStaffDashboardRoute),
    handler: async (request) => ({ result: await getStaffDashboard(app, requireAuth(request)) }),
  });
};
