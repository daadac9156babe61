import type { TAccount } from '@portal/contracts/accounts/account-schemas';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { DEFAULT_ROLE_PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TAuditEntry } from '@portal/contracts/staff/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, login, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
let customer: TSession;
let other: TSession;
let admin: TSession;
let advisor: TSession;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  // The demo advisor keeps the default set: no 'show accounts all', so it may not act for anyone.
  [customer, other, admin, advisor] = await Promise.all([
    registerCustomer(t.app),
    registerCustomer(t.app),
    login(t.app, DEMO.admin, DEMO.password),
    login(t.app, DEMO.advisor, DEMO.password),
  ]);
});
afterAll(async () => {
  await t?.close();
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, session: TSession, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...bearer(session.token) },
    ...(payload ? { payload } : {}),
  });
}

async function createAccount(session: TSession, name: string): Promise<TAccount> {
  const res = await call('POST', '/api/accounts', session, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}

async function actingEntries(account: TAccount): Promise<TAuditEntry[]> {
  const res = await call('GET', `/api/accounts/${account.id}/audit-logs?all=1`, admin);
  expect(res.statusCode, res.body).toBe(200);
  const entries: TAuditEntry[] = res.json().result.data;
  return entries.filter((entry) => entry.action === 'user.acted_for');
}

describe('staff acting for a customer with user_id', () => {
  it('lets staff holding "show accounts all" read the customer with GET users/{id}', async () => {
    const res = await call('GET', `/api/users/${customer.user.id}?user_id=${customer.user.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ id: customer.user.id, role_name: 'customer' });
  });

  it('answers the customer’s role and permissions on GET auth/permissions, for the customer’s menus', async () => {
    const res = await call('GET', `/api/auth/permissions?user_id=${customer.user.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({
      role_name: 'customer',
      permissions: [...DEFAULT_ROLE_PERMISSIONS.customer].sort(),
    });
    const own = await call('GET', '/api/auth/permissions', admin);
    expect(own.json().result.role_name).toBe('admin');
  });

  it('lists the customer’s companies with GET accounts', async () => {
    const account = await createAccount(customer, 'Vekil Listesi Ltd');
    const res = await call('GET', `/api/accounts?user_id=${customer.user.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.data.map((item: TAccount) => item.id)).toContain(account.id);
  });

  it('refuses with 404 staff whose role does not allow acting, on every route', async () => {
    for (const url of [
      `/api/users/${customer.user.id}?user_id=${customer.user.id}`,
      `/api/auth/permissions?user_id=${customer.user.id}`,
      `/api/notifications?user_id=${customer.user.id}`,
    ]) {
      const res = await call('GET', url, advisor);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('refuses a customer naming another user, and anyone acting for staff or an unknown user', async () => {
    const byCustomer = await call('GET', `/api/auth/permissions?user_id=${other.user.id}`, customer);
    expect(byCustomer.statusCode).toBe(404);
    const forStaff = await call('GET', `/api/auth/permissions?user_id=${advisor.user.id}`, admin);
    expect(forStaff.statusCode).toBe(404);
    const unknown = await call('GET', '/api/auth/permissions?user_id=999999', admin);
    expect(unknown.statusCode).toBe(404);
    // Naming oneself is no acting at all.
    const self = await call('GET', `/api/auth/permissions?user_id=${customer.user.id}`, customer);
    expect(self.statusCode).toBe(200);
  });

  it('records every change made while acting with both people, the request and its company', async () => {
    const account = await createAccount(customer, 'Vekil Kayıt Ltd');
    const saved = await call(
      'POST',
      `/api/accounts/${account.id}/informations?user_id=${customer.user.id}`,
      admin,
      { informations: [{ key: 'city', value: 'Bursa' }] },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const entries = await actingEntries(account);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { id: admin.user.id },
      acting_for_user_id: customer.user.id,
      subject_type: 'user',
      subject_id: customer.user.id,
      account_id: account.id,
      after: { request: `POST /api/accounts/${account.id}/informations`, status: 200 },
    });
  });

  it('does not record reads, refused requests, or the customer’s own changes', async () => {
    const account = await createAccount(customer, 'Vekil Okuma Ltd');
    const read = await call('GET', `/api/accounts/${account.id}?user_id=${customer.user.id}`, admin);
    expect(read.statusCode, read.body).toBe(200);
    const refused = await call(
      'POST',
      `/api/accounts/${account.id}/informations?user_id=${customer.user.id}`,
      admin,
      { informations: [{ key: 'not_a_key', value: 'x' }] },
    );
    expect(refused.statusCode).toBe(422);
    const own = await call('POST', `/api/accounts/${account.id}/informations`, customer, {
      informations: [{ key: 'city', value: 'İzmir' }],
    });
    expect(own.statusCode).toBe(200);
    expect(await actingEntries(account)).toEqual([]);
  });
});
