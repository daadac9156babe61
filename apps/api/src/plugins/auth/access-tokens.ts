import { ROLES, type TRole } from '@portal/contracts/auth/roles';
import { TOKEN_LIFETIME_MS } from '@portal/contracts/common/limits';
import type { TDatabase } from '../db/database.ts';
import {
  deleteDeadAccessTokens,
  findLiveToken,
  insertAccessToken,
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
  user: TUserRow;
  /** In order: the first is the user's role. */
  roles: TUserRole[];
  /** Names of the permissions of all the user's roles. */
  permissions: ReadonlySet<string>;
};

export type TIssuedToken = { token: string; expiresAt: Date };

/** `last_used_at` is written at most once a minute per token, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;
/** Dead tokens are kept a day (for support questions), then deleted at the user's next sign-in. */
const DEAD_TOKEN_RETENTION_MS = 24 * 60 * 60 * 1000;

function isRole(name: string): name is TRole {
  return (ROLES as readonly string[]).includes(name);
}

/** A user's roles (unknown names in the data are skipped) and permission names. */
export async function loadUserAccess(
  db: TDatabase,
  userId: number,
): Promise<{ roles: TUserRole[]; permissions: string[] }> {
  const found = await findRolesAndPermissions(db, userId);
  const roles = found.roles.flatMap((role) => (isRole(role.name) ? [{ id: role.id, name: role.name }] : []));
  return { roles, permissions: found.permissions };
}

/** A new bearer token for the user: random, 2 hours, only its SHA-256 stored. */
export async function issueAccessToken(
  db: TDatabase,
  userId: number,
  now = new Date(),
): Promise<TIssuedToken> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS);
  await insertAccessToken(db, { userId, tokenHash: sha256Hex(token), expiresAt });
  await deleteDeadAccessTokens(db, userId, new Date(now.getTime() - DEAD_TOKEN_RETENTION_MS));
  return { token, expiresAt };
}

/** The caller of a bearer token, or null when the token is unknown, expired, revoked or its user deactivated. */
export async function authenticateToken(
  db: TDatabase,
  token: string,
  now = new Date(),
): Promise<TAuth | null> {
  const live = await findLiveToken(db, sha256Hex(token), now);
  if (!live) return null;
  const [access] = await Promise.all([
    loadUserAccess(db, live.user.id),
    live.lastUsedAt === null || now.getTime() - live.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS
      ? touchAccessToken(db, live.tokenId, now)
      : Promise.resolve(),
  ]);
  return {
    tokenId: live.tokenId,
    tokenExpiresAt: live.expiresAt,
    user: live.user,
    roles: access.roles,
    permissions: new Set(access.permissions),
  };
}
