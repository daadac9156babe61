import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { PERMISSION_NAMES, PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TRoleItem } from '@portal/contracts/staff/roles';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userRoles } from '../../db/schema/auth.ts';
import { auditLogs } from '../../db/schema/staff.ts';
import { bearer, DEMO, login, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
let customer: TSession;
let admin: TSession;
let advisor: TSession;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  [customer, admin, advisor] = await Promise.all([
    registerCustomer(t.app),
    login(t.app, DEMO.admin, DEMO.password),
    login(t.app, DEMO.advisor, DEMO.password),
  ]);
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

async function allRoles(): Promise<TRoleItem[]> {
  const res = await call('GET', '/api/roles', admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

async function roleNamed(name: string): Promise<TRoleItem> {
  const role = (await allRoles()).find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role;
}

async function createRole(name: string): Promise<TRoleItem> {
  const res = await call('POST', '/api/roles', admin, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}

async function lastAudit(subjectId: number) {
  const [row] = await t.app.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.subjectType, 'role'), eq(auditLogs.subjectId, subjectId)))
    .orderBy(desc(auditLogs.id))
    .limit(1);
  return row;
}

describe('GET /api/permissions', () => {
  it('lists every permission name to those who edit roles', async () => {
    const res = await call('GET', '/api/permissions', admin);
    expect(res.statusCode).toBe(200);
    const names = res.json().result.map((p: { name: string }) => p.name);
    expect(names.sort()).toEqual([...PERMISSION_NAMES].sort());
  });

  it('needs a session and a role-editing permission', async () => {
    expect((await call('GET', '/api/permissions')).statusCode).toBe(401);
    expect((await call('GET', '/api/permissions', customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/permissions', advisor)).statusCode).toBe(403);
  });
});

describe('GET /api/roles', () => {
  it('answers the four built-in roles with their permissions and holders', async () => {
    const list = await allRoles();
    expect(list.map((r) => r.name)).toEqual(
      expect.arrayContaining(['customer', 'advisor', 'secretary', 'admin']),
    );
    const adminRole = list.find((r) => r.name === 'admin');
    expect(adminRole).toMatchObject({ is_builtin: true });
    expect(adminRole?.permissions).toContain(PERMISSIONS.showPermissions);
    expect(adminRole?.permissions).not.toContain(PERMISSIONS.cantBuyProducts);
    expect(adminRole?.users_count).toBeGreaterThanOrEqual(1);
    expect(list.find((r) => r.name === 'customer')?.users_count).toBeGreaterThanOrEqual(2);
  });

  it('is refused to customers and to staff without a roles or people permission', async () => {
    expect((await call('GET', '/api/roles')).statusCode).toBe(401);
    expect((await call('GET', '/api/roles', customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/roles', advisor)).statusCode).toBe(403);
  });
});

describe('POST /api/roles', () => {
  it('creates a role without permissions and audits it', async () => {
    const role = await createRole('  Muhasebeci ');
    expect(role).toMatchObject({ name: 'Muhasebeci', permissions: [], users_count: 0, is_builtin: false });
    expect(await lastAudit(role.id)).toMatchObject({
      action: 'role.created',
      actorId: admin.user.id,
      after: { name: 'Muhasebeci', permissions: [] },
    });
  });

  it('refuses a taken name, whatever its case, with a translated field message', async () => {
    await createRole('Stajyer');
    const res = await call('POST', '/api/roles', admin, { name: 'STAJYER' }, 'tr');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['Bu isimde bir rol zaten var.'] });
    const builtin = await call('POST', '/api/roles', admin, { name: 'Admin' });
    expect(builtin.json().errors).toEqual({ name: ['A role with this name already exists.'] });
  });

  it('validates the name (2 to 50 characters)', async () => {
    const short = await call('POST', '/api/roles', admin, { name: 'a' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ name: ['Please enter a valid value.'] });
    const long = await call('POST', '/api/roles', admin, { name: 'x'.repeat(51) });
    expect(long.json().errors).toEqual({ name: ['The text you entered is too long for this field.'] });
  });

  it('needs "show roles"', async () => {
    expect((await call('POST', '/api/roles', undefined, { name: 'Yeni' })).statusCode).toBe(401);
    expect((await call('POST', '/api/roles', customer, { name: 'Yeni' })).statusCode).toBe(403);
    expect((await call('POST', '/api/roles', advisor, { name: 'Yeni' })).statusCode).toBe(403);
  });
});

describe('PUT /api/roles/{id}', () => {
  it('renames a custom role and audits the names before and after', async () => {
    const role = await createRole('Arşiv');
    const res = await call('PUT', `/api/roles/${role.id}`, admin, { name: 'Arşiv Sorumlusu' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      result: { name: 'Arşiv Sorumlusu' },
      message: 'The role has been saved.',
    });
    expect(await lastAudit(role.id)).toMatchObject({
      action: 'role.updated',
      before: { name: 'Arşiv' },
      after: { name: 'Arşiv Sorumlusu' },
    });
  });

  it.each(['customer', 'advisor', 'secretary', 'admin'])(
    'keeps the built-in %s role’s name (409)',
    async (name) => {
      const role = await roleNamed(name);
      const res = await call('PUT', `/api/roles/${role.id}`, admin, { name: 'Başka' }, 'tr');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `"${name}" rolü sistemin temel rollerinden biridir; adı değiştirilemez ve silinemez.`,
      );
    },
  );

  it('refuses a built-in name for a custom role, and answers 404 for a missing role', async () => {
    const role = await createRole('Geçici');
    expect((await call('PUT', `/api/roles/${role.id}`, admin, { name: 'admin' })).statusCode).toBe(422);
    expect((await call('PUT', '/api/roles/999999', admin, { name: 'Yok' })).statusCode).toBe(404);
  });

  it('needs "show roles"', async () => {
    const role = await createRole('Kilitli');
    expect((await call('PUT', `/api/roles/${role.id}`, undefined, { name: 'X1' })).statusCode).toBe(401);
    expect((await call('PUT', `/api/roles/${role.id}`, customer, { name: 'X1' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/roles/${role.id}`, advisor, { name: 'X1' })).statusCode).toBe(403);
  });
});

describe('DELETE /api/roles/{id}', () => {
  it('deletes a role nobody holds and audits what it was', async () => {
    const role = await createRole('Silinecek');
    await call('PUT', `/api/roles/${role.id}/permissions`, admin, { permissions: [PERMISSIONS.showCalls] });
    const res = await call('DELETE', `/api/roles/${role.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: null, message: 'The role has been deleted.' });
    expect((await allRoles()).some((r) => r.id === role.id)).toBe(false);
    expect(await lastAudit(role.id)).toMatchObject({
      action: 'role.deleted',
      before: { name: 'Silinecek', permissions: [PERMISSIONS.showCalls] },
    });
  });

  it('refuses a role that users hold (409), saying how many', async () => {
    const role = await createRole('Dolu');
    await t.app.db.insert(userRoles).values({ userId: customer.user.id, roleId: role.id, position: 5 });
    const res = await call('DELETE', `/api/roles/${role.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This role is held by 1 user(s). Give them another role before deleting it.',
    );
    await t.app.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, customer.user.id), eq(userRoles.roleId, role.id)));
  });

  it('refuses the built-in roles (409) and a missing one (404)', async () => {
    const role = await roleNamed('secretary');
    expect((await call('DELETE', `/api/roles/${role.id}`, admin)).statusCode).toBe(409);
    expect((await call('DELETE', '/api/roles/999999', admin)).statusCode).toBe(404);
    const [still] = await t.app.db.select().from(roles).where(eq(roles.id, role.id));
    expect(still?.name).toBe('secretary');
  });

  it('needs "show roles"', async () => {
    const role = await createRole('Korumalı');
    expect((await call('DELETE', `/api/roles/${role.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/roles/${role.id}`, customer)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/roles/${role.id}`, advisor)).statusCode).toBe(403);
  });
});

describe('PUT /api/roles/{id}/permissions', () => {
  it('replaces the set at once, effective on the next request of the role’s users', async () => {
    const role = await roleNamed('advisor');
    const before = role.permissions;
    // By default an advisor reaches only the companies assigned to them (issue 11).
    expect((await call('GET', '/api/accounts?all', advisor)).statusCode).toBe(403);

    const granted = [...before, PERMISSIONS.showAccountsAll];
    const res = await call('PUT', `/api/roles/${role.id}/permissions`, admin, { permissions: granted });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      result: { id: role.id, permissions: [...granted].sort() },
      message: "The role's permissions have been saved.",
    });
    // The same token, no new sign-in: the next request already has the permission.
    expect((await call('GET', '/api/accounts?all', advisor)).statusCode).toBe(200);
    const snapshot = await call('GET', '/api/auth/permissions', advisor);
    expect(snapshot.json().result).toEqual({ role_name: 'advisor', permissions: [...granted].sort() });
    expect(await lastAudit(role.id)).toMatchObject({
      action: 'role.permissions_changed',
      before: { name: 'advisor', permissions: [...before].sort() },
      after: { name: 'advisor', permissions: [...granted].sort() },
    });

    const restored = await call('PUT', `/api/roles/${role.id}/permissions`, admin, { permissions: before });
    expect(restored.statusCode).toBe(200);
    expect((await call('GET', '/api/accounts?all', advisor)).statusCode).toBe(403);
  });

  it('gives a custom role’s holders its permissions', async () => {
    const role = await createRole('Çağrı Merkezi');
    const person = await registerCustomer(t.app);
    await t.app.db.insert(userRoles).values({ userId: person.user.id, roleId: role.id, position: 9 });
    await call('PUT', `/api/roles/${role.id}/permissions`, admin, { permissions: [PERMISSIONS.showRoles] });
    expect((await call('GET', '/api/roles', person)).statusCode).toBe(200);
    await call('PUT', `/api/roles/${role.id}/permissions`, admin, { permissions: [] });
    expect((await call('GET', '/api/roles', person)).statusCode).toBe(403);
  });

  it.each([
    [PERMISSIONS.showPermissions, 'show permissions'],
    [PERMISSIONS.showRoles, 'show roles'],
  ])('keeps "%s" on the admin role, so nobody locks the matrix (409)', async (removed, listed) => {
    const role = await roleNamed('admin');
    const res = await call('PUT', `/api/roles/${role.id}/permissions`, admin, {
      permissions: role.permissions.filter((name) => name !== removed),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(listed);
    expect((await roleNamed('admin')).permissions).toEqual(role.permissions);
  });

  it('refuses an unknown permission name (422) and a missing role (404)', async () => {
    const role = await roleNamed('secretary');
    const unknown = await call('PUT', `/api/roles/${role.id}/permissions`, admin, { permissions: ['fly'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'permissions.0': ['Please enter a valid value.'] });
    expect((await call('PUT', '/api/roles/999999/permissions', admin, { permissions: [] })).statusCode).toBe(
      404,
    );
  });

  it('needs "show permissions"', async () => {
    const role = await roleNamed('customer');
    const body = { permissions: role.permissions };
    expect((await call('PUT', `/api/roles/${role.id}/permissions`, undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', `/api/roles/${role.id}/permissions`, customer, body)).statusCode).toBe(403);
    expect((await call('PUT', `/api/roles/${role.id}/permissions`, advisor, body)).statusCode).toBe(403);
  });
});

describe('GET /api/auth/permissions', () => {
  it('answers the caller’s role and permissions as stored now', async () => {
    const res = await call('GET', '/api/auth/permissions', customer);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      role_name: 'customer',
      permissions: [...customer.permissions].sort(),
    });
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/auth/permissions')).statusCode).toBe(401);
  });
});
