import { envelope, ZErrorResponse } from '@portal/contracts/common/envelope';
import { ZStaffDashboard } from '@portal/contracts/staff/staff-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { getStaffDashboard } from './service.ts';

export const staffDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/dashboard',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['staff'],
        summary:
          "The staff dashboard: the caller's companies, applications waiting for approval and their documents (all with 'show accounts all', else the caller's), new appointment requests and unhandled contact messages (with 'show appointment requests', else null)",
        security: [{ bearerAuth: [] }],
        response: { 200: envelope(ZStaffDashboard), 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => ({ result: await getStaffDashboard(app, requireAuth(request)) }),
  );
};
