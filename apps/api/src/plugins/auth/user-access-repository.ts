import { asc, eq } from 'drizzle-orm';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema/auth.ts';
import type { TDatabase } from '../db/database.ts';

/** A user's roles (by position) and the names of their permissions, in one query. */
export async function findRolesAndPermissions(
  db: TDatabase,
  userId: number,
): Promise<{ roles: { id: number; name: string }[]; permissions: string[] }> {
  const rows = await db
    .select({ roleId: roles.id, roleName: roles.name, permission: permissions.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.position), asc(roles.id), asc(permissions.name));
  const roleList = new Map<number, { id: number; name: string }>();
  const names = new Set<string>();
  for (const row of rows) {
    if (!roleList.has(row.roleId)) roleList.set(row.roleId, { id: row.roleId, name: row.roleName });
    if (row.permission !== null) names.add(row.permission);
  }
  return { roles: [...roleList.values()], permissions: [...names].sort() };
}
