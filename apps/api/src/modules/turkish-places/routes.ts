import {
  getCitiesRoute,
  getDistrictsRoute,
  getNeighbourhoodsRoute,
} from '@portal/contracts/locations/place-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { listCities, listDistricts, listNeighbourhoods } from './places.ts';

/** The names change only with a package update, so browsers may keep them for a day. */
const CACHE_FOR_A_DAY = 'public, max-age=86400';

export const turkishPlaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, getCitiesRoute),
    handler: async (_request, reply) => {
      reply.header('cache-control', CACHE_FOR_A_DAY);
      return { result: await listCities() };
    },
  });

  app.route({
    ...contractRoute(app, getDistrictsRoute),
    handler: async (request, reply) => {
      const districts = await listDistricts(request.params.code);
      if (!districts) throw new HttpError(404, 'errors.notFound');
      reply.header('cache-control', CACHE_FOR_A_DAY);
      return { result: districts };
    },
  });

  app.route({
    ...contractRoute(app, getNeighbourhoodsRoute),
    handler: async (request, reply) => {
      const neighbourhoods = await listNeighbourhoods(request.params.code, request.params.district);
      if (!neighbourhoods) throw new HttpError(404, 'errors.notFound');
      reply.header('cache-control', CACHE_FOR_A_DAY);
      return { result: neighbourhoods };
    },
  });
};
