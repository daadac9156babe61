import type { TSession } from '@portal/contracts/auth/auth-schemas';
import type { TSecurityEvent } from '@portal/contracts/staff/security-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, login, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

// The clock the server reads: moved by the tests so events fall on known Istanbul days.
let now = new Date('2026-11-24T21:30:00Z'); // 25 November, 00:30 in Istanbul
let t: TTestApp;
let advisor: TSession;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => now });
  advisor = await login(t.app, DEMO.advisor, DEMO.password);
});
afterAll(async () => {
  await t?.close();
});

/** The log as the admin reads it, signed in at the moved clock (a session from another day has ended). */
async function events(query: string, as: 'admin' | TSession = 'admin') {
  const session = as === 'admin' ? await login(t.app, DEMO.admin, DEMO.password) : as;
  return t.app.inject({
    method: 'GET',
    url: `/api/security-events${query}`,
    headers: { ...bearer(session.token), 'accept-language': 'en' },
  });
}

function loginAttempt(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '198.51.100.9',
    payload: { email, password },
  });
}

describe('GET /api/security-events', () => {
  it('records sign-ins and failures with the IP, never the password, newest first', async () => {
    const person = await registerCustomer(t.app);
    now = new Date('2026-11-24T21:30:00Z');
    expect((await loginAttempt(person.user.email, 'Wrong-password-1')).statusCode).toBe(422);
    now = new Date('2026-11-24T21:31:00Z');
    expect((await loginAttempt(person.user.email, person.password)).statusCode).toBe(200);

    const res = await events(`?user_id=${person.user.id}`);
    expect(res.statusCode).toBe(200);
    const data: TSecurityEvent[] = res.json().result.data;
    expect(data.map((event) => event.type)).toEqual(['sign_in', 'sign_in_failed']);
    expect(data[1]).toMatchObject({
      user: { id: person.user.id, email: person.user.email },
      ip: '198.51.100.9',
      detail: { reason: 'wrong_password' },
      occurred_at: '2026-11-24T21:30:00.000Z',
    });
    expect(res.body).not.toContain('Wrong-password-1');
    expect(res.body).not.toContain(person.password);
  });

  it('filters by type and by Istanbul calendar day', async () => {
    const person = await registerCustomer(t.app);
    now = new Date('2026-11-26T20:59:00Z'); // 26 November, 23:59 in Istanbul
    await loginAttempt(person.user.email, 'Wrong-password-1');
    now = new Date('2026-11-26T21:00:00Z'); // 27 November, 00:00 in Istanbul
    await loginAttempt(person.user.email, 'Wrong-password-2');

    const onThe26th = await events(
      `?type=sign_in_failed&user_id=${person.user.id}&from=2026-11-26&to=2026-11-26`,
    );
    expect(onThe26th.json().result.data.map((e: TSecurityEvent) => e.occurred_at)).toEqual([
      '2026-11-26T20:59:00.000Z',
    ]);
    const fromThe27th = await events(`?type=sign_in_failed&user_id=${person.user.id}&from=2026-11-27`);
    expect(fromThe27th.json().result.meta.total).toBe(1);
    const signIns = await events(`?type=sign_in&user_id=${person.user.id}`);
    expect(signIns.json().result.data).toEqual([]);
  });

  it('is for the admin role only, and checks its filters', async () => {
    now = new Date();
    advisor = await login(t.app, DEMO.advisor, DEMO.password);
    expect((await events('', advisor)).statusCode).toBe(403);
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/security-events' });
    expect(unauthenticated.statusCode).toBe(401);
    expect((await events('?type=coffee')).statusCode).toBe(422);
    expect((await events('?from=2026-13-01')).statusCode).toBe(422);
  });
});
