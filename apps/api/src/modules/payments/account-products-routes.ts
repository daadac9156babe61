import { ZAccountProduct, ZAccountScopeQuery } from '@portal/contracts/accounts/account-schemas';
import { envelope, ZErrorResponse } from '@portal/contracts/common/envelope';
import { ZRecordId } from '@portal/contracts/products/product-requests';
import { VALIDATION_MESSAGES } from '@portal/contracts/validation/message-keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { listAccountProducts, removeProduct } from './service.ts';

const FILTERS_PREFIX = 'brands:';

/** `filters=brands:1` (accountant), `brands:2` (office), or several: `brands:1,2`. */
const ZAccountProductsQuery = ZAccountScopeQuery.extend({
  filters: z
    .string()
    .regex(/^brands:\d{1,3}(,\d{1,3})*$/, VALIDATION_MESSAGES.invalidValue)
    .optional()
    .describe('`brands:1`, `brands:2` or `brands:1,2`; none: every product'),
});

const FAILURES = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

/** The products a company holds (attached by its payments) and their removal by staff. */
export const accountProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/:id/products',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['accounts'],
        summary:
          "The company's products (packets and add-ons it paid for, not removed), optionally of some product lines",
        security: [{ bearerAuth: [] }],
        params: z.object({ id: ZRecordId }),
        querystring: ZAccountProductsQuery,
        response: { 200: envelope(z.object({ data: z.array(ZAccountProduct) })), ...FAILURES },
      },
    },
    async (request) => {
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
  );

  app.delete(
    '/accounts/:id/products/:productId/remove',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['accounts'],
        summary:
          "Removes a product from the company: an admin, or the company's advisor/secretary (a customer gets 403)",
        security: [{ bearerAuth: [] }],
        params: z.object({ id: ZRecordId, productId: ZRecordId }),
        querystring: ZAccountScopeQuery,
        response: { 200: envelope(z.null()), ...FAILURES },
      },
    },
    async (request) => {
      await removeProduct(
        app,
        requireAuth(request),
        request.params.id,
        request.params.productId,
        request.query,
      );
      return { result: null, message: translate(requestLanguage(request), 'payments.productRemoved') };
    },
  );
};
