import { envelope, ZErrorResponse } from '@portal/contracts/common/envelope';
import {
  ZBrandParams,
  ZBrandProductParams,
  ZCategoryListQuery,
  ZPacketListQuery,
} from '@portal/contracts/products/product-requests';
import {
  ZCategory,
  ZProduct,
  ZProductListQuery,
  ZPublicPacket,
} from '@portal/contracts/products/product-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { getBrandProduct, listBrandProducts, listCategories, listPublicPackets } from './service.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/packets',
    {
      schema: {
        tags: ['products'],
        summary: "The landing page's packets (is_main) of the accountant and office lines",
        querystring: ZPacketListQuery,
        response: { 200: envelope(z.array(ZPublicPacket)), 422: ZErrorResponse },
      },
    },
    async (request) => ({
      result: await listPublicPackets(app.db, request.query.brand, requestLanguage(request)),
    }),
  );

  app.get(
    '/brands/:type/products',
    {
      schema: {
        tags: ['products'],
        summary: "A product line's active packets, with features and add-ons",
        params: ZBrandParams,
        querystring: ZProductListQuery,
        response: { 200: envelope(z.array(ZProduct)), 422: ZErrorResponse },
      },
    },
    async (request) => ({
      result: await listBrandProducts(app.db, request.params.type, request.query, requestLanguage(request)),
    }),
  );

  app.get(
    '/brands/:type/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One active product (packet or add-on) of a product line',
        params: ZBrandProductParams,
        response: { 200: envelope(ZProduct), 404: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request) => ({
      result: await getBrandProduct(app.db, request.params.type, request.params.id, requestLanguage(request)),
    }),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['products'],
        summary: 'Product categories, optionally of one line',
        querystring: ZCategoryListQuery,
        response: { 200: envelope(z.array(ZCategory)), 422: ZErrorResponse },
      },
    },
    async (request) => ({
      result: await listCategories(app.db, request.query.brand, requestLanguage(request)),
    }),
  );
};
