import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountUsers } from '../../db/schema/accounts.ts';
import { bearer, DEMO, login, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { createCompany, grantPermission } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

// The default roles: only the admin holds "show accounts all".
let t: TTestApp;
let advisor: TSession;
let secretary: TSession;
let admin: TSession;
beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  [advisor, secretary, admin] = await Promise.all([
    login(t.app, DEMO.advisor, DEMO.password),
    login(t.app, DEMO.secretary, DEMO.password),
    login(t.app, DEMO.admin, DEMO.password),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const get = (session: TSession, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(session.token) });

describe('advisors and secretaries reach the companies assigned to them', () => {
  it('and no other, unless their role is granted "show accounts all"', async () => {
    const customer = await registerCustomer(t.app);
    const assigned = await createCompany(t.app.db, [customer.user.id], { status: 3 });
    const other = await createCompany(t.app.db, [customer.user.id], { status: 3 });
    await t.app.db.insert(accountUsers).values({ accountId: assigned, userId: advisor.user.id });

    expect((await get(advisor, `/api/accounts/${assigned}?all`)).statusCode).toBe(200);
    expect((await get(advisor, `/api/accounts/${other}?all`)).statusCode).toBe(404);
    expect((await get(secretary, `/api/accounts/${assigned}?all`)).statusCode).toBe(404);
    expect((await get(admin, `/api/accounts/${other}?all`)).statusCode).toBe(200);
    // Their list is their companies; every company is the admin's view.
    expect((await get(advisor, '/api/accounts?all')).statusCode).toBe(403);
    const mine = await get(advisor, '/api/accounts?per_page=100');
    const ids = mine.json().result.data.map((account: { id: number }) => account.id);
    expect(ids).toContain(assigned);
    expect(ids).not.toContain(other);

    await grantPermission(t.app.db, 'secretary', 'show accounts all');
    expect((await get(secretary, `/api/accounts/${other}?all`)).statusCode).toBe(200);
  });
});
