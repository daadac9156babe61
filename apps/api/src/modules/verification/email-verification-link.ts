import { createHash } from 'node:crypto';
import { EMAIL_VERIFICATION_LINK_LIFETIME_MS } from '@portal/contracts/auth/verification-schemas';
import { hmacSha256Hex, safeEqual } from '../../plugins/auth/secrets.ts';
import type { TUserRow } from '../../plugins/auth/user-row.ts';
import type { TConfig } from '../../plugins/config.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';

/** The `{hash}` of the link: SHA-1 of the lower-case address, so a link dies when the address changes. */
export function emailHash(email: string): string {
  return createHash('sha1').update(email.toLowerCase()).digest('hex');
}

/** HMAC-SHA256 with APP_SECRET over `id:hash:expires` (expires in Unix seconds), hex. */
export function signEmailVerification(secret: string, id: number, hash: string, expires: number): string {
  return hmacSha256Hex(secret, `${id}:${hash}:${expires}`);
}

/** `{APP_URL}/{lang}/app/email/verify/{id}/{hash}?expires=…&signature=…`: the web page that calls the API. */
export function emailVerificationUrl(
  config: Pick<TConfig, 'appUrl' | 'appSecret'>,
  user: Pick<TUserRow, 'id' | 'email' | 'languageId'>,
  now: Date,
): string {
  const hash = emailHash(user.email);
  const expires = Math.floor((now.getTime() + EMAIL_VERIFICATION_LINK_LIFETIME_MS) / 1000);
  const signature = signEmailVerification(config.appSecret, user.id, hash, expires);
  const language = languageOfId(user.languageId);
  return `${config.appUrl}/${language}/app/email/verify/${user.id}/${hash}?expires=${expires}&signature=${signature}`;
}

/**
 * Whether the link is the one the server signed, and still valid. The signature is checked
 * first, so "expired" is only ever said of a genuine link.
 */
export function checkEmailVerificationLink(
  secret: string,
  link: { id: number; hash: string; expires: number; signature: string },
  now: Date,
): 'valid' | 'invalid' | 'expired' {
  const expected = signEmailVerification(secret, link.id, link.hash, link.expires);
  if (!safeEqual(expected, link.signature)) return 'invalid';
  return link.expires * 1000 < now.getTime() ? 'expired' : 'valid';
}
