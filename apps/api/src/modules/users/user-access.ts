import { PERMISSIONS, type TPermission } from '@portal/contracts/auth/permissions';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { hasPermission } from '../../plugins/auth/authenticate.ts';
import { HttpError } from '../../plugins/errors.ts';

/**
 * The one rule for reaching a user's record (profile, picture, password):
 * - everyone reaches their own;
 * - staff holding 'show users all' may read anyone's, but not change their picture or password
 *   (editing people's details, role and state goes through `mayManageRole` below);
 * - anyone else gets 404, not 403: a customer must not learn which user ids exist.
 */
export function authorizeUserAccess(auth: TAuth, userId: number, action: 'read' | 'write'): void {
  if (auth.user.id === userId) return;
  const seesAllUsers = hasPermission(auth, PERMISSIONS.showUsersAll);
  if (!seesAllUsers) throw new HttpError(404, 'errors.notFound');
  if (action === 'write') throw new HttpError(403, 'errors.forbidden');
}

/** Which people a staff member manages: everyone with 'show users all', else only their screen's role. */
const ROLE_SCOPED_PERMISSIONS: Readonly<Record<string, TPermission>> = {
  advisor: PERMISSIONS.showAdvisors,
  secretary: PERMISSIONS.showSecretaries,
};

/** Whether the caller may list, create and edit people of this role (null: a user without a role). */
export function mayManageRole(auth: TAuth, roleName: string | null): boolean {
  if (hasPermission(auth, PERMISSIONS.showUsersAll)) return true;
  const scoped = roleName === null ? undefined : ROLE_SCOPED_PERMISSIONS[roleName];
  return scoped !== undefined && hasPermission(auth, scoped);
}

const isAdminCaller = (auth: TAuth) => auth.roles[0]?.name === 'admin';

/**
 * The permission part of a change to someone's role or state (the rules that need the database,
 * the last admin and one's own admin role, are checked in the change's transaction):
 * - the caller manages the new role too (403);
 * - only an admin gives the admin role, or takes it away, or deactivates an admin (403): a
 *   permission granted on the matrix must not be a way to become, or unseat, an admin.
 */
export function authorizeRoleChange(
  auth: TAuth,
  target: { roleNames: readonly string[] },
  change: { newRoleName: string | null; deactivates: boolean },
): void {
  if (change.newRoleName !== null && !mayManageRole(auth, change.newRoleName)) {
    throw new HttpError(403, 'errors.forbidden');
  }
  const touchesAdmin =
    change.newRoleName === 'admin' ||
    (target.roleNames.includes('admin') && (change.newRoleName !== null || change.deactivates));
  if (touchesAdmin && !isAdminCaller(auth)) throw new HttpError(403, 'errors.forbidden');
}
