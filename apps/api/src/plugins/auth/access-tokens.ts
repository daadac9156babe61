import { ROLES, type TRole } from '@portal/contracts/auth/roles';
import {
  REMEMBERED_SESSION_MAX_MS,
  SESSION_MAX_MS,
  TOKEN_LIFETIME_MS,
} from '@portal/contracts/common/limits';
import type { TDatabase } from '../db/database.ts';
import type { AccessCache } from './access-cache.ts';
import {
  deleteDeadAccessTokens,
  findLiveToken,
  insertAccessToken,
  type TLiveToken,
  touchAccessToken,
} from './access-token-repository.ts';
import { randomToken, sha256Hex } from './secrets.ts';
import { findRolesAndPermissions } from './user-access-repository.ts';
import type { TUserRow } from './user-row.ts';

export type TUserRole = { id: number; name: TRole };

/** What a request signed in with a bearer token knows about its caller. */
export type TAuth = {
  tokenId: number;
  tokenExpiresAt: Date;
  /** The absolute end of the session (SESSION_MAX_MS or REMEMBERED_SESSION_MAX_MS after sign-in). */
  sessionExpiresAt: Date;
  /** The session's sign-in passed a second factor (a TOTP or recovery code): see `issueAccessToken`. */
  secondFactor: boolean;
  user: TUserRow;
  /** In order: the first is the user's role. */
  roles: TUserRole[];
  /** Names of the permissions of all the user's roles. */
  permissions: ReadonlySet<string>;
};

export type TIssuedToken = { token: string; expiresAt: Date };

/** A live token's caller as kept between its requests, worked out once. */
export type TKnownToken = { auth: TAuth; lastUsedAt: Date | null };

/** `last_used_at` is written at most once a minute per token, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;
/** Dead tokens are kept a day (for support questions), then deleted at the user's next sign-in. */
const DEAD_TOKEN_RETENTION_MS = 24 * 60 * 60 * 1000;

function isRole(name: string): name is TRole {
  return (ROLES as readonly string[]).includes(name);
}

/** The roles whose names the portal knows (unknown names in the data are skipped). */
function knownRoles(found: readonly { id: number; name: string }[]): TUserRole[] {
  return found.flatMap((role) => (isRole(role.name) ? [{ id: role.id, name: role.name }] : []));
}

/** A user's roles and permission names. */
export async function loadUserAccess(
  db: TDatabase,
  userId: number,
): Promise<{ roles: TUserRole[]; permissions: string[] }> {
  const found = await findRolesAndPermissions(db, userId);
  return { roles: knownRoles(found.roles), permissions: found.permissions };
}

/** When a session begun now ends, whatever its refreshes. */
export function sessionEnd(now: Date, rememberMe: boolean): Date {
  return new Date(now.getTime() + (rememberMe ? REMEMBERED_SESSION_MAX_MS : SESSION_MAX_MS));
}

/**
 * A new bearer token for the user: random, only its SHA-256 stored, valid 2 hours but never past
 * its session's end (a sign-in starts a session; a refresh passes the old token's end on, and
 * whether the sign-in passed a second factor: `secondFactor`).
 */
export async function issueAccessToken(
  db: TDatabase,
  userId: number,
  sessionExpiresAt: Date,
  now = new Date(),
  secondFactor = false,
): Promise<TIssuedToken> {
  const token = randomToken();
  const expiresAt = new Date(Math.min(now.getTime() + TOKEN_LIFETIME_MS, sessionExpiresAt.getTime()));
  await insertAccessToken(db, {
    userId,
    tokenHash: sha256Hex(token),
    expiresAt,
    sessionExpiresAt,
    secondFactor,
  });
  await deleteDeadAccessTokens(db, userId, new Date(now.getTime() - DEAD_TOKEN_RETENTION_MS));
  return { token, expiresAt };
}

function knownToken(live: TLiveToken): TKnownToken {
  return {
    auth: {
      tokenId: live.tokenId,
      tokenExpiresAt: live.expiresAt,
      sessionExpiresAt: live.sessionExpiresAt,
      secondFactor: live.secondFactor,
      user: live.user,
      roles: knownRoles(live.roles),
      permissions: new Set(live.permissions),
    },
    lastUsedAt: live.lastUsedAt,
  };
}

/**
 * The caller of a bearer token, or null when the token is unknown, expired, revoked or its user
 * deactivated. With a cache, a known live token costs no query (and its requests share one caller).
 */
export async function authenticateToken(
  db: TDatabase,
  token: string,
  now = new Date(),
  cache?: AccessCache,
): Promise<TAuth | null> {
  const tokenHash = sha256Hex(token);
  let known = cache?.find(tokenHash, now);
  if (!known) {
    const generation = cache?.generation ?? 0;
    const live = await findLiveToken(db, tokenHash, now);
    if (!live) return null;
    known = knownToken(live);
    cache?.keep(tokenHash, known, generation);
  }
  if (known.lastUsedAt === null || now.getTime() - known.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchAccessToken(db, known.auth.tokenId, now);
    known.lastUsedAt = now;
  }
  return known.auth;
}
