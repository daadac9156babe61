import type { TTokenRefresh, ZLoginRequest, ZRegisterRequest } from '@portal/contracts/auth/auth-schemas';
import type { TLoginResult } from '@portal/contracts/auth/two-factor';
import { LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { revokeAccessToken, revokeUserAccessTokens } from '../../plugins/auth/access-token-repository.ts';
import { issueAccessToken, sessionEnd, type TAuth } from '../../plugins/auth/access-tokens.ts';
import { hashNewPassword } from '../../plugins/auth/new-password.ts';
import { verifyAgainstDummy, verifyPassword } from '../../plugins/auth/password.ts';
import { findPasswordHash, findUserByEmail, insertUserWithRole } from '../../plugins/auth/user-repository.ts';
import { isUniqueViolation } from '../../plugins/db/database-errors.ts';
import { HttpError } from '../../plugins/errors.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import { noticeToAddressOwner } from '../../plugins/mail/address-taken-notice.ts';
import { signInBlockedMail } from '../../plugins/mail/templates/sign-in-blocked.ts';
import { recordSecurityEvent } from '../../plugins/record-security-event.ts';
import { sendVerificationEmail } from '../verification/service.ts';
import { buildSession } from './session-service.ts';
import { signUnlock, UNLOCK_LINK_LIFETIME_MS, unlocks } from './sign-in-unlock.ts';
import { secondStepOf } from './two-factor-service.ts';

type TAuthApp = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'rateLimiter' | 'log' | 'now'>;

/** One answer for an unknown address and a wrong password: nobody learns who has an account. */
const invalidCredentials = () =>
  new HttpError(422, 'auth.invalidCredentials', { fields: { email: 'auth.invalidCredentials' } });

/**
 * `POST auth/register`: one answer whether or not the address has an account (the route's 201
 * "check your mail", no session), so the form tells nobody who has one. A free address gets the
 * new customer, in the language they registered in (the request's Accept-Language; the body's
 * language_id is the spec's fixed 1), and the verification mail; they then sign in with their
 * password. An address with an account gets nothing new: its owner is mailed instead
 * (address-taken-notice.ts). The password is checked and hashed either way, so both take the
 * same time and refuse the same passwords. If the verification mail cannot be queued, the
 * account stays and the banner's "send again" recovers.
 */
export async function register(
  app: TAuthApp,
  body: z.output<typeof ZRegisterRequest>,
  language: TLanguage,
): Promise<void> {
  const passwordHash = await hashNewPassword(body.password);
  const owner = await findUserByEmail(app.db, body.email);
  if (owner) return noticeToAddressOwner(app, owner, 'registration');
  let user: Awaited<ReturnType<typeof insertUserWithRole>>;
  try {
    user = await insertUserWithRole(
      app.db,
      {
        name: body.name,
        email: body.email,
        phone: body.phone,
        passwordHash,
        languageId: LANGUAGE_IDS[language],
      },
      'customer',
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two registrations of one address at the same moment: the unique index gave it to the other.
    const winner = await findUserByEmail(app.db, body.email);
    if (winner) await noticeToAddressOwner(app, winner, 'registration');
    return;
  }
  try {
    await sendVerificationEmail(app, user);
  } catch (error) {
    app.log.error({ err: error }, 'could not send the verification mail');
  }
}

/**
 * Signs in. Every attempt is counted before the password is checked, per e-mail and IP (5 a
 * minute) and per e-mail from every IP (20 in 15 minutes, then a mail to the owner), so parallel
 * guesses cannot pass the budget; a success clears both counts. The owner's mail holds an unlock
 * link (`unlock_token`, sign-in-unlock.ts): with it the account's own budget is not counted, so a
 * guesser who keeps the account locked does not keep its owner out; the per-address budget, the
 * password and any second factor still apply. An unknown address costs the same argon2 time as a
 * wrong password. A deactivated account is only named after the right password.
 */
export async function login(
  app: TAuthApp,
  body: z.output<typeof ZLoginRequest>,
  ip: string,
): Promise<TLoginResult> {
  // remember_me lengthens the session's absolute lifetime (30 days instead of 12 hours); the
  // 2-hour idle rule of the spec holds either way.
  const perIp = `${body.email}|${ip}`;
  const tripped = (budget: string) => () =>
    recordSecurityEvent(app, { type: 'budget_tripped', ip, detail: { budget, email: body.email } });
  await app.rateLimiter.consume('loginFailures', perIp, tripped('loginFailures'));
  const user = await findUserByEmail(app.db, body.email);
  const unlocked =
    user !== null &&
    body.unlock_token !== undefined &&
    unlocks(app.config.appSecret, body.unlock_token, user, app.now());
  if (!unlocked) {
    await app.rateLimiter.consume('loginPerAccount', body.email, async () => {
      await tripped('loginPerAccount')();
      await warnOwner(app, body.email);
    });
  }
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!user || !passwordOk) {
    await recordSecurityEvent(app, {
      type: 'sign_in_failed',
      userId: user?.id ?? null,
      ip,
      detail: { reason: user ? 'wrong_password' : 'unknown_email', email: body.email },
    });
    throw invalidCredentials();
  }
  if (!user.isActive) throw new HttpError(403, 'auth.accountDisabled');
  await app.rateLimiter.reset('loginFailures', perIp);
  await app.rateLimiter.reset('loginPerAccount', body.email);
  const secondStep = await secondStepOf(app, user, body.remember_me === true);
  if (secondStep) return secondStep;
  await recordSecurityEvent(app, { type: 'sign_in', userId: user.id, ip });
  const now = app.now();
  const session = sessionEnd(now, body.remember_me === true);
  return buildSession(app.db, user, await issueAccessToken(app.db, user.id, session, now));
}

/**
 * The account's own budget tripped (once per window): its owner learns of it, with the unlock link
 * that lets them sign in meanwhile and a way to change the password.
 */
async function warnOwner(app: TAuthApp, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user?.isActive) return;
  const language = languageOfId(user.languageId);
  const minutes = Math.round(app.rateLimiter.limits.loginPerAccount.windowMs / 60_000);
  // `token` is one of the query names the request log redacts (plugins/logger.ts).
  const query = new URLSearchParams({
    email: user.email,
    token: signUnlock(app.config.appSecret, user, app.now()),
  });
  const content = signInBlockedMail(language, {
    name: user.name,
    minutes,
    url: `${app.config.appUrl}/${language}/app/login?${query}`,
    linkMinutes: UNLOCK_LINK_LIFETIME_MS / 60_000,
    resetUrl: `${app.config.appUrl}/${language}/app/forgot-pass`,
  });
  await app.mailer.send({ to: user.email, template: 'sign-in-blocked', ...content });
}

export async function logout(app: TAuthApp, auth: TAuth): Promise<void> {
  await revokeAccessToken(app.db, auth.tokenId, app.now());
}

/** A new token for the session; the one used for the call stops working. */
export async function refreshToken(app: TAuthApp, auth: TAuth): Promise<TTokenRefresh> {
  const issued = await app.db.transaction(async (tx) => {
    // Revoking first, and only if still live: two parallel refreshes with one token get one new token.
    const now = app.now();
    if (!(await revokeAccessToken(tx, auth.tokenId, now))) {
      throw new HttpError(401, 'errors.unauthenticated');
    }
    // The new token carries on what the session's sign-in proved (a second factor or not).
    return issueAccessToken(tx, auth.user.id, auth.sessionExpiresAt, now, auth.secondFactor);
  });
  return { token: issued.token, token_expire: issued.expiresAt.toISOString() };
}

/** Signs the user out everywhere, this session included. */
export async function revokeAllTokens(app: TAuthApp, auth: TAuth, ip: string): Promise<void> {
  await revokeUserAccessTokens(app.db, auth.user.id, app.now());
  await recordSecurityEvent(app, {
    type: 'sessions_ended',
    userId: auth.user.id,
    ip,
    detail: { scope: 'all' },
  });
}

/**
 * The caller's own password, checked again before a credential changes (a new password or
 * e-mail, turning the second factor off): its budget is counted first (so guesses through a
 * stolen session stay at 5 per 15 minutes and no argon2 runs beyond it); a wrong one is a field error.
 */
export async function confirmCurrentPassword(
  app: Pick<FastifyInstance, 'db' | 'rateLimiter'>,
  auth: TAuth,
  password: string,
): Promise<void> {
  await app.rateLimiter.consume('currentPasswordChecks', `user:${auth.user.id}`);
  const hash = await findPasswordHash(app.db, auth.user.id);
  if (!hash || !(await verifyPassword(hash, password))) {
    throw new HttpError(422, 'users.currentPasswordWrong', {
      fields: { current_password: 'users.currentPasswordWrong' },
    });
  }
}
