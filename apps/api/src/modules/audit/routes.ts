import { envelope, paginated, ZErrorResponse } from '@portal/contracts/common/envelope';
import { ZRecordId } from '@portal/contracts/products/product-requests';
import { ZAccountAuditListQuery, ZAuditEntry, ZAuditListQuery } from '@portal/contracts/staff/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { listAccountAuditLogs, listAllAuditLogs } from './service.ts';

const FAILURES = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-logs',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['audit'],
        summary:
          'The audit log of staff actions, newest first, for users whose role is admin; filter by company, actor and action',
        security: [{ bearerAuth: [] }],
        querystring: ZAuditListQuery,
        response: { 200: envelope(paginated(ZAuditEntry)), ...FAILURES },
      },
    },
    async (request) => ({ result: await listAllAuditLogs(app, requireAuth(request), request.query) }),
  );

  app.get(
    '/accounts/:id/audit-logs',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['audit'],
        summary:
          'A company\'s audit log, newest first, for its assigned staff or, with `?all`, staff holding "show accounts all"',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: ZRecordId }),
        querystring: ZAccountAuditListQuery,
        response: { 200: envelope(paginated(ZAuditEntry)), ...FAILURES },
      },
    },
    async (request) => ({
      result: await listAccountAuditLogs(app, requireAuth(request), request.params.id, request.query),
    }),
  );
};
