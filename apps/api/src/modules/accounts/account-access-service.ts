import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { isStaffRole } from '@portal/contracts/auth/roles';
import { customerMayEditDocuments } from '@portal/contracts/documents/document-kinds';
import type { TAccountAction } from '@portal/contracts/http/route-access';
import type { TStaffArea } from '@portal/contracts/staff/staff-areas';
import {
  effectivePermissions,
  type TMemberRole,
  type TMemberSwitch,
} from '@portal/contracts/team/team-roles';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { hasPermission } from '../../plugins/auth/authenticate.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TMembership } from '../../plugins/route-account.ts';

/** What the access rule needs to know about the account and the request. */
export type TAccountReach = {
  /** The caller is attached to the account: its customer member, or staff serving one of its lines. */
  isMember: boolean;
  status: number;
  /** The request asked for the staff view (`?all`, or `user_id` to act for a customer). */
  staffScope: boolean;
  /** The caller's role and switches when they are a member (a staff member's are never read). */
  membership?: TMembership | null;
};

const isAdmin = (auth: TAuth) => auth.roles[0]?.name === 'admin';
const isStaff = (auth: TAuth) => isStaffRole(auth.roles[0]?.name);

/** Members from before teams existed are their company's owners (the column's default). */
const OWNER: TMembership = {
  role: 'owner',
  permissions: { pay: true, upload_documents: true, see_office: true, manage_team: true },
};

/** The switch each guarded action needs; a viewer also may not `write`. */
const SWITCH_OF: Partial<Record<TAccountAction, TMemberSwitch>> = {
  pay: 'pay',
  uploadDocuments: 'upload_documents',
  editDocuments: 'upload_documents',
  seeOffice: 'see_office',
  manageTeam: 'manage_team',
};

/**
 * The switches rule for a customer member, in one place: 403 with the switch's own message when
 * it is off; a viewer only reads; deleting the company is an owner's. Staff are never limited by
 * switches (their reach is the account rule's).
 */
export function requireMemberSwitch(auth: TAuth, reach: TAccountReach, action: TAccountAction): void {
  if (isStaff(auth) || !reach.isMember) return;
  const membership = reach.membership ?? OWNER;
  const needed = SWITCH_OF[action];
  if (needed && !membership.permissions[needed]) throw new HttpError(403, `team.notAllowed.${needed}`);
  if (action === 'write' && membership.role === 'viewer') throw new HttpError(403, 'team.notAllowed.write');
  if (action === 'delete' && membership.role !== 'owner') throw new HttpError(403, 'team.notAllowed.delete');
}

/** A row of account_users as the rule reads it: effective switches from the role and the stored ones. */
export function membershipOf(row: {
  memberRole: string;
  canPay: boolean;
  canUploadDocuments: boolean;
  canSeeOffice: boolean;
  canManageTeam: boolean;
}): TMembership {
  const role: TMemberRole =
    row.memberRole === 'member' || row.memberRole === 'viewer' ? row.memberRole : 'owner';
  return {
    role,
    permissions: effectivePermissions(role, {
      pay: row.canPay,
      upload_documents: row.canUploadDocuments,
      see_office: row.canSeeOffice,
      manage_team: row.canManageTeam,
    }),
  };
}

/**
 * The one rule for reaching a company (account):
 * - its members (account_users: the customer who created it, its team) and the staff serving one of
 *   its lines (account_staff) reach it; a line's own routes narrow staff to that line
 *   (`authorizeStaffArea`);
 * - staff holding 'show accounts all' reach any account when they ask for the staff view
 *   (`?all` or `user_id`), to read it and to fill it in for the customer;
 * - anyone else gets 404, not 403: a customer must not learn which account ids exist.
 * Then, per action:
 * - a customer member needs the team switch the action names (`requireMemberSwitch`, 403);
 * - delete: an admin, or a customer owner while the application is still in progress (403);
 * - changeStatus: an admin, or an advisor/secretary attached to the account (403 otherwise; so a
 *   customer changing the status of their own account gets 403, of anyone else's 404);
 * - editDocuments (upload, replace, delete): staff who reach the account always; a customer
 *   while the application is open to them (in progress, payment due, rejected), 403 after;
 * - manageTeam: a customer member with the switch, or staff in the staff view holding 'show
 *   accounts all' (an advisor merely assigned to the company does not run its team: 403).
 */
export function authorizeAccountAccess(auth: TAuth, reach: TAccountReach, action: TAccountAction): void {
  const seesAll = seesAllAccounts(auth, reach.staffScope);
  if (!reach.isMember && !seesAll) throw new HttpError(404, 'errors.notFound');
  requireMemberSwitch(auth, reach, action);
  if (action === 'delete') {
    if (isAdmin(auth)) return;
    const isCustomerMember = reach.isMember && !isStaff(auth);
    if (isCustomerMember && reach.status === ACCOUNT_STATUSES.applicationInProgress) return;
    throw new HttpError(403, 'accounts.deleteNotAllowed');
  }
  if (action === 'changeStatus') {
    if (isAdmin(auth)) return;
    if (reach.isMember && isStaff(auth)) return;
    throw new HttpError(403, 'errors.forbidden');
  }
  if (action === 'editDocuments') {
    if (isStaff(auth)) return;
    if (customerMayEditDocuments(reach.status)) return;
    throw new HttpError(403, 'documents.editNotAllowed');
  }
  if (action === 'manageTeam' && isStaff(auth) && !seesAll) throw new HttpError(403, 'errors.forbidden');
}

/**
 * A staff member reaches what a line's route serves only through that line, holding its
 * permission (the office's secretary neither reads the books nor refunds the accountant packet);
 * staff who see every company (`seesAll`) need the permission only. Customers pass: their team
 * switches are the account rule's. 403: the caller already knows the company.
 */
export function authorizeStaffArea(
  auth: TAuth,
  reach: { staffLines: readonly number[]; seesAll: boolean },
  area: TStaffArea,
): void {
  if (!isStaff(auth)) return;
  if (!hasPermission(auth, area.permission)) throw new HttpError(403, 'accounts.otherLine');
  if (!reach.seesAll && !reach.staffLines.includes(area.line)) throw new HttpError(403, 'accounts.otherLine');
}

/** Staff in the staff view holding 'show accounts all' reach every company. */
export const seesAllAccounts = (auth: TAuth, staffScope: boolean): boolean =>
  staffScope && hasPermission(auth, PERMISSIONS.showAccountsAll);

/**
 * Whose accounts a request is about: the caller's own, or with `user_id` a customer's, for staff
 * holding 'show accounts all' (to list or create a customer's accounts for them). Anyone else
 * naming another user gets 404, like a user id they may not read.
 */
export function actingUserId(auth: TAuth, userId: number | undefined): number {
  if (userId === undefined || userId === auth.user.id) return auth.user.id;
  if (!hasPermission(auth, PERMISSIONS.showAccountsAll)) throw new HttpError(404, 'errors.notFound');
  return userId;
}
