import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { isStaffRole } from '@portal/contracts/auth/roles';
import { customerMayEditDocuments } from '@portal/contracts/documents/document-kinds';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { hasPermission } from '../../plugins/auth/authenticate.ts';
import { HttpError } from '../../plugins/errors.ts';

export type TAccountAction = 'read' | 'write' | 'delete' | 'changeStatus' | 'editDocuments';

/** What the access rule needs to know about the account and the request. */
export type TAccountReach = {
  /** The caller is attached to the account (account_users). */
  isMember: boolean;
  status: number;
  /** The request asked for the staff view (`?all`, or `user_id` to act for a customer). */
  staffScope: boolean;
};

const isAdmin = (auth: TAuth) => auth.roles[0]?.name === 'admin';

/**
 * The one rule for reaching a company (account):
 * - its members (account_users: the customer who created it, staff assigned to it) reach it;
 * - staff holding 'show accounts all' reach any account when they ask for the staff view
 *   (`?all` or `user_id`), to read it and to fill it in for the customer;
 * - anyone else gets 404, not 403: a customer must not learn which account ids exist.
 * Then, per action:
 * - delete: an admin, or a customer member while the application is still in progress (403);
 * - changeStatus: an admin, or an advisor/secretary attached to the account (403 otherwise; so a
 *   customer changing the status of their own account gets 403, of anyone else's 404);
 * - editDocuments (upload, replace, delete): staff who reach the account always; a customer
 *   while the application is open to them (in progress, payment due, rejected), 403 after.
 */
export function authorizeAccountAccess(auth: TAuth, reach: TAccountReach, action: TAccountAction): void {
  const seesAll = reach.staffScope && hasPermission(auth, PERMISSIONS.showAccountsAll);
  if (!reach.isMember && !seesAll) throw new HttpError(404, 'errors.notFound');
  if (action === 'delete') {
    if (isAdmin(auth)) return;
    const isCustomerMember = reach.isMember && !isStaffRole(auth.roles[0]?.name);
    if (isCustomerMember && reach.status === ACCOUNT_STATUSES.applicationInProgress) return;
    throw new HttpError(403, 'accounts.deleteNotAllowed');
  }
  if (action === 'changeStatus') {
    if (isAdmin(auth)) return;
    if (reach.isMember && isStaffRole(auth.roles[0]?.name)) return;
    throw new HttpError(403, 'errors.forbidden');
  }
  if (action === 'editDocuments') {
    if (isStaffRole(auth.roles[0]?.name)) return;
    if (customerMayEditDocuments(reach.status)) return;
    throw new HttpError(403, 'documents.editNotAllowed');
  }
}

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
