import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { ADMIN_LOCKOUT_PERMISSIONS } from '@portal/contracts/staff/roles';

/** The permissions that let someone manage people and access: losing them can lock a team out. */
const GUARDED_PERMISSIONS: readonly string[] = [
  PERMISSIONS.showPermissions,
  PERMISSIONS.showRoles,
  PERMISSIONS.showUsersAll,
];

/**
 * Whether taking `permission` from the role needs a confirmation first: anything taken from the
 * admin role, and the guarded permissions taken from any role.
 */
export function isRiskyRemoval(roleName: string, permission: string): boolean {
  return roleName === 'admin' || GUARDED_PERMISSIONS.includes(permission);
}

/**
 * Whether the box can't be unticked at all: the admin role keeps what opens this matrix
 * (contracts `ADMIN_LOCKOUT_PERMISSIONS`; the server answers 409 otherwise).
 */
export function isLockedForRole(roleName: string, permission: string): boolean {
  return roleName === 'admin' && ADMIN_LOCKOUT_PERMISSIONS.some((name) => name === permission);
}
