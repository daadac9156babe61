import { envelope, ZErrorResponse } from '@portal/contracts/common/envelope';
import { ZCity, ZCityParams, ZDistrictParams } from '@portal/contracts/locations/place-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { listCities, listDistricts, listNeighbourhoods } from './places.ts';

/** The names change only with a package update, so browsers may keep them for a day. */
const CACHE_FOR_A_DAY = 'public, max-age=86400';

export const turkishPlaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places/cities',
    {
      schema: {
        tags: ['places'],
        summary: "Turkey's 81 provinces, by name (code = plate number)",
        response: { 200: envelope(z.array(ZCity)) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_FOR_A_DAY);
      return { result: listCities() };
    },
  );

  app.get(
    '/places/cities/:code/districts',
    {
      schema: {
        tags: ['places'],
        summary: 'The districts of a province',
        params: ZCityParams,
        response: { 200: envelope(z.array(z.string())), 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const districts = listDistricts(request.params.code);
      if (!districts) throw new HttpError(404, 'errors.notFound');
      reply.header('cache-control', CACHE_FOR_A_DAY);
      return { result: districts };
    },
  );

  app.get(
    '/places/cities/:code/districts/:district/neighbourhoods',
    {
      schema: {
        tags: ['places'],
        summary: 'The neighbourhoods of a district',
        params: ZDistrictParams,
        response: { 200: envelope(z.array(z.string())), 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const neighbourhoods = listNeighbourhoods(request.params.code, request.params.district);
      if (!neighbourhoods) throw new HttpError(404, 'errors.notFound');
      reply.header('cache-control', CACHE_FOR_A_DAY);
      return { result: neighbourhoods };
    },
  );
};
