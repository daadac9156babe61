import { randomInt } from 'node:crypto';
import { SMS_CODE_LENGTH, type TUser } from '@portal/contracts/auth/auth-schemas';
import { SMS_CODE_LIFETIME_MS } from '@portal/contracts/auth/verification-schemas';
import type { FastifyInstance } from 'fastify';
import { loadUserAccess, type TAuth } from '../../plugins/auth/access-tokens.ts';
import { hmacSha256Hex, safeEqual } from '../../plugins/auth/secrets.ts';
import { presentUser } from '../../plugins/auth/user-presenter.ts';
import { findUserById, updateUser } from '../../plugins/auth/user-repository.ts';
import type { TUserRow } from '../../plugins/auth/user-row.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TMessageKey } from '../../plugins/i18n/messages.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import { verifyEmailMail } from '../../plugins/mail/templates/verify-email.ts';
import { SMS_CODE_TRIES } from '../../plugins/rate-limit/limits.ts';
import { recordSecurityEvent } from '../../plugins/record-security-event.ts';
import { checkEmailVerificationLink, emailHash, emailVerificationUrl } from './email-verification-link.ts';
import { deleteSmsCode, findSmsCode, spendSmsCodeTry, upsertSmsCode } from './repository.ts';

type TVerificationApp = Pick<
  FastifyInstance,
  'db' | 'config' | 'mailer' | 'sms' | 'rateLimiter' | 'log' | 'now'
>;

export type TVerificationResult = { user: TUser; message: TMessageKey };
export type TSendResult = { sent: boolean; message: TMessageKey };

async function present(app: TVerificationApp, user: TUserRow): Promise<TUser> {
  const { roles } = await loadUserAccess(app.db, user.id);
  return presentUser(user, roles);
}

/** Mails the verification link to the user's current address, in their language. */
export async function sendVerificationEmail(
  app: Pick<FastifyInstance, 'config' | 'mailer' | 'now'>,
  user: Pick<TUserRow, 'id' | 'email' | 'name' | 'languageId'>,
): Promise<void> {
  const content = verifyEmailMail(languageOfId(user.languageId), {
    name: user.name,
    url: emailVerificationUrl(app.config, user, app.now()),
  });
  await app.mailer.send({ to: user.email, template: 'verify-email', ...content });
}

/**
 * Checks the signed link of the verification mail, with or without a session:
 * tampered → 403, expired → 410, another account signed in → 403, the address changed since the
 * mail was sent → 403; each with its own message.
 */
export async function verifyEmailLink(
  app: TVerificationApp,
  auth: TAuth | null,
  link: { id: number; hash: string; expires: number; signature: string; email: string | undefined },
): Promise<TVerificationResult> {
  const check = checkEmailVerificationLink(app.config.appSecret, link, app.now());
  if (check === 'invalid') throw new HttpError(403, 'verification.linkInvalid');
  if (check === 'expired') throw new HttpError(410, 'verification.linkExpired');
  if (auth && auth.user.id !== link.id) throw new HttpError(403, 'verification.linkForeignAccount');
  const user = await findUserById(app.db, link.id);
  if (!user?.isActive) throw new HttpError(403, 'verification.linkInvalid');
  const emailMatches =
    safeEqual(emailHash(user.email), link.hash) &&
    (link.email === undefined || link.email.trim().toLowerCase() === user.email);
  if (!emailMatches) throw new HttpError(403, 'verification.linkEmailChanged');
  if (user.emailVerifiedAt)
    return { user: await present(app, user), message: 'verification.emailAlreadyVerified' };
  const verified = (await updateUser(app.db, user.id, { emailVerifiedAt: app.now() })) ?? user;
  return { user: await present(app, verified), message: 'verification.emailVerified' };
}

/** "Send again" of the banner: 3 per 10 minutes per user. */
export async function resendVerificationEmail(app: TVerificationApp, auth: TAuth): Promise<TSendResult> {
  const user = auth.user;
  if (user.emailVerifiedAt) return { sent: false, message: 'verification.emailAlreadyVerified' };
  await app.rateLimiter.consume('verificationSends', `email:${user.id}`);
  try {
    await sendVerificationEmail(app, user);
  } catch (error) {
    app.log.error({ err: error }, 'could not send the verification mail');
    throw new HttpError(503, 'errors.serviceUnavailable');
  }
  return { sent: true, message: 'verification.emailSent' };
}

/** An HMAC, keyed with APP_SECRET and bound to the user and the number: the code itself is never stored. */
function smsCodeHash(secret: string, userId: number, phone: string, code: string): string {
  return hmacSha256Hex(secret, `sms:${userId}:${phone}:${code}`);
}

const SMS_TEXT: Record<'tr' | 'en', (code: string, minutes: number) => string> = {
  tr: (code, minutes) => `Firmaport doğrulama kodunuz: ${code}. Kod ${minutes} dakika geçerlidir.`,
  en: (code, minutes) => `Your Firmaport verification code: ${code}. It is valid for ${minutes} minutes.`,
};

/**
 * A new 6-digit code to the user's phone; replaces any earlier code. Three budgets: the user's
 * (3 per 10 minutes), the phone number's and the IP's (whoever asks, so throwaway accounts
 * cannot pile codes onto one phone).
 */
export async function sendSmsCode(app: TVerificationApp, auth: TAuth, ip: string): Promise<TSendResult> {
  const user = auth.user;
  if (!user.phone)
    throw new HttpError(422, 'verification.phoneMissing', { fields: { phone: 'verification.phoneMissing' } });
  if (user.phoneVerifiedAt) return { sent: false, message: 'verification.phoneAlreadyVerified' };
  await app.rateLimiter.consume('verificationSends', `sms:${user.id}`);
  const tripped = (budget: string) => () =>
    recordSecurityEvent(app, { type: 'budget_tripped', userId: user.id, ip, detail: { budget } });
  await app.rateLimiter.consume('smsPerPhone', user.phone, tripped('smsPerPhone'));
  await app.rateLimiter.consume('smsPerIp', ip, tripped('smsPerIp'));
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  const now = app.now();
  await upsertSmsCode(app.db, {
    userId: user.id,
    phone: user.phone,
    codeHash: smsCodeHash(app.config.appSecret, user.id, user.phone, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SMS_CODE_LIFETIME_MS),
  });
  try {
    await app.sms.send({
      to: user.phone,
      text: SMS_TEXT[languageOfId(user.languageId)](code, SMS_CODE_LIFETIME_MS / 60_000),
    });
  } catch (error) {
    app.log.error({ err: error }, 'could not send the SMS');
    await deleteSmsCode(app.db, user.id);
    throw new HttpError(503, 'errors.serviceUnavailable');
  }
  return { sent: true, message: 'verification.smsSent' };
}

/**
 * Checks a code: each guess spends one of the code's 5 tries first (so they cannot be raced);
 * a wrong guess says how many are left; once spent, 429 until a new code is asked for.
 */
export async function verifySmsCode(
  app: TVerificationApp,
  auth: TAuth,
  code: string,
): Promise<TVerificationResult> {
  const user = auth.user;
  if (!user.phone)
    throw new HttpError(422, 'verification.phoneMissing', { fields: { phone: 'verification.phoneMissing' } });
  if (user.phoneVerifiedAt)
    return { user: await present(app, user), message: 'verification.phoneAlreadyVerified' };
  const now = app.now();
  const attempt = await spendSmsCodeTry(app.db, user.id, user.phone, SMS_CODE_TRIES, now);
  if (!attempt) {
    const pending = await findSmsCode(app.db, user.id);
    const live = pending && pending.phone === user.phone && pending.expiresAt > now;
    if (live && pending.attempts >= SMS_CODE_TRIES) throw new HttpError(429, 'verification.smsTooManyTries');
    throw new HttpError(422, 'verification.smsCodeMissing', {
      fields: { verification_code: 'verification.smsCodeMissing' },
    });
  }
  if (!safeEqual(attempt.codeHash, smsCodeHash(app.config.appSecret, user.id, user.phone, code))) {
    const tries = SMS_CODE_TRIES - attempt.attempts;
    const key: TMessageKey = tries > 0 ? 'verification.smsCodeWrong' : 'verification.smsCodeWrongLast';
    throw new HttpError(422, key, { params: { tries }, fields: { verification_code: key } });
  }
  await deleteSmsCode(app.db, user.id);
  const verified = (await updateUser(app.db, user.id, { phoneVerifiedAt: now })) ?? user;
  return { user: await present(app, verified), message: 'verification.phoneVerified' };
}

/** A changed phone number: the code sent to the old one must not verify the new one. */
export async function dropPendingSmsCode(app: Pick<FastifyInstance, 'db'>, userId: number): Promise<void> {
  await deleteSmsCode(app.db, userId);
}
