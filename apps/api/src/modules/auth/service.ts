import type {
  TSession,
  TTokenRefresh,
  ZLoginRequest,
  ZRegisterRequest,
} from '@portal/contracts/auth/auth-schemas';
import { LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { revokeAccessToken, revokeUserAccessTokens } from '../../plugins/auth/access-token-repository.ts';
import { issueAccessToken, type TAuth } from '../../plugins/auth/access-tokens.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../plugins/auth/password.ts';
import { findUserByEmail, insertUserWithRole, isEmailTaken } from '../../plugins/auth/user-repository.ts';
import { isUniqueViolation } from '../../plugins/db/database-errors.ts';
import { HttpError } from '../../plugins/errors.ts';
import { sendVerificationEmail } from '../verification/email-verification-link.ts';
import { buildSession } from './session.ts';

type TAuthApp = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'rateLimiter' | 'log'>;

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
        passwordHash: await hashPassword(body.password),
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
  return buildSession(app.db, user, await issueAccessToken(app.db, user.id));
}

/**
 * Signs in. Failed attempts are counted per e-mail and IP (5 a minute, then 429 with
 * Retry-After); a success clears the count. An unknown address costs the same argon2 time as a
 * wrong password. A deactivated account is only named after the right password.
 */
export async function login(
  app: TAuthApp,
  body: z.output<typeof ZLoginRequest>,
  ip: string,
): Promise<TSession> {
  // remember_me is accepted and not used: the spec fixes every session at 2 hours.
  const throttleKey = `${body.email}|${ip}`;
  await app.rateLimiter.assertAvailable('loginFailures', throttleKey);
  const user = await findUserByEmail(app.db, body.email);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!user || !passwordOk) {
    await app.rateLimiter.record('loginFailures', throttleKey);
    throw invalidCredentials();
  }
  if (!user.isActive) throw new HttpError(403, 'auth.accountDisabled');
  await app.rateLimiter.reset('loginFailures', throttleKey);
  return buildSession(app.db, user, await issueAccessToken(app.db, user.id));
}

export async function logout(app: TAuthApp, auth: TAuth): Promise<void> {
  await revokeAccessToken(app.db, auth.tokenId, new Date());
}

/** A new token for the session; the one used for the call stops working. */
export async function refreshToken(app: TAuthApp, auth: TAuth): Promise<TTokenRefresh> {
  const issued = await app.db.transaction(async (tx) => {
    // Revoking first, and only if still live: two parallel refreshes with one token get one new token.
    if (!(await revokeAccessToken(tx, auth.tokenId, new Date()))) {
      throw new HttpError(401, 'errors.unauthenticated');
    }
    return issueAccessToken(tx, auth.user.id);
  });
  return { token: issued.token, token_expire: issued.expiresAt.toISOString() };
}

/** Signs the user out everywhere, this session included. */
export async function revokeAllTokens(app: TAuthApp, auth: TAuth): Promise<void> {
  await revokeUserAccessTokens(app.db, auth.user.id, new Date());
}
