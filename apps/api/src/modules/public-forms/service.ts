import { createHmac } from 'node:crypto';
import type { TLanguage } from '@portal/contracts/common/languages';
import {
  HONEYPOT_FIELD,
  HONEYPOT_MAX_AGE_SECONDS,
  HONEYPOT_MIN_SECONDS,
} from '@portal/contracts/contact/contact-schemas';
import { toInternationalPhone } from '@portal/contracts/people/phone';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { hmacSha256Hex, safeEqual } from '../../plugins/auth/secrets.ts';
import { HttpError } from '../../plugins/errors.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import type { TLimitName } from '../../plugins/rate-limit/limits.ts';

/*
 * The spam guard every public form passes (the contact form, the demo booking, a booth's contact),
 * and what is stored of the sender. The honeypot: `GET honey-time` hands out the server time
 * signed with APP_SECRET; a form must bring it back no sooner than HONEYPOT_MIN_SECONDS (people
 * read and type; scripts post at once) and no later than HONEYPOT_MAX_AGE_SECONDS, with the hidden
 * field left empty. The signature stops a bot from simply sending an old time of its own.
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

/** Who sent a public form, as the services need it. */
export type TPublicFormSubmission = {
  ip: string;
  userAgent: string | undefined;
  /** The language the visitor used (Accept-Language): their answer and their mails. */
  language: TLanguage;
  /** The request's logger, so a rejection can be traced to its request. */
  log: FastifyBaseLogger;
};

export function submissionOf(request: FastifyRequest): TPublicFormSubmission {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    language: requestLanguage(request),
    log: request.log,
  };
}

const USER_AGENT_MAX_LENGTH = 255;

/** What is stored of the sender: a keyed hash of the IP (see db/schema/contact.ts) and a short User-Agent. */
export function storedOrigin(
  secret: string,
  submission: TPublicFormSubmission,
): { ipHash: string; userAgent: string | null } {
  // By code point, so a cut never leaves half a character that PostgreSQL would refuse.
  const userAgent = submission.userAgent
    ? Array.from(submission.userAgent).slice(0, USER_AGENT_MAX_LENGTH).join('')
    : null;
  return { ipHash: hmacSha256Hex(secret, `ip:${submission.ip}`), userAgent };
}

/** `532 123 45 67` → `+905321234567` (the schema has already checked it is a mobile number). */
export function storedPhone(phone: string): string {
  const international = toInternationalPhone(phone);
  if (!international) {
    throw new HttpError(422, 'errors.validation', { fields: { phone: 'validation.invalidPhone' } });
  }
  return international;
}

/**
 * The one check in front of every public form: the per-IP throttle (429 with Retry-After),
 * then the honeypot. A submission that looks automated is refused with one generic message
 * that never says why (the reason goes to the debug log only), and nothing is stored.
 */
export async function guardPublicForm(
  app: Pick<FastifyInstance, 'config' | 'rateLimiter' | 'now'>,
  limit: TLimitName,
  fields: THoneypotFields,
  submission: TPublicFormSubmission,
): Promise<void> {
  await app.rateLimiter.consume(limit, submission.ip);
  const reason = spamReason(app.config.appSecret, fields, app.now());
  if (reason) {
    submission.log.debug({ form: limit, reason }, 'public form refused as automated');
    throw new HttpError(422, 'publicForms.rejected');
  }
}
