import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TPageMeta } from '@portal/contracts/common/envelope';
import type { TLanguage } from '@portal/contracts/common/languages';
import type {
  TManagedUser,
  ZCreateUserRequest,
  ZCreateUserRouteRequest,
  ZManagedUserListQuery,
} from '@portal/contracts/staff/managed-users';
import { NO_SWITCHES, type TTeamInvitation } from '@portal/contracts/team/team-schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { revokeUserAccessTokens } from '../../plugins/auth/access-token-repository.ts';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { hasPermission } from '../../plugins/auth/authenticate.ts';
import { hashNewPassword } from '../../plugins/auth/new-password.ts';
import { findUserById, isEmailTaken } from '../../plugins/auth/user-repository.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { isUniqueViolation } from '../../plugins/db/database-errors.ts';
import { pageMeta } from '../../plugins/db/list-queries.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { inviteMember } from '../team/service.ts';
import { sendVerificationEmail } from '../verification/service.ts';
import {
  countOtherActiveAdmins,
  findManagedUser,
  findRoleById,
  insertManagedUser,
  listManagedUsers,
  lockAdminRole,
  setUserActive,
  type TManagedUserRow,
} from './managed-user-repository.ts';
import { authorizeRoleChange, mayManageRole } from './user-access.ts';

type TPeopleApp = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'log' | 'now'>;

export const emailTaken = () =>
  new HttpError(422, 'errors.validation', { fields: { email: 'auth.emailTaken' } });

function presentManagedUser(row: TManagedUserRow): TManagedUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role_id: row.roleId,
    role_name: row.roleName,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a person: never the password hash. */
export function auditSnapshot(row: TManagedUserRow) {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    role_id: row.roleId,
    role_name: row.roleName,
    is_active: row.isActive,
  };
}

/**
 * `GET users`: everyone for 'show users all'; the advisors or secretaries screen (`role`) for
 * those holding that screen's permission. Asking for more is 403: nothing is hidden by saying so.
 */
export async function listUsers(
  app: TPeopleApp,
  auth: TAuth,
  query: z.output<typeof ZManagedUserListQuery>,
): Promise<{ data: TManagedUser[]; meta: TPageMeta }> {
  const allowed =
    query.role === undefined
      ? hasPermission(auth, PERMISSIONS.showUsersAll)
      : mayManageRole(auth, query.role);
  if (!allowed) throw new HttpError(403, 'errors.forbidden');
  const { rows, total } = await listManagedUsers(app.db, {
    search: query.search || undefined,
    roleName: query.role,
    isActive: query.status === undefined ? undefined : query.status === 'active',
    page: query.page,
    perPage: query.per_page,
  });
  return {
    data: rows.map(presentManagedUser),
    meta: pageMeta(query, total),
  };
}

export async function requireRole(
  app: Pick<TPeopleApp, 'db'>,
  roleId: number,
): Promise<{ id: number; name: string }> {
  const role = await findRoleById(app.db, roleId);
  if (!role) throw new HttpError(422, 'errors.validation', { fields: { role_id: 'users.roleNotFound' } });
  return role;
}

/**
 * `POST users`: a person with a role, e.g. a new advisor. Their e-mail is not verified: they get
 * the same verification link as after registration (the address is theirs to confirm, not
 * the staff member's), and sign in with the password they were given.
 */
async function createUser(
  app: TPeopleApp,
  auth: TAuth,
  body: z.output<typeof ZCreateUserRequest>,
): Promise<TManagedUser> {
  const role = await requireRole(app, body.role_id);
  if (!mayManageRole(auth, role.name)) throw new HttpError(403, 'errors.forbidden');
  authorizeRoleChange(auth, { roleNames: [] }, { newRoleName: role.name, deactivates: false });
  if (await isEmailTaken(app.db, body.email)) throw emailTaken();
  const passwordHash = await hashNewPassword(body.password);
  let created: TManagedUserRow;
  try {
    created = await app.db.transaction(async (tx) => {
      const id = await insertManagedUser(
        tx,
        { name: body.name, email: body.email, phone: body.phone, passwordHash },
        role.id,
      );
      const row = await findManagedUser(tx, id);
      if (!row) throw new Error('The new user is missing');
      await recordAudit(tx, {
        actorId: auth.user.id,
        action: 'user.created',
        subjectType: 'user',
        subjectId: id,
        after: auditSnapshot(row),
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const user = await findUserById(app.db, created.id);
  if (user) {
    try {
      await sendVerificationEmail(app, user);
    } catch (error) {
      // The user exists; the link can be asked for again from the banner after signing in.
      app.log.error({ err: error }, 'could not send the verification mail');
    }
  }
  return presentManagedUser(created);
}

/**
 * `POST users` as spec section 7 lists it: staff create a person (`createUser`); with
 * `account_id`, anyone who may run that company's team invites the person to it instead
 * (issue 16: the same rules and answer as `POST accounts/{id}/members`). Naming the company is
 * the staff view, as `GET invoices?account_id` (the access rule still asks staff for 'show
 * accounts all'): the route reaches it so (its contract), `account` is that company.
 */
export async function createUserOrInvitation(
  app: TPeopleApp & Pick<FastifyInstance, 'rateLimiter'>,
  auth: TAuth,
  account: TReachedAccount | null,
  body: z.output<typeof ZCreateUserRouteRequest>,
  language: TLanguage,
): Promise<{ user: TManagedUser } | { invitation: TTeamInvitation }> {
  const { account_id: _accountId, role, permissions, password, role_id: roleId, ...person } = body;
  if (account) {
    const invitation = await inviteMember(app, auth, {
      account,
      body: { ...person, role: role ?? 'member', permissions: permissions ?? NO_SWITCHES },
      language,
    });
    return { invitation };
  }
  // The schema asks for both without `account_id`; a staff body is the one it always was.
  if (password === undefined || roleId === undefined) throw new HttpError(422, 'errors.validation');
  return { user: await createUser(app, auth, { ...person, password, role_id: roleId }) };
}

/**
 * The person another user is about to change, once the caller may manage them: 404 for anyone
 * who may not (a customer must not learn which ids exist, nor an advisor manager who else does).
 */
export async function manageableUser(
  app: Pick<TPeopleApp, 'db'>,
  auth: TAuth,
  id: number,
): Promise<TManagedUserRow> {
  const seesPeople =
    hasPermission(auth, PERMISSIONS.showUsersAll) ||
    hasPermission(auth, PERMISSIONS.showAdvisors) ||
    hasPermission(auth, PERMISSIONS.showSecretaries);
  if (!seesPeople) throw new HttpError(404, 'errors.notFound');
  const target = await findManagedUser(app.db, id);
  if (!target || !mayManageRole(auth, target.roleName)) throw new HttpError(404, 'errors.notFound');
  return target;
}

/**
 * The rules a change that may take away an admin or a user's access checks inside its
 * transaction, in this order:
 * - the last active admin keeps the admin role and stays active (409), whoever asks;
 * - nobody takes away their own admin role (409), another admin must;
 * - nobody deactivates themselves (409).
 */
export async function guardRoleOrStateChange(
  tx: TDatabase,
  auth: TAuth,
  target: TManagedUserRow,
  change: { removesAdmin: boolean; deactivates: boolean },
): Promise<void> {
  const isSelf = target.id === auth.user.id;
  const wasActiveAdmin = target.isActive && target.roleNames.includes('admin');
  if (wasActiveAdmin && (change.removesAdmin || change.deactivates)) {
    await lockAdminRole(tx);
    if ((await countOtherActiveAdmins(tx, target.id)) === 0) throw new HttpError(409, 'users.lastAdmin');
  }
  if (isSelf && change.removesAdmin && target.roleNames.includes('admin')) {
    throw new HttpError(409, 'users.ownAdminRole');
  }
  if (isSelf && change.deactivates) throw new HttpError(409, 'users.selfDeactivate');
}

/** `DELETE users/{id}`: deactivates the person (their records stay) and closes their sessions. */
export async function deactivateUser(app: TPeopleApp, auth: TAuth, id: number): Promise<void> {
  const target = await manageableUser(app, auth, id);
  authorizeRoleChange(auth, target, { newRoleName: null, deactivates: true });
  await app.db.transaction(async (tx) => {
    await guardRoleOrStateChange(tx, auth, target, { removesAdmin: false, deactivates: true });
    if (!target.isActive) return;
    await setUserActive(tx, id, false);
    await revokeUserAccessTokens(tx, id, app.now());
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'user.deactivated',
      subjectType: 'user',
      subjectId: id,
      before: auditSnapshot(target),
      after: auditSnapshot({ ...target, isActive: false }),
    });
  });
}
