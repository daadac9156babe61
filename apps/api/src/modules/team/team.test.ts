import { randomUUID } from 'node:crypto';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import {
  INVITATION_HOURS,
  type TMemberPermissions,
  type TMemberRole,
} from '@portal/contracts/team/team-roles';
import type { TTeam, TTeamInvitation } from '@portal/contracts/team/team-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountUsers } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { products } from '../../db/schema/products.ts';
import { auditLogs } from '../../db/schema/staff.ts';
import { issueAccessToken, sessionEnd } from '../../plugins/auth/access-tokens.ts';
import { redactUrl } from '../../plugins/logger.ts';
import { bearer, linkIn, mailsTo, RELAXED_LIMITS } from '../../test/auth-helpers.ts';
import { testClock } from '../../test/public-form-helpers.ts';
import { withAcceptedSalesTerms } from '../../test/sales-terms-helpers.ts';
import {
  completeApplication,
  createCompany,
  createUserWithRole,
  setLineStatus,
} from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

const clock = testClock(new Date().toISOString());
const DAY_MS = 24 * 3_600_000;
/** Few, so the throttle can be reached; each test works on companies of its own. */
const INVITATIONS_A_DAY = 5;
let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      now: clock.now,
      rateLimits: {
        ...RELAXED_LIMITS,
        teamInvitations: { max: INVITATIONS_A_DAY, windowMs: DAY_MS, per: 'company' },
      },
    },
  );
});
afterAll(async () => {
  await t?.close();
});

type TPerson = { id: number; email: string; token: string };
type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

const NONE: TMemberPermissions = {
  pay: false,
  upload_documents: false,
  see_office: false,
  manage_team: false,
};
const ALL: TMemberPermissions = { pay: true, upload_documents: true, see_office: true, manage_team: true };
const PASSWORD = 'defter-2026-kalem';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');

/** A session on the test clock (the fixtures' tokens follow the wall clock). */
async function tokenOf(userId: number): Promise<string> {
  const now = clock.now();
  return (await issueAccessToken(t.app.db, userId, sessionEnd(now, false), now)).token;
}

async function person(role: 'customer' | 'advisor' | 'admin' = 'customer'): Promise<TPerson> {
  const user = await createUserWithRole(t.app.db, role);
  const [row] = await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  return { id: user.id, email: row?.email ?? '', token: await tokenOf(user.id) };
}

/** A company whose first customer is its owner (the column's default, as before teams existed). */
async function companyOf(owner: TPerson, status: number = ACCOUNT_STATUSES.applicationInProgress) {
  return createCompany(t.app.db, [owner.id], { status });
}

/** Attaches someone with a role and switches, as an accepted invitation does. */
async function join(accountId: number, who: TPerson, role: TMemberRole, permissions: TMemberPermissions) {
  await t.app.db.insert(accountUsers).values({
    accountId,
    userId: who.id,
    memberRole: role,
    canPay: permissions.pay,
    canUploadDocuments: permissions.upload_documents,
    canSeeOffice: permissions.see_office,
    canManageTeam: permissions.manage_team,
  });
}

/** A new customer attached to the company as `role` with `permissions`. */
async function memberOf(accountId: number, role: TMemberRole, permissions: TMemberPermissions) {
  const who = await person();
  await join(accountId, who, role, permissions);
  return who;
}

function call(method: THttpMethod, url: string, token: string | null, payload?: unknown, language = 'en') {
  return t.app.inject({
    method,
    url,
    headers: { 'accept-language': language, ...(token ? bearer(token) : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

let sequence = 0;
const address = (name: string) => `${name}-${++sequence}-${Date.now()}@example.com`;

function invitationBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Bora Defterci',
    email: address('bookkeeper'),
    phone: '532 111 22 33',
    role: 'member',
    permissions: { ...NONE, upload_documents: true },
    ...overrides,
  };
}

async function invite(token: string, accountId: number, body = invitationBody(), language = 'en') {
  const res = await call('POST', `/api/accounts/${accountId}/members`, token, body, language);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as TTeamInvitation;
}

/** The secret of the newest invitation mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mails = await mailsTo(t, email);
  const link = linkIn(mails.at(-1)?.text, '/app/invitations/');
  return new URL(link).pathname.split('/').at(-1) ?? '';
}

async function teamOf(token: string, accountId: number, query = ''): Promise<TTeam> {
  const res = await call('GET', `/api/accounts/${accountId}/members${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

async function membership(accountId: number, userId: number) {
  const [row] = await t.app.db
    .select()
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
  return row ?? null;
}

describe('inviting and joining', () => {
  it('mails a link valid 72 hours in the inviter’s language; a new person sets a password and joins, signed in', async () => {
    const owner = await person();
    const accountId = await companyOf(owner);
    const body = invitationBody();
    const invited = await invite(owner.token, accountId, body, 'en');
    expect(invited).toMatchObject({
      email: body.email,
      role: 'member',
      permissions: { ...NONE, upload_documents: true },
      state: 'pending',
      phone: '+905321112233',
    });
    expect(Date.parse(invited.expires_at) - clock.now().getTime()).toBe(INVITATION_HOURS * 3_600_000);

    const [mail] = await mailsTo(t, body.email);
    expect(mail?.subject).toContain('invited you to the');
    const link = linkIn(mail?.text, '/app/invitations/');
    expect(link).toMatch(new RegExp(`^${t.config.appUrl}/en/app/invitations/[A-Za-z0-9_-]{43}$`));
    const token = await invitationToken(body.email);

    const preview = await call('GET', `/api/invitations/${token}`, null);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().result).toMatchObject({
      name: body.name,
      email: body.email,
      role: 'member',
      permissions: body.permissions,
      has_user: false,
    });

    // The registration's password rules: a confirmation that differs, a common password.
    const mismatch = await call('POST', `/api/invitations/${token}/accept`, null, {
      password: PASSWORD,
      password_confirmation: 'something-else',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toHaveProperty('password_confirmation');
    const common = await call('POST', `/api/invitations/${token}/accept`, null, {
      password: 'password123',
      password_confirmation: 'password123',
    });
    expect(common.statusCode).toBe(422);
    expect((await call('POST', `/api/invitations/${token}/accept`, null, {})).statusCode).toBe(422);

    const accepted = await call('POST', `/api/invitations/${token}/accept`, null, {
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const result = accepted.json().result;
    expect(result.account.id).toBe(accountId);
    expect(result.session.user.email).toBe(body.email);
    expect(accepted.json().message).toContain('You have joined');

    // Signed in at once, verified by the mail, attached with the invitation's role and switches.
    const [created] = await t.app.db.select().from(users).where(eq(users.email, body.email));
    expect(created?.emailVerifiedAt).not.toBeNull();
    expect(created?.phone).toBe('+905321112233');
    const row = await membership(accountId, created?.id ?? 0);
    expect(row).toMatchObject({ memberRole: 'member', canUploadDocuments: true, canPay: false });
    const detail = await call('GET', `/api/accounts/${accountId}`, result.session.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().result).toMatchObject({
      my_role: 'member',
      my_permissions: { ...NONE, upload_documents: true },
    });

    // Once: the link is used now.
    const again = await call('POST', `/api/invitations/${token}/accept`, null, {
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('This invitation has already been used.');
    expect((await call('GET', `/api/invitations/${token}`, null)).statusCode).toBe(404);

    const team = await teamOf(owner.token, accountId);
    expect(team.invitations).toEqual([]);
    expect(team.members.map((m) => [m.user_id, m.role])).toEqual([
      [owner.id, 'owner'],
      [created?.id, 'member'],
    ]);
    const audit = await t.app.db.select().from(auditLogs).where(eq(auditLogs.accountId, accountId));
    expect(audit.map((entry) => entry.action)).toEqual(['team.member_invited', 'team.invitation_accepted']);
  });

  it('lets an existing user join with one click once signed in with the invited address, in their own language', async () => {
    const owner = await person();
    const accountId = await companyOf(owner);
    const invitee = await person();
    const stranger = await person();
    await invite(owner.token, accountId, invitationBody({ email: invitee.email, role: 'viewer' }), 'en');
    // Their language (Turkish, the fixture's), not the inviter's request language.
    const [mail] = await mailsTo(t, invitee.email);
    expect(mail?.subject).toContain('ekibine davet etti');
    const token = await invitationToken(invitee.email);
    expect(linkIn(mail?.text, '/app/invitations/')).toContain('/tr/app/invitations/');

    const preview = await call('GET', `/api/invitations/${token}`, null);
    expect(preview.json().result.has_user).toBe(true);
    const signedOut = await call('POST', `/api/invitations/${token}/accept`, null, {});
    expect(signedOut.statusCode).toBe(409);
    expect(signedOut.json().message).toContain('sign in first');
    const otherUser = await call('POST', `/api/invitations/${token}/accept`, stranger.token, {});
    expect(otherUser.statusCode).toBe(403);
    expect(await membership(accountId, stranger.id)).toBeNull();

    const joined = await call('POST', `/api/invitations/${token}/accept`, invitee.token, {});
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().result).toMatchObject({ account: { id: accountId }, session: null });
    // A viewer's switches are off, whatever was sent (but calls and mail, as chosen).
    expect(await membership(accountId, invitee.id)).toMatchObject({
      memberRole: 'viewer',
      canPay: false,
      canUploadDocuments: false,
      canManageTeam: false,
    });
  });

  it('refuses a link for an address without a user to someone signed in as another person', async () => {
    const owner = await person();
    const accountId = await companyOf(owner);
    const body = invitationBody();
    await invite(owner.token, accountId, body);
    const token = await invitationToken(body.email);
    const res = await call('POST', `/api/invitations/${token}/accept`, owner.token, {
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('another e-mail address');
  });

  it('refuses a member, an address already invited, staff addresses and an unknown link', async () => {
    const owner = await person();
    const accountId = await companyOf(owner);
    const member = await memberOf(accountId, 'member', NONE);
    const advisor = await person('advisor');
    const asMember = await call('POST', `/api/accounts/${accountId}/members`, owner.token, {
      ...invitationBody(),
      email: member.email,
    });
    expect(asMember.statusCode).toBe(409);
    expect(asMember.json().errors).toEqual({ email: ['This person is already a member of the company.'] });
    const body = invitationBody();
    await invite(owner.token, accountId, body);
    const twice = await call('POST', `/api/accounts/${accountId}/members`, owner.token, body);
    expect(twice.statusCode).toBe(409);
    const staff = await call('POST', `/api/accounts/${accountId}/members`, owner.token, {
      ...invitationBody(),
      email: advisor.email,
    });
    expect(staff.statusCode).toBe(409);
    const unknown = await call('GET', `/api/invitations/${'x'.repeat(43)}`, null);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This invitation link is not valid.');
  });
});

describe('invitations in time', () => {
  it('expire after 72 hours on the app’s clock; a resend renews them with a new link, the old one stops', async () => {
    const owner = await person();
    const accountId = await companyOf(owner);
    const body = invitationBody();
    const invited = await invite(owner.token, accountId, body);
    const firstToken = await invitationToken(body.email);

    clock.advanceSeconds(INVITATION_HOURS * 3600 + 1);
    const ownerToken = await tokenOf(owner.id);
    const expired = await call('GET', `/api/invitations/${firstToken}`, null);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toContain('expired');
    const accept = await call('POST', `/api/invitations/${firstToken}/accept`, null, {
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(accept.statusCode).toBe(410);
    expect((await teamOf(ownerToken, accountId)).invitations).toMatchObject([
      { id: invited.id, state: 'expired' },
    ]);

    const resent = await call(
      'POST',
      `/api/accounts/${accountId}/invitations/${invited.id}/resend`,
      ownerToken,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().result).toMatchObject({ id: invited.id, state: 'pending' });
    expect(Date.parse(resent.json().result.expires_at)).toBe(
      clock.now().getTime() + INVITATION_HOURS * 3_600_000,
    );
    const secondToken = await invitationToken(body.email);
    expect(secondToken).not.toBe(firstToken);
    expect((await call('GET', `/api/invitations/${firstToken}`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/invitations/${secondToken}`, null)).statusCode).toBe(200);
    const joined = await call('POST', `/api/invitations/${secondToken}/accept`, null, {
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(joined.statusCode, joined.body).toBe(200);
  });

  it('revoked, stop working at once (404 to read, 410 to accept)', async () => {
    const owner = await person();
    const accountId = await companyOf(owner);
    const body = invitationBody();
    const invited = await invite(owner.token, accountId, body);
    const token = await invitationToken(body.email);
    const revoked = await call('DELETE', `/api/accounts/${accountId}/invitations/${invited.id}`, owner.token);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const preview = await call('GET', `/api/invitations/${token}`, null);
    expect(preview.statusCode).toBe(404);
    expect(preview.json().message).toBe('This invitation has been withdrawn.');
    const accept = await call('POST', `/api/invitations/${token}/accept`, null, {
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(accept.statusCode).toBe(410);
    expect(
      (await call('DELETE', `/api/accounts/${accountId}/invitations/${invited.id}`, owner.token)).statusCode,
    ).toBe(404);
    expect((await teamOf(owner.token, accountId)).invitations).toEqual([]);
    // The address may be invited again.
    await invite(owner.token, accountId, body);
  });

  it('are throttled per company and day, resends included (429)', async () => {
    const owner = await person();
    const accountId = await companyOf(owner);
    const first = await invite(owner.token, accountId);
    for (let i = 1; i < INVITATIONS_A_DAY - 1; i++) await invite(owner.token, accountId);
    const resent = await call(
      'POST',
      `/api/accounts/${accountId}/invitations/${first.id}/resend`,
      owner.token,
    );
    expect(resent.statusCode).toBe(200);
    const over = await call('POST', `/api/accounts/${accountId}/members`, owner.token, invitationBody());
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toContain('many invitations today');
    // Another company's budget is its own.
    const other = await companyOf(owner);
    await invite(owner.token, other);
  });

  it('keeps the link’s secret out of the request log', () => {
    expect(redactUrl('/api/invitations/abcDEF123_-xyz/accept?x=1')).toBe(
      '/api/invitations/[redacted]/accept?x=1',
    );
    expect(redactUrl('/api/invitations/abcDEF123_-xyz')).toBe('/api/invitations/[redacted]');
  });
});

describe('who runs the team', () => {
  it('members with "manage team" and owners; others 403, outsiders 404; staff with "show accounts all" in the staff view', async () => {
    const owner = await person();
    const advisor = await person('advisor');
    const admin = await person('admin');
    const outsider = await person();
    const accountId = await createCompany(t.app.db, [owner.id, advisor.id]);
    const manager = await memberOf(accountId, 'member', { ...NONE, manage_team: true });
    const plain = await memberOf(accountId, 'member', { ...ALL, manage_team: false });
    const viewer = await memberOf(accountId, 'viewer', ALL);
    const url = `/api/accounts/${accountId}/members`;

    expect((await call('GET', url, owner.token)).statusCode).toBe(200);
    expect((await call('GET', url, manager.token)).statusCode).toBe(200);
    const refused = await call('GET', url, plain.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "You may not manage this company's team. Ask one of the company's owners.",
    );
    expect((await call('GET', url, viewer.token)).statusCode).toBe(403);
    expect((await call('GET', url, outsider.token)).statusCode).toBe(404);
    // The advisor serving the company does not run its team; the admin does, in the staff view.
    expect((await call('GET', url, advisor.token)).statusCode).toBe(403);
    expect((await call('GET', url, admin.token)).statusCode).toBe(404);
    const asAdmin = await teamOf(admin.token, accountId, '?all=1');
    // The company's staff are not its team.
    expect(asAdmin.members.map((m) => m.user_id)).toEqual([owner.id, manager.id, plain.id, viewer.id]);
    await invite(manager.token, accountId);
    const byAdmin = await call('POST', `${url}?all=1`, admin.token, invitationBody());
    expect(byAdmin.statusCode).toBe(201);
  });

  it('leaves owners to owners: a manager neither invites nor makes nor changes one', async () => {
    const owner = await person();
    const accountId = await companyOf(owner);
    const manager = await memberOf(accountId, 'member', { ...NONE, manage_team: true });
    const other = await memberOf(accountId, 'member', NONE);
    const asOwner = await call(
      'POST',
      `/api/accounts/${accountId}/members`,
      manager.token,
      invitationBody({ role: 'owner' }),
    );
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json().message).toContain('Only an owner');
    const promote = (target: TPerson, role: TMemberRole) =>
      call('PUT', `/api/accounts/${accountId}/members/${target.id}`, manager.token, {
        role,
        permissions: NONE,
      });
    expect((await promote(manager, 'owner')).statusCode).toBe(403);
    expect((await promote(owner, 'member')).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/api/accounts/${accountId}/members/${owner.id}`, manager.token)).statusCode,
    ).toBe(403);
    const changed = await call('PUT', `/api/accounts/${accountId}/members/${other.id}`, manager.token, {
      role: 'member',
      permissions: { ...NONE, see_office: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result).toMatchObject({
      user_id: other.id,
      permissions: { ...NONE, see_office: true },
    });
    const audit = await t.app.db.select().from(auditLogs).where(eq(auditLogs.accountId, accountId));
    expect(audit.find((entry) => entry.action === 'team.member_updated')).toMatchObject({
      actorId: manager.id,
      subjectId: other.id,
      before: { role: 'member', permissions: NONE },
      after: { role: 'member', permissions: { ...NONE, see_office: true } },
    });
    // The same role and switches saved again change nothing: no second entry.
    const again = await call('PUT', `/api/accounts/${accountId}/members/${other.id}`, manager.token, {
      role: 'member',
      permissions: { ...NONE, see_office: true },
    });
    expect(again.statusCode, again.body).toBe(200);
    const updates = await t.app.db
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(and(eq(auditLogs.accountId, accountId), eq(auditLogs.action, 'team.member_updated')));
    expect(updates).toHaveLength(1);
  });

  it('keeps the last owner: not demoted, not removed, not even by themselves (409)', async () => {
    const owner = await person();
    const accountId = await companyOf(owner);
    const demote = await call('PUT', `/api/accounts/${accountId}/members/${owner.id}`, owner.token, {
      role: 'member',
      permissions: ALL,
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(
      'The company must keep at least one owner: make another member an owner first.',
    );
    const turkish = await call(
      'DELETE',
      `/api/accounts/${accountId}/members/${owner.id}`,
      owner.token,
      undefined,
      'tr',
    );
    expect(turkish.statusCode).toBe(409);
    expect(turkish.json().message).toBe(
      'Şirketin en az bir sahibi kalmalı: önce başka bir üyeyi sahip yapın.',
    );

    const second = await memberOf(accountId, 'member', NONE);
    const promoted = await call('PUT', `/api/accounts/${accountId}/members/${second.id}`, owner.token, {
      role: 'owner',
      permissions: NONE,
    });
    expect(promoted.json().result).toMatchObject({ role: 'owner', permissions: ALL });
    const left = await call('DELETE', `/api/accounts/${accountId}/members/${owner.id}`, owner.token);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().message).toBe('You have left the company.');
    expect(
      (await call('DELETE', `/api/accounts/${accountId}/members/${second.id}`, second.token)).statusCode,
    ).toBe(409);
  });

  // Issue 30, finding 1: staff serving the company used to sit in its team with the column's
  // default role ('owner'), so the guard counted them and the only customer owner could go.
  it('keeps the last customer owner while the advisor and the secretary serve the company', async () => {
    const owner = await person();
    const admin = await person('admin');
    const advisor = await person('advisor');
    const secretary = await createUserWithRole(t.app.db, 'secretary');
    const accountId = await companyOf(owner);
    const assigned = await call('PUT', `/api/accounts/${accountId}/staff?all=1`, admin.token, {
      advisor_id: advisor.id,
      secretary_id: secretary.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const demote = await call('PUT', `/api/accounts/${accountId}/members/${owner.id}`, owner.token, {
      role: 'viewer',
      permissions: NONE,
    });
    expect(demote.statusCode, demote.body).toBe(409);
    const leave = await call('DELETE', `/api/accounts/${accountId}/members/${owner.id}`, owner.token);
    expect(leave.statusCode, leave.body).toBe(409);
    const byAdmin = await call('DELETE', `/api/accounts/${accountId}/members/${owner.id}?all=1`, admin.token);
    expect(byAdmin.statusCode, byAdmin.body).toBe(409);
    expect(await membership(accountId, owner.id)).toMatchObject({ memberRole: 'owner' });
    // The team is the customers': the staff serving the company are not in it.
    const team = await teamOf(owner.token, accountId);
    expect(team.members.map((member) => member.user_id)).toEqual([owner.id]);
  });

  it('ends a removed member’s access with their very next request', async () => {
    const owner = await person();
    const accountId = await companyOf(owner);
    const member = await memberOf(accountId, 'member', ALL);
    const detail = () => call('GET', `/api/accounts/${accountId}`, member.token);
    // Twice: the second answer may come from the callers' answer cache.
    expect((await detail()).statusCode).toBe(200);
    expect((await detail()).statusCode).toBe(200);
    const removed = await call('DELETE', `/api/accounts/${accountId}/members/${member.id}`, owner.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('The member has been removed from the company.');
    expect((await detail()).statusCode).toBe(404);
    expect((await call('GET', `/api/accounts/${accountId}/documents`, member.token)).statusCode).toBe(404);
    const listed = await call('GET', '/api/accounts', member.token);
    expect(listed.json().result.data.map((a: { id: number }) => a.id)).not.toContain(accountId);
    const audit = await t.app.db.select().from(auditLogs).where(eq(auditLogs.accountId, accountId));
    expect(audit.map((entry) => entry.action)).toContain('team.member_removed');
  });
});

describe('the switches, on the server', () => {
  async function packetId(): Promise<number> {
    const [row] = await t.app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'accountant-starter'));
    return row?.id ?? 0;
  }

  const payBody = (accountId: number) => ({
    card_holder_name: 'Ayşe Yılmaz',
    card_number: '5528790000000008',
    card_expire_month: '12',
    card_expire_year: '35',
    card_cvc: '123',
    account_id: accountId,
  });

  async function pay(token: string, accountId: number, productId: number) {
    return t.app.inject({
      method: 'POST',
      url: `/api/brands/1/products/${productId}/subscription`,
      payload: await withAcceptedSalesTerms(t.app, token, {
        type: 1,
        productId,
        body: payBody(accountId),
        language: 'en',
      }),
      headers: { ...bearer(token), 'accept-language': 'en', 'idempotency-key': `key_${randomUUID()}` },
    });
  }

  it('pay: a member without it cannot pay nor change the subscription; with it they can', async () => {
    const owner = await person();
    const accountId = await companyOf(owner);
    const packet = await packetId();
    await completeApplication(t.app.db, accountId, packet);
    const without = await memberOf(accountId, 'member', { ...ALL, pay: false });
    const withPay = await memberOf(accountId, 'member', { ...NONE, pay: true });
    const refused = await pay(without.token, accountId, packet);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You may not pay for this company. Ask one of the company's owners.");
    const paid = await pay(withPay.token, accountId, packet);
    expect(paid.statusCode, paid.body).toBe(201);

    const [subscription] = (await call('GET', `/api/accounts/${accountId}/subscriptions`, owner.token)).json()
      .result;
    const cancel = (token: string) =>
      call('POST', `/api/accounts/${accountId}/subscriptions/${subscription.id}/cancel`, token);
    expect((await cancel(without.token)).statusCode).toBe(403);
    expect((await cancel(withPay.token)).statusCode).toBe(200);
  });

  async function uploadDocument(token: string, accountId: number) {
    const form = new FormData();
    form.append('kind', 'deed_or_lease');
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'kira.pdf');
    const body = new Response(form);
    return t.app.inject({
      method: 'POST',
      url: `/api/accounts/${accountId}/documents`,
      headers: {
        ...bearer(token),
        'accept-language': 'en',
        'content-type': body.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await body.arrayBuffer()),
    });
  }

  it('upload documents: upload and delete need it; reading does not', async () => {
    const owner = await person();
    const accountId = await companyOf(owner);
    const without = await memberOf(accountId, 'member', { ...ALL, upload_documents: false });
    const uploader = await memberOf(accountId, 'member', { ...NONE, upload_documents: true });
    const refused = await uploadDocument(without.token, accountId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain("You may not upload or change this company's documents");
    const uploaded = await uploadDocument(uploader.token, accountId);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const documentId = uploaded.json().result.id;
    expect((await call('GET', `/api/accounts/${accountId}/documents`, without.token)).statusCode).toBe(200);
    const url = `/api/accounts/${accountId}/documents/${documentId}`;
    expect((await call('DELETE', url, without.token)).statusCode).toBe(403);
    expect((await call('DELETE', url, uploader.token)).statusCode).toBe(200);
  });

  it('see calls and mail: the calls and the mail need it, and only those who may see them are told', async () => {
    const owner = await person();
    const admin = await person('admin');
    const accountId = await companyOf(owner, ACCOUNT_STATUSES.active);
    await setLineStatus(t.app.db, accountId, LINE_STATUSES.active, PRODUCT_TYPES.office);
    const without = await memberOf(accountId, 'member', { ...ALL, see_office: false });
    const seer = await memberOf(accountId, 'viewer', { ...NONE, see_office: true });
    for (const path of ['calls', 'shipments']) {
      const refused = await call('GET', `/api/accounts/${accountId}/${path}`, without.token);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().message).toContain("You may not see this company's calls and mail");
      expect((await call('GET', `/api/accounts/${accountId}/${path}`, seer.token)).statusCode, path).toBe(
        200,
      );
    }
    const recorded = await call('POST', `/api/accounts/${accountId}/calls?all=1`, admin.token, {
      caller_name: 'Mehmet Arayan',
      caller_phone: '0212 555 44 33',
      subject: 'Teklif',
      outcome: 'message_taken',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const told = async (who: TPerson) =>
      (await call('GET', '/api/notifications', who.token)).json().result.data.length as number;
    expect(await told(owner)).toBe(1);
    expect(await told(seer)).toBe(1);
    expect(await told(without)).toBe(0);
  });

  it('a viewer only reads; deleting the company is an owner’s; staff are never limited by switches', async () => {
    const owner = await person();
    const advisor = await person('advisor');
    const accountId = await createCompany(t.app.db, [owner.id, advisor.id]);
    const viewer = await memberOf(accountId, 'viewer', ALL);
    const member = await memberOf(accountId, 'member', ALL);
    expect((await call('GET', `/api/accounts/${accountId}`, viewer.token)).statusCode).toBe(200);
    const rename = await call('PUT', `/api/accounts/${accountId}`, viewer.token, { name: 'Yeni Ad' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().message).toContain('a viewer cannot change anything');
    expect(
      (await call('PUT', `/api/accounts/${accountId}`, member.token, { name: 'Yeni Ad' })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/accounts/${accountId}`, member.token)).statusCode).toBe(403);
    // The advisor's own account_users row carries the defaults; switched off, nothing changes for staff.
    await t.app.db
      .update(accountUsers)
      .set({ memberRole: 'viewer', canUploadDocuments: false, canSeeOffice: false })
      .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, advisor.id)));
    expect((await uploadDocument(advisor.token, accountId)).statusCode).toBe(201);
    const detail = await call('GET', `/api/accounts/${accountId}`, advisor.token);
    expect(detail.json().result).toMatchObject({ my_role: null, my_permissions: ALL });
    expect((await call('DELETE', `/api/accounts/${accountId}`, owner.token)).statusCode).toBe(200);
  });
});

describe('POST users with account_id', () => {
  it('is an invitation to the company by someone who may run its team; staff bodies work as before', async () => {
    const owner = await person();
    const accountId = await companyOf(owner);
    const plain = await memberOf(accountId, 'member', NONE);
    const email = address('partner');
    const res = await call('POST', '/api/users', owner.token, {
      name: 'Ortak Kişi',
      email,
      phone: '532 765 43 21',
      account_id: accountId,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({ email, role: 'member', permissions: NONE, state: 'pending' });
    expect(res.json().message).toBe(`The invitation has been sent to ${email}.`);
    expect(await mailsTo(t, email)).toHaveLength(1);

    const notAllowed = await call('POST', '/api/users', plain.token, {
      name: 'Ortak Kişi',
      email: address('partner'),
      phone: '532 765 43 21',
      account_id: accountId,
    });
    expect(notAllowed.statusCode).toBe(403);
    // Without `account_id` a customer still may not create people; the staff body stays required.
    const staffBody = await call('POST', '/api/users', owner.token, {
      name: 'Yeni Danışman',
      email: address('staff'),
      phone: '532 765 43 21',
      password: PASSWORD,
      role_id: 1,
    });
    expect(staffBody.statusCode).toBe(403);
    const incomplete = await call('POST', '/api/users', owner.token, {
      name: 'Yeni Danışman',
      email: address('staff'),
      phone: '532 765 43 21',
    });
    expect(incomplete.statusCode).toBe(422);
    expect(Object.keys(incomplete.json().errors).sort()).toEqual(['password', 'role_id']);
  });
});
