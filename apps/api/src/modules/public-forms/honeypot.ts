import { createHmac } from 'node:crypto';
import {
  HONEYPOT_FIELD,
  HONEYPOT_MAX_AGE_SECONDS,
  HONEYPOT_MIN_SECONDS,
} from '@portal/contracts/contact/contact-schemas';
import { safeEqual } from '../../plugins/auth/secrets.ts';

/*
 * The spam guard of the public forms. `GET honey-time` hands out the server time signed with
 * APP_SECRET; a form must bring it back no sooner than HONEYPOT_MIN_SECONDS (people read and
 * type; scripts post at once) and no later than HONEYPOT_MAX_AGE_SECONDS, with the hidden field
 * left empty. The signature stops a bot from simply sending an old time of its own.
 */

const SIGNED_TIME = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

function sign(secret: string, issuedAtMs: number): string {
  return createHmac('sha256', secret).update(`honey:${issuedAtMs}`).digest('base64url');
}

/** `<issued at, Unix ms>.<HMAC-SHA256 base64url>`; opaque to the web app. */
export function issueHoneyTime(secret: string, now: Date): string {
  const issuedAtMs = now.getTime();
  return `${issuedAtMs}.${sign(secret, issuedAtMs)}`;
}

/** Why a submission was taken for a bot's: logged, never told to the sender. */
export type TSpamReason =
  | 'honeypot-filled'
  | 'garbled-time'
  | 'forged-time'
  | 'too-fast'
  | 'future-time'
  | 'stale-time';

export type THoneypotFields = { honeypot_time: string } & { [HONEYPOT_FIELD]?: string | undefined };

/** Null for a submission a person could have sent; otherwise the reason it looks automated. */
export function spamReason(secret: string, fields: THoneypotFields, now: Date): TSpamReason | null {
  if ((fields[HONEYPOT_FIELD] ?? '').trim() !== '') return 'honeypot-filled';
  const match = SIGNED_TIME.exec(fields.honeypot_time);
  if (!match?.[1] || !match[2]) return 'garbled-time';
  const issuedAtMs = Number(match[1]);
  // The signature first: only a time the server issued says anything about timing.
  if (!safeEqual(sign(secret, issuedAtMs), match[2])) return 'forged-time';
  const ageMs = now.getTime() - issuedAtMs;
  if (ageMs < 0) return 'future-time';
  if (ageMs < HONEYPOT_MIN_SECONDS * 1000) return 'too-fast';
  if (ageMs > HONEYPOT_MAX_AGE_SECONDS * 1000) return 'stale-time';
  return null;
}
