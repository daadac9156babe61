import { getAccountAuditLogsRoute, getAuditLogsRoute } from '@portal/contracts/staff/audit-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { listAccountAuditLogs, listAllAuditLogs } from './service.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, getAuditLogsRoute),
    handler: async (request) => ({
      result: await listAllAuditLogs(app, requireAuth(request), request.query),
    }),
  });

  app.route({
    ...contractRoute(app, getAccountAuditLogsRoute),
    handler: async (request) => ({
      result: await listAccountAuditLogs(app, requireAuth(request), routeAccount(request), request.query),
    }),
  });
};
