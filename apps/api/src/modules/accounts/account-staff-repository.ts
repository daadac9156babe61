import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { accountStaff, accountStatusChanges } from '../../db/schema/accounts.ts';
import { roles, userRoles, users } from '../../db/schema/auth.ts';
import { firstRoleOf } from '../../plugins/auth/role-fragments.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

export type TStaffMemberRow = { id: number; name: string; roleName: string | null; isActive: boolean };

/**
 * A user with their role (the first, by position) and whether they are active, or null: one
 * query on the primary key and user_roles(user_id, role_id).
 */
export async function findUserWithRole(db: TDatabase, id: number): Promise<TStaffMemberRow | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, roleName: roles.name, isActive: users.isActive })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(users.id, id))
    .orderBy(asc(userRoles.position), asc(userRoles.roleId))
    .limit(1);
  return row ?? null;
}

/** The staff serving the account, with their role (first by position) and the line they serve. */
export async function findAccountStaff(
  db: TDatabase,
  accountId: number,
): Promise<{ id: number; name: string; roleName: string | null; line: number }[]> {
  return db
    .select({ id: users.id, name: users.name, roleName: firstRoleOf(users.id), line: accountStaff.line })
    .from(accountStaff)
    .innerJoin(users, eq(users.id, accountStaff.userId))
    .where(eq(accountStaff.accountId, accountId))
    .orderBy(accountStaff.createdAt, users.id);
}

/**
 * Makes `userId` (or nobody, null) the one staff member serving the account's `line`: whoever
 * served it before is detached. Run inside the caller's transaction.
 */
export async function replaceLineStaff(
  db: TDatabase,
  accountId: number,
  line: number,
  userId: number | null,
): Promise<void> {
  const others = and(eq(accountStaff.accountId, accountId), eq(accountStaff.line, line));
  await db
    .delete(accountStaff)
    .where(userId === null ? others : and(others, ne(accountStaff.userId, userId)));
  if (userId !== null) {
    await db.insert(accountStaff).values({ accountId, userId, line }).onConflictDoNothing();
  }
}

/** Every status change of the account, newest first, with who made it (the account_id, created_at index). */
export async function findStatusChanges(
  db: TDatabase,
  accountId: number,
): Promise<
  {
    brandId: number;
    fromStatus: number;
    toStatus: number;
    reason: string | null;
    changedById: number | null;
    changedByName: string | null;
    createdAt: Date;
  }[]
> {
  return db
    .select({
      brandId: accountStatusChanges.brandId,
      fromStatus: accountStatusChanges.fromStatus,
      toStatus: accountStatusChanges.toStatus,
      reason: accountStatusChanges.reason,
      changedById: users.id,
      changedByName: users.name,
      createdAt: accountStatusChanges.createdAt,
    })
    .from(accountStatusChanges)
    .leftJoin(users, eq(users.id, accountStatusChanges.changedBy))
    .where(eq(accountStatusChanges.accountId, accountId))
    .orderBy(desc(accountStatusChanges.createdAt), desc(accountStatusChanges.id));
}
