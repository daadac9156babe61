import type { TAccount } from '@portal/contracts/accounts/account-schemas';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import type { TAccountStatusChange } from '@portal/contracts/staff/account-staff';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStaff, accountUsers } from '../../db/schema/accounts.ts';
import { auditLogs } from '../../db/schema/staff.ts';
import { bearer, DEMO, login, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import {
  createCompany,
  createUserWithRole,
  holdProduct,
  letStaffSeeAllCompanies,
  type TFixtureUser,
} from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
let admin: TSession;
let advisor: TSession;
let secretary: TSession;
let customer: TSession;
let other: TSession;
let secondAdvisor: TFixtureUser;
let inactiveAdvisor: TFixtureUser;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  // These tests are about staff who see every company: the admin has granted it (issue 11).
  await letStaffSeeAllCompanies(t.app.db);
  [admin, advisor, secretary, customer, other] = await Promise.all([
    login(t.app, DEMO.admin, DEMO.password),
    login(t.app, DEMO.advisor, DEMO.password),
    login(t.app, DEMO.secretary, DEMO.password),
    registerCustomer(t.app),
    registerCustomer(t.app),
  ]);
  secondAdvisor = await createUserWithRole(t.app.db, 'advisor', { name: 'Elif Şahin' });
  inactiveAdvisor = await createUserWithRole(t.app.db, 'advisor', { isActive: false });
});
afterAll(async () => {
  await t?.close();
});

type TCall = { method: 'GET' | 'PUT'; url: string; payload?: object; language?: string };

function call(session: { token: string } | null, { method, url, payload, language = 'tr' }: TCall) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...(session ? bearer(session.token) : {}), 'accept-language': language },
  });
}

/** The company's customer team (account_users): staff never sit in it. */
async function memberIds(accountId: number): Promise<number[]> {
  const rows = await t.app.db
    .select({ userId: accountUsers.userId })
    .from(accountUsers)
    .where(eq(accountUsers.accountId, accountId));
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}

/** Who serves the company, each with the line they serve it through (account_staff). */
async function staffLines(accountId: number): Promise<[number, number][]> {
  const rows = await t.app.db
    .select({ userId: accountStaff.userId, line: accountStaff.line })
    .from(accountStaff)
    .where(eq(accountStaff.accountId, accountId));
  return rows.map((row): [number, number] => [row.userId, row.line]).sort((a, b) => a[1] - b[1]);
}

describe('PUT /api/accounts/:id/staff', () => {
  it("attaches the advisor and the secretary to the company's users and records it", async () => {
    const accountId = await createCompany(t.app.db, [customer.user.id]);
    const res = await call(admin, {
      method: 'PUT',
      url: `/api/accounts/${accountId}/staff?all=1`,
      payload: { advisor_id: advisor.user.id, secretary_id: secretary.user.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      result: {
        advisor: { id: advisor.user.id, name: advisor.user.name },
        secretary: { id: secretary.user.id, name: secretary.user.name },
      },
      message: 'Şirketin danışmanı ve sekreteri kaydedildi.',
    });
    // The advisor serves the books, the secretary the office; the customer's team stays the customer's.
    expect(await memberIds(accountId)).toEqual([customer.user.id]);
    expect(await staffLines(accountId)).toEqual([
      [advisor.user.id, 1],
      [secretary.user.id, 2],
    ]);
    const [entry] = await t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.accountId, accountId), eq(auditLogs.action, 'account.staff_assigned')));
    expect(entry).toMatchObject({ actorId: admin.user.id, subjectType: 'account', subjectId: accountId });
    expect(entry?.before).toEqual({ advisor: null, secretary: null });
    expect(entry?.after).toEqual(res.json().result);
    // Saving the same two again answers as before and records nothing more.
    const again = await call(admin, {
      method: 'PUT',
      url: `/api/accounts/${accountId}/staff?all=1`,
      payload: { advisor_id: advisor.user.id, secretary_id: secretary.user.id },
    });
    expect(again.json().result).toEqual(res.json().result);
    const entries = await t.app.db
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(and(eq(auditLogs.accountId, accountId), eq(auditLogs.action, 'account.staff_assigned')));
    expect(entries).toHaveLength(1);
    // The company detail reads them by role, as the web app does.
    const detail = await call(admin, { method: 'GET', url: `/api/accounts/${accountId}?all=1` });
    expect(
      detail
        .json()
        .result.users.map((u: { role_name: string }) => u.role_name)
        .sort(),
    ).toEqual(['advisor', 'customer', 'secretary']);
  });

  it('replaces the previous advisor, keeps the customer, and removes a role with null', async () => {
    const accountId = await createCompany(t.app.db, [customer.user.id, advisor.user.id, secretary.user.id]);
    const res = await call(admin, {
      method: 'PUT',
      url: `/api/accounts/${accountId}/staff?all=1`,
      payload: { advisor_id: secondAdvisor.id, secretary_id: secretary.user.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.advisor).toEqual({ id: secondAdvisor.id, name: 'Elif Şahin' });
    expect(await memberIds(accountId)).toEqual([customer.user.id]);
    expect(await staffLines(accountId)).toEqual([
      [secondAdvisor.id, 1],
      [secretary.user.id, 2],
    ]);
    const [entry] = await t.app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.accountId, accountId))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(entry?.before).toMatchObject({ advisor: { id: advisor.user.id } });
    expect(entry?.after).toMatchObject({ advisor: { id: secondAdvisor.id } });

    const cleared = await call(admin, {
      method: 'PUT',
      url: `/api/accounts/${accountId}/staff?all=1`,
      payload: { advisor_id: null, secretary_id: null },
    });
    expect(cleared.json().result).toEqual({ advisor: null, secretary: null });
    expect(await memberIds(accountId)).toEqual([customer.user.id]);
    expect(await staffLines(accountId)).toEqual([]);
  });

  it('takes away the assigned company from the replaced advisor', async () => {
    const accountId = await createCompany(t.app.db, [customer.user.id, advisor.user.id]);
    await call(admin, {
      method: 'PUT',
      url: `/api/accounts/${accountId}/staff?all=1`,
      payload: { advisor_id: secondAdvisor.id, secretary_id: null },
    });
    const mine = await call(advisor, { method: 'GET', url: '/api/accounts?per_page=100' });
    expect(mine.json().result.data.map((a: TAccount) => a.id)).not.toContain(accountId);
    const theirs = await call(secondAdvisor, { method: 'GET', url: '/api/accounts?per_page=100' });
    expect(theirs.json().result.data.map((a: TAccount) => a.id)).toContain(accountId);
  });

  it('refuses a user without that role, an inactive one and an unknown one (422 on the field)', async () => {
    const accountId = await createCompany(t.app.db, [customer.user.id]);
    const cases: [object, string][] = [
      [{ advisor_id: secretary.user.id, secretary_id: null }, 'advisor_id'],
      [{ advisor_id: inactiveAdvisor.id, secretary_id: null }, 'advisor_id'],
      [{ advisor_id: customer.user.id, secretary_id: null }, 'advisor_id'],
      [{ advisor_id: 999_999, secretary_id: null }, 'advisor_id'],
      [{ advisor_id: null, secretary_id: advisor.user.id }, 'secretary_id'],
    ];
    for (const [payload, field] of cases) {
      const res = await call(admin, {
        method: 'PUT',
        url: `/api/accounts/${accountId}/staff?all=1`,
        payload,
        language: 'en',
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    const both = await call(admin, {
      method: 'PUT',
      url: `/api/accounts/${accountId}/staff?all=1`,
      payload: { advisor_id: secretary.user.id, secretary_id: advisor.user.id },
      language: 'en',
    });
    expect(both.json().errors).toEqual({
      advisor_id: ['Please choose an active advisor.'],
      secretary_id: ['Please choose an active secretary.'],
    });
    const missing = await call(admin, {
      method: 'PUT',
      url: `/api/accounts/${accountId}/staff?all=1`,
      payload: { advisor_id: advisor.user.id },
    });
    expect(missing.statusCode).toBe(422);
    expect(await memberIds(accountId)).toEqual([customer.user.id]);
  });

  it("answers 401 anonymously, 403 to staff who are not admins and to the company's customer, 404 to others", async () => {
    const accountId = await createCompany(t.app.db, [customer.user.id, advisor.user.id]);
    const payload = { advisor_id: advisor.user.id, secretary_id: null };
    const url = `/api/accounts/${accountId}/staff?all=1`;
    expect((await call(null, { method: 'PUT', url, payload })).statusCode).toBe(401);
    expect((await call(advisor, { method: 'PUT', url, payload })).statusCode).toBe(403);
    expect((await call(secretary, { method: 'PUT', url, payload })).statusCode).toBe(403);
    expect((await call(customer, { method: 'PUT', url, payload })).statusCode).toBe(403);
    expect((await call(other, { method: 'PUT', url, payload })).statusCode).toBe(404);
    expect(
      (await call(admin, { method: 'PUT', url: '/api/accounts/999999/staff?all=1', payload })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/accounts/:id/status-history', () => {
  it('lists the status changes newest first, with who made them', async () => {
    const accountId = await createCompany(t.app.db, [customer.user.id]);
    for (const status of [2, 3, 5]) {
      const res = await call(admin, {
        method: 'PUT',
        url: `/api/accounts/${accountId}/change-status?all=1`,
        payload: { status, reason: status === 5 ? 'Kimlik okunmuyor' : null },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await call(admin, { method: 'GET', url: `/api/accounts/${accountId}/status-history?all=1` });
    expect(res.statusCode, res.body).toBe(200);
    const history: TAccountStatusChange[] = res.json().result;
    expect(history.map((change) => [change.from_status, change.to_status])).toEqual([
      [3, 5],
      [2, 3],
      [1, 2],
    ]);
    expect(history[0]).toEqual({
      type: 1,
      from_status: 3,
      to_status: 5,
      reason: 'Kimlik okunmuyor',
      changed_by: { id: admin.user.id, name: admin.user.name },
      created_at: expect.any(String),
    });
    // The company's customer reads its own history; staff with 'show accounts all' any.
    const own = await call(customer, { method: 'GET', url: `/api/accounts/${accountId}/status-history` });
    expect(own.json().result).toHaveLength(3);
    const byAdvisor = await call(advisor, {
      method: 'GET',
      url: `/api/accounts/${accountId}/status-history?all=1`,
    });
    expect(byAdvisor.statusCode).toBe(200);
  });

  it('answers an empty list for a company that never changed status', async () => {
    const accountId = await createCompany(t.app.db, [customer.user.id]);
    const res = await call(admin, { method: 'GET', url: `/api/accounts/${accountId}/status-history?all=1` });
    expect(res.json().result).toEqual([]);
  });

  it("answers 401 anonymously and 404 for another customer's company or a missing one", async () => {
    const accountId = await createCompany(t.app.db, [customer.user.id]);
    const url = `/api/accounts/${accountId}/status-history`;
    expect((await call(null, { method: 'GET', url })).statusCode).toBe(401);
    expect((await call(other, { method: 'GET', url })).statusCode).toBe(404);
    expect((await call(other, { method: 'GET', url: `${url}?all=1` })).statusCode).toBe(404);
    // Staff who are not members see it only in the staff view.
    expect((await call(advisor, { method: 'GET', url })).statusCode).toBe(404);
    expect(
      (await call(admin, { method: 'GET', url: '/api/accounts/999999/status-history?all=1' })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/accounts?all: product line and order', () => {
  let alpha: number;
  let beta: number;
  let gamma: number;

  beforeAll(async () => {
    // Created oldest first: gamma, alpha, beta.
    gamma = await createCompany(t.app.db, [other.user.id], {
      name: 'Gamma Sıralama',
      createdAt: new Date('2029-01-01T00:00:00Z'),
    });
    alpha = await createCompany(t.app.db, [other.user.id], {
      name: 'Alfa Sıralama',
      createdAt: new Date('2029-02-01T00:00:00Z'),
    });
    beta = await createCompany(t.app.db, [other.user.id], {
      name: 'Beta Sıralama',
      createdAt: new Date('2029-03-01T00:00:00Z'),
    });
    await holdProduct(t.app.db, alpha, 2);
    await holdProduct(t.app.db, beta, 2, { removed: true });
    await holdProduct(t.app.db, beta, 1);
    await holdProduct(t.app.db, gamma, 1);
  });

  async function ids(query: string): Promise<number[]> {
    const res = await call(admin, { method: 'GET', url: `/api/accounts?all=1&search=Sıralama${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.data.map((account: TAccount) => account.id);
  }

  it('sorts newest first by default, oldest first, or by name', async () => {
    expect(await ids('')).toEqual([beta, alpha, gamma]);
    expect(await ids('&sort=newest')).toEqual([beta, alpha, gamma]);
    expect(await ids('&sort=oldest')).toEqual([gamma, alpha, beta]);
    expect(await ids('&sort=name')).toEqual([alpha, beta, gamma]);
  });

  it('keeps the companies holding a product of the line that was not removed', async () => {
    expect(await ids('&brand=2')).toEqual([alpha]);
    expect(await ids('&brand=1&sort=name')).toEqual([beta, gamma]);
    expect(await ids('&brand=7')).toEqual([]);
    const res = await call(admin, { method: 'GET', url: '/api/accounts?all=1&search=Sıralama&brand=2' });
    expect(res.json().result.meta.total).toBe(1);
  });

  it('refuses an unknown product line or order (422)', async () => {
    for (const query of ['brand=4', 'brand=x', 'sort=random']) {
      const res = await call(admin, { method: 'GET', url: `/api/accounts?all=1&${query}` });
      expect(res.statusCode, query).toBe(422);
    }
  });
});
