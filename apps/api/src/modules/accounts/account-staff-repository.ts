import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { accountStatusChanges, accountUsers } from '../../db/schema/accounts.ts';
import { roles, userRoles, users } from '../../db/schema/auth.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

/** A user's first role's name (lowest position): the user's role, as the session reads it. */
const firstRoleName = sql<string | null>`(
    select ${roles.name} from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${users.id}
    order by ${userRoles.position}, ${userRoles.roleId} limit 1)`;

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

/** The account's users whose role is one of `roleNames`, with it (account_users primary key). */
export async function findAccountStaff(
  db: TDatabase,
  accountId: number,
  roleNames: readonly string[],
): Promise<{ id: number; name: string; roleName: string }[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, roleName: firstRoleName })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(eq(accountUsers.accountId, accountId))
    .orderBy(accountUsers.createdAt, users.id);
  return rows.flatMap((row) =>
    row.roleName !== null && roleNames.includes(row.roleName) ? [{ ...row, roleName: row.roleName }] : [],
  );
}

/**
 * Makes `userId` (or nobody, null) the account's only member among `previousIds`: those others are
 * detached, the new one attached once. Run inside the caller's transaction.
 */
export async function replaceAccountMember(
  db: TDatabase,
  accountId: number,
  previousIds: readonly number[],
  userId: number | null,
): Promise<void> {
  const detach = previousIds.filter((id) => id !== userId);
  if (detach.length > 0) {
    await db
      .delete(accountUsers)
      .where(and(eq(accountUsers.accountId, accountId), inArray(accountUsers.userId, detach)));
  }
  if (userId !== null) {
    await db.insert(accountUsers).values({ accountId, userId }).onConflictDoNothing();
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
