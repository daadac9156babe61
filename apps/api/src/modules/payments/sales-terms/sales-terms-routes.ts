import { getSalesTermsRoute } from '@portal/contracts/payments/payment-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../plugins/auth/authenticate.ts';
import { requestLanguage } from '../../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../../plugins/route-account.ts';
import { contractRoute } from '../../../plugins/route-contract.ts';
import { getSalesTerms } from './sales-terms-service.ts';

/** `GET brands/{type}/products/{id}/sales-terms`: a sale's pre-information form and contract, before it is paid. */
export const salesTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, getSalesTermsRoute),
    handler: async (request) => {
      const { kind, add_on_ids } = request.query;
      const result = await getSalesTerms(app, requireAuth(request), routeAccount(request), {
        kind,
        brandId: request.params.type,
        productId: request.params.id,
        addOnIds: add_on_ids ? add_on_ids.split(',').map(Number) : [],
        language: requestLanguage(request),
      });
      return { result };
    },
  });
};
