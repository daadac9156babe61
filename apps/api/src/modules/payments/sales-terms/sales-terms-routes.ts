import { getSalesTermsRoute, SALE_PERMISSIONS } from '@portal/contracts/payments/payment-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireCustomerPermission } from '../../../plugins/auth/authenticate.ts';
import { requestLanguage } from '../../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../../plugins/route-account.ts';
import { contractRoute } from '../../../plugins/route-contract.ts';
import { getSalesTerms } from './sales-terms-service.ts';

/** `GET brands/{type}/products/{id}/sales-terms`: a sale's pre-information form and contract, before it is paid. */
export const salesTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, getSalesTermsRoute),
    handler: async (request) => {
      const { kind, add_on_ids, session_id } = request.query;
      const auth = requireAuth(request);
      // Whoever may pay for this sale reads its documents: a packet's or an add-on's permission.
      requireCustomerPermission(auth, SALE_PERMISSIONS[kind]);
      const result = await getSalesTerms(app, auth, routeAccount(request), {
        kind,
        brandId: request.params.type,
        productId: request.params.id,
        addOnIds: add_on_ids ? add_on_ids.split(',').map(Number) : [],
        sessionId: session_id,
        language: requestLanguage(request),
      });
      return { result };
    },
  });
};
