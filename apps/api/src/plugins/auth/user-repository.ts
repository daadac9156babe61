import type { TPermission } from '@portal/contracts/auth/permissions';
import type { TRole } from '@portal/contracts/auth/roles';
import { and, asc, eq, exists, ne, or } from 'drizzle-orm';
import { permissions, rolePermissions, roles, userRoles, users } from '../../db/schema/auth.ts';
import type { TDatabase } from '../db/database.ts';
import { type TUserRow, USER_ROW } from './user-row.ts';

export async function findUserById(db: TDatabase, id: number): Promise<TUserRow | null> {
  const [row] = await db.select(USER_ROW).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** With the password hash, for signing in. `email` is already lower-case (ZEmail). */
export async function findUserByEmail(
  db: TDatabase,
  email: string,
): Promise<(TUserRow & { passwordHash: string }) | null> {
  const [row] = await db
    .select({ ...USER_ROW, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

/** The stored argon2 hash of a user's password, for re-checking it (password or e-mail change). */
export async function findPasswordHash(db: TDatabase, id: number): Promise<string | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
  return row?.passwordHash ?? null;
}

export async function isEmailTaken(db: TDatabase, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      exceptUserId === undefined
        ? eq(users.email, email)
        : and(eq(users.email, email), ne(users.id, exceptUserId)),
    );
  return row !== undefined;
}

/** A new user with one role, in one transaction. Throws a unique violation for a taken e-mail. */
export async function insertUserWithRole(
  db: TDatabase,
  values: { name: string; email: string; phone: string; passwordHash: string; languageId: number },
  role: TRole,
): Promise<TUserRow> {
  return db.transaction(async (tx) => {
    const [roleRow] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
    if (!roleRow) throw new Error(`Role "${role}" is missing: the seed did not run`);
    const [created] = await tx.insert(users).values(values).returning(USER_ROW);
    if (!created) throw new Error('Could not create the user');
    await tx.insert(userRoles).values({ userId: created.id, roleId: roleRow.id, position: 0 });
    return created;
  });
}

export async function updateUser(
  db: TDatabase,
  id: number,
  values: Partial<{
    name: string;
    email: string;
    phone: string;
    emailVerifiedAt: Date | null;
    phoneVerifiedAt: Date | null;
    passwordHash: string;
    avatarKey: string | null;
  }>,
): Promise<TUserRow | null> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning(USER_ROW);
  return row ?? null;
}

/**
 * Active users holding `role`, or any role that grants `permission` (whatever its position), in
 * one query: who is told about requests from the public site.
 */
export async function findActiveUsersWithRoleOrPermission(
  db: TDatabase,
  role: TRole,
  permission: TPermission,
): Promise<Pick<TUserRow, 'id' | 'name' | 'email' | 'languageId'>[]> {
  const withRole = db
    .select({ one: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, users.id), eq(roles.name, role)));
  const withPermission = db
    .select({ one: userRoles.userId })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(userRoles.userId, users.id), eq(permissions.name, permission)));
  return db
    .select({ id: users.id, name: users.name, email: users.email, languageId: users.languageId })
    .from(users)
    .where(and(eq(users.isActive, true), or(exists(withRole), exists(withPermission))))
    .orderBy(asc(users.id));
}

/** Active users holding `role`: the admins told of an advisor change request or a late application. */
export async function findActiveUsersWithRole(
  db: TDatabase,
  role: TRole,
): Promise<Pick<TUserRow, 'id' | 'name' | 'email' | 'languageId'>[]> {
  const withRole = db
    .select({ one: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, users.id), eq(roles.name, role)));
  return db
    .select({ id: users.id, name: users.name, email: users.email, languageId: users.languageId })
    .from(users)
    .where(and(eq(users.isActive, true), exists(withRole)))
    .orderBy(asc(users.id));
}
