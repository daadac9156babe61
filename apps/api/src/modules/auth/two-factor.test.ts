import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

// The clock the codes are checked against: moved a step at a time instead of waiting.
let now = new Date('2026-11-25T09:00:00Z');
let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ STAFF_2FA: 'required' }, { rateLimits: RELAXED_LIMITS, now: () => now });
});
afterAll(async () => {
  await t?.close();
});

const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
const nextStep = () => {
  now = new Date(now.getTime() + 30_000);
};

function post(url: string, payload: object, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'accept-language': 'en', ...(token ? bearer(token) : {}) },
  });
}

const signIn = (email: string, password: string) => post('/api/auth/login', { email, password });

describe('a customer who turns two-step verification on', () => {
  it('signs in with the password and then a code, each code once, or a recovery code once', async () => {
    const person = await registerCustomer(t.app);
    const started = await post('/api/two-factor/enrollment', {}, person.token);
    expect(started.statusCode).toBe(200);
    const { secret, otpauth_uri, qr_svg } = started.json().result;
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(qr_svg).toMatch(/^<svg/);
    const confirmed = await post(
      '/api/two-factor/enrollment/confirm',
      { code: await codeFor(secret) },
      person.token,
    );
    expect(confirmed.statusCode).toBe(201);
    const recovery: string[] = confirmed.json().result.recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(recovery[0]).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);

    nextStep();
    const first = await signIn(person.user.email, person.password);
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({ two_factor: 'required' });
    expect(first.json().result.token).toBeUndefined();
    const { challenge } = first.json().result;

    const wrong = await post('/api/auth/two-factor', { challenge, code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      code: ['This code is not correct. Please check your authenticator app and try again.'],
    });
    const code = await codeFor(secret);
    const ok = await post('/api/auth/two-factor', { challenge, code });
    expect(ok.statusCode).toBe(200);
    const session: TSession = ok.json().result;
    expect(session.user.id).toBe(person.user.id);
    // The same code a second time, within its step: refused.
    expect((await post('/api/auth/two-factor', { challenge, code })).statusCode).toBe(422);

    const withRecovery = await post('/api/auth/two-factor', {
      challenge,
      recovery_code: recovery[0]?.toUpperCase(),
    });
    expect(withRecovery.statusCode).toBe(200);
    expect((await post('/api/auth/two-factor', { challenge, recovery_code: recovery[0] })).statusCode).toBe(
      422,
    );
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/two-factor',
      headers: bearer(session.token),
    });
    expect(status.json().result).toEqual({ enabled: true, required: false, recovery_codes_left: 9 });
  });

  it('refuses a forged or expired challenge, and counts codes within a budget', async () => {
    const person = await registerCustomer(t.app);
    const { secret } = (await post('/api/two-factor/enrollment', {}, person.token)).json().result;
    await post('/api/two-factor/enrollment/confirm', { code: await codeFor(secret) }, person.token);
    nextStep();
    const { challenge } = (await signIn(person.user.email, person.password)).json().result;
    expect(
      (await post('/api/auth/two-factor', { challenge: `${challenge}x`, code: '123456' })).statusCode,
    ).toBe(422);
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await post('/api/auth/two-factor', { challenge, code: '000000' })).statusCode);
    expect(answers).toEqual([422, 422, 422, 422, 422, 429]);
    now = new Date(now.getTime() + 6 * 60_000);
    const expired = await post('/api/auth/two-factor', { challenge, code: await codeFor(secret) });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe('This sign-in has expired. Please sign in again.');
  });

  it('turns it off with the password', async () => {
    const person = await registerCustomer(t.app);
    const { secret } = (await post('/api/two-factor/enrollment', {}, person.token)).json().result;
    await post('/api/two-factor/enrollment/confirm', { code: await codeFor(secret) }, person.token);
    const remove = (current_password: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/two-factor',
        payload: { current_password },
        headers: { ...bearer(person.token), 'accept-language': 'en' },
      });
    expect((await remove('not-my-password')).statusCode).toBe(422);
    expect((await remove(person.password)).statusCode).toBe(200);
    const again = await signIn(person.user.email, person.password);
    expect(again.json().result.token).toBeDefined();
  });
});

describe('staff when STAFF_2FA=required', () => {
  it('enrol at their first sign-in, then need a code every time and cannot turn it off', async () => {
    const first = await signIn(DEMO.secretary, DEMO.password);
    expect(first.json().result).toMatchObject({ two_factor: 'setup_required' });
    const { challenge } = first.json().result;
    const setup = await post('/api/auth/two-factor/setup', { challenge });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json().result;
    const confirmed = await post('/api/auth/two-factor/setup/confirm', {
      challenge,
      code: await codeFor(secret),
    });
    expect(confirmed.statusCode).toBe(201);
    const { session, recovery_codes } = confirmed.json().result;
    expect(recovery_codes).toHaveLength(10);

    nextStep();
    const next = await signIn(DEMO.secretary, DEMO.password);
    expect(next.json().result).toMatchObject({ two_factor: 'required' });
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/two-factor',
      payload: { current_password: DEMO.password },
      headers: { ...bearer(session.token), 'accept-language': 'en' },
    });
    expect(off.statusCode).toBe(409);

    const events = await t.app.inject({
      method: 'GET',
      url: `/api/security-events?type=two_factor_enabled&user_id=${session.user.id}`,
      headers: bearer(session.token),
    });
    // Only admins read the log: the secretary is refused, which also shows the route is guarded.
    expect(events.statusCode).toBe(403);
  });
});
