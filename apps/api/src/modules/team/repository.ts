import type { TMemberPermissions, TMemberRole } from '@portal/contracts/team/team-roles';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { accountInvitations, accounts, accountUsers } from '../../db/schema/accounts.ts';
import { roles, userRoles, users } from '../../db/schema/auth.ts';
import { isCustomerUser } from '../../plugins/auth/role-fragments.ts';
import { type TUserRow, USER_ROW } from '../../plugins/auth/user-row.ts';
import { correlated } from '../../plugins/db/correlated.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

const holdsNoStaffRole = isCustomerUser(users.id);

const SWITCH_COLUMNS = {
  memberRole: accountUsers.memberRole,
  canPay: accountUsers.canPay,
  canUploadDocuments: accountUsers.canUploadDocuments,
  canSeeOffice: accountUsers.canSeeOffice,
  canManageTeam: accountUsers.canManageTeam,
};

export type TTeamMemberRow = {
  userId: number;
  name: string;
  email: string;
  phone: string | null;
  memberRole: string;
  canPay: boolean;
  canUploadDocuments: boolean;
  canSeeOffice: boolean;
  canManageTeam: boolean;
  joinedAt: Date;
};

const MEMBER_ROW = {
  userId: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  ...SWITCH_COLUMNS,
  joinedAt: accountUsers.createdAt,
};

/** The company's customer members, oldest first (the company's staff are not its team). */
export async function findTeamMembers(db: TDatabase, accountId: number): Promise<TTeamMemberRow[]> {
  return db
    .select(MEMBER_ROW)
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), holdsNoStaffRole))
    .orderBy(asc(accountUsers.createdAt), asc(users.id));
}

/** One customer member of the company, or null (staff attached to it are not members of its team). */
export async function findTeamMember(
  db: TDatabase,
  accountId: number,
  userId: number,
): Promise<TTeamMemberRow | null> {
  const [row] = await db
    .select(MEMBER_ROW)
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId), holdsNoStaffRole));
  return row ?? null;
}

/**
 * The company's owners, their rows locked until the transaction ends: two changes that would each
 * leave one owner cannot both pass the last-owner check.
 */
export async function lockOwners(tx: TDatabase, accountId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: accountUsers.userId })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.memberRole, 'owner')))
    .for('update');
  return rows.map((row) => row.userId);
}

export type TMemberValues = { role: TMemberRole; permissions: TMemberPermissions };

const switchValues = ({ role, permissions }: TMemberValues) => ({
  memberRole: role,
  canPay: permissions.pay,
  canUploadDocuments: permissions.upload_documents,
  canSeeOffice: permissions.see_office,
  canManageTeam: permissions.manage_team,
});

export async function updateTeamMember(
  tx: TDatabase,
  accountId: number,
  userId: number,
  values: TMemberValues,
): Promise<boolean> {
  const rows = await tx
    .update(accountUsers)
    .set(switchValues(values))
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)))
    .returning({ userId: accountUsers.userId });
  return rows.length > 0;
}

/** Removes the member: the access rule reads account_users on every request, so access ends here. */
export async function deleteTeamMember(tx: TDatabase, accountId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .delete(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)))
    .returning({ userId: accountUsers.userId });
  return rows.length > 0;
}

/** Attaches a user to the company with the invitation's role and switches (kept if already attached). */
export async function insertTeamMember(
  tx: TDatabase,
  accountId: number,
  userId: number,
  values: TMemberValues,
): Promise<void> {
  await tx
    .insert(accountUsers)
    .values({ accountId, userId, ...switchValues(values) })
    .onConflictDoNothing();
}

/** Whether a user with this (lower-case) address belongs to the company. */
export async function isMemberByEmail(db: TDatabase, accountId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), eq(users.email, email)));
  return row !== undefined;
}

/** The user of an address, with whether they are staff (who do not join a team by invitation). */
export async function findUserOfEmail(
  db: TDatabase,
  email: string,
): Promise<(TUserRow & { isStaff: boolean }) | null> {
  const [row] = await db
    .select({ ...USER_ROW, isCustomer: holdsNoStaffRole })
    .from(users)
    .where(eq(users.email, email));
  if (!row) return null;
  const { isCustomer, ...user } = row;
  return { ...user, isStaff: !isCustomer };
}

/**
 * A new customer who came from an invitation's mail: their address is verified by that fact.
 * The role's row in the same transaction as the user's.
 */
export async function insertInvitedCustomer(
  tx: TDatabase,
  values: {
    name: string;
    email: string;
    phone: string | null;
    passwordHash: string;
    languageId: number;
    now: Date;
  },
): Promise<TUserRow> {
  const [roleRow] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'customer'));
  if (!roleRow) throw new Error('Role "customer" is missing: the seed did not run');
  const [created] = await tx
    .insert(users)
    .values({
      name: values.name,
      email: values.email,
      phone: values.phone,
      passwordHash: values.passwordHash,
      languageId: values.languageId,
      emailVerifiedAt: values.now,
    })
    .returning(USER_ROW);
  if (!created) throw new Error('Could not create the user');
  await tx.insert(userRoles).values({ userId: created.id, roleId: roleRow.id, position: 0 });
  return created;
}

export async function markEmailVerified(tx: TDatabase, userId: number, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

// ---- Invitations ---------------------------------------------------------------------------------

export type TInvitationRow = typeof accountInvitations.$inferSelect & {
  inviterName: string | null;
};

const inviter = correlated(
  sql<
    string | null
  >`(select ${users.name} from ${users} where ${users.id} = ${accountInvitations.invitedBy})`,
);

/** Neither accepted nor revoked (an expired one is still open: a resend renews it). */
const isOpen = and(isNull(accountInvitations.acceptedAt), isNull(accountInvitations.revokedAt));

const INVITATION_ROW = {
  id: accountInvitations.id,
  accountId: accountInvitations.accountId,
  name: accountInvitations.name,
  email: accountInvitations.email,
  phone: accountInvitations.phone,
  memberRole: accountInvitations.memberRole,
  canPay: accountInvitations.canPay,
  canUploadDocuments: accountInvitations.canUploadDocuments,
  canSeeOffice: accountInvitations.canSeeOffice,
  canManageTeam: accountInvitations.canManageTeam,
  tokenHash: accountInvitations.tokenHash,
  invitedBy: accountInvitations.invitedBy,
  createdAt: accountInvitations.createdAt,
  expiresAt: accountInvitations.expiresAt,
  acceptedAt: accountInvitations.acceptedAt,
  acceptedBy: accountInvitations.acceptedBy,
  revokedAt: accountInvitations.revokedAt,
};

export async function findOpenInvitations(db: TDatabase, accountId: number): Promise<TInvitationRow[]> {
  return db
    .select({ ...INVITATION_ROW, inviterName: inviter })
    .from(accountInvitations)
    .where(and(eq(accountInvitations.accountId, accountId), isOpen))
    .orderBy(asc(accountInvitations.createdAt), asc(accountInvitations.id));
}

/** An open invitation of the company, or null. */
export async function findOpenInvitation(
  db: TDatabase,
  accountId: number,
  invitationId: number,
): Promise<TInvitationRow | null> {
  const [row] = await db
    .select({ ...INVITATION_ROW, inviterName: inviter })
    .from(accountInvitations)
    .where(and(eq(accountInvitations.accountId, accountId), eq(accountInvitations.id, invitationId), isOpen));
  return row ?? null;
}

/** The invitation of a link's secret, whatever its state, with its live company's name. */
export async function findInvitationByHash(
  db: TDatabase,
  tokenHash: string,
): Promise<(TInvitationRow & { companyName: string }) | null> {
  const [row] = await db
    .select({ ...INVITATION_ROW, inviterName: inviter, companyName: accounts.name })
    .from(accountInvitations)
    .innerJoin(accounts, eq(accounts.id, accountInvitations.accountId))
    .where(and(eq(accountInvitations.tokenHash, tokenHash), isNull(accounts.deletedAt)));
  return row ?? null;
}

export async function insertInvitation(
  tx: TDatabase,
  values: {
    accountId: number;
    name: string;
    email: string;
    phone: string | null;
    member: TMemberValues;
    tokenHash: string;
    invitedBy: number;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(accountInvitations)
    .values({
      accountId: values.accountId,
      name: values.name,
      email: values.email,
      phone: values.phone,
      ...switchValues(values.member),
      tokenHash: values.tokenHash,
      invitedBy: values.invitedBy,
      createdAt: values.createdAt,
      expiresAt: values.expiresAt,
    })
    .returning({ id: accountInvitations.id });
  if (!row) throw new Error('Could not store the invitation');
  return row.id;
}

/** A new secret and validity for an open invitation; false once it was accepted or revoked meanwhile. */
export async function renewInvitation(
  tx: TDatabase,
  id: number,
  values: { tokenHash: string; expiresAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(accountInvitations)
    .set(values)
    .where(and(eq(accountInvitations.id, id), isOpen))
    .returning({ id: accountInvitations.id });
  return rows.length > 0;
}

export async function revokeInvitation(tx: TDatabase, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(accountInvitations)
    .set({ revokedAt: now })
    .where(and(eq(accountInvitations.id, id), isOpen))
    .returning({ id: accountInvitations.id });
  return rows.length > 0;
}

/**
 * Marks the invitation used, once: only while it is open and valid at `now`, so two clicks (or
 * a revoke racing the accept) cannot both win.
 */
export async function claimInvitation(
  tx: TDatabase,
  id: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(accountInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(and(eq(accountInvitations.id, id), gt(accountInvitations.expiresAt, now), isOpen))
    .returning({ id: accountInvitations.id });
  return rows.length > 0;
}
