import { z } from 'zod';
import { BRAND_FILTERS, PRODUCT_TYPES } from './product-types.ts';

/** A database id in a path or query: a positive 32-bit integer (larger would not fit the column). */
export const ZRecordId = z.coerce.number().int().min(1).max(2_147_483_647);

/** `GET /api/packets`: the landing page's packets, optionally of one line (1 accountant, 2 office). */
export const ZPacketListQuery = z.object({ brand: z.coerce.number().pipe(z.enum(BRAND_FILTERS)).optional() });
export type TPacketListQuery = z.input<typeof ZPacketListQuery>;

/** `GET /api/categories`, optionally of one product line. */
export const ZCategoryListQuery = z.object({
  brand: z.coerce.number().pipe(z.enum(PRODUCT_TYPES)).optional(),
});
export type TCategoryListQuery = z.input<typeof ZCategoryListQuery>;

/** `brands/{type}/products`: the product line's type code (1, 2, 4 or 7). */
export const ZBrandParams = z.object({ type: z.coerce.number().pipe(z.enum(PRODUCT_TYPES)) });
export type TBrandParams = z.input<typeof ZBrandParams>;

export const ZBrandProductParams = ZBrandParams.extend({ id: ZRecordId });
export type TBrandProductParams = z.input<typeof ZBrandProductParams>;
