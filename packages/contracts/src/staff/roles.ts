import { z } from 'zod';
import { PERMISSION_NAMES, type TPermission } from '../auth/permissions.ts';
import { ROLES, type TRole } from '../auth/roles.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { singleLine } from '../validation/single-line-text.ts';

const V = VALIDATION_MESSAGES;

const ROLE_NAME_MIN_LENGTH = 2;
export const ROLE_NAME_MAX_LENGTH = 50;

/** A role as the roles screen and the permission matrix show it. */
export const ZRole = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.string()),
  /** How many users hold the role: a role is deleted only while nobody holds it. */
  users_count: z.number().int().min(0),
  /** One of the four roles the code relies on: it can't be renamed or deleted. */
  is_builtin: z.boolean(),
});
/** Named TRoleItem: `TRole` is already the union of built-in role names (auth/roles.ts). */
export type TRoleItem = z.infer<typeof ZRole>;

export const ZPermission = z.object({ id: z.number().int(), name: z.string() });
export type TPermissionItem = z.infer<typeof ZPermission>;

/** `roles/{id}` and the routes under it. */
export const ZRoleParams = z.object({ id: ZRecordId });

/** `POST roles`, `PUT roles/{id}`. */
export const ZRoleRequest = z.object({
  name: singleLine(
    z
      .string({ error: V.required })
      .trim()
      .min(1, { error: V.required })
      .min(ROLE_NAME_MIN_LENGTH, { error: V.invalidValue })
      .max(ROLE_NAME_MAX_LENGTH, { error: V.tooLong }),
  ),
});
export type TRoleRequest = z.input<typeof ZRoleRequest>;

/** `PUT roles/{id}/permissions`: the whole new set, replaced at once; only known names. */
export const ZRolePermissionsRequest = z.object({
  permissions: z
    .array(z.enum(PERMISSION_NAMES, { error: V.invalidValue }))
    .max(PERMISSION_NAMES.length * 2)
    .transform((names) => [...new Set(names)]),
});

export function isBuiltinRole(name: string): name is TRole {
  return (ROLES as readonly string[]).includes(name);
}

/**
 * Permissions the admin role must keep, or no one could open the matrix again to undo a
 * mistake: removing them from the admin role is refused.
 */
export const ADMIN_LOCKOUT_PERMISSIONS = [
  'show permissions',
  'show roles',
] as const satisfies readonly TPermission[];

/** The lock-out guard of the matrix: which kept permissions a new admin set would drop. */
export function missingAdminPermissions(roleName: string, permissions: readonly string[]): TPermission[] {
  if (roleName !== 'admin') return [];
  return ADMIN_LOCKOUT_PERMISSIONS.filter((name) => !permissions.includes(name));
}
