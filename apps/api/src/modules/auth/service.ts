import type {
  TSession,
  TTokenRefresh,
  ZLoginRequest,
  ZRegisterRequest,
} from '@portal/contracts/auth/auth-schemas';
import type { TLoginResult } from '@portal/contracts/auth/two-factor';
import { LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { revokeAccessToken, revokeUserAccessTokens } from '../../plugins/auth/access-token-repository.ts';
import { issueAccessToken, sessionEnd, type TAuth } from '../../plugins/auth/access-tokens.ts';
import { hashNewPassword } from '../../plugins/auth/new-password.ts';
import { verifyAgainstDummy, verifyPassword } from '../../plugins/auth/password.ts';
import { findUserByEmail, insertUserWithRole, isEmailTaken } from '../../plugins/auth/user-repository.ts';
import { isUniqueViolation } from '../../plugins/db/database-errors.ts';
import { HttpError } from '../../plugins/errors.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import { signInBlockedMail } from '../../plugins/mail/templates/sign-in-blocked.ts';
import { recordSecurityEvent } from '../security-events/record-security-event.ts';
import { sendVerificationEmail } from '../verification/email-verification-link.ts';
import { buildSession } from './session.ts';
import { secondStepOf } from './two-factor-service.ts';

type TAuthApp = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'rateLimiter' | 'log' | 'now'>;

const emailTaken = () => new HttpError(422, 'errors.validation', { fields: { email: 'auth.emailTaken' } });
/** One answer for an unknown address and a wrong password: nobody learns who has an account. */
const invalidCredentials = () =>
  new HttpError(422, 'auth.invalidCredentials', { fields: { email: 'auth.invalidCredentials' } });

/**
 * A new customer, signed in at once. Their language is the one they registered in (the
 * request's Accept-Language; the body's language_id is the spec's fixed 1). The verification
 * mail is sent before answering; if it cannot be sent, the account stays and the banner's
 * "send again" button recovers.
 */
export async function register(
  app: TAuthApp,
  body: z.output<typeof ZRegisterRequest>,
  language: TLanguage,
): Promise<TSession> {
  if (await isEmailTaken(app.db, body.email)) throw emailTaken();
  let user: Awaited<ReturnType<typeof insertUserWithRole>>;
  try {
    user = await insertUserWithRole(
      app.db,
      {
        name: body.name,
        email: body.email,
        phone: body.phone,
        passwordHash: await hashNewPassword(body.password),
        languageId: LANGUAGE_IDS[language],
      },
      'customer',
    );
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  try {
    await sendVerificationEmail(app, user);
  } catch (error) {
    app.log.error({ err: error }, 'could not send the verification mail');
  }
  const now = app.now();
  return buildSession(app.db, user, await issueAccessToken(app.db, user.id, sessionEnd(now, false), now));
}

/**
 * Signs in. Every attempt is counted before the password is checked, per e-mail and IP (5 a
 * minute) and per e-mail from every IP (20 in 15 minutes, then a mail to the owner), so parallel
 * guesses cannot pass the budget; a success clears both counts. An unknown address costs the
 * same argon2 time as a wrong password. A deactivated account is only named after the right password.
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
  await app.rateLimiter.consume('loginPerAccount', body.email, async () => {
    await tripped('loginPerAccount')();
    await warnOwner(app, body.email);
  });
  const user = await findUserByEmail(app.db, body.email);
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

/** The account's own budget tripped: its owner learns of it, with a way to change the password. */
async function warnOwner(app: TAuthApp, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user?.isActive) return;
  const language = languageOfId(user.languageId);
  const minutes = Math.round(app.rateLimiter.limits.loginPerAccount.windowMs / 60_000);
  const content = signInBlockedMail(language, {
    name: user.name,
    minutes,
    url: `${app.config.appUrl}/${language}/app/forgot-pass`,
  });
  await app.mailer.send({ to: user.email, template: 'sign-in-blocked', ...content });
}

export async function logout(app: TAuthApp, auth: TAuth): Promise<void> {
  await revokeAccessToken(app.db, auth.tokenId, new Date());
}

/** A new token for the session; the one used for the call stops working. */
export async function refreshToken(app: TAuthApp, auth: TAuth): Promise<TTokenRefresh> {
  const issued = await app.db.transaction(async (tx) => {
    // Revoking first, and only if still live: two parallel refreshes with one token get one new token.
    const now = app.now();
    if (!(await revokeAccessToken(tx, auth.tokenId, now))) {
      throw new HttpError(401, 'errors.unauthenticated');
    }
    return issueAccessToken(tx, auth.user.id, auth.sessionExpiresAt, now);
  });
  return { token: issued.token, token_expire: issued.expiresAt.toISOString() };
}

/** Signs the user out everywhere, this session included. */
export async function revokeAllTokens(app: TAuthApp, auth: TAuth, ip: string): Promise<void> {
  await revokeUserAccessTokens(app.db, auth.user.id, new Date());
  await recordSecurityEvent(app, {
    type: 'sessions_ended',
    userId: auth.user.id,
    ip,
    detail: { scope: 'all' },
  });
}
