import type { ZResetPasswordRequest } from '@portal/contracts/auth/auth-schemas';
import { PASSWORD_RESET_TOKEN_LIFETIME_MS } from '@portal/contracts/auth/verification-schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { revokeUserAccessTokens } from '../../plugins/auth/access-token-repository.ts';
import { hashNewPassword } from '../../plugins/auth/new-password.ts';
import { randomToken, sha256Hex } from '../../plugins/auth/secrets.ts';
import { findUserByEmail, updateUser } from '../../plugins/auth/user-repository.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TMessageKey } from '../../plugins/i18n/messages.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import { resetPasswordMail } from '../../plugins/mail/templates/reset-password.ts';
import { findResetToken, markResetTokenUsed, replaceResetToken } from './password-reset-repository.ts';

type TResetApp = Pick<
  FastifyInstance,
  'db' | 'config' | 'mailer' | 'rateLimiter' | 'log' | 'runInBackground' | 'now'
>;

/** `{APP_URL}/{lang}/app/change-pass?token=…&email=…`: the web page with the new-password form. */
function passwordResetUrl(appUrl: string, language: string, token: string, email: string): string {
  const query = new URLSearchParams({ token, email });
  return `${appUrl}/${language}/app/change-pass?${query.toString()}`;
}

/**
 * Mails a single-use reset link when the address has an active account. The answer is the
 * same either way, and in the same time: the lookup, the token and the mail happen after it
 * (a slow SMTP server would otherwise tell which addresses have accounts). 3 requests per 15
 * minutes per e-mail and IP.
 */
export async function requestPasswordReset(app: TResetApp, email: string, ip: string): Promise<void> {
  await app.rateLimiter.consume('forgotPassword', `${email}|${ip}`);
  app.runInBackground('password-reset mail', () => mailResetLink(app, email));
}

async function mailResetLink(app: TResetApp, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user?.isActive) return;
  const token = randomToken();
  await replaceResetToken(app.db, {
    userId: user.id,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(app.now().getTime() + PASSWORD_RESET_TOKEN_LIFETIME_MS),
  });
  const language = languageOfId(user.languageId);
  const content = resetPasswordMail(language, {
    name: user.name,
    url: passwordResetUrl(app.config.appUrl, language, token, user.email),
  });
  try {
    await app.mailer.send({ to: user.email, template: 'reset-password', ...content });
  } catch (error) {
    // Said the same way as success: the answer must not differ for existing addresses.
    app.log.error({ err: error }, 'could not send the password reset mail');
  }
}

const refuse = (key: TMessageKey) => new HttpError(422, key, { fields: { token: key } });

/**
 * Sets a new password with the mailed token: once, within 60 minutes, for the address it was
 * sent to. Every session of the user is closed.
 */
export async function resetPassword(
  app: TResetApp,
  body: z.output<typeof ZResetPasswordRequest>,
): Promise<void> {
  const now = app.now();
  const [found, user] = await Promise.all([
    findResetToken(app.db, sha256Hex(body.token)),
    findUserByEmail(app.db, body.email),
  ]);
  if (!found || !user || found.userId !== user.id || !user.isActive) throw refuse('auth.resetTokenInvalid');
  if (found.usedAt) throw refuse('auth.resetTokenUsed');
  if (found.expiresAt <= now) throw refuse('auth.resetTokenExpired');
  const passwordHash = await hashNewPassword(body.password);
  await app.db.transaction(async (tx) => {
    if (!(await markResetTokenUsed(tx, found.id, now))) throw refuse('auth.resetTokenUsed');
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserAccessTokens(tx, user.id, now);
  });
}
