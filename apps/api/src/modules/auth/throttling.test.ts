import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../plugins/rate-limit/limits.ts';
import { bearer, linkIn, mailsTo, registerCustomer } from '../../test/auth-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

// The real figures of limits.ts: this file is about them.
let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

let ipCounter = 0;
/** Each test from its own address, so the per-IP limit of one test does not reach the next. */
const freshIp = () => `198.51.100.${++ipCounter}`;

function loginFrom(ip: string, email: string, password: string, language = 'tr') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { 'accept-language': language },
    payload: { email, password },
  });
}

describe('failed sign-ins', () => {
  it('answer 429 with Retry-After after 5 failures a minute for one address and IP, even with the right password', async () => {
    const ip = freshIp();
    const person = await registerCustomer(t.app);
    for (let i = 0; i < RATE_LIMITS.loginFailures.max; i++) {
      expect((await loginFrom(ip, person.user.email, 'wrong-password1')).statusCode).toBe(422);
    }
    const blocked = await loginFrom(ip, person.user.email, person.password, 'en');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.json()).toEqual({
      message: `Too many failed sign-in attempts. Please try again in ${retryAfter} seconds.`,
    });

    // Another IP, and another address from this IP, are not stopped.
    expect((await loginFrom(freshIp(), person.user.email, person.password)).statusCode).toBe(200);
    expect((await loginFrom(ip, 'someone-else@example.com', 'wrong-password1')).statusCode).toBe(422);
  });

  it('are forgotten after a successful sign-in', async () => {
    const ip = freshIp();
    const person = await registerCustomer(t.app);
    for (let i = 0; i < RATE_LIMITS.loginFailures.max - 1; i++) {
      expect((await loginFrom(ip, person.user.email, 'wrong-password1')).statusCode).toBe(422);
    }
    expect((await loginFrom(ip, person.user.email, person.password)).statusCode).toBe(200);
    for (let i = 0; i < RATE_LIMITS.loginFailures.max; i++) {
      expect((await loginFrom(ip, person.user.email, 'wrong-password1')).statusCode).toBe(422);
    }
    expect((await loginFrom(ip, person.user.email, 'wrong-password1')).statusCode).toBe(429);
  });
});

describe('sign-ins to one account from every IP together', () => {
  it('stop after 20 in 15 minutes, even in parallel, and the owner gets one mail about it', async () => {
    const person = await registerCustomer(t.app);
    const { max } = RATE_LIMITS.loginPerAccount;
    const attempts = await Promise.all(
      Array.from({ length: max + 10 }, () => loginFrom(freshIp(), person.user.email, 'wrong-password1')),
    );
    const codes = attempts.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 422)).toHaveLength(max);
    expect(codes.filter((code) => code === 429)).toHaveLength(10);
    // The right password from a new address waits too: the budget is the account's.
    expect((await loginFrom(freshIp(), person.user.email, person.password)).statusCode).toBe(429);

    const mails = await mailsTo(t, person.user.email);
    const warnings = mails.filter((mail) => mail.text?.includes('/app/forgot-pass'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.text).toContain('15');
    expect(linkIn(warnings[0]?.text, '/app/forgot-pass')).toMatch(/^http.*\/(tr|en)\/app\/forgot-pass$/);
  });
});

describe('forgot-password', () => {
  it('answers 429 after 3 requests in 15 minutes for one address and IP', async () => {
    const ip = freshIp();
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: ip,
        payload: { email },
      });
    for (let i = 0; i < RATE_LIMITS.forgotPassword.max; i++) {
      expect((await ask('forgetful@example.com')).statusCode).toBe(200);
    }
    const blocked = await ask('forgetful@example.com');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json().message).toBe(
      `Çok fazla şifre sıfırlama isteği gönderdiniz. Lütfen ${retryAfter} saniye sonra tekrar deneyin.`,
    );
    expect((await ask('another@example.com')).statusCode).toBe(200);
  });
});

describe('the guest auth routes', () => {
  it('allow 30 requests a minute per IP, then answer 429 in the error shape', async () => {
    const ip = freshIp();
    const { max } = RATE_LIMITS.authRoutesPerIp;
    for (let i = 0; i < max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: {},
      });
      expect(res.statusCode).toBe(422);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: ip,
      headers: { 'accept-language': 'en' },
      payload: {},
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({ message: 'You sent too many requests. Please try again in a moment.' });
    // Another IP is not stopped, and neither are the signed-in routes from this one.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: freshIp(),
      payload: {},
    });
    expect(other.statusCode).toBe(422);
    const person = await registerCustomer(t.app);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/users/${person.user.id}`,
      remoteAddress: ip,
      headers: bearer(person.token),
    });
    expect(profile.statusCode).toBe(200);
  });
});
