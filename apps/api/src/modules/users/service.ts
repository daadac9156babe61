import { randomBytes } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import type { TUser, ZChangePasswordRequest, ZUpdateUserRequest } from '@portal/contracts/auth/auth-schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { revokeUserAccessTokens } from '../../plugins/auth/access-token-repository.ts';
import { loadUserAccess, type TAuth } from '../../plugins/auth/access-tokens.ts';
import { hashPassword } from '../../plugins/auth/password.ts';
import type { TUserRow } from '../../plugins/auth/user-row.ts';
import { isUniqueViolation } from '../../plugins/db/database-errors.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TMessageKey } from '../../plugins/i18n/messages.ts';
import { sendVerificationEmail } from '../verification/email-verification-link.ts';
import { deleteSmsCode } from '../verification/repository.ts';
import { AVATAR_EXTENSIONS, avatarTypeOfKey, detectImageType } from './avatar-image.ts';
import { findUserById, isEmailTaken, updateUser } from './repository.ts';
import { authorizeUserAccess } from './user-access.ts';
import { presentUser } from './user-presenter.ts';

type TUsersApp = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'storage' | 'rateLimiter' | 'log'>;

const emailTaken = () => new HttpError(422, 'errors.validation', { fields: { email: 'auth.emailTaken' } });

async function reachableUser(
  app: TUsersApp,
  auth: TAuth,
  id: number,
  action: 'read' | 'write',
): Promise<TUserRow> {
  authorizeUserAccess(auth, id, action);
  const user = await findUserById(app.db, id);
  if (!user) throw new HttpError(404, 'errors.notFound');
  return user;
}

async function present(app: TUsersApp, user: TUserRow): Promise<TUser> {
  const { roles } = await loadUserAccess(app.db, user.id);
  return presentUser(user, roles);
}

export async function getUser(app: TUsersApp, auth: TAuth, id: number): Promise<TUser> {
  return present(app, await reachableUser(app, auth, id, 'read'));
}

/**
 * Name, e-mail and phone. A new e-mail is unverified until its link is opened (the link goes to
 * the new address and counts against the verification-send limit, so a profile cannot be used
 * to mail strangers); a new phone is unverified too, and its pending SMS code is dropped.
 */
export async function updateProfile(
  app: TUsersApp,
  auth: TAuth,
  id: number,
  body: z.output<typeof ZUpdateUserRequest>,
): Promise<{ user: TUser; message: TMessageKey }> {
  const current = await reachableUser(app, auth, id, 'write');
  const emailChanged = body.email !== current.email;
  const phoneChanged = body.phone !== current.phone;
  if (emailChanged) {
    if (await isEmailTaken(app.db, body.email, id)) throw emailTaken();
    await app.rateLimiter.consume('verificationSends', `email:${id}`);
  }
  let updated: TUserRow | null;
  try {
    updated = await updateUser(app.db, id, {
      name: body.name,
      email: body.email,
      phone: body.phone,
      ...(emailChanged ? { emailVerifiedAt: null } : {}),
      ...(phoneChanged ? { phoneVerifiedAt: null } : {}),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (!updated) throw new HttpError(404, 'errors.notFound');
  if (phoneChanged) await deleteSmsCode(app.db, id);
  if (emailChanged) {
    try {
      await sendVerificationEmail(app, updated);
    } catch (error) {
      // The change is saved; the person can ask for the link again from the banner.
      app.log.error({ err: error }, 'could not send the verification mail');
    }
  }
  return {
    user: await present(app, updated),
    message: emailChanged ? 'users.updatedEmailChanged' : 'users.updated',
  };
}

/** Sets the password; every other session of the user is closed, this one stays. */
export async function changePassword(
  app: TUsersApp,
  auth: TAuth,
  id: number,
  body: z.output<typeof ZChangePasswordRequest>,
): Promise<void> {
  const user = await reachableUser(app, auth, id, 'write');
  await updateUser(app.db, user.id, { passwordHash: await hashPassword(body.password) });
  await revokeUserAccessTokens(app.db, user.id, new Date(), auth.tokenId);
}

/**
 * Stores a new picture (type checked from its bytes) under a generated name, then removes the
 * old file. The size limit is enforced while the upload is read (avatar-upload.ts).
 */
export async function updateAvatar(app: TUsersApp, auth: TAuth, id: number, data: Buffer): Promise<TUser> {
  const user = await reachableUser(app, auth, id, 'write');
  const type = detectImageType(data);
  if (!type)
    throw new HttpError(422, 'users.avatarWrongType', { fields: { avatar: 'users.avatarWrongType' } });
  const key = `avatars/${user.id}-${randomBytes(12).toString('hex')}.${AVATAR_EXTENSIONS[type]}`;
  await app.storage.put(key, data);
  let updated: TUserRow | null;
  try {
    updated = await updateUser(app.db, user.id, { avatarKey: key });
  } catch (error) {
    await app.storage.remove(key);
    throw error;
  }
  if (!updated) throw new HttpError(404, 'errors.notFound');
  if (user.avatarKey) {
    await app.storage.remove(user.avatarKey).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not remove the previous avatar');
    });
  }
  return present(app, updated);
}

/** The stored picture and its type, for those who may read the user. */
export async function readAvatar(
  app: TUsersApp,
  auth: TAuth,
  id: number,
): Promise<{ stream: ReadStream; size: number; type: string }> {
  const user = await reachableUser(app, auth, id, 'read');
  const type = user.avatarKey ? avatarTypeOfKey(user.avatarKey) : null;
  const file = user.avatarKey && type ? await app.storage.read(user.avatarKey) : null;
  if (!file || !type) throw new HttpError(404, 'users.avatarNotFound');
  return { ...file, type };
}
