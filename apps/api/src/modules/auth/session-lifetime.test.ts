import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// The clock every token check reads: the tests move it instead of waiting.
let now = new Date('2026-11-25T06:00:00Z');
let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => now });
});
afterAll(async () => {
  await t?.close();
});

async function signIn(email: string, password: string, rememberMe: boolean): Promise<TSession> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, remember_me: rememberMe },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

function refresh(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/refresh-token', headers: bearer(token) });
}

/** Refreshes every 1 h 50 min, as the web app does before the idle limit, until `until`. */
async function keepRefreshing(token: string, until: Date): Promise<{ token: string; expires: Date }> {
  let current = { token, expires: new Date(0) };
  while (now.getTime() + 110 * MINUTE <= until.getTime()) {
    now = new Date(now.getTime() + 110 * MINUTE);
    const res = await refresh(current.token);
    expect(res.statusCode, `refresh at ${now.toISOString()}`).toBe(200);
    const { token: next, token_expire } = res.json().result;
    current = { token: next, expires: new Date(token_expire) };
  }
  return current;
}

describe('the absolute lifetime of a session', () => {
  it('ends a session 12 hours after sign-in, however often it is refreshed', async () => {
    now = new Date('2026-11-25T06:00:00Z');
    const person = await registerCustomer(t.app);
    const start = new Date(now);
    const session = await signIn(person.user.email, person.password, false);
    const last = await keepRefreshing(session.token, new Date(start.getTime() + 11 * HOUR));
    // The last token is cut at the session's end, not 2 hours after its refresh.
    expect(last.expires.toISOString()).toBe(new Date(start.getTime() + 12 * HOUR).toISOString());
    now = new Date(start.getTime() + 12 * HOUR + 1_000);
    expect((await refresh(last.token)).statusCode).toBe(401);
  });

  it('lasts 30 days with remember_me, still ending after 2 idle hours', async () => {
    now = new Date('2026-11-25T06:00:00Z');
    const person = await registerCustomer(t.app);
    const start = new Date(now);
    const session = await signIn(person.user.email, person.password, true);
    const last = await keepRefreshing(session.token, new Date(start.getTime() + 13 * HOUR));
    expect(last.expires.getTime()).toBeGreaterThan(start.getTime() + 13 * HOUR);
    // Two idle hours end it all the same.
    now = new Date(last.expires.getTime() + 1_000);
    expect((await refresh(last.token)).statusCode).toBe(401);
  });
});
