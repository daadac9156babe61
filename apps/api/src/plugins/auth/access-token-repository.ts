import { and, eq, gt, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { permissions, rolePermissions, roles, userRoles, users } from '../../db/schema/auth.ts';
import { personalAccessTokens } from '../../db/schema/auth-tokens.ts';
import type { TDatabase } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-queries.ts';
import { type TUserRow, USER_ROW } from './user-row.ts';

const t = personalAccessTokens;

export async function insertAccessToken(
  db: TDatabase,
  row: { userId: number; tokenHash: string; expiresAt: Date; sessionExpiresAt: Date; secondFactor: boolean },
): Promise<void> {
  await db.insert(t).values(row);
}

/** What a signed-in request learns from its token, in one query. */
export type TLiveToken = {
  tokenId: number;
  expiresAt: Date;
  sessionExpiresAt: Date;
  lastUsedAt: Date | null;
  /** The session's sign-in passed a second factor. */
  secondFactor: boolean;
  user: TUserRow;
  /** In the user's order (the first is their role). */
  roles: { id: number; name: string }[];
  /** The names of the permissions of all their roles. */
  permissions: string[];
};

/**
 * The live-token query, prepared once per database: every signed-in request runs it, so its SQL
 * is built once and PostgreSQL plans it once per connection. Roles and permissions come as
 * aggregates of correlated subqueries, so a token costs one round trip whatever the roles.
 */
function prepareLiveTokenQuery(db: TDatabase) {
  const roleList = sql<{ id: number; name: string }[]>`(
    select coalesce(json_agg(json_build_object('id', ${roles.id}, 'name', ${roles.name})
      order by ${userRoles.position}, ${roles.id}), '[]'::json)
    from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${users.id})`;
  const permissionNames = sql<string[]>`(
    select coalesce(array_agg(distinct ${permissions.name}), '{}'::text[])
    from ${userRoles}
    inner join ${rolePermissions} on ${rolePermissions.roleId} = ${userRoles.roleId}
    inner join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId}
    where ${userRoles.userId} = ${users.id})`;
  return db
    .select({
      tokenId: t.id,
      expiresAt: t.expiresAt,
      sessionExpiresAt: t.sessionExpiresAt,
      lastUsedAt: t.lastUsedAt,
      secondFactor: t.secondFactor,
      user: USER_ROW,
      roles: roleList,
      permissions: permissionNames,
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(
      and(
        eq(t.tokenHash, sql.placeholder('tokenHash')),
        isNull(t.revokedAt),
        gt(t.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
      ),
    )
    .prepare('live_token');
}

const liveTokenQuery = preparedQuery(prepareLiveTokenQuery);

/** A live token (not revoked, not expired) of an active user, with that user, roles and permissions. */
export async function findLiveToken(db: TDatabase, tokenHash: string, now: Date): Promise<TLiveToken | null> {
  const [row] = await liveTokenQuery(db).execute({ tokenHash, now: now.toISOString() });
  return row ?? null;
}

export async function touchAccessToken(db: TDatabase, tokenId: number, now: Date): Promise<void> {
  await db.update(t).set({ lastUsedAt: now }).where(eq(t.id, tokenId));
}

/** Revokes one token; false when it was not live any more. */
export async function revokeAccessToken(db: TDatabase, tokenId: number, now: Date): Promise<boolean> {
  const revoked = await db
    .update(t)
    .set({ revokedAt: now })
    .where(and(eq(t.id, tokenId), isNull(t.revokedAt)))
    .returning({ id: t.id });
  return revoked.length > 0;
}

/** Revokes every live token of a user, or every one but `exceptTokenId`. */
export async function revokeUserAccessTokens(
  db: TDatabase,
  userId: number,
  now: Date,
  exceptTokenId?: number,
): Promise<void> {
  const conditions: SQL[] = [eq(t.userId, userId), isNull(t.revokedAt)];
  if (exceptTokenId !== undefined) conditions.push(ne(t.id, exceptTokenId));
  await db
    .update(t)
    .set({ revokedAt: now })
    .where(and(...conditions));
}

/** Forgets a user's tokens that expired or were revoked before `before` (they can never be used again). */
export async function deleteDeadAccessTokens(db: TDatabase, userId: number, before: Date): Promise<void> {
  const dead = or(lt(t.expiresAt, before), lt(t.revokedAt, before));
  await db.delete(t).where(and(eq(t.userId, userId), dead));
}
