import type { TLanguage } from '@portal/contracts/common/languages';
import { toInternationalPhone } from '@portal/contracts/people/phone';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { hmacSha256Hex } from '../../plugins/auth/secrets.ts';
import { HttpError } from '../../plugins/errors.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import type { TLimitName } from '../../plugins/rate-limit/limits.ts';
import { spamReason, type THoneypotFields } from './honeypot.ts';

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
