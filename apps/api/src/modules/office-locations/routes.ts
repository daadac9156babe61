import { getOfficeLocationsRoute } from '@portal/contracts/products/product-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { listOfficeLocations } from './service.ts';

export const officeLocationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, getOfficeLocationsRoute),
    handler: async (request) => ({ result: await listOfficeLocations(app.db, requestLanguage(request)) }),
  });
};
