import { z } from 'zod';
import { defineRoute } from '../http/route-contract.ts';
import {
  ZBrandParams,
  ZBrandProductParams,
  ZCategoryListQuery,
  ZPacketListQuery,
} from './product-requests.ts';
import { ZCategory, ZOfficeLocation, ZProduct, ZProductListQuery, ZPublicPacket } from './product-schemas.ts';

export const getPublicPacketsRoute = defineRoute({
  method: 'GET',
  path: '/packets',
  tags: ['products'],
  summary: "The landing page's packets (is_main) of the accountant and office lines",
  auth: 'none',
  query: ZPacketListQuery,
  result: z.array(ZPublicPacket),
  failures: [422],
});

export const getBrandProductsRoute = defineRoute({
  method: 'GET',
  path: '/brands/:type/products',
  tags: ['products'],
  summary: "A product line's active packets, with features and add-ons",
  auth: 'none',
  params: ZBrandParams,
  query: ZProductListQuery,
  result: z.array(ZProduct),
  failures: [422],
});

export const getBrandProductRoute = defineRoute({
  method: 'GET',
  path: '/brands/:type/products/:id',
  tags: ['products'],
  summary: 'One active product (packet or add-on) of a product line',
  auth: 'none',
  params: ZBrandProductParams,
  result: ZProduct,
  failures: [404, 422],
});

export const getCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/categories',
  tags: ['products'],
  summary: 'Product categories, optionally of one line',
  auth: 'none',
  query: ZCategoryListQuery,
  result: z.array(ZCategory),
  failures: [422],
});

export const getOfficeLocationsRoute = defineRoute({
  method: 'GET',
  path: '/office-locations',
  tags: ['offices'],
  summary: 'The virtual-office locations',
  auth: 'none',
  result: z.array(ZOfficeLocation),
  failures: [],
});
