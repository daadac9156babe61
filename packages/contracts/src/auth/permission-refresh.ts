import { z } from 'zod';

/** `GET auth/permissions`: the caller's role and permissions, fresh from the database. */
export const ZPermissionsSnapshot = z.object({
  role_name: z.string().nullable(),
  permissions: z.array(z.string()),
});
export type TPermissionsSnapshot = z.infer<typeof ZPermissionsSnapshot>;
