import { hmacSha256Hex, safeEqual } from '../../plugins/auth/secrets.ts';

/** How long the checked password stands for the second step. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

export type TChallenge = { userId: number; rememberMe: boolean; expiresAt: Date };

/**
 * The proof that a sign-in's password was right, for the second step: the user, remember_me and
 * an expiry, signed with APP_SECRET (nothing stored). It opens nothing without a code.
 */
export function signChallenge(appSecret: string, challenge: TChallenge): string {
  const payload = Buffer.from(
    JSON.stringify({ u: challenge.userId, r: challenge.rememberMe, e: challenge.expiresAt.getTime() }),
  ).toString('base64url');
  return `${payload}.${hmacSha256Hex(appSecret, `2fa-challenge:${payload}`)}`;
}

/** The challenge, or null when it is forged, malformed or expired. */
export function readChallenge(appSecret: string, token: string, now: Date): TChallenge | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature || !safeEqual(hmacSha256Hex(appSecret, `2fa-challenge:${payload}`), signature)) {
    return null;
  }
  try {
    const { u, r, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof u !== 'number' || typeof r !== 'boolean' || typeof e !== 'number' || e < now.getTime())
      return null;
    return { userId: u, rememberMe: r, expiresAt: new Date(e) };
  } catch {
    return null;
  }
}
