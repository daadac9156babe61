import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResetTokens } from '../../db/schema/auth-tokens.ts';
import {
  bearer,
  linkIn,
  login,
  mailsTo,
  RELAXED_LIMITS,
  readMailOutbox,
  registerCustomer,
} from '../../test/auth-helpers.ts';
import { dumpSecretTables } from '../../test/database-dump.ts';
import { eventually } from '../../test/eventually.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ APP_URL: 'http://127.0.0.1:4000' }, { rateLimits: RELAXED_LIMITS });
});
afterAll(async () => {
  await t?.close();
});

/** Asks for a reset link; the mail leaves after the answer, so this waits for it too. */
async function forgot(email: string, language = 'tr') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: { 'accept-language': language },
    payload: { email },
  });
  await t.app.backgroundIdle();
  return res;
}

/** Asks for a reset and returns the token and e-mail of the mailed link. */
async function resetLink(email: string): Promise<{ token: string; email: string; link: string }> {
  expect((await forgot(email)).statusCode).toBe(200);
  const mails = await mailsTo(t, email);
  const link = linkIn(mails.at(-1)?.text, '/app/change-pass');
  const url = new URL(link);
  return { token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '', link };
}

async function reset(body: {
  email: string;
  token: string;
  password: string;
  password_confirmation?: string;
}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: { 'accept-language': 'en' },
    payload: { password_confirmation: body.password, ...body },
  });
}

describe('POST /api/auth/forgot-password', () => {
  it('answers before the mail is sent, so a slow mail server does not tell which addresses exist', async () => {
    const person = await registerCustomer(t.app);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = vi.spyOn(t.app.mailer, 'send').mockImplementation(async () => held);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: person.user.email },
      });
      // The answer is here while the mail is still held at the mail server.
      expect(res.statusCode).toBe(200);
      await eventually(() => expect(send).toHaveBeenCalledTimes(1));
      release();
      await t.app.backgroundIdle();
    } finally {
      send.mockRestore();
    }
  });

  it('mails a reset link in the person’s language and says the same as for an unknown address', async () => {
    const person = await registerCustomer(t.app, {}, 'en');
    const known = await forgot(person.user.email);
    const before = (await readMailOutbox(t)).length;
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toMatch(/^Bu adresle kayıtlı bir hesap varsa/);
    expect((await readMailOutbox(t)).length).toBe(before);

    const [, mail] = await mailsTo(t, person.user.email);
    expect(mail?.subject).toBe('Reset your password – Firmaport');
    const link = linkIn(mail?.text, '/app/change-pass');
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:4000\/en\/app\/change-pass\?token=[A-Za-z0-9_-]{43}&email=/);
    expect(new URL(link).searchParams.get('email')).toBe(person.user.email);
    expect(String(mail?.html)).toContain('Choose a new password');
  });

  it('stores only the hash of the reset token', async () => {
    const person = await registerCustomer(t.app);
    const { token } = await resetLink(person.user.email);
    const dump = await dumpSecretTables(t.database.handle.db);
    expect(token.length).toBe(43);
    expect(dump).not.toContain(token);
  });

  it('refuses a malformed address with 422', async () => {
    const res = await forgot('not-an-email', 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Please enter a valid e-mail address.'] });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, revokes every token of the user, and the old password stops working', async () => {
    const person = await registerCustomer(t.app);
    const otherSession = await login(t.app, person.user.email, person.password);
    const { token, email } = await resetLink(person.user.email);

    const res = await reset({ email, token, password: 'brand-new-2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: null,
      message: 'Your password has been changed. You can sign in with your new password.',
    });
    for (const old of [person.token, otherSession.token]) {
      const me = await t.app.inject({
        method: 'GET',
        url: `/api/users/${person.user.id}`,
        headers: bearer(old),
      });
      expect(me.statusCode).toBe(401);
    }
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.user.email, password: person.password },
    });
    expect(oldPassword.statusCode).toBe(422);
    await login(t.app, person.user.email, 'brand-new-2026');
  });

  it('refuses a token used before', async () => {
    const person = await registerCustomer(t.app);
    const { token, email } = await resetLink(person.user.email);
    expect((await reset({ email, token, password: 'first-reset-1' })).statusCode).toBe(200);
    const again = await reset({ email, token, password: 'second-reset-2' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'This password reset link has already been used. Please ask for a new one.',
      errors: { token: ['This password reset link has already been used. Please ask for a new one.'] },
    });
    await login(t.app, person.user.email, 'first-reset-1');
  });

  it('refuses an expired token', async () => {
    const person = await registerCustomer(t.app);
    const { token, email } = await resetLink(person.user.email);
    await t.database.handle.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, person.user.id));
    const res = await reset({ email, token, password: 'too-late-2026' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This password reset link has expired. Please ask for a new one.');
    await login(t.app, person.user.email, person.password);
  });

  it('refuses a wrong token, and a right token for another address', async () => {
    const person = await registerCustomer(t.app);
    const someoneElse = await registerCustomer(t.app);
    const { token, email } = await resetLink(person.user.email);
    const invalid = 'This password reset link is not valid. Please ask for a new one.';
    const wrong = await reset({ email, token: `${token.slice(0, -1)}x`, password: 'guessing-2026' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(invalid);
    const foreign = await reset({ email: someoneElse.user.email, token, password: 'guessing-2026' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(invalid);
    // The token is still good for its own address.
    expect((await reset({ email, token, password: 'rightful-2026' })).statusCode).toBe(200);
  });

  it('only honours the latest link when several were asked for', async () => {
    const person = await registerCustomer(t.app);
    const first = await resetLink(person.user.email);
    const second = await resetLink(person.user.email);
    expect((await reset({ ...first, password: 'older-link-2026' })).statusCode).toBe(422);
    expect((await reset({ ...second, password: 'newer-link-2026' })).statusCode).toBe(200);
  });

  it('refuses a weak or mismatched new password and leaves the token usable', async () => {
    const person = await registerCustomer(t.app);
    const { token, email } = await resetLink(person.user.email);
    const weak = await reset({ email, token, password: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toContain('The password must be at least 8 characters long.');
    const mismatched = await reset({
      email,
      token,
      password: 'portal2026',
      password_confirmation: 'portal2027',
    });
    expect(mismatched.json().errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
    expect((await reset({ email, token, password: 'portal2026' })).statusCode).toBe(200);
  });
});
