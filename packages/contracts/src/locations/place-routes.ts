import { z } from 'zod';
import { defineRoute } from '../http/route-contract.ts';
import { ZCity, ZCityParams, ZDistrictParams } from './place-schemas.ts';

export const getCitiesRoute = defineRoute({
  method: 'GET',
  path: '/places/cities',
  tags: ['places'],
  summary: "Turkey's 81 provinces, by name (code = plate number)",
  auth: 'none',
  access: { kind: 'public' },
  result: z.array(ZCity),
  failures: [],
});

export const getDistrictsRoute = defineRoute({
  method: 'GET',
  path: '/places/cities/:code/districts',
  tags: ['places'],
  summary: 'The districts of a province',
  auth: 'none',
  access: { kind: 'public' },
  params: ZCityParams,
  result: z.array(z.string()),
  failures: [404],
});

export const getNeighbourhoodsRoute = defineRoute({
  method: 'GET',
  path: '/places/cities/:code/districts/:district/neighbourhoods',
  tags: ['places'],
  summary: 'The neighbourhoods of a district',
  auth: 'none',
  access: { kind: 'public' },
  params: ZDistrictParams,
  result: z.array(z.string()),
  failures: [404],
});
