import {
  assignAccountStaffRoute,
  getAccountStatusHistoryRoute,
} from '@portal/contracts/accounts/account-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { assignAccountStaff, findAccountStatusHistory } from './account-staff-service.ts';

/** The staff side of a company: who serves it, and how its status moved. */
export const accountStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, assignAccountStaffRoute),
    handler: async (request) => {
      const result = await assignAccountStaff(app, requireAuth(request), routeAccount(request), request.body);
      return { result, message: translate(requestLanguage(request), 'accounts.staffAssigned') };
    },
  });

  app.route({
    ...contractRoute(app, getAccountStatusHistoryRoute),
    handler: async (request) => ({
      result: await findAccountStatusHistory(app, routeAccount(request)),
    }),
  });
};
