import { envelope } from '@portal/contracts/common/envelope';
import { ZOfficeLocation } from '@portal/contracts/products/product-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { listOfficeLocations } from './service.ts';

export const officeLocationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/office-locations',
    {
      schema: {
        tags: ['offices'],
        summary: 'The virtual-office locations',
        response: { 200: envelope(z.array(ZOfficeLocation)) },
      },
    },
    async (request) => ({ result: await listOfficeLocations(app.db, requestLanguage(request)) }),
  );
};
