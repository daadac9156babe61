import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { TUser, ZChangePasswordRequest } from '@portal/contracts/auth/auth-schemas';
import type { ZEditUserRequest } from '@portal/contracts/staff/managed-users';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { revokeUserAccessTokens } from '../../plugins/auth/access-token-repository.ts';
import { loadUserAccess, type TAuth } from '../../plugins/auth/access-tokens.ts';
import { hashNewPassword } from '../../plugins/auth/new-password.ts';
import { presentUser } from '../../plugins/auth/user-presenter.ts';
import { findUserById, isEmailTaken, updateUser } from '../../plugins/auth/user-repository.ts';
import type { TUserRow } from '../../plugins/auth/user-row.ts';
import { AVATAR_EXTENSIONS, avatarTypeOfKey, detectImageType } from '../../plugins/avatar-image.ts';
import { isUniqueViolation } from '../../plugins/db/database-errors.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TMessageKey } from '../../plugins/i18n/messages.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import { recordSecurityEvent } from '../../plugins/record-security-event.ts';
import { confirmCurrentPassword } from '../auth/service.ts';
import { dropPendingSmsCode, sendVerificationEmail } from '../verification/service.ts';
import { requestEmailChange } from './email-change.ts';
import {
  findManagedUser,
  replaceUserRole,
  setUserActive,
  type TManagedUserRow,
} from './managed-user-repository.ts';
import {
  auditSnapshot,
  emailTaken,
  guardRoleOrStateChange,
  manageableUser,
  requireRole,
} from './managed-user-service.ts';
import { authorizeRoleChange, authorizeUserAccess, mayManageRole } from './user-access.ts';

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

type TEditBody = z.output<typeof ZEditUserRequest>;

/** The role and state an edit asks for, where they differ from the person's (`newRole` null: unchanged). */
type TRoleOrStateChange = {
  newRole: { id: number; name: string } | null;
  deactivates: boolean;
  activates: boolean;
};

async function roleOrStateChangeOf(
  app: TUsersApp,
  target: TManagedUserRow,
  body: TEditBody,
): Promise<TRoleOrStateChange> {
  const newRole =
    body.role_id !== undefined && body.role_id !== target.roleId
      ? await requireRole(app, body.role_id)
      : null;
  return {
    newRole,
    deactivates: body.is_active === false && target.isActive,
    activates: body.is_active === true && !target.isActive,
  };
}

const changesRoleOrState = (change: TRoleOrStateChange) =>
  change.newRole !== null || change.deactivates || change.activates;

function authorizeChange(auth: TAuth, target: TManagedUserRow, change: TRoleOrStateChange): void {
  authorizeRoleChange(auth, target, {
    newRoleName: change.newRole?.name ?? null,
    deactivates: change.deactivates,
  });
}

/**
 * `PUT users/{id}` of oneself: name, e-mail and phone. A new e-mail needs the current password
 * and changes only once the new address confirms it from the mailed link (email-change.ts; the
 * link counts against the verification-send limit, so a profile cannot be used to mail
 * strangers). A new phone is unverified, its pending SMS code dropped. One's own role or state
 * changes only with the permission to manage people of one's role, and is then audited.
 */
export async function updateOwnProfile(
  app: TUsersApp,
  auth: TAuth,
  body: TEditBody,
): Promise<{ user: TUser; message: TMessageKey }> {
  const id = auth.user.id;
  const target = await findManagedUser(app.db, id);
  const current = await findUserById(app.db, id);
  if (!target || !current) throw new HttpError(404, 'errors.notFound');
  const change = await roleOrStateChangeOf(app, target, body);
  if (changesRoleOrState(change)) {
    // Changing one's own role or state needs the same permission as changing someone else's.
    if (!mayManageRole(auth, target.roleName)) throw new HttpError(403, 'errors.forbidden');
    authorizeChange(auth, target, change);
  }
  const emailChanged = body.email !== current.email;
  if (emailChanged) {
    // An address of another account is answered like any other (requestEmailChange mails its
    // owner instead of a link): one's profile is no way to learn who has an account.
    if (!body.current_password) {
      throw new HttpError(422, 'errors.validation', { fields: { current_password: 'validation.required' } });
    }
    await confirmCurrentPassword(app, auth, body.current_password);
    await app.rateLimiter.consume('verificationSends', `email:${id}`);
  }
  const updated = await saveEdit(app, auth, target, current, {
    // The address stays until the new one is confirmed.
    fields: { name: body.name, email: current.email, phone: body.phone },
    change,
    emailUnverified: false,
    audited: changesRoleOrState(change),
  });
  if (emailChanged) await requestEmailChange(app, updated, body.email, auth.tokenId);
  return {
    user: await present(app, updated),
    message: emailChanged ? 'users.emailChangePending' : 'users.updated',
  };
}

/**
 * `PUT users/{id}` of someone else, by staff managing people of their role (`manageableUser`):
 * name, e-mail, phone, role and state, always audited. A new e-mail is set at once, unverified,
 * and its owner gets the verification link (counted against the verification-send limit); an
 * address of another account is refused (staff see the people listed anyway). A new phone is
 * unverified, its pending SMS code dropped.
 */
export async function updateManagedUser(
  app: TUsersApp,
  auth: TAuth,
  id: number,
  body: TEditBody,
): Promise<{ user: TUser; message: TMessageKey }> {
  const target = await manageableUser(app, auth, id);
  const current = await findUserById(app.db, id);
  if (!current) throw new HttpError(404, 'errors.notFound');
  const change = await roleOrStateChangeOf(app, target, body);
  if (changesRoleOrState(change)) authorizeChange(auth, target, change);
  const emailChanged = body.email !== current.email;
  if (emailChanged) {
    if (await isEmailTaken(app.db, body.email, id)) throw emailTaken();
    await app.rateLimiter.consume('verificationSends', `email:${id}`);
  }
  const updated = await saveEdit(app, auth, target, current, {
    fields: { name: body.name, email: body.email, phone: body.phone },
    change,
    emailUnverified: emailChanged,
    audited: true,
  });
  if (emailChanged) {
    try {
      await sendVerificationEmail(app, updated);
    } catch (error) {
      // The change is saved; the person can ask for the link again from the banner.
      app.log.error({ err: error }, 'could not send the verification mail');
    }
  }
  return { user: await present(app, updated), message: 'users.saved' };
}

/**
 * What both edits save, in one transaction: the last-admin and self rules of a role or state
 * change (`guardRoleOrStateChange`), the fields, the role, the state (a deactivation closes the
 * person's sessions) and, when asked, the audit entry. A new phone is unverified, and its
 * pending SMS code is dropped after the commit.
 */
async function saveEdit(
  app: TUsersApp,
  auth: TAuth,
  target: TManagedUserRow,
  current: TUserRow,
  edit: {
    fields: Pick<TEditBody, 'name' | 'email' | 'phone'>;
    change: TRoleOrStateChange;
    emailUnverified: boolean;
    audited: boolean;
  },
): Promise<TUserRow> {
  const { newRole, deactivates, activates } = edit.change;
  const id = target.id;
  const phoneChanged = edit.fields.phone !== current.phone;
  let updated: TUserRow | null;
  try {
    updated = await app.db.transaction(async (tx) => {
      await guardRoleOrStateChange(tx, auth, target, {
        removesAdmin: newRole !== null && newRole.name !== 'admin',
        deactivates,
      });
      const row = await updateUser(tx, id, {
        ...edit.fields,
        ...(edit.emailUnverified ? { emailVerifiedAt: null } : {}),
        ...(phoneChanged ? { phoneVerifiedAt: null } : {}),
      });
      if (!row) return null;
      if (newRole) await replaceUserRole(tx, id, newRole.id);
      if (deactivates || activates) await setUserActive(tx, id, activates);
      if (deactivates) await revokeUserAccessTokens(tx, id, app.now());
      if (edit.audited) {
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
  return updated;
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
