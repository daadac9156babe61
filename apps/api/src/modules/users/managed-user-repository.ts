import { and, asc, count, eq, exists, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { roles, userRoles, users } from '../../db/schema/auth.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import {
  LISTED,
  likePattern,
  listedPage,
  pageOffset,
  type TListedTotal,
} from '../../plugins/db/list-queries.ts';

/** A person as the people screens show them: their first role (lowest position) is their role. */
export type TManagedUserRow = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  isActive: boolean;
  createdAt: Date;
  roleId: number | null;
  roleName: string | null;
  /** Every role the user holds, first one first. */
  roleNames: string[];
};

const BASE = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  isActive: users.isActive,
  createdAt: users.createdAt,
};

/** Attaches the roles of the listed users (one query, by the user_roles primary key). */
async function withRoles(
  db: TDatabase,
  rows: Omit<TManagedUserRow, 'roleId' | 'roleName' | 'roleNames'>[],
): Promise<TManagedUserRow[]> {
  if (rows.length === 0) return [];
  const held = await db
    .select({ userId: userRoles.userId, roleId: roles.id, roleName: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      inArray(
        userRoles.userId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(userRoles.userId), asc(userRoles.position), asc(roles.id));
  return rows.map((row) => {
    const mine = held.filter((role) => role.userId === row.id);
    return {
      ...row,
      roleId: mine[0]?.roleId ?? null,
      roleName: mine[0]?.roleName ?? null,
      roleNames: mine.map((role) => role.roleName),
    };
  });
}

export type TManagedUserFilter = {
  search?: string | undefined;
  /** Users holding this role. */
  roleName?: string | undefined;
  isActive?: boolean | undefined;
  page: number;
  perPage: number;
};

/** A page of people sorted by name (then id, so pages never overlap), with the filter's total. */
export async function listManagedUsers(
  db: TDatabase,
  filter: TManagedUserFilter,
): Promise<{ rows: TManagedUserRow[]; total: TListedTotal }> {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    const matches = or(ilike(users.name, pattern), ilike(users.email, pattern));
    if (matches) conditions.push(matches);
  }
  if (filter.isActive !== undefined) conditions.push(eq(users.isActive, filter.isActive));
  if (filter.roleName !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(and(eq(userRoles.userId, users.id), eq(roles.name, filter.roleName))),
      ),
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { rows, total } = await listedPage(
    db,
    filter,
    db
      .select(BASE)
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(filter.perPage)
      .offset(pageOffset(filter)),
    db.select({ one: LISTED }).from(users).where(where),
  );
  return { rows: await withRoles(db, rows), total };
}

export async function findManagedUser(db: TDatabase, id: number): Promise<TManagedUserRow | null> {
  const [row] = await db.select(BASE).from(users).where(eq(users.id, id));
  if (!row) return null;
  const [found] = await withRoles(db, [row]);
  return found ?? null;
}

export async function findRoleById(db: TDatabase, id: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.id, id));
  return row ?? null;
}

/** A new user holding one role. Throws a unique violation for a taken e-mail. */
export async function insertManagedUser(
  tx: TDatabase,
  values: { name: string; email: string; phone: string; passwordHash: string },
  roleId: number,
): Promise<number> {
  const [created] = await tx.insert(users).values(values).returning({ id: users.id });
  if (!created) throw new Error('Could not create the user');
  await tx.insert(userRoles).values({ userId: created.id, roleId, position: 0 });
  return created.id;
}

/** The user holds exactly this role afterwards (a role change on the people screens replaces all). */
export async function replaceUserRole(tx: TDatabase, userId: number, roleId: number): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values({ userId, roleId, position: 0 });
}

export async function setUserActive(tx: TDatabase, userId: number, isActive: boolean): Promise<void> {
  await tx.update(users).set({ isActive }).where(eq(users.id, userId));
}

/**
 * Locks the admin role row until the transaction ends. Every change that may take away an
 * admin takes this lock first, so two of them cannot each count the other as the remaining
 * admin and both succeed.
 */
export async function lockAdminRole(tx: TDatabase): Promise<void> {
  await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'admin')).for('update');
}

/** Active users holding the admin role, other than `exceptUserId`. */
export async function countOtherActiveAdmins(tx: TDatabase, exceptUserId: number): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        ne(users.id, exceptUserId),
        exists(
          tx
            .select({ one: sql`1` })
            .from(userRoles)
            .innerJoin(roles, eq(roles.id, userRoles.roleId))
            .where(and(eq(userRoles.userId, users.id), eq(roles.name, 'admin'))),
        ),
      ),
    );
  return row?.total ?? 0;
}
