import { EMAIL_VERIFICATION_LINK_LIFETIME_MS } from '@portal/contracts/auth/verification-schemas';
import type { FastifyInstance } from 'fastify';
import { revokeUserAccessTokens } from '../../plugins/auth/access-token-repository.ts';
import { hmacSha256Hex, safeEqual } from '../../plugins/auth/secrets.ts';
import {
  findPasswordHash,
  findUserByEmail,
  findUserById,
  isEmailTaken,
  updateUser,
} from '../../plugins/auth/user-repository.ts';
import type { TUserRow } from '../../plugins/auth/user-row.ts';
import { isUniqueViolation } from '../../plugins/db/database-errors.ts';
import { HttpError } from '../../plugins/errors.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import { noticeToAddressOwner } from '../../plugins/mail/address-taken-notice.ts';
import {
  confirmEmailChangeMail,
  emailChangeRequestedMail,
} from '../../plugins/mail/templates/email-change.ts';
import { recordSecurityEvent } from '../../plugins/record-security-event.ts';
import { emailTaken } from './managed-user-service.ts';

type TEmailChangeApp = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'log' | 'now' | 'rateLimiter'>;

/** What the confirmation link carries: the user, the new address, the session to keep, the expiry. */
export type TEmailChangeLink = {
  id: number;
  email: string;
  keep: number;
  expires: number;
  signature: string;
};

/**
 * HMAC with APP_SECRET over the link's fields and the account's current address and password
 * hash: the link dies once the address has changed (single use) or the password is changed (the
 * owner's way to stop a change they did not ask for). Nothing is stored until it is opened.
 */
function sign(
  secret: string,
  link: Omit<TEmailChangeLink, 'signature'>,
  current: string,
  passwordHash: string,
) {
  return hmacSha256Hex(
    secret,
    `email-change:${link.id}:${link.email}:${link.keep}:${link.expires}:${current}:${passwordHash}`,
  );
}

/**
 * Asks for a change of the caller's own address: the new address gets the confirmation link, the
 * old one is told (with a way to stop it). The account keeps its address until the link is opened.
 * An address that belongs to another account gets no link: its owner is told someone tried
 * (address-taken-notice.ts), and the caller is answered and mailed exactly as for a free one.
 */
export async function requestEmailChange(
  app: TEmailChangeApp,
  user: TUserRow,
  newEmail: string,
  keepTokenId: number,
): Promise<void> {
  const passwordHash = await findPasswordHash(app.db, user.id);
  if (!passwordHash) throw new HttpError(404, 'errors.notFound');
  const expires = Math.floor((app.now().getTime() + EMAIL_VERIFICATION_LINK_LIFETIME_MS) / 1000);
  const fields = { id: user.id, email: newEmail, keep: keepTokenId, expires };
  const signature = sign(app.config.appSecret, fields, user.email, passwordHash);
  const language = languageOfId(user.languageId);
  const query = new URLSearchParams({
    email: newEmail,
    keep: String(keepTokenId),
    expires: String(expires),
    signature,
  });
  const confirm = confirmEmailChangeMail(language, {
    name: user.name,
    url: `${app.config.appUrl}/${language}/app/email/change/${user.id}?${query}`,
  });
  const announce = emailChangeRequestedMail(language, {
    name: user.name,
    email: newEmail,
    url: `${app.config.appUrl}/${language}/app/forgot-pass`,
  });
  const owner = await findUserByEmail(app.db, newEmail);
  try {
    if (owner && owner.id !== user.id) await noticeToAddressOwner(app, owner, 'emailChange');
    else await app.mailer.send({ to: newEmail, template: 'confirm-email-change', ...confirm });
    await app.mailer.send({ to: user.email, template: 'email-change-requested', ...announce });
  } catch (error) {
    app.log.error({ err: error }, 'could not send the e-mail change mails');
    throw new HttpError(503, 'errors.serviceUnavailable');
  }
}

/**
 * `POST users/{id}/email-change`: the link from the new address. The address changes and counts
 * as verified (the link came through it); every session but the one that asked ends.
 */
export async function confirmEmailChange(
  app: TEmailChangeApp,
  link: TEmailChangeLink,
  ip: string,
): Promise<void> {
  const user = await findUserById(app.db, link.id);
  const passwordHash = user ? await findPasswordHash(app.db, user.id) : null;
  const { signature, ...fields } = link;
  if (
    !user ||
    !passwordHash ||
    !safeEqual(sign(app.config.appSecret, fields, user.email, passwordHash), signature)
  ) {
    throw new HttpError(422, 'users.emailChangeLinkInvalid');
  }
  const now = app.now();
  if (link.expires * 1000 < now.getTime()) throw new HttpError(410, 'users.emailChangeLinkExpired');
  if (await isEmailTaken(app.db, link.email, user.id)) throw emailTaken();
  try {
    await app.db.transaction(async (tx) => {
      await updateUser(tx, user.id, { email: link.email, emailVerifiedAt: now });
      await revokeUserAccessTokens(tx, user.id, now, link.keep);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await recordSecurityEvent(app, {
    type: 'email_changed',
    userId: user.id,
    ip,
    detail: { from: user.email, to: link.email },
  });
}
