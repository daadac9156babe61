import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema/auth.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

export type TRoleRow = { id: number; name: string };
export type TRoleWithPermissions = TRoleRow & { permissions: string[]; usersCount: number };

export async function findAllPermissions(db: TDatabase): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .orderBy(asc(permissions.name));
}

/** Every role with its permission names and how many users hold it: three small queries. */
export async function findRolesWithPermissions(
  db: TDatabase,
  onlyId?: number,
): Promise<TRoleWithPermissions[]> {
  const [roleRows, grants, holders] = await Promise.all([
    db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(onlyId === undefined ? undefined : eq(roles.id, onlyId))
      .orderBy(asc(roles.id)),
    db
      .select({ roleId: rolePermissions.roleId, name: permissions.name })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(onlyId === undefined ? undefined : eq(rolePermissions.roleId, onlyId))
      .orderBy(asc(permissions.name)),
    db
      .select({ roleId: userRoles.roleId, total: count() })
      .from(userRoles)
      .where(onlyId === undefined ? undefined : eq(userRoles.roleId, onlyId))
      .groupBy(userRoles.roleId),
  ]);
  const counts = new Map(holders.map((row) => [row.roleId, row.total]));
  return roleRows.map((role) => ({
    ...role,
    permissions: grants.filter((grant) => grant.roleId === role.id).map((grant) => grant.name),
    usersCount: counts.get(role.id) ?? 0,
  }));
}

/**
 * The role, locked until the transaction ends: two admins editing the same role (or removing
 * the last admin at once) are served one after the other.
 */
export async function lockRole(tx: TDatabase, id: number): Promise<TRoleRow | null> {
  const [row] = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.id, id))
    .for('update');
  return row ?? null;
}

/** Whether another role has this name, ignoring case ("Admin" would read as "admin"). */
export async function isRoleNameTaken(db: TDatabase, name: string, exceptId?: number): Promise<boolean> {
  const sameName = sql`lower(${roles.name}) = lower(${name})`;
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(exceptId === undefined ? sameName : and(sameName, ne(roles.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertRole(tx: TDatabase, name: string): Promise<TRoleRow> {
  const [row] = await tx.insert(roles).values({ name }).returning({ id: roles.id, name: roles.name });
  if (!row) throw new Error('Could not create the role');
  return row;
}

export async function renameRole(tx: TDatabase, id: number, name: string): Promise<void> {
  await tx.update(roles).set({ name }).where(eq(roles.id, id));
}

export async function deleteRole(tx: TDatabase, id: number): Promise<void> {
  await tx.delete(roles).where(eq(roles.id, id));
}

export async function countRoleUsers(tx: TDatabase, roleId: number): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return row?.total ?? 0;
}

export async function findRolePermissionNames(tx: TDatabase, roleId: number): Promise<string[]> {
  const rows = await tx
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(asc(permissions.name));
  return rows.map((row) => row.name);
}

/** Replaces the role's permission set with these names (unknown names in the data are skipped). */
export async function replaceRolePermissions(
  tx: TDatabase,
  roleId: number,
  names: readonly string[],
): Promise<void> {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (names.length === 0) return;
  const found = await tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, [...names]));
  if (found.length === 0) return;
  await tx
    .insert(rolePermissions)
    .values(found.map((permission) => ({ roleId, permissionId: permission.id })));
}
