import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { TUser, ZChangePasswordRequest } from '@portal/contracts/auth/auth-schemas';
import type { ZEditUserRequest } from '@portal/contracts/staff/managed-users';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { revokeUserAccessTokens } from '../../plugins/auth/access-token-repository.ts';
import { loadUserAccess, type TAuth } from '../../plugins/auth/access-tokens.ts';
import { hashNewPassword } from '../../plugins/auth/new-password.ts';
import { verifyPassword } from '../../plugins/auth/password.ts';
import {
  findPasswordHash,
  findUserById,
  isEmailTaken,
  updateUser,
} from '../../plugins/auth/user-repository.ts';
import type { TUserRow } from '../../plugins/auth/user-row.ts';
import { isUniqueViolation } from '../../plugins/db/database-errors.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TMessageKey } from '../../plugins/i18n/messages.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { recordSecurityEvent } from '../security-events/record-security-event.ts';
import { sendVerificationEmail } from '../verification/email-verification-link.ts';
import { dropPendingSmsCode } from '../verification/service.ts';
import { AVATAR_EXTENSIONS, avatarTypeOfKey, detectImageType } from './avatar-image.ts';
import { requestEmailChange } from './email-change.ts';
import { findManagedUser, replaceUserRole, setUserActive } from './managed-user-repository.ts';
import {
  auditSnapshot,
  emailTaken,
  guardRoleOrStateChange,
  manageableUser,
  requireRole,
} from './managed-user-service.ts';
import { authorizeRoleChange, authorizeUserAccess, mayManageRole } from './user-access.ts';
import { presentUser } from './user-presenter.ts';

type TUsersApp = Pick<
  FastifyInstance,
  'db' | 'config' | 'mailer' | 'storage' | 'rateLimiter' | 'log' | 'now'
>;

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

/**
 * A user's record: `reachableUser`'s rule, or the customer a staff member acts for (`user_id`
 * equal to the id, already checked by the acting-for plugin).
 */
export async function getUser(
  app: TUsersApp,
  auth: TAuth,
  id: number,
  actingFor: number | null = null,
): Promise<TUser> {
  if (actingFor !== id) return present(app, await reachableUser(app, auth, id, 'read'));
  const user = await findUserById(app.db, id);
  if (!user) throw new HttpError(404, 'errors.notFound');
  return present(app, user);
}

/**
 * Name, e-mail and phone of oneself, or (staff managing people, see `mayManageRole`) of someone
 * else, with their role and state. A new e-mail is unverified until its link is opened (the link
 * goes to the new address and counts against the verification-send limit, so a profile cannot be
 * used to mail strangers); a new phone is unverified too, and its pending SMS code is dropped.
 * Changes by staff to someone else, and any change of role or state, are audited.
 */
export async function updateProfile(
  app: TUsersApp,
  auth: TAuth,
  id: number,
  body: z.output<typeof ZEditUserRequest>,
): Promise<{ user: TUser; message: TMessageKey }> {
  const isSelf = id === auth.user.id;
  const target = isSelf ? await findManagedUser(app.db, id) : await manageableUser(app, auth, id);
  const current = await findUserById(app.db, id);
  if (!target || !current) throw new HttpError(404, 'errors.notFound');
  const newRole =
    body.role_id !== undefined && body.role_id !== target.roleId
      ? await requireRole(app, body.role_id)
      : null;
  const deactivates = body.is_active === false && target.isActive;
  const activates = body.is_active === true && !target.isActive;
  if (newRole || deactivates || activates) {
    // Changing one's own role or state needs the same permission as changing someone else's.
    if (isSelf && !mayManageRole(auth, target.roleName)) throw new HttpError(403, 'errors.forbidden');
    authorizeRoleChange(auth, target, { newRoleName: newRole?.name ?? null, deactivates });
  }
  const emailChanged = body.email !== current.email;
  // One's own address changes only once the new one confirms it (email-change.ts); staff
  // changing someone else's set it at once, unverified, as before.
  const ownEmailChange = emailChanged && isSelf;
  const phoneChanged = body.phone !== current.phone;
  if (emailChanged) {
    if (ownEmailChange) {
      // An address of another account is answered like any other (requestEmailChange mails its
      // owner instead of a link): one's profile is no way to learn who has an account.
      if (!body.current_password) {
        throw new HttpError(422, 'errors.validation', {
          fields: { current_password: 'validation.required' },
        });
      }
      await confirmCurrentPassword(app, auth, body.current_password);
    } else if (await isEmailTaken(app.db, body.email, id)) {
      // Staff setting someone else's address (they manage the users, and see them listed).
      throw emailTaken();
    }
    await app.rateLimiter.consume('verificationSends', `email:${id}`);
  }
  let updated: TUserRow | null;
  try {
    updated = await app.db.transaction(async (tx) => {
      await guardRoleOrStateChange(tx, auth, target, {
        removesAdmin: newRole !== null && newRole.name !== 'admin',
        deactivates,
      });
      const row = await updateUser(tx, id, {
        name: body.name,
        email: ownEmailChange ? current.email : body.email,
        phone: body.phone,
        ...(emailChanged && !ownEmailChange ? { emailVerifiedAt: null } : {}),
        ...(phoneChanged ? { phoneVerifiedAt: null } : {}),
      });
      if (!row) return null;
      if (newRole) await replaceUserRole(tx, id, newRole.id);
      if (deactivates || activates) await setUserActive(tx, id, activates);
      if (deactivates) await revokeUserAccessTokens(tx, id, new Date());
      if (!isSelf || newRole || deactivates || activates) {
        const after = await findManagedUser(tx, id);
        await recordAudit(tx, {
          actorId: auth.user.id,
          action: deactivates ? 'user.deactivated' : 'user.updated',
          subjectType: 'user',
          subjectId: id,
          before: auditSnapshot(target),
          after: after ? auditSnapshot(after) : null,
        });
      }
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (!updated) throw new HttpError(404, 'errors.notFound');
  if (phoneChanged) await dropPendingSmsCode(app, id);
  if (ownEmailChange) await requestEmailChange(app, updated, body.email, auth.tokenId);
  else if (emailChanged) {
    try {
      await sendVerificationEmail(app, updated);
    } catch (error) {
      // The change is saved; the person can ask for the link again from the banner.
      app.log.error({ err: error }, 'could not send the verification mail');
    }
  }
  let message: TMessageKey = 'users.saved';
  if (isSelf) message = ownEmailChange ? 'users.emailChangePending' : 'users.updated';
  return { user: await present(app, updated), message };
}

/**
 * The caller's own password, checked again before a credential changes: its budget is counted
 * first (so guesses through a stolen session stay at 5 per 15 minutes and no argon2 runs beyond
 * it); a wrong one is a field error.
 */
export async function confirmCurrentPassword(app: TUsersApp, auth: TAuth, password: string): Promise<void> {
  await app.rateLimiter.consume('currentPasswordChecks', `user:${auth.user.id}`);
  const hash = await findPasswordHash(app.db, auth.user.id);
  if (!hash || !(await verifyPassword(hash, password))) {
    throw new HttpError(422, 'users.currentPasswordWrong', {
      fields: { current_password: 'users.currentPasswordWrong' },
    });
  }
}

/** Sets the password; every other session of the user is closed, this one stays. */
export async function changePassword(
  app: TUsersApp,
  auth: TAuth,
  id: number,
  body: z.output<typeof ZChangePasswordRequest>,
  ip: string,
): Promise<void> {
  const user = await reachableUser(app, auth, id, 'write');
  await confirmCurrentPassword(app, auth, body.current_password);
  await updateUser(app.db, user.id, { passwordHash: await hashNewPassword(body.password) });
  await revokeUserAccessTokens(app.db, user.id, app.now(), auth.tokenId);
  await recordSecurityEvent(app, {
    type: 'password_changed',
    userId: user.id,
    ip,
    detail: user.id === auth.user.id ? {} : { changed_by: auth.user.id },
  });
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
): Promise<{ stream: Readable; size: number; type: string }> {
  const user = await reachableUser(app, auth, id, 'read');
  const type = user.avatarKey ? avatarTypeOfKey(user.avatarKey) : null;
  const file = user.avatarKey && type ? await app.storage.read(user.avatarKey) : null;
  if (!file || !type) throw new HttpError(404, 'users.avatarNotFound');
  return { ...file, type };
}
