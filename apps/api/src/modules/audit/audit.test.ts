import type { TAccount } from '@portal/contracts/accounts/account-schemas';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import type { TAuditEntry } from '@portal/contracts/staff/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountUsers } from '../../db/schema/accounts.ts';
import { bearer, DEMO, login, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { letStaffSeeAllCompanies } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

const S = ACCOUNT_STATUSES;

let t: TTestApp;
let customer: TSession;
let other: TSession;
let admin: TSession;
let advisor: TSession;
let secretary: TSession;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  // These tests are about staff who see every company: the admin has granted it (issue 11).
  await letStaffSeeAllCompanies(t.app.db);
  [customer, other, admin, advisor, secretary] = await Promise.all([
    registerCustomer(t.app),
    registerCustomer(t.app),
    login(t.app, DEMO.admin, DEMO.password),
    login(t.app, DEMO.advisor, DEMO.password),
    login(t.app, DEMO.secretary, DEMO.password),
  ]);
});
afterAll(async () => {
  await t?.close();
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, session?: TSession, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...(session ? bearer(session.token) : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function createAccount(session: TSession, name: string): Promise<TAccount> {
  const res = await call('POST', '/api/accounts', session, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}

async function changeStatus(account: TAccount, status: number, reason?: string) {
  const res = await call('PUT', `/api/accounts/${account.id}/change-status?all=1`, admin, {
    status,
    ...(reason ? { reason } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function accountLog(account: TAccount, session = admin, query = 'all=1'): Promise<TAuditEntry[]> {
  const res = await call('GET', `/api/accounts/${account.id}/audit-logs?${query}`, session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data;
}

describe('status changes in the audit log', () => {
  it('records a status change, then the approval, with who and the status before and after', async () => {
    const account = await createAccount(customer, 'Onay Ltd');
    await changeStatus(account, S.waitingForApproval);
    await changeStatus(account, S.active);
    const log = await accountLog(account);
    expect(log).toMatchObject([
      {
        action: 'account.approved',
        actor: { id: admin.user.id, name: admin.user.name },
        subject_type: 'account',
        subject_id: account.id,
        account_id: account.id,
        acting_for_user_id: null,
        acting_for: null,
        before: { status: S.waitingForApproval },
        after: { status: S.active, reason: null },
      },
      {
        action: 'account.status_changed',
        before: { status: S.applicationInProgress },
        after: { status: S.waitingForApproval },
      },
    ]);
    expect(Date.parse(log[0]?.created_at ?? '')).not.toBeNaN();
  });

  it('records a rejection with its reason', async () => {
    const account = await createAccount(customer, 'Ret Ltd');
    await changeStatus(account, S.waitingForApproval);
    await changeStatus(account, S.rejected, 'Vergi levhası eksik');
    const [entry] = await accountLog(account);
    expect(entry).toMatchObject({
      action: 'account.rejected',
      after: { status: S.rejected, reason: 'Vergi levhası eksik' },
    });
  });

  it('records nothing for a refused change', async () => {
    const account = await createAccount(customer, 'Reddedilen Geçiş');
    const res = await call('PUT', `/api/accounts/${account.id}/change-status?all=1`, admin, {
      status: S.active,
    });
    expect(res.statusCode).toBe(409);
    expect(await accountLog(account)).toEqual([]);
  });
});

describe('acting for a customer in the audit log', () => {
  it('records staff filling in a customer’s company with user_id, values before and after', async () => {
    const account = await createAccount(customer, 'Vekalet Ltd');
    const own = await call('POST', `/api/accounts/${account.id}/informations`, customer, {
      informations: [{ key: 'city', value: 'İzmir' }],
    });
    expect(own.statusCode).toBe(200);
    const res = await call(
      'POST',
      `/api/accounts/${account.id}/informations?user_id=${customer.user.id}`,
      advisor,
      {
        informations: [
          { key: 'city', value: 'Ankara' },
          { key: 'district', value: 'Çankaya' },
        ],
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const log = await accountLog(account);
    // The customer's own save is not a staff action. The staff's save has its detailed entry,
    // and (newest) the request made while acting for the customer, which every route gets.
    expect(log).toMatchObject([
      {
        action: 'user.acted_for',
        actor: { id: advisor.user.id },
        acting_for_user_id: customer.user.id,
        // By name, for the company's audit log.
        acting_for: { id: customer.user.id, name: customer.user.name },
        after: { request: `POST /api/accounts/${account.id}/informations`, status: 200 },
      },
      {
        action: 'account.acted_for_customer',
        actor: { id: advisor.user.id },
        acting_for_user_id: customer.user.id,
        before: {
          informations: [
            { key: 'city', value: 'İzmir' },
            { key: 'district', value: null },
          ],
        },
        after: {
          informations: [
            { key: 'city', value: 'Ankara' },
            { key: 'district', value: 'Çankaya' },
          ],
        },
      },
    ]);
  });
});

describe('GET /api/audit-logs', () => {
  it('pages the whole log newest first, for admins, filtered by company, actor and action', async () => {
    const account = await createAccount(other, 'Filtre Ltd');
    await changeStatus(account, S.paymentDue);
    await changeStatus(account, S.waitingForApproval);

    const all = await call('GET', '/api/audit-logs?per_page=2', admin);
    expect(all.statusCode, all.body).toBe(200);
    const { data, meta } = all.json().result;
    expect(data).toHaveLength(2);
    expect(meta).toMatchObject({ page: 1, per_page: 2 });
    expect(meta.total).toBeGreaterThanOrEqual(2);
    expect(data[0].id).toBeGreaterThan(data[1].id);

    const byAccount = await call('GET', `/api/audit-logs?account_id=${account.id}`, admin);
    expect(byAccount.json().result.data.map((e: TAuditEntry) => e.after)).toEqual([
      { status: S.waitingForApproval, reason: null, line: 1 },
      { status: S.paymentDue, reason: null, line: 1 },
    ]);
    const byAction = await call('GET', '/api/audit-logs?action=account.rejected&per_page=100', admin);
    const actions = byAction.json().result.data.map((e: TAuditEntry) => e.action);
    expect(actions.length).toBeGreaterThan(0);
    expect(new Set(actions)).toEqual(new Set(['account.rejected']));
    const byActor = await call('GET', `/api/audit-logs?actor_id=${advisor.user.id}&per_page=100`, admin);
    expect(byActor.json().result.data.every((e: TAuditEntry) => e.actor?.id === advisor.user.id)).toBe(true);
  });

  it('refuses an unknown action filter (422)', async () => {
    expect((await call('GET', '/api/audit-logs?action=account.exploded', admin)).statusCode).toBe(422);
  });

  it('is for the admin role only: 401 without a session, 403 for customers and other staff', async () => {
    expect((await call('GET', '/api/audit-logs')).statusCode).toBe(401);
    expect((await call('GET', '/api/audit-logs', customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/audit-logs', advisor)).statusCode).toBe(403);
    expect((await call('GET', '/api/audit-logs', secretary)).statusCode).toBe(403);
  });
});

describe('GET /api/accounts/{id}/audit-logs', () => {
  it('is shown to staff who reach the company: assigned, or with ?all', async () => {
    const account = await createAccount(customer, 'Erişim Ltd');
    await changeStatus(account, S.paymentDue);
    // Not assigned: only the staff view reaches it.
    expect((await call('GET', `/api/accounts/${account.id}/audit-logs`, advisor)).statusCode).toBe(404);
    expect(await accountLog(account, advisor)).toHaveLength(1);
    await t.app.db.insert(accountUsers).values({ accountId: account.id, userId: secretary.user.id });
    expect(await accountLog(account, secretary, '')).toHaveLength(1);
  });

  it('is not for customers: 403 for the company’s own, 404 for anyone else’s', async () => {
    const account = await createAccount(customer, 'Müşteri Ltd');
    expect((await call('GET', `/api/accounts/${account.id}/audit-logs`)).statusCode).toBe(401);
    expect((await call('GET', `/api/accounts/${account.id}/audit-logs`, customer)).statusCode).toBe(403);
    expect((await call('GET', `/api/accounts/${account.id}/audit-logs?all=1`, other)).statusCode).toBe(404);
    expect((await call('GET', '/api/accounts/999999/audit-logs?all=1', admin)).statusCode).toBe(404);
  });
});
