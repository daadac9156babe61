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

  it('refuses a user_id not written as a canonical id with 422, before any route reads it', async () => {
    const padded = (id: number) => [
      `0${id}`,
      `00${id}`,
      `${id}.0`,
      `+${id}`,
      `%20${id}`,
      `${id}%20`,
      `${id}e0`,
      `0x${id.toString(16)}`,
    ];
    // A staff member's companies, read through a padded id: acting never reaches staff.
    for (const value of padded(advisor.user.id)) {
      const res = await call('GET', `/api/accounts?user_id=${value}`, admin);
      expect(res.statusCode, value).toBe(422);
      expect(Object.keys(res.json().errors), value).toEqual(['user_id']);
    }
    // The key twice is no single reading either.
    const twice = await call(
      'GET',
      `/api/accounts?user_id=${customer.user.id}&user_id=${advisor.user.id}`,
      admin,
    );
    expect(twice.statusCode).toBe(422);
    // A route whose own query does not name user_id refuses it all the same.
    const unnamed = await call('GET', `/api/auth/refresh-token?user_id=0${customer.user.id}`, admin);
    expect(unnamed.statusCode).toBe(422);

    // A company made for the customer through a padded id: refused, so nothing goes unaudited.
    const before = await call('GET', `/api/accounts?user_id=${customer.user.id}`, admin);
    for (const value of padded(customer.user.id)) {
      const res = await call('POST', `/api/accounts?user_id=${value}`, admin, { name: 'Dolgu Ltd' });
      expect(res.statusCode, value).toBe(422);
    }
    const after = await call('GET', `/api/accounts?user_id=${customer.user.id}`, admin);
    expect(after.json().result.meta.total).toBe(before.json().result.meta.total);

    // The canonical id still acts, and the change is audited.
    const made = await call('POST', `/api/accounts?user_id=${customer.user.id}`, admin, {
      name: 'Kanonik Ltd',
    });
    expect(made.statusCode, made.body).toBe(201);
    const log = await call('GET', `/api/audit-logs?action=user.acted_for&actor_id=${admin.user.id}`, admin);
    const creations = (log.json().result.data as TAuditEntry[]).filter((entry) =>
      JSON.stringify(entry.after).includes('"POST /api/accounts"'),
    );
    expect(creations).toHaveLength(1);
    expect(creations[0]).toMatchObject({ acting_for_user_id: customer.user.id });
  });

  it('refuses non-canonical ids in paths too', async () => {
    const account = await createAccount(customer, 'Yol Kimliği Ltd');
    for (const value of [`0${account.id}`, `${account.id}.0`, `+${account.id}`]) {
      const res = await call('GET', `/api/accounts/${value}`, customer);
      expect(res.statusCode, value).toBe(422);
    }
    expect((await call('GET', `/api/accounts/${account.id}`, customer)).statusCode).toBe(200);
  });
});
