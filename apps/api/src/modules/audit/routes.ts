import { getAccountAuditLogsRoute, getAuditLogsRoute } from '@portal/contracts/staff/audit-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { listAccountAuditLogs, listAllAuditLogs } from './service.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...callerReadRoute(app, getAuditLogsRoute),
    handler: async (request) => ({
      result: await listAllAuditLogs(app, requireAuth(request), request.query),
    }),
  });

  app.route({
    ...callerReadRoute(app, getAccountAuditLogsRoute),
    handler: async (request) => ({
      result: await listAccountAuditLogs(app, requireAuth(request), routeAccount(request), request.query),
    }),
  });
};
