import { hmacSha256Hex, safeEqual } from '../../plugins/auth/secrets.ts';

/** How long the unlock link mailed when an account's sign-in budget trips lets its owner in. */
export const UNLOCK_LINK_LIFETIME_MS = 60 * 60_000;

type TUnlockSubject = { id: number; passwordHash: string };

const signature = (secret: string, userId: number, expires: number, passwordHash: string) =>
  hmacSha256Hex(secret, `sign-in-unlock:${userId}:${expires}:${passwordHash}`);

/**
 * The token of the unlock link: the user, an expiry (Unix seconds) and an HMAC with APP_SECRET
 * over both and the account's password hash, so nothing is stored and the link dies when the
 * password changes. It lets the right password past the account's budget (every IP together),
 * never past a wrong one, the per-address budget or a second factor.
 */
export function signUnlock(secret: string, user: TUnlockSubject, now: Date): string {
  const expires = Math.floor((now.getTime() + UNLOCK_LINK_LIFETIME_MS) / 1000);
  return `${user.id}.${expires}.${signature(secret, user.id, expires, user.passwordHash)}`;
}

/** Whether the token is this user's, signed by the server, and not expired. */
export function unlocks(secret: string, token: string, user: TUnlockSubject, now: Date): boolean {
  const match = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,10})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return false;
  const [, id, expires, given] = match;
  if (Number(id) !== user.id || Number(expires) * 1000 <= now.getTime()) return false;
  return safeEqual(signature(secret, user.id, Number(expires), user.passwordHash), given ?? '');
}
