import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { BRAND_FILTERS, PRODUCT_TYPES } from './product-types.ts';

/** The largest id the database's integer columns hold. */
export const RECORD_ID_MAX = 2_147_483_647;

/** A positive whole number written as the server writes it: no sign, no leading zero, no point, no space. */
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

/**
 * A database id in a path, a query or a body: a positive 32-bit integer (larger would not fit the
 * column). Text (paths and queries) counts only in its canonical form, "9" but never "09", "9.0",
 * "+9", " 9", "9e0" or "0x9" (422): who a request is about is decided on one reading of it, and
 * nothing else (the acting-for check on `user_id`, an audit entry) may read the same text as
 * "no id" while the route reads an id from it.
 */
export const ZRecordId = z
  .union(
    [
      z.int({ error: VALIDATION_MESSAGES.invalidValue }),
      z.string().regex(CANONICAL_ID, { error: VALIDATION_MESSAGES.invalidValue }),
    ],
    { error: VALIDATION_MESSAGES.invalidValue },
  )
  .transform(Number)
  .pipe(
    z
      .int()
      .min(1, { error: VALIDATION_MESSAGES.invalidValue })
      .max(RECORD_ID_MAX, { error: VALIDATION_MESSAGES.invalidValue }),
  );

/** `GET /api/packets`: the landing page's packets, optionally of one line (1 accountant, 2 office). */
export const ZPacketListQuery = z.object({ brand: z.coerce.number().pipe(z.enum(BRAND_FILTERS)).optional() });

/** `GET /api/categories`, optionally of one product line. */
export const ZCategoryListQuery = z.object({
  brand: z.coerce.number().pipe(z.enum(PRODUCT_TYPES)).optional(),
});

/** `brands/{type}/products`: the product line's type code (1, 2, 4 or 7). */
export const ZBrandParams = z.object({ type: z.coerce.number().pipe(z.enum(PRODUCT_TYPES)) });

export const ZBrandProductParams = ZBrandParams.extend({ id: ZRecordId });
