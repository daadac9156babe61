import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TManagedUser } from '@portal/contracts/staff/managed-users';
import type { TRoleItem } from '@portal/contracts/staff/roles';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/staff.ts';
import { bearer, DEMO, login, mailsTo, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
let customer: TSession & { password: string };
let admin: TSession;
let advisor: TSession;
let roleIds: Record<string, number>;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  [customer, admin, advisor] = await Promise.all([
    registerCustomer(t.app),
    login(t.app, DEMO.admin, DEMO.password),
    login(t.app, DEMO.advisor, DEMO.password),
  ]);
  const roles: TRoleItem[] = (await call('GET', '/api/roles', admin)).json().result;
  roleIds = Object.fromEntries(roles.map((role) => [role.name, role.id]));
});
afterAll(async () => {
  await t?.close();
});

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(method: TMethod, url: string, session?: TSession, payload?: object, language = 'en') {
  return t.app.inject({
    method,
    url,
    headers: { 'accept-language': language, ...(session ? bearer(session.token) : {}) },
    ...(payload ? { payload } : {}),
  });
}

let sequence = 0;
const PASSWORD = 'Staff2026pass';

function newPerson(role: string, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: `Kişi ${String.fromCharCode(65 + (sequence % 26))} ${sequence}`,
    email: `staff${sequence}-${Date.now()}@example.com`,
    password: PASSWORD,
    phone: '533 444 55 66',
    role_id: roleIds[role],
    ...overrides,
  };
}

async function createPerson(role: string, by: TSession = admin): Promise<TManagedUser> {
  const res = await call('POST', '/api/users', by, newPerson(role));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}

/** A person holding a new role with exactly these permissions, signed in. */
async function staffWith(permissions: string[]): Promise<TSession> {
  sequence += 1;
  const role = (await call('POST', '/api/roles', admin, { name: `Rol ${sequence}` })).json().result;
  await call('PUT', `/api/roles/${role.id}/permissions`, admin, { permissions });
  roleIds[role.name] = role.id;
  const person = await createPerson(role.name);
  return login(t.app, person.email, PASSWORD);
}

function edit(person: TManagedUser, changes: Partial<Record<string, unknown>> = {}) {
  return {
    name: person.name,
    email: person.email,
    phone: person.phone ?? '',
    role_id: person.role_id,
    is_active: person.is_active,
    ...changes,
  };
}

async function lastUserAudit(userId: number) {
  const [row] = await t.app.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.subjectType, 'user'), eq(auditLogs.subjectId, userId)))
    .orderBy(desc(auditLogs.id))
    .limit(1);
  return row;
}

// First, while the demo admin is the only admin.
describe('the last admin and one’s own admin role', () => {
  it('keeps the only active admin an admin and active (409), in Turkish and English', async () => {
    const me = (await call('GET', `/api/users?role=admin`, admin)).json().result.data[0] as TManagedUser;
    expect(me.id).toBe(admin.user.id);
    const demote = await call(
      'PUT',
      `/api/users/${me.id}`,
      admin,
      edit(me, { role_id: roleIds.advisor }),
      'tr',
    );
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(
      'Bu kullanıcı sistemdeki son etkin yönetici. Önce başka bir kullanıcıyı yönetici yapın.',
    );
    const remove = await call('DELETE', `/api/users/${me.id}`, admin);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(
      'This user is the last active administrator. Make another user an administrator first.',
    );
    const deactivate = await call('PUT', `/api/users/${me.id}`, admin, edit(me, { is_active: false }));
    expect(deactivate.statusCode).toBe(409);
  });

  it('with a second admin, still refuses to remove one’s own admin role or deactivate oneself', async () => {
    await createPerson('admin');
    const me = (await call('GET', `/api/users/${admin.user.id}`, admin)).json().result;
    const mine = { ...me, role_id: roleIds.admin, is_active: true, created_at: '' } as TManagedUser;
    const demote = await call('PUT', `/api/users/${me.id}`, admin, edit(mine, { role_id: roleIds.advisor }));
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(
      'You cannot remove your own administrator role. Another administrator can.',
    );
    const remove = await call('DELETE', `/api/users/${me.id}`, admin);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe('You cannot deactivate your own account.');
    // Nothing changed.
    expect((await call('GET', '/api/auth/permissions', admin)).json().result.role_name).toBe('admin');
  });

  it('lets an admin deactivate another admin while one stays', async () => {
    const other = await createPerson('admin');
    expect((await call('DELETE', `/api/users/${other.id}`, admin)).statusCode).toBe(200);
  });

  it('lets nobody deactivate themselves, admin or not', async () => {
    const manager = await staffWith([PERMISSIONS.showUsersAll]);
    const res = await call('DELETE', `/api/users/${manager.user.id}`, manager);
    expect(res.statusCode).toBe(409);
  });
});

describe('GET /api/users', () => {
  it('lists everyone sorted by name, with role and state, paged', async () => {
    const res = await call('GET', '/api/users?per_page=100', admin);
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json().result;
    expect(meta).toMatchObject({ page: 1, per_page: 100 });
    expect(meta.total).toBeGreaterThanOrEqual(5);
    for (const letter of ['B', 'C', 'A']) {
      await call('POST', '/api/users', admin, newPerson('customer', { name: `Sıralama ${letter}` }));
    }
    const sorted = (await call('GET', '/api/users?search=S%C4%B1ralama', admin)).json().result.data;
    expect(sorted.map((u: TManagedUser) => u.name)).toEqual(['Sıralama A', 'Sıralama B', 'Sıralama C']);
    const found = data.find((u: TManagedUser) => u.id === advisor.user.id);
    expect(found).toMatchObject({
      email: DEMO.advisor,
      role_name: 'advisor',
      role_id: roleIds.advisor,
      is_active: true,
      phone: '+905332223344',
    });
    const page2 = await call('GET', '/api/users?per_page=2&page=2', admin);
    expect(page2.json().result.data).toHaveLength(2);
    expect(page2.json().result.data[0].id).toBe(
      (await call('GET', '/api/users?per_page=4', admin)).json().result.data[2].id,
    );
  });

  it('searches name and e-mail, and filters by role and status', async () => {
    const bySearch = await call('GET', `/api/users?search=${encodeURIComponent(customer.user.email)}`, admin);
    expect(bySearch.json().result.data.map((u: TManagedUser) => u.id)).toEqual([customer.user.id]);
    const byName = await call('GET', `/api/users?search=${encodeURIComponent('mehmet dem')}`, admin);
    expect(byName.json().result.data.map((u: TManagedUser) => u.id)).toContain(advisor.user.id);
    const advisors = (await call('GET', '/api/users?role=advisor&per_page=100', admin)).json().result.data;
    expect(advisors.every((u: TManagedUser) => u.role_name === 'advisor')).toBe(true);
    const gone = await createPerson('advisor');
    await call('DELETE', `/api/users/${gone.id}`, admin);
    const inactive = (await call('GET', '/api/users?status=inactive&per_page=100', admin)).json().result.data;
    expect(inactive.map((u: TManagedUser) => u.id)).toContain(gone.id);
    expect(inactive.every((u: TManagedUser) => !u.is_active)).toBe(true);
    const active = (await call('GET', '/api/users?status=active&role=advisor&per_page=100', admin)).json()
      .result;
    expect(active.data.map((u: TManagedUser) => u.id)).not.toContain(gone.id);
  });

  it('treats % and _ in a search as letters', async () => {
    const res = await call('GET', '/api/users?search=%25', admin);
    expect(res.json().result.data).toEqual([]);
  });

  it('refuses a bad filter with 422', async () => {
    expect((await call('GET', '/api/users?status=gone', admin)).statusCode).toBe(422);
    expect((await call('GET', '/api/users?per_page=101', admin)).statusCode).toBe(422);
  });

  it('lets "show advisors" list advisors only, and "show users all" everyone', async () => {
    const advisorManager = await staffWith([PERMISSIONS.showAdvisors]);
    expect((await call('GET', '/api/users?role=advisor', advisorManager)).statusCode).toBe(200);
    expect((await call('GET', '/api/users?role=secretary', advisorManager)).statusCode).toBe(403);
    expect((await call('GET', '/api/users', advisorManager)).statusCode).toBe(403);
    const secretaryManager = await staffWith([PERMISSIONS.showSecretaries]);
    expect((await call('GET', '/api/users?role=secretary', secretaryManager)).statusCode).toBe(200);
    expect((await call('GET', '/api/users?role=advisor', secretaryManager)).statusCode).toBe(403);
  });

  it('is refused without a session (401) and to customers and advisors (403)', async () => {
    expect((await call('GET', '/api/users')).statusCode).toBe(401);
    expect((await call('GET', '/api/users', customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/users?role=advisor', customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/users', advisor)).statusCode).toBe(403);
  });
});

describe('POST /api/users', () => {
  it('creates a person with the role, unverified, mails them a link, and audits it', async () => {
    const body = newPerson('advisor', { email: ' New.Advisor@Example.com ' });
    const res = await call('POST', '/api/users', admin, body);
    expect(res.statusCode, res.body).toBe(201);
    const created: TManagedUser = res.json().result;
    expect(created).toMatchObject({
      name: body.name,
      email: 'new.advisor@example.com',
      phone: '+905334445566',
      role_id: roleIds.advisor,
      role_name: 'advisor',
      is_active: true,
    });
    expect(res.json().message).toBe(
      'The user has been created. A link to verify their e-mail address has been sent.',
    );
    const session = await login(t.app, 'new.advisor@example.com', PASSWORD);
    expect(session.user).toMatchObject({ role_name: 'advisor', is_email_verified: false });
    // The role's permissions: an advisor sees the companies assigned to them, not every company.
    expect(session.permissions).toContain(PERMISSIONS.showAccounts);
    expect(session.permissions).not.toContain(PERMISSIONS.showAccountsAll);
    expect(await mailsTo(t, 'new.advisor@example.com')).toHaveLength(1);
    const entry = await lastUserAudit(created.id);
    expect(entry).toMatchObject({ action: 'user.created', actorId: admin.user.id });
    expect(JSON.stringify(entry?.after)).not.toMatch(/password|argon/i);
  });

  it('refuses a taken e-mail with a translated field message', async () => {
    const res = await call(
      'POST',
      '/api/users',
      admin,
      newPerson('advisor', { email: DEMO.secretary }),
      'tr',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Bu e-posta adresiyle kayıtlı bir hesap zaten var.'] });
  });

  it('validates the body: the password rule, the phone and the role', async () => {
    const weak = await call('POST', '/api/users', admin, newPerson('advisor', { password: 'short' }));
    expect(weak.statusCode).toBe(422);
    expect(Object.keys(weak.json().errors)).toEqual(['password']);
    const phone = await call('POST', '/api/users', admin, newPerson('advisor', { phone: '212 123 45 67' }));
    expect(phone.json().errors).toEqual({
      phone: [
        'Please enter a valid mobile number: 10 digits starting with 5, or a number abroad with its country code (e.g. +49 151 23456789).',
      ],
    });
    const role = await call('POST', '/api/users', admin, newPerson('advisor', { role_id: 999999 }));
    expect(role.statusCode).toBe(422);
    expect(role.json().errors).toEqual({ role_id: ['Please choose a valid role.'] });
  });

  it('lets "show advisors" create advisors only, and only an admin create an admin', async () => {
    const advisorManager = await staffWith([PERMISSIONS.showAdvisors]);
    expect((await call('POST', '/api/users', advisorManager, newPerson('advisor'))).statusCode).toBe(201);
    expect((await call('POST', '/api/users', advisorManager, newPerson('secretary'))).statusCode).toBe(403);
    const manager = await staffWith([PERMISSIONS.showUsersAll]);
    expect((await call('POST', '/api/users', manager, newPerson('secretary'))).statusCode).toBe(201);
    expect((await call('POST', '/api/users', manager, newPerson('admin'))).statusCode).toBe(403);
  });

  it('is refused without a session (401) and to customers and advisors (403)', async () => {
    expect((await call('POST', '/api/users', undefined, newPerson('customer'))).statusCode).toBe(401);
    expect((await call('POST', '/api/users', customer, newPerson('customer'))).statusCode).toBe(403);
    expect((await call('POST', '/api/users', advisor, newPerson('customer'))).statusCode).toBe(403);
  });
});

describe('PUT /api/users/{id} by staff', () => {
  it('changes someone’s details, role and state, closes their sessions, and audits before/after', async () => {
    const person = await createPerson('advisor');
    const session = await login(t.app, person.email, PASSWORD);
    const res = await call(
      'PUT',
      `/api/users/${person.id}`,
      admin,
      edit(person, { name: 'Yeni İsim', role_id: roleIds.secretary, is_active: false }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      result: { name: 'Yeni İsim', role_name: 'secretary' },
      message: 'The user has been saved.',
    });
    expect((await call('GET', '/api/auth/permissions', session)).statusCode).toBe(401);
    expect(await lastUserAudit(person.id)).toMatchObject({
      action: 'user.deactivated',
      before: { name: person.name, role_name: 'advisor', is_active: true },
      after: { name: 'Yeni İsim', role_name: 'secretary', is_active: false },
    });
    const listed = (await call('GET', '/api/users?status=inactive&per_page=100', admin)).json().result.data;
    expect(listed.find((u: TManagedUser) => u.id === person.id)).toMatchObject({
      role_id: roleIds.secretary,
    });

    const back = await call('PUT', `/api/users/${person.id}`, admin, edit(person, { is_active: true }));
    expect(back.statusCode).toBe(200);
    expect((await login(t.app, person.email, PASSWORD)).user.role_name).toBe('advisor');
  });

  it('edits only the details when role and state are left out', async () => {
    const person = await createPerson('secretary');
    const res = await call('PUT', `/api/users/${person.id}`, admin, {
      name: 'Sadece İsim',
      email: person.email,
      phone: '5334445566',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastUserAudit(person.id)).toMatchObject({
      action: 'user.updated',
      before: { name: person.name },
      after: { name: 'Sadece İsim', role_name: 'secretary', is_active: true },
    });
  });

  it('refuses a role the caller may not give, and touching an admin without being one (403)', async () => {
    const manager = await staffWith([PERMISSIONS.showUsersAll]);
    const person = await createPerson('advisor');
    const promote = await call(
      'PUT',
      `/api/users/${person.id}`,
      manager,
      edit(person, { role_id: roleIds.admin }),
    );
    expect(promote.statusCode).toBe(403);
    const someAdmin = await createPerson('admin');
    const unseat = await call('DELETE', `/api/users/${someAdmin.id}`, manager);
    expect(unseat.statusCode).toBe(403);
    const advisorManager = await staffWith([PERMISSIONS.showAdvisors]);
    const toSecretary = await call(
      'PUT',
      `/api/users/${person.id}`,
      advisorManager,
      edit(person, { role_id: roleIds.secretary }),
    );
    expect(toSecretary.statusCode).toBe(403);
    // People outside their screen do not exist for them.
    const onCustomer = await call('PUT', `/api/users/${customer.user.id}`, advisorManager, {
      name: 'X',
      email: customer.user.email,
      phone: '5321234567',
    });
    expect(onCustomer.statusCode).toBe(404);
  });

  it('does not let a customer change their own role or state (403)', async () => {
    const body = { name: customer.user.name, email: customer.user.email, phone: '5321234567' };
    const res = await call('PUT', `/api/users/${customer.user.id}`, customer, {
      ...body,
      role_id: roleIds.admin,
    });
    expect(res.statusCode).toBe(403);
    // Sending what they already have is just a profile save.
    const same = await call('PUT', `/api/users/${customer.user.id}`, customer, {
      ...body,
      role_id: roleIds.customer,
      is_active: true,
    });
    expect(same.statusCode).toBe(200);
  });

  it('refuses an unknown role (422) and a missing user (404)', async () => {
    const person = await createPerson('advisor');
    const res = await call('PUT', `/api/users/${person.id}`, admin, edit(person, { role_id: 999999 }));
    expect(res.statusCode).toBe(422);
    expect((await call('PUT', '/api/users/999999', admin, edit(person))).statusCode).toBe(404);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('deactivates the person, closes their sessions, keeps them listed, and audits it', async () => {
    const person = await createPerson('advisor');
    const session = await login(t.app, person.email, PASSWORD);
    const res = await call('DELETE', `/api/users/${person.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      result: null,
      message: 'The user has been deactivated and their sessions closed.',
    });
    expect((await call('GET', '/api/auth/permissions', session)).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(await lastUserAudit(person.id)).toMatchObject({
      action: 'user.deactivated',
      before: { is_active: true },
      after: { is_active: false },
    });
    // Again: nothing left to do, same answer.
    expect((await call('DELETE', `/api/users/${person.id}`, admin)).statusCode).toBe(200);
  });

  it('answers 401 without a session, 404 to customers and for a missing user', async () => {
    const person = await createPerson('advisor');
    expect((await call('DELETE', `/api/users/${person.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/users/${person.id}`, customer)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/users/${person.id}`, advisor)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/users/999999', admin)).statusCode).toBe(404);
  });
});
