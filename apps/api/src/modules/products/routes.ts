import {
  getBrandProductRoute,
  getBrandProductsRoute,
  getCategoriesRoute,
  getPublicPacketsRoute,
} from '@portal/contracts/products/product-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueRoute } from '../../plugins/answer-cache.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { getBrandProduct, listBrandProducts, listCategories, listPublicPackets } from './service.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...catalogueRoute(app, getPublicPacketsRoute),
    handler: async (request) => ({
      result: await listPublicPackets(app.db, request.query.brand, requestLanguage(request)),
    }),
  });

  app.route({
    ...catalogueRoute(app, getBrandProductsRoute),
    handler: async (request) => ({
      result: await listBrandProducts(app.db, request.params.type, request.query, requestLanguage(request)),
    }),
  });

  app.route({
    ...catalogueRoute(app, getBrandProductRoute),
    handler: async (request) => ({
      result: await getBrandProduct(app.db, request.params.type, request.params.id, requestLanguage(request)),
    }),
  });

  app.route({
    ...catalogueRoute(app, getCategoriesRoute),
    handler: async (request) => ({
      result: await listCategories(app.db, request.query.brand, requestLanguage(request)),
    }),
  });
};
