import { createHash } from 'node:crypto';
import { DEFAULT_ROLE_PERMISSIONS } from '@portal/contracts/auth/permissions';
import { TOKEN_LIFETIME_MS } from '@portal/contracts/common/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { personalAccessTokens } from '../../db/schema/auth-tokens.ts';
import {
  bearer,
  DEMO,
  linkIn,
  login,
  mailsTo,
  RELAXED_LIMITS,
  registerCustomer,
  registration,
} from '../../test/auth-helpers.ts';
import { dumpSecretTables } from '../../test/database-dump.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ APP_URL: 'https://portal.example.com' }, { rateLimits: RELAXED_LIMITS });
});
afterAll(async () => {
  await t?.close();
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

describe('POST /api/auth/register', () => {
  it('creates a customer and answers 201 "check your mail" with no session; the password signs them in', async () => {
    const body = registration();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(res.statusCode).toBe(201);
    // No token: an address that has an account already gets this very answer (see below).
    expect(res.json()).toEqual({
      result: null,
      message:
        'Girdiğiniz adrese bir e-posta gönderdik. Adresinizi doğrulamak için e-postadaki bağlantıyı açın, ardından şifrenizle giriş yapın.',
    });

    const before = Date.now();
    const session = await login(t.app, body.email, body.password);
    const expires = Date.parse(session.token_expire);
    expect(expires).toBeGreaterThanOrEqual(before + TOKEN_LIFETIME_MS - 1000);
    expect(session.user).toMatchObject({
      name: body.name,
      email: body.email,
      phone: '+905321234567',
      language_id: 1,
      role_name: 'customer',
      is_email_verified: false,
      is_phone_verified: false,
      avatar_url: null,
    });
    expect(session.user.roles).toEqual([{ id: session.user.role_id, name: 'customer' }]);
    expect([...session.permissions].sort()).toEqual([...DEFAULT_ROLE_PERMISSIONS.customer].sort());
    expect(session.accounts).toEqual([]);
  });

  it('mails the verification link in Turkish, as HTML and plain text, with the product look', async () => {
    const session = await registerCustomer(t.app);
    const [mail, ...others] = await mailsTo(t, session.user.email);
    expect(others).toEqual([]);
    expect(mail?.file).toMatch(/^\d{8}T\d{9}Z-person\d+-\d+-example-com-[a-f0-9]{6}\.eml$/);
    expect(mail?.subject).toBe('E-posta adresinizi doğrulayın – Firmaport');
    expect(mail?.from?.text).toContain('Firmaport');
    const link = linkIn(mail?.text, '/app/email/verify/');
    expect(link).toMatch(
      new RegExp(
        `^https://portal\\.example\\.com/tr/app/email/verify/${session.user.id}/[a-f0-9]{40}\\?expires=\\d+&signature=[a-f0-9]{64}$`,
      ),
    );
    const html = String(mail?.html);
    expect(html).toContain('#1e2a5e');
    expect(html).toContain('E-posta adresimi doğrula');
    expect(html).toContain(link.replace(/&/g, '&amp;'));
    expect(mail?.text).toContain('Merhaba Ayşe Yılmaz,');
  });

  it('keeps the language the person registered in: English account, English mail, /en link', async () => {
    const session = await registerCustomer(t.app, {}, 'en-GB,en;q=0.9');
    expect(session.user.language_id).toBe(2);
    const [mail] = await mailsTo(t, session.user.email);
    expect(mail?.subject).toBe('Verify your e-mail address – Firmaport');
    expect(linkIn(mail?.text, '/app/email/verify/')).toContain(
      'https://portal.example.com/en/app/email/verify/',
    );
  });

  it('answers an address that has an account exactly as a new one, and mails its owner instead', async () => {
    const owner = await registerCustomer(t.app);
    const register = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'accept-language': 'en' },
        payload: body,
      });
    const asNew = await register(registration());
    const stranger = registration({
      email: owner.user.email.toUpperCase(),
      password: 'another-pass-2026',
      password_confirmation: 'another-pass-2026',
    });
    const asTaken = await register(stranger);
    expect(asTaken.statusCode).toBe(201);
    expect(asTaken.statusCode).toBe(asNew.statusCode);
    expect(asTaken.json()).toEqual(asNew.json());
    expect(asTaken.json()).toEqual({
      result: null,
      message:
        'We have sent a mail to the address you entered. Open the link in it to confirm your address, then sign in with your password.',
    });

    // Nothing changed on the account: the stranger's password opens nothing, the owner's still does.
    const intruder = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.user.email, password: 'another-pass-2026' },
    });
    expect(intruder.statusCode).toBe(422);
    expect((await login(t.app, owner.user.email, owner.password)).user.id).toBe(owner.user.id);

    // The owner is told, in their language, with the way to sign in or reset; no new link to verify.
    const mails = await mailsTo(t, owner.user.email);
    expect(mails.filter((mail) => mail.text?.includes('/app/email/verify/'))).toHaveLength(1);
    const notice = mails.at(-1);
    expect(notice?.subject).toBe('E-posta adresinizle kayıt olunmak istendi – Firmaport');
    expect(linkIn(notice?.text, '/app/login')).toMatch(
      /^https:\/\/portal\.example\.com\/tr\/app\/login\?email=/,
    );
    expect(linkIn(notice?.text, '/app/forgot-pass')).toBe('https://portal.example.com/tr/app/forgot-pass');
  });

  it('mails an owner a few notices an hour at most, and answers every attempt the same', async () => {
    const owner = await registerCustomer(t.app);
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration({ email: owner.user.email }),
      });
      answers.push([res.statusCode, res.body]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.[0]).toBe(201);
    const notices = (await mailsTo(t, owner.user.email)).filter((mail) => mail.text?.includes('/app/login?'));
    expect(notices).toHaveLength(3);
  });

  it('refuses a weak or mismatched password with a translated message per field', async () => {
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ password: 'abc', password_confirmation: 'abc' }),
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual(['Şifre en az 8 karakter olmalıdır.']);

    // NIST SP 800-63B: any characters, no composition rule, but not one of the 10,000 most common.
    const common = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'en' },
      payload: registration({ password: 'Password1', password_confirmation: 'Password1' }),
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({
      password: [
        'This password is among the most commonly used ones and easy to guess. Please choose another, for example a few words in a row.',
      ],
    });
    const passphrase = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({
        password: 'correct horse battery staple',
        password_confirmation: 'correct horse battery staple',
      }),
    });
    expect(passphrase.statusCode).toBe(201);

    const mismatched = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'en' },
      payload: registration({ password: 'portal2026', password_confirmation: 'portal2027' }),
    });
    expect(mismatched.statusCode).toBe(422);
    expect(mismatched.json().errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
  });

  it('refuses a bad e-mail and phone, and a language other than 1', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'en' },
      payload: { ...registration({ email: 'ayse@', phone: '212 123 45 67' }), language_id: 2 },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.email).toEqual(['Please enter a valid e-mail address.']);
    expect(errors.phone).toEqual([
      'Please enter a valid mobile number: 10 digits starting with 5, or a number abroad with its country code (e.g. +49 151 23456789).',
    ]);
    expect(Object.keys(errors)).toContain('language_id');
  });

  it('registers a founder with a mobile number abroad, stored in E.164 (issue 36)', async () => {
    const body = registration({ phone: '+49 151 23456789' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const session = await login(t.app, body.email, body.password);
    expect(session.user.phone).toBe('+4915123456789');
  });

  it('refuses a landline abroad, an unknown country code, a foreign number without its code and garbage', async () => {
    for (const phone of [
      '+49 30 1234567',
      '+999 1234 5678',
      '0151 23456789',
      'not a number',
      '+49 151 2345678901234',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'accept-language': 'tr' },
        payload: registration({ phone }),
      });
      expect(res.statusCode, phone).toBe(422);
      expect(res.json().errors, phone).toEqual({
        phone: [
          'Lütfen geçerli bir cep telefonu numarası girin: 5 ile başlayan 10 hane ya da yurt dışı numarası için ülke koduyla (örneğin +49 151 23456789).',
        ],
      });
    }
  });
});

describe('POST /api/auth/login', () => {
  it('answers the session: token, user with roles, permission names and accounts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'en' },
      payload: { email: DEMO.admin, password: DEMO.password, remember_me: true },
    });
    expect(res.statusCode).toBe(200);
    const { result, message } = res.json();
    expect(message).toBe('You are signed in.');
    expect(result.user.role_name).toBe('admin');
    expect(result.user.roles[0].name).toBe('admin');
    expect([...result.permissions].sort()).toEqual([...DEFAULT_ROLE_PERMISSIONS.admin].sort());
    expect(result.accounts).toEqual([]);
    expect(Object.keys(result).sort()).toEqual(['accounts', 'permissions', 'token', 'token_expire', 'user']);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const session = await login(t.app, `  ${DEMO.customer.toUpperCase()} `, DEMO.password);
    expect(session.user.email).toBe(DEMO.customer);
  });

  it('gives a wrong password and an unknown e-mail the very same answer', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO.advisor, password: 'not-the-password1' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'not-the-password1' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      message: 'E-posta adresi veya şifre hatalı.',
      errors: { email: ['E-posta adresi veya şifre hatalı.'] },
    });
  });

  it('refuses a deactivated account, and only after the right password', async () => {
    const session = await registerCustomer(t.app);
    await t.database.handle.db.update(users).set({ isActive: false }).where(eq(users.id, session.user.id));
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: session.user.email, password: 'wrong-password1' },
    });
    expect(wrong.statusCode).toBe(422);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'en' },
      payload: { email: session.user.email, password: session.password },
    });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ message: 'This account has been deactivated. Please contact us.' });
    // Its existing token stops working too.
    expect((await call('GET', `/api/users/${session.user.id}`, session.token)).statusCode).toBe(401);
  });

  it('requires an e-mail and a password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'password']);
  });
});

describe('bearer tokens', () => {
  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('x'.repeat(43))]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/refresh-token', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({
        message: 'Bu işlem için giriş yapmalısınız. Oturumunuzun süresi dolmuş olabilir.',
      });
    }
  });

  it('stops working when it expires', async () => {
    const session = await registerCustomer(t.app);
    await t.database.handle.db
      .update(personalAccessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(personalAccessTokens.tokenHash, sha256(session.token)));
    expect((await call('GET', `/api/users/${session.user.id}`, session.token)).statusCode).toBe(401);
  });

  it('is stored only as its SHA-256, never in plain text', async () => {
    const session = await registerCustomer(t.app);
    const dump = await dumpSecretTables(t.database.handle.db);
    expect(dump).not.toContain(session.token);
    expect(dump).not.toContain(session.password);
    expect(dump).toContain(sha256(session.token));
    const [row] = await t.database.handle.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, session.user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('records when it was last used', async () => {
    const session = await registerCustomer(t.app);
    await call('GET', `/api/users/${session.user.id}`, session.token);
    const [row] = await t.database.handle.db
      .select({ lastUsedAt: personalAccessTokens.lastUsedAt })
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.tokenHash, sha256(session.token)));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token of the call and leaves the other sessions alone', async () => {
    const session = await registerCustomer(t.app);
    const other = await login(t.app, session.user.email, session.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(session.token), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: null, message: 'You are signed out.' });
    expect((await call('GET', `/api/users/${session.user.id}`, session.token)).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/logout', session.token)).statusCode).toBe(401);
    expect((await call('GET', `/api/users/${session.user.id}`, other.token)).statusCode).toBe(200);
  });
});

describe('GET /api/auth/refresh-token', () => {
  it('answers a new 2-hour token and revokes the old one', async () => {
    const session = await registerCustomer(t.app);
    const res = await call('GET', '/api/auth/refresh-token', session.token);
    expect(res.statusCode).toBe(200);
    const { token, token_expire } = res.json().result;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(session.token);
    expect(Math.abs(Date.parse(token_expire) - (Date.now() + TOKEN_LIFETIME_MS))).toBeLessThan(5_000);
    expect((await call('GET', `/api/users/${session.user.id}`, token)).statusCode).toBe(200);
    expect((await call('GET', `/api/users/${session.user.id}`, session.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/refresh-token', session.token)).statusCode).toBe(401);
  });

  it('gives two parallel refreshes with one token a single new token', async () => {
    const session = await registerCustomer(t.app);
    const answers = await Promise.all([
      call('GET', '/api/auth/refresh-token', session.token),
      call('GET', '/api/auth/refresh-token', session.token),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });
});

describe('GET /api/auth/tokens/delete', () => {
  it('revokes every token of the user, this one included, and no one else’s', async () => {
    const session = await registerCustomer(t.app);
    const second = await login(t.app, session.user.email, session.password);
    const stranger = await registerCustomer(t.app);
    const res = await call('GET', '/api/auth/tokens/delete', session.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Tüm oturumlarınız kapatıldı.');
    for (const token of [session.token, second.token]) {
      expect((await call('GET', `/api/users/${session.user.id}`, token)).statusCode).toBe(401);
    }
    expect((await call('GET', `/api/users/${stranger.user.id}`, stranger.token)).statusCode).toBe(200);
    // Signing in again works.
    await login(t.app, session.user.email, session.password);
  });
});

describe('the OpenAPI document', () => {
  it('lists the auth, verification and user routes with their response schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method, status] of [
      ['/api/auth/register', 'post', '201'],
      ['/api/auth/login', 'post', '200'],
      ['/api/auth/logout', 'post', '200'],
      ['/api/auth/refresh-token', 'get', '200'],
      ['/api/auth/tokens/delete', 'get', '200'],
      ['/api/auth/forgot-password', 'post', '200'],
      ['/api/auth/reset-password', 'post', '200'],
      ['/api/verify/email/{id}/{hash}', 'get', '410'],
      ['/api/verify/email/send-email-verification-notification', 'get', '200'],
      ['/api/verify/sms/send-sms-verification-notification', 'get', '200'],
      ['/api/verify/sms', 'get', '200'],
      ['/api/users/{id}', 'put', '200'],
      ['/api/users/{id}/update-avatar', 'post', '413'],
      ['/api/users/{id}/avatar', 'get', '200'],
      ['/api/users/{id}/change-password', 'post', '200'],
      ['/api/auth/two-factor', 'post', '200'],
      ['/api/two-factor/enrollment/confirm', 'post', '201'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.responses?.[status], `${method} ${path} ${status}`).toBeDefined();
    }
    // A session, or the challenge of the second step.
    const login = doc.paths['/api/auth/login'].post.responses['200'].content['application/json'].schema;
    const shapes = login.properties.result.anyOf.map((shape: { required: string[] }) => shape.required);
    expect(shapes).toEqual(
      expect.arrayContaining([
        expect.arrayContaining(['token', 'token_expire', 'user', 'permissions', 'accounts']),
        expect.arrayContaining(['two_factor', 'challenge', 'expires_at']),
      ]),
    );
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
