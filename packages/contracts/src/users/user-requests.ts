import { z } from 'zod';
import { ZRecordId } from '../products/product-requests.ts';

/** `users/{id}` and the routes under it. */
export const ZUserParams = z.object({ id: ZRecordId });
export type TUserParams = z.input<typeof ZUserParams>;

/**
 * `GET users/{id}/avatar?v=`: the user's `avatar_url` carries the stored picture's version, new
 * after every upload, so no cache along the way serves an old picture. The server ignores it.
 */
export const ZAvatarQuery = z.object({ v: z.string().optional() });
export type TAvatarQuery = z.input<typeof ZAvatarQuery>;
