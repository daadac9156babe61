import { isStaffRole } from '@portal/contracts/auth/roles';
import { LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import {
  effectivePermissions,
  INVITATION_HOURS,
  type TMemberPermissions,
  type TMemberRole,
} from '@portal/contracts/team/team-roles';
import type {
  TAcceptInvitationResult,
  TInvitationPreview,
  TTeam,
  TTeamInvitation,
  TTeamMember,
  ZAcceptInvitationRequest,
  ZInviteMemberRequest,
  ZUpdateMemberRequest,
} from '@portal/contracts/team/team-schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { issueAccessToken, sessionEnd, type TAuth } from '../../plugins/auth/access-tokens.ts';
import { hashNewPassword } from '../../plugins/auth/new-password.ts';
import { randomToken, sha256Hex } from '../../plugins/auth/secrets.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { isUniqueViolation } from '../../plugins/db/database-errors.ts';
import { HttpError } from '../../plugins/errors.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import { teamInvitationMail } from '../../plugins/mail/templates/team-invitation.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { authorizeAccountAccess, membershipOf } from '../accounts/account-access-service.ts';
import { findLiveAccount } from '../accounts/service.ts';
import { buildSession } from '../auth/session-service.ts';
import {
  claimInvitation,
  deleteTeamMember,
  findInvitationByHash,
  findOpenInvitation,
  findOpenInvitations,
  findTeamMember,
  findTeamMembers,
  findUserOfEmail,
  insertInvitation,
  insertInvitedCustomer,
  insertTeamMember,
  isMemberByEmail,
  lockOwners,
  markEmailVerified,
  renewInvitation,
  revokeInvitation,
  type TInvitationRow,
  type TMemberValues,
  type TTeamMemberRow,
  updateTeamMember,
} from './repository.ts';

type TTeamApp = Pick<FastifyInstance, 'db' | 'now' | 'config' | 'mailer' | 'rateLimiter'>;

const HOUR_MS = 3_600_000;
const isStaff = (auth: TAuth) => isStaffRole(auth.roles[0]?.name);

/** The role and the switches as stored: the effective ones (an owner's all on, a viewer's off but calls and mail). */
function memberValues(role: TMemberRole, permissions: TMemberPermissions): TMemberValues {
  return { role, permissions: effectivePermissions(role, permissions) };
}

function presentMember(row: TTeamMemberRow): TTeamMember {
  const { role, permissions } = membershipOf(row);
  return {
    user_id: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role,
    permissions,
    joined_at: row.joinedAt.toISOString(),
  };
}

function presentInvitation(row: TInvitationRow, now: Date): TTeamInvitation {
  const { role, permissions } = membershipOf(row);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role,
    permissions,
    invited_by:
      row.invitedBy !== null && row.inviterName !== null
        ? { id: row.invitedBy, name: row.inviterName }
        : null,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    state: row.expiresAt <= now ? 'expired' : 'pending',
  };
}

/**
 * Owners are an owner's business: only an owner (or staff) makes someone an owner, or changes or
 * removes one. A member who manages the team cannot promote themselves past the people who gave
 * them the switch.
 */
function requireOwnerPower(auth: TAuth, account: TReachedAccount): void {
  if (isStaff(auth) || account.membership?.role === 'owner') return;
  throw new HttpError(403, 'team.ownerOnly');
}

/**
 * `GET accounts/{id}/members`: the customer members and the invitations still open. The team's
 * routes reach the company with `manageTeam` (their contracts): a customer member with 'manage
 * team' (owners always), or staff in the staff view holding 'show accounts all'; other members
 * 403, anyone else 404.
 */
export async function listTeam(app: TTeamApp, { id: accountId }: TReachedAccount): Promise<TTeam> {
  const [members, invitations] = await Promise.all([
    findTeamMembers(app.db, accountId),
    findOpenInvitations(app.db, accountId),
  ]);
  const now = app.now();
  return {
    members: members.map(presentMember),
    invitations: invitations.map((row) => presentInvitation(row, now)),
  };
}

type TInvite = z.output<typeof ZInviteMemberRequest>;

/**
 * `POST accounts/{id}/members` (and `POST users` with `account_id`): an invitation with a random
 * secret, stored as its SHA-256, valid INVITATION_HOURS on the app's clock, mailed in the
 * invitee's language (the inviter's, while the address has no user). The invitation, its audit
 * entry and its mail are one transaction. Mails are counted per company and day before anything
 * is written (429): the invitation mail must not become a way to send mail to anyone.
 */
export async function inviteMember(
  app: TTeamApp,
  auth: TAuth,
  input: { account: TReachedAccount; body: TInvite; language: TLanguage },
): Promise<TTeamInvitation> {
  const { account, body } = input;
  const accountId = account.id;
  if (body.role === 'owner') requireOwnerPower(auth, account);
  const invitee = await findUserOfEmail(app.db, body.email);
  if (invitee?.isStaff)
    throw new HttpError(409, 'team.staffAddress', { fields: { email: 'team.staffAddress' } });
  if (await isMemberByEmail(app.db, accountId, body.email)) {
    throw new HttpError(409, 'team.alreadyMember', { fields: { email: 'team.alreadyMember' } });
  }
  if (await findOpenInvitationOf(app, accountId, body.email)) throw alreadyInvited();
  await app.rateLimiter.consume('teamInvitations', `account:${accountId}`);

  const now = app.now();
  const token = randomToken();
  const member = memberValues(body.role, body.permissions);
  const language = invitee ? languageOfId(invitee.languageId) : input.language;
  let id: number;
  try {
    id = await app.db.transaction(async (tx) => {
      const invitationId = await insertInvitation(tx, {
        accountId,
        name: body.name,
        email: body.email,
        phone: body.phone,
        member,
        tokenHash: sha256Hex(token),
        invitedBy: auth.user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_HOURS * HOUR_MS),
      });
      await recordAudit(tx, {
        actorId: auth.user.id,
        action: 'team.member_invited',
        subjectType: 'invitation',
        subjectId: invitationId,
        accountId,
        after: { name: body.name, email: body.email, role: member.role, permissions: member.permissions },
      });
      await mailInvitation(app, tx, {
        to: body.email,
        name: body.name,
        inviterName: auth.user.name,
        companyName: account.name,
        role: member.role,
        language,
        token,
      });
      return invitationId;
    });
  } catch (error) {
    // Two invitations of one address at the same moment: the partial unique index decides.
    if (isUniqueViolation(error)) throw alreadyInvited();
    throw error;
  }
  const created = await findOpenInvitation(app.db, accountId, id);
  if (!created) throw new HttpError(404, 'errors.notFound');
  return presentInvitation(created, now);
}

const alreadyInvited = () =>
  new HttpError(409, 'team.alreadyInvited', { fields: { email: 'team.alreadyInvited' } });

async function findOpenInvitationOf(app: TTeamApp, accountId: number, email: string): Promise<boolean> {
  return (await findOpenInvitations(app.db, accountId)).some((row) => row.email === email);
}

/** `${appUrl}/${lang}/app/invitations/${token}`: the web page that shows and accepts the invitation. */
function invitationUrl(appUrl: string, language: TLanguage, token: string): string {
  return `${appUrl}/${language}/app/invitations/${token}`;
}

async function mailInvitation(
  app: TTeamApp,
  tx: TDatabase,
  mail: {
    to: string;
    name: string;
    inviterName: string;
    companyName: string;
    role: TMemberRole;
    language: TLanguage;
    token: string;
  },
): Promise<void> {
  const content = teamInvitationMail(mail.language, {
    name: mail.name,
    inviterName: mail.inviterName,
    companyName: mail.companyName,
    role: mail.role,
    url: invitationUrl(app.config.appUrl, mail.language, mail.token),
  });
  await app.mailer.send({ to: mail.to, template: 'team-invitation', ...content }, { within: tx });
}

async function teamMemberOf(app: TTeamApp, accountId: number, userId: number): Promise<TTeamMemberRow> {
  const member = await findTeamMember(app.db, accountId, userId);
  if (!member) throw new HttpError(404, 'errors.notFound');
  return member;
}

/** 409 when the change would leave the company without an owner (checked on the locked owner rows). */
async function keepAnOwner(tx: TDatabase, accountId: number, leavingOwnerId: number): Promise<void> {
  const owners = await lockOwners(tx, accountId);
  if (owners.every((ownerId) => ownerId === leavingOwnerId)) throw new HttpError(409, 'team.lastOwner');
}

/**
 * `PUT accounts/{id}/members/{userId}`: the role and switches, stored as effective. Owners are
 * changed (and made) only by an owner or staff; the last owner stays one (409).
 */
export async function updateMember(
  app: TTeamApp,
  auth: TAuth,
  input: { account: TReachedAccount; userId: number; body: z.output<typeof ZUpdateMemberRequest> },
): Promise<TTeamMember> {
  const { account, userId, body } = input;
  const accountId = account.id;
  const target = await teamMemberOf(app, accountId, userId);
  const before = membershipOf(target);
  if (before.role === 'owner' || body.role === 'owner') requireOwnerPower(auth, account);
  const after = memberValues(body.role, body.permissions);
  await app.db.transaction(async (tx) => {
    if (before.role === 'owner' && after.role !== 'owner') await keepAnOwner(tx, accountId, userId);
    if (!(await updateTeamMember(tx, accountId, userId, after))) throw new HttpError(404, 'errors.notFound');
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'team.member_updated',
      subjectType: 'user',
      subjectId: userId,
      accountId,
      before: { role: before.role, permissions: before.permissions },
      after: { role: after.role, permissions: after.permissions },
    });
  });
  return presentMember(await teamMemberOf(app, accountId, userId));
}

/**
 * `DELETE accounts/{id}/members/{userId}`: the member's account_users row goes, so their next
 * request about the company is 404 (the access rule reads that row on every request; the
 * callers' answer cache is emptied by the table's data_changed trigger). Anyone may leave a
 * company themselves; removing someone else takes 'manage team', an owner an owner's power.
 * The last owner stays (409). Answers whether the caller left. The route reaches the company to
 * read it (its contract); removing someone else is then checked as `manageTeam` on it.
 */
export async function removeMember(
  app: TTeamApp,
  auth: TAuth,
  input: { account: TReachedAccount; userId: number },
): Promise<{ left: boolean }> {
  const { account, userId } = input;
  const accountId = account.id;
  const leaving = userId === auth.user.id && !isStaff(auth);
  if (!leaving) authorizeAccountAccess(auth, account, 'manageTeam');
  const target = await teamMemberOf(app, accountId, userId);
  const before = membershipOf(target);
  if (before.role === 'owner' && !leaving) requireOwnerPower(auth, account);
  await app.db.transaction(async (tx) => {
    if (before.role === 'owner') await keepAnOwner(tx, accountId, userId);
    if (!(await deleteTeamMember(tx, accountId, userId))) throw new HttpError(404, 'errors.notFound');
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'team.member_removed',
      subjectType: 'user',
      subjectId: userId,
      accountId,
      before: { name: target.name, email: target.email, role: before.role, permissions: before.permissions },
    });
  });
  return { left: leaving };
}

async function openInvitationOf(
  app: TTeamApp,
  accountId: number,
  invitationId: number,
): Promise<TInvitationRow> {
  const found = await findOpenInvitation(app.db, accountId, invitationId);
  if (!found) throw new HttpError(404, 'errors.notFound');
  return found;
}

/**
 * `POST accounts/{id}/invitations/{invitationId}/resend`: a new secret (the old link stops
 * working) valid INVITATION_HOURS from now, mailed again; counted like a new invitation.
 */
export async function resendInvitation(
  app: TTeamApp,
  auth: TAuth,
  input: { account: TReachedAccount; invitationId: number; language: TLanguage },
): Promise<TTeamInvitation> {
  const { account, invitationId } = input;
  const accountId = account.id;
  const invitation = await openInvitationOf(app, accountId, invitationId);
  const { role } = membershipOf(invitation);
  if (role === 'owner') requireOwnerPower(auth, account);
  await app.rateLimiter.consume('teamInvitations', `account:${accountId}`);
  const invitee = await findUserOfEmail(app.db, invitation.email);
  const now = app.now();
  const token = randomToken();
  await app.db.transaction(async (tx) => {
    const renewed = await renewInvitation(tx, invitationId, {
      tokenHash: sha256Hex(token),
      expiresAt: new Date(now.getTime() + INVITATION_HOURS * HOUR_MS),
    });
    if (!renewed) throw new HttpError(404, 'errors.notFound');
    await mailInvitation(app, tx, {
      to: invitation.email,
      name: invitation.name,
      inviterName: auth.user.name,
      companyName: account.name,
      role,
      language: invitee ? languageOfId(invitee.languageId) : input.language,
      token,
    });
  });
  return presentInvitation(await openInvitationOf(app, accountId, invitationId), now);
}

/** `DELETE accounts/{id}/invitations/{invitationId}`: the link stops working. */
export async function withdrawInvitation(
  app: TTeamApp,
  auth: TAuth,
  input: { account: TReachedAccount; invitationId: number },
): Promise<void> {
  const { account, invitationId } = input;
  const accountId = account.id;
  const invitation = await openInvitationOf(app, accountId, invitationId);
  if (membershipOf(invitation).role === 'owner') requireOwnerPower(auth, account);
  if (!(await revokeInvitation(app.db, invitationId, app.now()))) throw new HttpError(404, 'errors.notFound');
}

/**
 * The invitation of a link, still usable at `now`; otherwise the status given for a link that
 * is unknown (404) or no longer usable (`gone`: 404 for the preview, 410 for the accept), with a
 * message that says why.
 */
async function usableInvitation(app: Pick<TTeamApp, 'db' | 'now'>, token: string, gone: 404 | 410) {
  const found = await findInvitationByHash(app.db, sha256Hex(token));
  if (!found) throw new HttpError(404, 'team.invitationNotFound');
  if (found.acceptedAt) throw new HttpError(gone, 'team.invitationUsed');
  if (found.revokedAt) throw new HttpError(gone, 'team.invitationRevoked');
  if (found.expiresAt <= app.now()) throw new HttpError(gone, 'team.invitationExpired');
  return found;
}

/** `GET invitations/{token}`: what the accept page shows. */
export async function previewInvitation(
  app: Pick<TTeamApp, 'db' | 'now'>,
  token: string,
): Promise<TInvitationPreview> {
  const found = await usableInvitation(app, token, 404);
  const user = await findUserOfEmail(app.db, found.email);
  return {
    company_name: found.companyName,
    inviter_name: found.inviterName,
    name: found.name,
    email: found.email,
    role: membershipOf(found).role,
    permissions: membershipOf(found).permissions,
    has_user: user !== null,
    expires_at: found.expiresAt.toISOString(),
  };
}

/**
 * `POST invitations/{token}/accept`. The rule for who accepts: the invitation is for its
 * address. When that address has a user, they must be signed in as that user (409 signed out,
 * 403 as anyone else) and join with one click. When it has none, nobody may be signed in as
 * someone else (403), and the password (the registration rule) creates the customer, their
 * address verified by the mail they came from, signed in at once. The claim of the invitation,
 * the user, the membership and the audit entry are one transaction; the claim happens once.
 */
export async function acceptInvitation(
  app: TTeamApp,
  auth: TAuth | null,
  input: { token: string; body: z.output<typeof ZAcceptInvitationRequest>; language: TLanguage },
): Promise<TAcceptInvitationResult> {
  const invitation = await usableInvitation(app, input.token, 410);
  const existing = await findUserOfEmail(app.db, invitation.email);
  if (existing) {
    if (!auth) throw new HttpError(409, 'team.signInToAccept');
    if (auth.user.id !== existing.id) throw new HttpError(403, 'team.invitationOtherUser');
    if (existing.isStaff) throw new HttpError(409, 'team.staffAddress');
  } else {
    if (auth) throw new HttpError(403, 'team.invitationOtherUser');
    if (input.body.password === undefined) {
      throw new HttpError(422, 'errors.validation', { fields: { password: 'validation.required' } });
    }
  }
  const passwordHash =
    existing || input.body.password === undefined ? null : await hashNewPassword(input.body.password);
  const member = membershipOf(invitation);
  const now = app.now();
  let joined: { userId: number; created: Awaited<ReturnType<typeof insertInvitedCustomer>> | null };
  try {
    joined = await app.db.transaction(async (tx) => {
      const created =
        passwordHash === null
          ? null
          : await insertInvitedCustomer(tx, {
              name: invitation.name,
              email: invitation.email,
              phone: invitation.phone,
              passwordHash,
              languageId: LANGUAGE_IDS[input.language],
              now,
            });
      const userId = created?.id ?? existing?.id;
      if (userId === undefined) throw new Error('An invitation accepted by nobody');
      if (!(await claimInvitation(tx, invitation.id, userId, now))) {
        throw new HttpError(410, 'team.invitationUsed');
      }
      // Opening the mailed link proves the address, as the verification mail would.
      if (!created) await markEmailVerified(tx, userId, now);
      await insertTeamMember(tx, invitation.accountId, userId, member);
      await recordAudit(tx, {
        actorId: userId,
        action: 'team.invitation_accepted',
        subjectType: 'invitation',
        subjectId: invitation.id,
        accountId: invitation.accountId,
        after: { user_id: userId, role: member.role, permissions: member.permissions },
      });
      return { userId, created };
    });
  } catch (error) {
    // The address got a user between the check and the insert: they sign in and accept.
    if (isUniqueViolation(error)) throw new HttpError(409, 'team.signInToAccept');
    throw error;
  }
  const account = await findLiveAccount(app.db, invitation.accountId);
  if (!account) throw new HttpError(404, 'errors.notFound');
  const session = joined.created
    ? await buildSession(
        app.db,
        joined.created,
        await issueAccessToken(app.db, joined.created.id, sessionEnd(now, false), now),
      )
    : null;
  return { account, session };
}
