import { z } from 'zod';
import { defineRoute } from '../http/route-contract.ts';
import {
  ZBrandParams,
  ZBrandProductParams,
  ZCategoryListQuery,
  ZPacketListQuery,
  ZRecordId,
} from './product-requests.ts';
import { ZCategory, ZOfficeLocation, ZProduct, ZProductListQuery, ZPublicPacket } from './product-schemas.ts';

export const getPublicPacketsRoute = defineRoute({
  method: 'GET',
  path: '/packets',
  tags: ['products'],
  summary: "The landing page's packets (is_main) of the accountant and office lines",
  auth: 'none',
  access: { kind: 'public' },
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
  access: { kind: 'public' },
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
  access: { kind: 'public' },
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
  access: { kind: 'public' },
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
  access: { kind: 'public' },
  result: z.array(ZOfficeLocation),
  failures: [],
});

/** `GET brands/{type}/products/{id}/contact?account_id=…` (spec section 7): "call me about this product". */
const ZProductContactQuery = z.object({
  account_id: ZRecordId,
});

const ZProductContactResult = z.object({
  /** The appointment request staff follow. */
  id: z.number().int(),
  /** True when an open request of this company for this product already existed (no new mail). */
  already_requested: z.boolean(),
});
export type TProductContactResult = z.infer<typeof ZProductContactResult>;

export const requestProductContactRoute = defineRoute({
  method: 'GET',
  path: '/brands/:type/products/:id/contact',
  tags: ['products'],
  summary:
    "A company's member asks to be contacted about a product: staff get an appointment request and a mail. Asked again while the request is open, it answers the same request",
  auth: 'required',
  access: { kind: 'account', account: 'query.account_id', staffView: 'none', action: 'read' },
  params: ZBrandProductParams,
  query: ZProductContactQuery,
  result: ZProductContactResult,
  failures: [401, 404, 409, 422],
});
