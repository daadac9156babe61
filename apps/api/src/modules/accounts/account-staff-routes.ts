import { ZAccountScopeQuery } from '@portal/contracts/accounts/account-schemas';
import { envelope, ZErrorResponse } from '@portal/contracts/common/envelope';
import { ZRecordId } from '@portal/contracts/products/product-requests';
import {
  ZAccountStaff,
  ZAccountStatusChange,
  ZAssignStaffRequest,
} from '@portal/contracts/staff/account-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { assignAccountStaff, findAccountStatusHistory } from './account-staff-service.ts';

const ZAccountParams = z.object({ id: ZRecordId });
const FAILURES = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

/** The staff side of a company: who serves it, and how its status moved. */
export const accountStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/accounts/:id/staff',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['accounts'],
        summary:
          "An admin (with `?all=1`) names the company's advisor and secretary, replacing the previous ones; null removes. Each must be an active user of that role (422). Audited",
        security: [{ bearerAuth: [] }],
        params: ZAccountParams,
        querystring: ZAccountScopeQuery,
        body: ZAssignStaffRequest,
        response: { 200: envelope(ZAccountStaff), ...FAILURES },
      },
    },
    async (request) => {
      const result = await assignAccountStaff(
        app,
        requireAuth(request),
        request.params.id,
        request.body,
        request.query,
      );
      return { result, message: translate(requestLanguage(request), 'accounts.staffAssigned') };
    },
  );

  app.get(
    '/accounts/:id/status-history',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['accounts'],
        summary:
          "The company's status changes, newest first (its members, or staff holding 'show accounts all' with `?all=1`)",
        security: [{ bearerAuth: [] }],
        params: ZAccountParams,
        querystring: ZAccountScopeQuery,
        response: { 200: envelope(z.array(ZAccountStatusChange)), ...FAILURES },
      },
    },
    async (request) => ({
      result: await findAccountStatusHistory(app, requireAuth(request), request.params.id, request.query),
    }),
  );
};
