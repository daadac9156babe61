import { currentPeriod } from '@portal/contracts/documents/document-periods';
import { getOfficeUsageRoute, listOfficeTermsRoute } from '@portal/contracts/office/office-usage-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { listOfficeTerms, officeUsageOf } from './service.ts';

/** The office line's allowances, price list and monthly usage (issue 35). */
export const officeUsageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, listOfficeTermsRoute),
    handler: async () => ({ result: await listOfficeTerms(app.db) }),
  });

  app.route({
    ...contractRoute(app, getOfficeUsageRoute),
    handler: async (request) => {
      const period = request.query.period ?? currentPeriod(app.now());
      const account = routeAccount(request);
      return { result: await officeUsageOf(app.db, account.id, period, requestLanguage(request)) };
    },
  });
};
