import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { bearer, DEMO, login, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { testConfig } from '../../test/test-config.ts';
import { createTestDatabase, type TTestDatabase } from '../../test/test-database.ts';

/*
 * STAFF_2FA switched from `optional` to `required`: one database, the server started first with
 * one setting and then with the other, as a deployment would.
 */
let now = new Date('2026-11-25T09:00:00Z');
let database: TTestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
let staffBefore: TSession;
let customerBefore: TSession;

async function start(staffTwoFactor: 'optional' | 'required') {
  const started = await buildApp({
    config: testConfig({ STAFF_2FA: staffTwoFactor }),
    // Both servers use the one database; it is closed once, after the second.
    database: { ...database.handle, close: async () => {} },
    logger: false,
    runJobs: false,
    rateLimits: RELAXED_LIMITS,
    now: () => now,
  });
  await started.ready();
  return started;
}

beforeAll(async () => {
  database = await createTestDatabase('seeded');
  const optional = await start('optional');
  staffBefore = await login(optional, DEMO.advisor, DEMO.password);
  customerBefore = await registerCustomer(optional);
  await optional.close();
  app = await start('required');
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const me = (session: { token: string; user: { id: number } }) =>
  app.inject({
    method: 'GET',
    url: `/api/users/${session.user.id}`,
    headers: { ...bearer(session.token), 'accept-language': 'en' },
  });

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'en' } });

describe('a staff session made without a second factor, once STAFF_2FA is required', () => {
  it('is refused with 401 and a message that says why; a customer’s session goes on', async () => {
    const refused = await me(staffBefore);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(
      'Staff accounts now sign in with two-step verification. Please sign in again.',
    );
    // Refreshing it is no way round.
    const refresh = await app.inject({
      method: 'GET',
      url: '/api/auth/refresh-token',
      headers: bearer(staffBefore.token),
    });
    expect(refresh.statusCode).toBe(401);
    expect((await me(customerBefore)).statusCode).toBe(200);
  });

  it('is replaced by one made with the second factor, which lives on through its refreshes', async () => {
    const first = await post('/api/auth/login', { email: DEMO.advisor, password: DEMO.password });
    expect(first.json().result).toMatchObject({ two_factor: 'setup_required' });
    const { challenge } = first.json().result;
    const { secret } = (await post('/api/auth/two-factor/setup', { challenge })).json().result;
    const code = await generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
    const confirmed = await post('/api/auth/two-factor/setup/confirm', { challenge, code });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const session: TSession = confirmed.json().result.session;
    expect((await me(session)).statusCode).toBe(200);

    const refreshed = await app.inject({
      method: 'GET',
      url: '/api/auth/refresh-token',
      headers: bearer(session.token),
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await me({ ...session, token: refreshed.json().result.token })).statusCode).toBe(200);
    // The old session stays refused, even now that the person has a second factor.
    expect((await me(staffBefore)).statusCode).toBe(401);
    now = new Date(now.getTime() + 30_000);
  });
});
