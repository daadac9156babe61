import type { TRole } from '@portal/contracts/auth/roles';
import type {
  TAccountStaff,
  TAccountStatusChange,
  TAssignStaffRequest,
} from '@portal/contracts/staff/account-staff';
import { LINE_OF_ASSIGNED_ROLE } from '@portal/contracts/staff/staff-areas';
import type { FastifyInstance } from 'fastify';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TMessageKey } from '../../plugins/i18n/messages.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import {
  findAccountStaff,
  findStatusChanges,
  findUserWithRole,
  replaceLineStaff,
  type TStaffMemberRow,
} from './account-staff-repository.ts';

type TAccountsApp = Pick<FastifyInstance, 'db' | 'now'>;

const ASSIGNED_ROLES = ['advisor', 'secretary'] as const satisfies readonly TRole[];
type TAssignedRole = (typeof ASSIGNED_ROLES)[number];

const INVALID_MESSAGE: Record<TAssignedRole, TMessageKey> = {
  advisor: 'accounts.advisorInvalid',
  secretary: 'accounts.secretaryInvalid',
};

type TStaffOf = Record<TAssignedRole, { id: number; name: string }[]>;

/** Who serves each assigned role's line (LINE_OF_ASSIGNED_ROLE). */
function staffByRole(rows: { id: number; name: string; line: number }[]): TStaffOf {
  const serving = (role: TAssignedRole) =>
    rows.filter((row) => row.line === LINE_OF_ASSIGNED_ROLE[role]).map(({ id, name }) => ({ id, name }));
  return { advisor: serving('advisor'), secretary: serving('secretary') };
}

const presentStaff = (staff: TStaffOf): TAccountStaff => ({
  advisor: staff.advisor[0] ?? null,
  secretary: staff.secretary[0] ?? null,
});

/**
 * An admin names the account's advisor and secretary: the advisor serves its accountant line,
 * the secretary its office line (LINE_OF_ASSIGNED_ROLE), each replacing whoever served it; null
 * removes them. The chosen user must be active
 * and hold that role (422 on the field otherwise). Only admins: assigning staff is people
 * management, which the permission set of advisors and secretaries does not reach.
 */
export async function assignAccountStaff(
  app: TAccountsApp,
  auth: TAuth,
  { id: accountId }: Pick<TReachedAccount, 'id'>,
  body: TAssignStaffRequest,
): Promise<TAccountStaff> {
  if (auth.roles[0]?.name !== 'admin') throw new HttpError(403, 'errors.forbidden');
  const chosen: Record<TAssignedRole, number | null> = {
    advisor: body.advisor_id,
    secretary: body.secretary_id,
  };
  const fields: Record<string, TMessageKey> = {};
  await Promise.all(
    ASSIGNED_ROLES.map(async (role) => {
      const id = chosen[role];
      if (id === null) return;
      const user = await findUserWithRole(app.db, id);
      if (!user?.isActive || user.roleName !== role) fields[`${role}_id`] = INVALID_MESSAGE[role];
    }),
  );
  if (Object.keys(fields).length > 0) throw new HttpError(422, 'errors.validation', { fields });

  return app.db.transaction(async (tx) => {
    const before = staffByRole(await findAccountStaff(tx, accountId));
    for (const role of ASSIGNED_ROLES) {
      await replaceLineStaff(tx, accountId, LINE_OF_ASSIGNED_ROLE[role], chosen[role]);
    }
    const after = staffByRole(await findAccountStaff(tx, accountId));
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'account.staff_assigned',
      subjectType: 'account',
      subjectId: accountId,
      accountId,
      before: presentStaff(before),
      after: presentStaff(after),
    });
    return presentStaff(after);
  });
}

/** An admin gives the company another advisor, its secretary kept (an advisor change request). */
export async function assignAdvisor(
  app: TAccountsApp,
  auth: TAuth,
  accountId: number,
  advisorId: number,
): Promise<TAccountStaff> {
  const current = presentStaff(staffByRole(await findAccountStaff(app.db, accountId)));
  return assignAccountStaff(
    app,
    auth,
    { id: accountId },
    { advisor_id: advisorId, secretary_id: current.secretary?.id ?? null },
  );
}

/** The account's status changes, newest first: whoever reaches the account may read them. */
export async function findAccountStatusHistory(
  app: TAccountsApp,
  account: TReachedAccount,
): Promise<TAccountStatusChange[]> {
  const rows = await findStatusChanges(app.db, account.id);
  return rows.map((row) => ({
    type: row.brandId,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    reason: row.reason,
    changed_by:
      row.changedById !== null && row.changedByName !== null
        ? { id: row.changedById, name: row.changedByName }
        : null,
    created_at: row.createdAt.toISOString(),
  }));
}

/** A user with their role and state, for another module assigning staff (appointments). */
export function findStaffMember(
  app: Pick<FastifyInstance, 'db'>,
  id: number,
): Promise<TStaffMemberRow | null> {
  return findUserWithRole(app.db, id);
}
