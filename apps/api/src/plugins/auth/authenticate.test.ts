import { rmSync } from 'node:fs';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { permissions, rolePermissions, roles, users } from '../../db/schema/auth.ts';
import { bearer, DEMO, login, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { grantPermission } from '../../test/staff-fixtures.ts';
import { testConfig } from '../../test/test-config.ts';
import { createTestDatabase, type TTestDatabase } from '../../test/test-database.ts';
import { requireAuth } from './authenticate.ts';

/*
 * The decorators later issues use: `app.authenticate`, `app.authenticateOptional` and
 * `app.requirePermission(name)` as onRequest hooks, `requireAuth(request)` in the handler.
 */
let app: Awaited<ReturnType<typeof buildApp>>;
let database: TTestDatabase;
const config = testConfig();

beforeAll(async () => {
  database = await createTestDatabase('seeded');
  app = await buildApp({
    config,
    database: database.handle,
    logger: false,
    rateLimits: RELAXED_LIMITS,
  });
  app.get('/probe/who', { onRequest: [app.authenticate] }, async (request) => {
    const auth = requireAuth(request);
    return {
      id: auth.user.id,
      roles: auth.roles.map((r) => r.name),
      permissions: [...auth.permissions].sort(),
    };
  });
  app.get('/probe/name', { onRequest: [app.authenticate] }, async (request) => ({
    name: requireAuth(request).user.name,
  }));
  app.get('/probe/maybe', { onRequest: [app.authenticateOptional] }, async (request) => ({
    id: request.auth?.user.id ?? null,
  }));
  app.get(
    '/probe/staff',
    { onRequest: [app.authenticate, app.requirePermission(PERMISSIONS.showUsersAll)] },
    async () => ({ ok: true }),
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  rmSync(config.dataDir, { recursive: true, force: true });
});

describe('app.authenticate', () => {
  it('puts the user, their roles and their permission names on the request', async () => {
    const admin = await login(app, DEMO.admin, DEMO.password);
    const res = await app.inject({ method: 'GET', url: '/probe/who', headers: bearer(admin.token) });
    expect(res.json()).toEqual({
      id: admin.user.id,
      roles: ['admin'],
      permissions: [...admin.permissions].sort(),
    });
  });

  it('answers 401 without a live token', async () => {
    expect((await app.inject({ method: 'GET', url: '/probe/who' })).statusCode).toBe(401);
  });
});

describe('a signed-in caller, however it is kept between requests', () => {
  // On the embedded database the caller of a token is kept in memory; each change below must
  // reach the very next request (no waiting), and on PostgreSQL each is read afresh.
  const who = async (token: string) =>
    app.inject({ method: 'GET', url: '/probe/who', headers: bearer(token) });

  it('loses a revoked token, a deactivated user and a changed name on the next request', async () => {
    const person = await registerCustomer(app);
    expect((await who(person.token)).statusCode).toBe(200);
    await app.db.update(users).set({ name: 'Yeni Ad' }).where(eq(users.id, person.user.id));
    expect((await who(person.token)).json().id).toBe(person.user.id);
    const renamed = await app.inject({ method: 'GET', url: '/probe/name', headers: bearer(person.token) });
    expect(renamed.json()).toEqual({ name: 'Yeni Ad' });

    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(person.token),
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await who(person.token)).statusCode).toBe(401);

    const again = await login(app, person.user.email, person.password);
    expect((await who(again.token)).statusCode).toBe(200);
    await app.db.update(users).set({ isActive: false }).where(eq(users.id, person.user.id));
    expect((await who(again.token)).statusCode).toBe(401);
  });

  it("follows a change to a role's permissions on the next request", async () => {
    const customer = await login(app, DEMO.customer, DEMO.password);
    const before = (await who(customer.token)).json().permissions as string[];
    expect(before).not.toContain(PERMISSIONS.showUsersAll);
    await grantPermission(app.db, 'customer', PERMISSIONS.showUsersAll);
    try {
      expect((await who(customer.token)).json().permissions).toContain(PERMISSIONS.showUsersAll);
    } finally {
      const [role] = await app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'customer'));
      const [permission] = await app.db
        .select({ id: permissions.id })
        .from(permissions)
        .where(eq(permissions.name, PERMISSIONS.showUsersAll));
      await app.db
        .delete(rolePermissions)
        .where(
          and(
            eq(rolePermissions.roleId, role?.id ?? 0),
            eq(rolePermissions.permissionId, permission?.id ?? 0),
          ),
        );
    }
    expect((await who(customer.token)).json().permissions).not.toContain(PERMISSIONS.showUsersAll);
  });
});

describe('app.authenticateOptional', () => {
  it('knows the caller when a live token is sent, and lets guests and stale tokens through', async () => {
    const person = await registerCustomer(app);
    const signedIn = await app.inject({ method: 'GET', url: '/probe/maybe', headers: bearer(person.token) });
    expect(signedIn.json()).toEqual({ id: person.user.id });
    expect((await app.inject({ method: 'GET', url: '/probe/maybe' })).json()).toEqual({ id: null });
    const stale = await app.inject({ method: 'GET', url: '/probe/maybe', headers: bearer('x'.repeat(43)) });
    expect(stale.json()).toEqual({ id: null });
  });
});

describe('app.requirePermission', () => {
  it('lets holders of the permission in and answers 403 to everyone else', async () => {
    const admin = await login(app, DEMO.admin, DEMO.password);
    const customer = await login(app, DEMO.customer, DEMO.password);
    expect(
      (await app.inject({ method: 'GET', url: '/probe/staff', headers: bearer(admin.token) })).statusCode,
    ).toBe(200);
    const refused = await app.inject({
      method: 'GET',
      url: '/probe/staff',
      headers: { ...bearer(customer.token), 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You are not allowed to do this.' });
    expect((await app.inject({ method: 'GET', url: '/probe/staff' })).statusCode).toBe(401);
  });
});
