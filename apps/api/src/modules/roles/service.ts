import type { TPermissionsSnapshot } from '@portal/contracts/auth/permission-refresh';
import { PERMISSIONS, type TPermission } from '@portal/contracts/auth/permissions';
import {
  isBuiltinRole,
  missingAdminPermissions,
  type TPermissionItem,
  type TRoleItem,
} from '@portal/contracts/staff/roles';
import type { FastifyInstance } from 'fastify';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { hasPermission } from '../../plugins/auth/authenticate.ts';
import { findRolesAndPermissions } from '../../plugins/auth/user-access-repository.ts';
import { isUniqueViolation } from '../../plugins/db/database-errors.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import {
  countRoleUsers,
  deleteRole,
  findAllPermissions,
  findRolePermissionNames,
  findRolesWithPermissions,
  insertRole,
  isRoleNameTaken,
  lockRole,
  renameRole,
  replaceRolePermissions,
  type TRoleRow,
  type TRoleWithPermissions,
} from './repository.ts';

type TRolesApp = Pick<FastifyInstance, 'db'>;

const P = PERMISSIONS;

/**
 * Who may read the roles: the roles and matrix screens, and the people screens, whose forms
 * choose a role for the person they create or edit.
 */
const ROLE_READERS: readonly TPermission[] = [
  P.showRoles,
  P.showPermissions,
  P.showUsersAll,
  P.showAdvisors,
  P.showSecretaries,
];

function requireAny(auth: TAuth, allowed: readonly TPermission[]): void {
  if (!allowed.some((permission) => hasPermission(auth, permission))) {
    throw new HttpError(403, 'errors.forbidden');
  }
}

function presentRole(role: TRoleWithPermissions): TRoleItem {
  return {
    id: role.id,
    name: role.name,
    permissions: role.permissions,
    users_count: role.usersCount,
    is_builtin: isBuiltinRole(role.name),
  };
}

const nameTaken = () => new HttpError(422, 'errors.validation', { fields: { name: 'roles.nameTaken' } });

async function presentOne(app: TRolesApp, id: number): Promise<TRoleItem> {
  const [role] = await findRolesWithPermissions(app.db, id);
  if (!role) throw new HttpError(404, 'errors.notFound');
  return presentRole(role);
}

async function lockedRole(tx: TRolesApp['db'], id: number): Promise<TRoleRow> {
  const role = await lockRole(tx, id);
  if (!role) throw new HttpError(404, 'errors.notFound');
  return role;
}

/** The code relies on the four built-in names (access rules, seed, menus): they stay as they are. */
function refuseBuiltin(role: TRoleRow): void {
  if (isBuiltinRole(role.name))
    throw new HttpError(409, 'roles.builtinLocked', { params: { name: role.name } });
}

export async function listPermissions(app: TRolesApp, auth: TAuth): Promise<TPermissionItem[]> {
  requireAny(auth, [P.showRoles, P.showPermissions]);
  return findAllPermissions(app.db);
}

export async function listRoles(app: TRolesApp, auth: TAuth): Promise<TRoleItem[]> {
  requireAny(auth, ROLE_READERS);
  return (await findRolesWithPermissions(app.db)).map(presentRole);
}

export async function createRole(app: TRolesApp, auth: TAuth, name: string): Promise<TRoleItem> {
  if (await isRoleNameTaken(app.db, name)) throw nameTaken();
  let id: number;
  try {
    id = await app.db.transaction(async (tx) => {
      const role = await insertRole(tx, name);
      await recordAudit(tx, {
        actorId: auth.user.id,
        action: 'role.created',
        subjectType: 'role',
        subjectId: role.id,
        after: { name: role.name, permissions: [] },
      });
      return role.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return presentOne(app, id);
}

export async function updateRole(app: TRolesApp, auth: TAuth, id: number, name: string): Promise<TRoleItem> {
  try {
    await app.db.transaction(async (tx) => {
      const role = await lockedRole(tx, id);
      refuseBuiltin(role);
      if (isBuiltinRole(name) || (await isRoleNameTaken(tx, name, id))) throw nameTaken();
      if (role.name === name) return;
      await renameRole(tx, id, name);
      await recordAudit(tx, {
        actorId: auth.user.id,
        action: 'role.updated',
        subjectType: 'role',
        subjectId: id,
        before: { name: role.name },
        after: { name },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return presentOne(app, id);
}

/** Only a role nobody holds: people are never left without a role by deleting one. */
export async function removeRole(app: TRolesApp, auth: TAuth, id: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const role = await lockedRole(tx, id);
    refuseBuiltin(role);
    const holders = await countRoleUsers(tx, id);
    if (holders > 0) throw new HttpError(409, 'roles.inUse', { params: { count: holders } });
    const permissions = await findRolePermissionNames(tx, id);
    await deleteRole(tx, id);
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'role.deleted',
      subjectType: 'role',
      subjectId: id,
      before: { name: role.name, permissions },
    });
  });
}

/**
 * Replaces the role's whole permission set at once (the matrix saves a role in one go). It
 * takes effect on the next request of every holder: permissions are read per request.
 */
export async function setRolePermissions(
  app: TRolesApp,
  auth: TAuth,
  id: number,
  names: readonly string[],
): Promise<TRoleItem> {
  await app.db.transaction(async (tx) => {
    const role = await lockedRole(tx, id);
    const missing = missingAdminPermissions(role.name, names);
    if (missing.length > 0) {
      throw new HttpError(409, 'roles.adminLockout', { params: { permissions: missing.join(', ') } });
    }
    // Sorted alike on both sides: the database's collation may order names differently.
    const before = (await findRolePermissionNames(tx, id)).sort();
    const after = [...names].sort();
    if (before.length === after.length && before.every((name, index) => name === after[index])) return;
    await replaceRolePermissions(tx, id, after);
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'role.permissions_changed',
      subjectType: 'role',
      subjectId: id,
      before: { name: role.name, permissions: before },
      after: { name: role.name, permissions: after },
    });
  });
  return presentOne(app, id);
}

/**
 * The caller's role and permissions as stored now, for the web app to refresh the list it keeps
 * (the role may be a custom one, so it is read here rather than from the built-in names).
 */
export async function permissionsSnapshot(
  app: TRolesApp,
  auth: TAuth,
  actingFor: number | null = null,
): Promise<TPermissionsSnapshot> {
  // Acting for a customer (checked by the acting-for plugin): the customer's menus, not the
  // caller's. It grants nothing: every route still checks the caller's own permissions.
  const access = await findRolesAndPermissions(app.db, actingFor ?? auth.user.id);
  return { role_name: access.roles[0]?.name ?? null, permissions: access.permissions };
}
