import { getOfficeLocationsRoute } from '@portal/contracts/products/product-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueRoute } from '../../plugins/answer-cache.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { listOfficeLocations } from './service.ts';

export const officeLocationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...catalogueRoute(app, getOfficeLocationsRoute),
    handler: async (request) => ({ result: await listOfficeLocations(app.db, requestLanguage(request)) }),
  });
};
