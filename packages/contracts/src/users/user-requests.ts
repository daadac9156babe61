import { z } from 'zod';
import { ZRecordId } from '../products/product-requests.ts';

/** `users/{id}` and the routes under it. */
export const ZUserParams = z.object({ id: ZRecordId });

/**
 * `user_id` (spec section 6): staff acting for a customer name them on any call; the server checks
 * who may act for whom once for every route (plugins/auth/acting-for.ts).
 */
export const ZActingForQuery = z.object({ user_id: ZRecordId.optional() });

/**
 * `GET users/{id}/avatar?v=`: the user's `avatar_url` carries the stored picture's version, new
 * after every upload, so no cache along the way serves an old picture. The server ignores it.
 */
export const ZAvatarQuery = z.object({ v: z.string().optional() });

/**
 * `POST users/{id}/email-change`: the query of the link mailed to the new address, as the web page
 * found it (`email`, `keep` the session that asked, `expires` in Unix seconds, `signature`).
 */
export const ZEmailChangeConfirmation = z.object({
  email: z.string().min(3).max(190),
  keep: z.coerce.number().int().min(0).max(2_147_483_647),
  expires: z.coerce.number().int().min(0),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
