import {
  getAccountProductsRoute,
  removeAccountProductRoute,
} from '@portal/contracts/payments/payment-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../plugins/auth/authenticate.ts';
import { translate } from '../../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../../plugins/route-account.ts';
import { contractRoute } from '../../../plugins/route-contract.ts';
import { listAccountProducts, removeProduct } from './account-products-service.ts';

const FILTERS_PREFIX = 'brands:';

/** The products a company holds (attached by its payments) and their removal by staff. */
export const accountProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, getAccountProductsRoute),
    handler: async (request) => {
      const brandIds = request.query.filters?.slice(FILTERS_PREFIX.length).split(',').map(Number);
      const data = await listAccountProducts(app, routeAccount(request), brandIds, requestLanguage(request));
      return { result: { data } };
    },
  });

  app.route({
    ...contractRoute(app, removeAccountProductRoute),
    handler: async (request) => {
      await removeProduct(app, requireAuth(request), routeAccount(request), request.params.productId);
      return { result: null, message: translate(requestLanguage(request), 'payments.productRemoved') };
    },
  });
};
