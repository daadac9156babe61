import { and, eq, gt, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { personalAccessTokens } from '../../db/schema/auth-tokens.ts';
import type { TDatabase } from '../db/database.ts';
import { type TUserRow, USER_ROW } from './user-row.ts';

const t = personalAccessTokens;

export async function insertAccessToken(
  db: TDatabase,
  row: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(t).values(row);
}

/** A live token (not revoked, not expired) of an active user, with that user. */
export async function findLiveToken(
  db: TDatabase,
  tokenHash: string,
  now: Date,
): Promise<{ tokenId: number; expiresAt: Date; lastUsedAt: Date | null; user: TUserRow } | null> {
  const [row] = await db
    .select({ tokenId: t.id, expiresAt: t.expiresAt, lastUsedAt: t.lastUsedAt, user: USER_ROW })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(
      and(eq(t.tokenHash, tokenHash), isNull(t.revokedAt), gt(t.expiresAt, now), eq(users.isActive, true)),
    );
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
