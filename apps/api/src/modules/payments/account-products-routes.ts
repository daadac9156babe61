import {
  getAccountProductsRoute,
  removeAccountProductRoute,
} from '@portal/contracts/payments/payment-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { listAccountProducts, removeProduct } from './service.ts';

const FILTERS_PREFIX = 'brands:';

/** The products a company holds (attached by its payments) and their removal by staff. */
export const accountProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, getAccountProductsRoute),
    handler: async (request) => {
      const { filters, ...scope } = request.query;
      const brandIds = filters?.slice(FILTERS_PREFIX.length).split(',').map(Number);
      const data = await listAccountProducts(
        app,
        requireAuth(request),
        request.params.id,
        scope,
        brandIds,
        requestLanguage(request),
      );
      return { result: { data } };
    },
  });

  app.route({
    ...contractRoute(app, removeAccountProductRoute),
    handler: async (request) => {
      await removeProduct(
        app,
        requireAuth(request),
        request.params.id,
        request.params.productId,
        request.query,
      );
      return { result: null, message: translate(requestLanguage(request), 'payments.productRemoved') };
    },
  });
};
