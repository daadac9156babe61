import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../plugins/rate-limit/limits.ts';
import { bearer, linkIn, mailsTo, registerCustomer } from '../../test/auth-helpers.ts';
import { testClock } from '../../test/public-form-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

// The real sign-in budgets (this file is about them) and a clock the unlock links expire on.
const clock = testClock('2026-03-02T08:00:00Z');
let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp(
    {},
    { now: clock.now, rateLimits: { authRoutesPerIp: { max: 10_000, windowMs: 60_000, per: 'IP' } } },
  );
});
afterAll(async () => {
  await t?.close();
});

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

function signIn(email: string, password: string, unlock?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: freshIp(),
    headers: { 'accept-language': 'en' },
    payload: { email, password, ...(unlock === undefined ? {} : { unlock_token: unlock }) },
  });
}

/** Spends the account's budget from as many addresses, and answers the owner's unlock link. */
async function lockOut(person: { user: { email: string }; password: string }): Promise<string> {
  for (let i = 0; i < RATE_LIMITS.loginPerAccount.max; i++) {
    expect((await signIn(person.user.email, 'wrong-password1')).statusCode).toBe(422);
  }
  // The right password from a new address waits too: the budget is the account's.
  expect((await signIn(person.user.email, person.password)).statusCode).toBe(429);
  const mails = (await mailsTo(t, person.user.email)).filter((mail) => mail.text?.includes('token='));
  expect(mails).toHaveLength(1);
  const link = new URL(linkIn(mails[0]?.text, '/app/login?'));
  expect(link.pathname).toMatch(/^\/(tr|en)\/app\/login$/);
  expect(link.searchParams.get('email')).toBe(person.user.email);
  return link.searchParams.get('token') ?? '';
}

describe('an account whose sign-in budget is spent', () => {
  it('mails its owner, once a window, a link that lets the right password through', async () => {
    const person = await registerCustomer(t.app);
    const unlock = await lockOut(person);
    // More guesses in the same window send no second mail.
    expect((await signIn(person.user.email, 'wrong-password2')).statusCode).toBe(429);
    expect((await mailsTo(t, person.user.email)).filter((m) => m.text?.includes('token='))).toHaveLength(1);

    // A guesser holding no link stays stopped; the link with a wrong password is a wrong password.
    expect((await signIn(person.user.email, 'wrong-password3', unlock)).statusCode).toBe(422);
    const owner = await signIn(person.user.email, person.password, unlock);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().result.token).toBeDefined();
    // Signing in cleared the lock: the account's budget starts again.
    expect((await signIn(person.user.email, person.password)).statusCode).toBe(200);
  });

  it('opens only its own account, only for an hour, and dies with a password change', async () => {
    const person = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const unlock = await lockOut(person);
    await lockOut(other);
    expect((await signIn(other.user.email, other.password, unlock)).statusCode).toBe(429);
    expect((await signIn(person.user.email, person.password, `${unlock}0`)).statusCode).toBe(429);

    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/users/${person.user.id}/change-password`,
      headers: bearer(person.token),
      payload: {
        current_password: person.password,
        password: 'renewed-2026-pass',
        password_confirmation: 'renewed-2026-pass',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await signIn(person.user.email, 'renewed-2026-pass', unlock)).statusCode).toBe(429);

    const third = await registerCustomer(t.app);
    const late = await lockOut(third);
    clock.advanceSeconds(61 * 60);
    // The counters' window runs on their own time; the link's hour is past.
    expect((await signIn(third.user.email, third.password, late)).statusCode).toBe(429);
  });
});
