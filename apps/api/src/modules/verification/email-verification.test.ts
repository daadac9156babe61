import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../plugins/rate-limit/limits.ts';
import {
  bearer,
  DEMO,
  emailChangeApiCall,
  linkIn,
  login,
  mailsTo,
  RELAXED_LIMITS,
  registerCustomer,
  verificationApiPath,
} from '../../test/auth-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { emailHash, signEmailVerification } from './email-verification-link.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
});
afterAll(async () => {
  await t?.close();
});

/** The API path of the latest verification mail sent to the address. */
async function latestLink(email: string): Promise<string> {
  const mails = await mailsTo(t, email);
  return verificationApiPath(linkIn(mails.at(-1)?.text, '/app/email/verify/'));
}

async function open(path: string, options: { token?: string; language?: string } = {}) {
  return t.app.inject({
    method: 'GET',
    url: path,
    headers: {
      'accept-language': options.language ?? 'en',
      ...(options.token ? bearer(options.token) : {}),
    },
  });
}

describe('GET /api/verify/email/{id}/{hash}', () => {
  it('verifies the address from the mailed link, without a session', async () => {
    const person = await registerCustomer(t.app);
    const res = await open(await latestLink(person.user.email), { language: 'tr' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('E-posta adresiniz doğrulandı.');
    expect(res.json().result.user).toMatchObject({ id: person.user.id, is_email_verified: true });
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/users/${person.user.id}`,
      headers: bearer(person.token),
    });
    expect(me.json().result.is_email_verified).toBe(true);
  });

  it('works signed in as the same person, with the e-mail in the query, and says so when opened again', async () => {
    const person = await registerCustomer(t.app);
    const path = `${await latestLink(person.user.email)}&email=${encodeURIComponent(person.user.email)}`;
    expect((await open(path, { token: person.token })).statusCode).toBe(200);
    const again = await open(path, { token: person.token });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Your e-mail address is already verified.');
  });

  it('refuses a tampered link with 403', async () => {
    const person = await registerCustomer(t.app);
    const path = await latestLink(person.user.email);
    const other = await registerCustomer(t.app);
    const url = new URL(path, 'http://x');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = Number(url.searchParams.get('expires'));
    const tampered = [
      path.replace(
        `signature=${signature}`,
        `signature=${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
      ),
      path.replace(`expires=${expires}`, `expires=${expires + 3600}`),
      path.replace(`/email/${person.user.id}/`, `/email/${other.user.id}/`),
      path.replace(emailHash(person.user.email), emailHash(other.user.email)),
    ];
    for (const attempt of tampered) {
      const res = await open(attempt);
      expect(res.statusCode, attempt).toBe(403);
      expect(res.json()).toEqual({
        message: 'This verification link is not valid. Please open the link from the e-mail in full.',
      });
    }
    expect((await open(path)).statusCode).toBe(200);
  });

  it('refuses an expired link with 410 and its own message', async () => {
    const person = await registerCustomer(t.app);
    const hash = emailHash(person.user.email);
    const expires = Math.floor(Date.now() / 1000) - 60;
    const signature = signEmailVerification(t.config.appSecret, person.user.id, hash, expires);
    const res = await open(
      `/api/verify/email/${person.user.id}/${hash}?expires=${expires}&signature=${signature}`,
    );
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({
      message: 'This verification link has expired. Please sign in and ask for a new one.',
    });
  });

  it('refuses a link of another account while signed in, with 403', async () => {
    const person = await registerCustomer(t.app);
    const intruder = await login(t.app, DEMO.customer, DEMO.password);
    const res = await open(await latestLink(person.user.email), { token: intruder.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'This link belongs to another account. Please sign out and open the link again.',
    });
  });

  it('refuses a link sent to an address the account no longer uses', async () => {
    const person = await registerCustomer(t.app);
    const oldLink = await latestLink(person.user.email);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${person.user.id}`,
      headers: bearer(person.token),
      payload: {
        name: person.user.name,
        email: `new-${person.user.email}`,
        phone: person.user.phone,
        current_password: person.password,
      },
    });
    expect(changed.statusCode).toBe(200);
    // The change is confirmed from the new address.
    const [confirmation] = await mailsTo(t, `new-${person.user.email}`);
    const confirm = emailChangeApiCall(linkIn(confirmation?.text, '/app/email/change/'));
    expect((await t.app.inject({ method: 'POST', ...confirm })).statusCode).toBe(200);
    const res = await open(oldLink);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'This link was sent to an e-mail address your account no longer uses. Please ask for a new one.',
    );
  });

  it('refuses a link whose e-mail query is not the account’s address', async () => {
    const person = await registerCustomer(t.app);
    const res = await open(`${await latestLink(person.user.email)}&email=someone%40example.com`);
    expect(res.statusCode).toBe(403);
  });

  it('answers 422 for a malformed signature', async () => {
    const res = await open('/api/verify/email/1/abc?expires=1&signature=nothex');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['signature']);
  });
});

describe('GET /api/verify/email/send-email-verification-notification', () => {
  it('mails a new link, 3 times per 10 minutes, then answers 429 with Retry-After', async () => {
    const person = await registerCustomer(t.app);
    for (let i = 0; i < RATE_LIMITS.verificationSends.max; i++) {
      const res = await open('/api/verify/email/send-email-verification-notification', {
        token: person.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        result: { sent: true },
        message: 'We sent the verification link to your e-mail address.',
      });
    }
    expect(await mailsTo(t, person.user.email)).toHaveLength(1 + RATE_LIMITS.verificationSends.max);
    const blocked = await open('/api/verify/email/send-email-verification-notification', {
      token: person.token,
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    expect(blocked.json().message).toMatch(
      /^Too many verification requests\. Please try again in \d+ seconds\.$/,
    );
    // Every link mailed is valid until it expires.
    expect((await open(await latestLink(person.user.email))).statusCode).toBe(200);
  });

  it('sends nothing when the address is already verified', async () => {
    const admin = await login(t.app, DEMO.admin, DEMO.password);
    const res = await open('/api/verify/email/send-email-verification-notification', { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: { sent: false },
      message: 'Your e-mail address is already verified.',
    });
  });

  it('needs a session', async () => {
    expect((await open('/api/verify/email/send-email-verification-notification')).statusCode).toBe(401);
  });
});
