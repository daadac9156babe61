import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AVATAR_MAX_BYTES } from '@portal/contracts/users/avatar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  DEMO,
  emailChangeApiCall,
  linkIn,
  login,
  mailsTo,
  RELAXED_LIMITS,
  registerCustomer,
  registration,
} from '../../test/auth-helpers.ts';
import { inPiecesCutInFile, multipartBody } from '../../test/multipart-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
});
afterAll(async () => {
  await t?.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0 test jpeg'),
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 test webp'),
]);

type TMethod = 'GET' | 'PUT' | 'POST';

async function call(method: TMethod, url: string, token?: string, payload?: object, language = 'en') {
  return t.app.inject({
    method,
    url,
    headers: { 'accept-language': language, ...(token ? bearer(token) : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** A multipart/form-data body, built the way a browser builds it. */
async function multipart(field: string, data: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

async function uploadAvatar(
  userId: number,
  token: string,
  data: Buffer,
  type = 'image/png',
  field = 'avatar',
) {
  const body = await multipart(field, data, 'me.png', type);
  return t.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/update-avatar`,
    headers: { ...bearer(token), 'content-type': body.contentType, 'accept-language': 'en' },
    payload: body.payload,
  });
}

/** The avatar upload delivered the way a socket may deliver it (see `inPiecesCutInFile`). */
async function uploadAvatarInPieces(userId: number, token: string, data: Buffer, cut: number) {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'me.png');
  const body = await multipartBody(form);
  return t.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/update-avatar`,
    headers: {
      ...bearer(token),
      'content-type': body.contentType,
      'content-length': String(body.payload.length),
      'accept-language': 'en',
    },
    payload: inPiecesCutInFile(body.payload, cut),
  });
}

const avatarFiles = () => {
  const folder = join(t.config.dataDir, 'uploads', 'avatars');
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe('GET /api/users/{id}', () => {
  it('answers the signed-in person’s own record', async () => {
    const person = await registerCustomer(t.app);
    const res = await call('GET', `/api/users/${person.user.id}`, person.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual(person.user);
  });

  it('answers 404, not 403, when a customer asks for someone else (existing or not)', async () => {
    const person = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    for (const id of [other.user.id, 999_999]) {
      const res = await call('GET', `/api/users/${id}`, person.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Record not found.' });
    }
  });

  it('lets staff holding "show users all" read anyone, and no one else', async () => {
    const person = await registerCustomer(t.app);
    const admin = await login(t.app, DEMO.admin, DEMO.password);
    const res = await call('GET', `/api/users/${person.user.id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.email).toBe(person.user.email);
    const advisor = await login(t.app, DEMO.advisor, DEMO.password);
    expect((await call('GET', `/api/users/${person.user.id}`, advisor.token)).statusCode).toBe(404);
    // Editing someone else is managing people (managed-users.test.ts): not for this advisor.
    const edit = await call('PUT', `/api/users/${person.user.id}`, advisor.token, {
      name: 'Changed',
      email: person.user.email,
      phone: '5321234567',
    });
    expect(edit.statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/users/1')).statusCode).toBe(401);
  });
});

describe('PUT /api/users/{id}', () => {
  it('saves name and phone (+90, no spaces) and keeps the e-mail verified when it did not change', async () => {
    const person = await registerCustomer(t.app);
    const res = await call('PUT', `/api/users/${person.user.id}`, person.token, {
      name: '  Ayşe Demir ',
      email: person.user.email,
      phone: '0 555 111 22 33',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your details have been saved.');
    expect(res.json().result).toMatchObject({ name: 'Ayşe Demir', phone: '+905551112233' });
    expect(await mailsTo(t, person.user.email)).toHaveLength(1);
  });

  it('refuses a name with a line break, a tab or another control character (422), and keeps the old one', async () => {
    const person = await registerCustomer(t.app);
    for (const name of [
      'Ayşe\r\nBcc: someone@example.com',
      'Ayşe\tDemir',
      'Ayşe\u0085Demir',
      'Ayşe\u007fDemir',
    ]) {
      const res = await call('PUT', `/api/users/${person.user.id}`, person.token, {
        name,
        email: person.user.email,
        phone: person.user.phone,
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(422);
      expect(res.json().errors).toEqual({
        name: ['This field must be a single line, without line breaks, tabs or other control characters.'],
      });
    }
    const user = await call('GET', `/api/users/${person.user.id}`, person.token);
    expect(user.json().result.name).toBe(person.user.name);
  });

  it('changes one’s own e-mail only once the new address confirms it, and tells the old one', async () => {
    const person = await registerCustomer(t.app);
    const elsewhere = await login(t.app, person.user.email, person.password);
    const newEmail = `changed-${person.user.email}`;
    const res = await call('PUT', `/api/users/${person.user.id}`, person.token, {
      name: 'Ayşe Yeni',
      email: newEmail.toUpperCase(),
      phone: person.user.phone,
      current_password: person.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Your details have been saved. We sent a confirmation link to your new e-mail address; your address changes once you open it.',
    );
    // The name is saved; the address waits for the confirmation.
    expect(res.json().result).toMatchObject({ name: 'Ayşe Yeni', email: person.user.email });
    const [notice] = (await mailsTo(t, person.user.email)).slice(-1);
    expect(notice?.text).toContain(newEmail);
    expect(linkIn(notice?.text, '/app/forgot-pass')).toMatch(/\/app\/forgot-pass$/);

    const [mail] = await mailsTo(t, newEmail);
    const confirm = emailChangeApiCall(linkIn(mail?.text, '/app/email/change/'));
    const confirmed = await t.app.inject({
      method: 'POST',
      headers: { 'accept-language': 'en' },
      ...confirm,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(
      'Your e-mail address has been changed. Your sessions on other devices have been closed.',
    );
    const me = await call('GET', `/api/users/${person.user.id}`, person.token);
    expect(me.json().result).toMatchObject({ email: newEmail, is_email_verified: true });
    // Every other session ended; the link is single use.
    expect((await call('GET', `/api/users/${person.user.id}`, elsewhere.token)).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', headers: { 'accept-language': 'en' }, ...confirm });
    expect(again.statusCode).toBe(422);
  });

  it('asks for the current password to change one’s own e-mail', async () => {
    const person = await registerCustomer(t.app);
    const body = { name: person.user.name, email: `other-${person.user.email}`, phone: person.user.phone };
    const missing = await call('PUT', `/api/users/${person.user.id}`, person.token, body);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: ['This field is required.'] });
    const wrong = await call('PUT', `/api/users/${person.user.id}`, person.token, {
      ...body,
      current_password: 'not-my-password',
    });
    expect(wrong.json().errors).toEqual({ current_password: ['Your current password is not correct.'] });
    expect(await mailsTo(t, `other-${person.user.email}`)).toEqual([]);
  });

  it('refuses a confirmation link once the password has changed, or when it has expired or been altered', async () => {
    const person = await registerCustomer(t.app);
    const newEmail = `stopped-${person.user.email}`;
    await call('PUT', `/api/users/${person.user.id}`, person.token, {
      name: person.user.name,
      email: newEmail,
      phone: person.user.phone,
      current_password: person.password,
    });
    const [mail] = await mailsTo(t, newEmail);
    const confirm = emailChangeApiCall(linkIn(mail?.text, '/app/email/change/'));
    const altered = { ...confirm, payload: { ...confirm.payload, email: `evil-${newEmail}` } };
    expect((await t.app.inject({ method: 'POST', ...altered })).statusCode).toBe(422);
    const expired = { ...confirm, payload: { ...confirm.payload, expires: '1' } };
    expect((await t.app.inject({ method: 'POST', ...expired })).statusCode).toBe(422);
    // The owner's way to stop a change they did not ask for: a new password.
    await call('POST', `/api/users/${person.user.id}/change-password`, person.token, {
      current_password: person.password,
      password: 'stopped-2026',
      password_confirmation: 'stopped-2026',
    });
    const res = await t.app.inject({ method: 'POST', headers: { 'accept-language': 'en' }, ...confirm });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'This confirmation link is not valid any more. Please change your e-mail address again from your profile.',
    );
  });

  it('answers an address of another account as a change waiting for its confirmation, and tells that owner instead', async () => {
    const owner = await registerCustomer(t.app);
    const person = await registerCustomer(t.app);
    const change = (email: string, current_password?: string) =>
      call('PUT', `/api/users/${person.user.id}`, person.token, {
        name: person.user.name,
        email,
        phone: person.user.phone,
        ...(current_password === undefined ? {} : { current_password }),
      });
    // Without the password, or with a wrong one, as for any address: nothing is said of the owner.
    const missing = await change(owner.user.email);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: ['This field is required.'] });

    const free = await change(`free-${person.user.email}`, person.password);
    const taken = await change(owner.user.email.toUpperCase(), person.password);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(free.json());
    expect(taken.json().message).toBe(
      'Your details have been saved. We sent a confirmation link to your new e-mail address; your address changes once you open it.',
    );
    // The person's own address is told of the request, as always.
    const [told] = (await mailsTo(t, person.user.email)).slice(-1);
    expect(told?.text).toContain(owner.user.email);

    // The owner gets a notice, never a link that would move their address to another account.
    const ownerMails = await mailsTo(t, owner.user.email);
    expect(ownerMails.filter((mail) => mail.text?.includes('/app/email/change/'))).toEqual([]);
    const notice = ownerMails.at(-1);
    expect(notice?.subject).toBe('Başka bir hesap e-posta adresinize taşınmak istendi – Firmaport');
    expect(linkIn(notice?.text, '/app/login')).toContain('/tr/app/login?email=');
    const me = await call('GET', `/api/users/${person.user.id}`, person.token);
    expect(me.json().result.email).toBe(person.user.email);
  });

  it('validates every field with translated messages', async () => {
    const person = await registerCustomer(t.app);
    const res = await call(
      'PUT',
      `/api/users/${person.user.id}`,
      person.token,
      { name: '', email: 'x', phone: '1' },
      'tr',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Bu alan zorunludur.'],
      email: ['Lütfen geçerli bir e-posta adresi girin.'],
      phone: [
        'Lütfen geçerli bir cep telefonu numarası girin: 5 ile başlayan 10 hane ya da yurt dışı numarası için ülke koduyla (örneğin +49 151 23456789).',
      ],
    });
  });

  it('answers 404 for another customer', async () => {
    const person = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const res = await call('PUT', `/api/users/${other.user.id}`, person.token, {
      name: 'Taken over',
      email: other.user.email,
      phone: '5321234567',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/users/{id}/change-password', () => {
  it('sets the password and closes the user’s other sessions, not this one', async () => {
    const person = await registerCustomer(t.app);
    const elsewhere = await login(t.app, person.user.email, person.password);
    const res = await call('POST', `/api/users/${person.user.id}/change-password`, person.token, {
      current_password: person.password,
      password: 'changed-2026',
      password_confirmation: 'changed-2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: null,
      message: 'Your password has been changed. Your sessions on other devices have been closed.',
    });
    expect((await call('GET', `/api/users/${person.user.id}`, person.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/users/${person.user.id}`, elsewhere.token)).statusCode).toBe(401);
    await login(t.app, person.user.email, 'changed-2026');
  });

  it('refuses a weak or mismatched password', async () => {
    const person = await registerCustomer(t.app);
    const weak = await call('POST', `/api/users/${person.user.id}/change-password`, person.token, {
      current_password: person.password,
      password: 'qwertyuiop',
      password_confirmation: 'qwertyuiop',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toMatch(/^This password is among the most commonly used ones/);
    const mismatched = await call('POST', `/api/users/${person.user.id}/change-password`, person.token, {
      current_password: person.password,
      password: 'changed-2026',
      password_confirmation: 'changed-2027',
    });
    expect(mismatched.json().errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
  });

  it('answers 404 for another customer', async () => {
    const person = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const res = await call('POST', `/api/users/${other.user.id}/change-password`, person.token, {
      current_password: person.password,
      password: 'hijacked-2026',
      password_confirmation: 'hijacked-2026',
    });
    expect(res.statusCode).toBe(404);
    await login(t.app, other.user.email, other.password);
  });
});

describe('the current password of a credential change', () => {
  it('is required, and a wrong one changes nothing', async () => {
    const person = await registerCustomer(t.app);
    const url = `/api/users/${person.user.id}/change-password`;
    const missing = await call('POST', url, person.token, {
      password: 'changed-2026',
      password_confirmation: 'changed-2026',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.current_password).toEqual(['This field is required.']);
    const wrong = await call('POST', url, person.token, {
      current_password: 'not-my-password',
      password: 'changed-2026',
      password_confirmation: 'changed-2026',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['Your current password is not correct.'] });
    await login(t.app, person.user.email, person.password);
  });

  it('is checked at most 5 times in 15 minutes, in parallel too, and then not even the right one', async () => {
    const person = await registerCustomer(t.app);
    const url = `/api/users/${person.user.id}/change-password`;
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', url, person.token, {
          current_password: 'guess-2026',
          password: 'changed-2026',
          password_confirmation: 'changed-2026',
        }),
      ),
    );
    expect(attempts.map((res) => res.statusCode).sort()).toEqual([422, 422, 422, 422, 422, 429, 429, 429]);
    const right = await call('POST', url, person.token, {
      current_password: person.password,
      password: 'changed-2026',
      password_confirmation: 'changed-2026',
    });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the profile picture', () => {
  it('is stored under a generated name and served back with its type and nosniff', async () => {
    const person = await registerCustomer(t.app);
    const res = await uploadAvatar(person.user.id, person.token, PNG);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your profile picture has been updated.');
    const url: string = res.json().result.avatar_url;
    expect(url).toMatch(
      new RegExp(`^/api/users/${person.user.id}/avatar\\?v=${person.user.id}-[a-f0-9]{24}$`),
    );
    expect(avatarFiles()).toContain(`${url.split('v=')[1]}.png`);

    const image = await call('GET', url, person.token);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('accepts JPEG and WebP, and removes the previous file', async () => {
    const person = await registerCustomer(t.app);
    const first = (await uploadAvatar(person.user.id, person.token, PNG)).json().result.avatar_url;
    const second = await uploadAvatar(person.user.id, person.token, JPEG, 'image/jpeg');
    expect(second.statusCode).toBe(200);
    expect(avatarFiles()).not.toContain(`${first.split('v=')[1]}.png`);
    const jpeg = await call('GET', `/api/users/${person.user.id}/avatar`, person.token);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');

    expect((await uploadAvatar(person.user.id, person.token, WEBP, 'image/webp')).statusCode).toBe(200);
    const webp = await call('GET', `/api/users/${person.user.id}/avatar`, person.token);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(avatarFiles().filter((file) => file.startsWith(`${person.user.id}-`))).toHaveLength(1);
  });

  it('checks the bytes, not the type the browser claims', async () => {
    const person = await registerCustomer(t.app);
    const script = Buffer.from('<script>alert(1)</script>');
    const res = await uploadAvatar(person.user.id, person.token, script, 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'You can upload PNG, JPEG or WebP images only.',
      errors: { avatar: ['You can upload PNG, JPEG or WebP images only.'] },
    });
    const gif = await uploadAvatar(person.user.id, person.token, Buffer.from('GIF89a.....'), 'image/gif');
    expect(gif.statusCode).toBe(422);
  });

  it('refuses a file over 2 MB with 413', async () => {
    const person = await registerCustomer(t.app);
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]);
    const res = await uploadAvatar(person.user.id, person.token, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The image may be at most 2 MB.',
      errors: { avatar: ['The image may be at most 2 MB.'] },
    });
    // Exactly at the limit is fine.
    const atLimit = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
    expect((await uploadAvatar(person.user.id, person.token, atLimit)).statusCode).toBe(200);
  });

  it('refuses a file of 3, 4 or 8 MB with 413 and stores nothing cut at the limit', async () => {
    const person = await registerCustomer(t.app);
    const before = avatarFiles().length;
    for (const megabytes of [3, 4, 8]) {
      const padded = Buffer.concat([PNG, Buffer.alloc(megabytes * 1024 * 1024 - PNG.length)]);
      const res = await uploadAvatarInPieces(person.user.id, person.token, padded, AVATAR_MAX_BYTES);
      expect(res.statusCode, `${megabytes} MB`).toBe(413);
      expect(res.json().errors).toEqual({ avatar: ['The image may be at most 2 MB.'] });
    }
    expect(avatarFiles()).toHaveLength(before);
    const user = await call('GET', `/api/users/${person.user.id}`, person.token);
    expect(user.json().result.avatar_url).toBeNull();
  });

  it('refuses a request without the avatar field (422) and one that is not multipart (415)', async () => {
    const person = await registerCustomer(t.app);
    const wrongField = await uploadAvatar(person.user.id, person.token, PNG, 'image/png', 'picture');
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors).toEqual({ avatar: ['Please choose an image file.'] });
    const json = await call('POST', `/api/users/${person.user.id}/update-avatar`, person.token, {
      avatar: 'x',
    });
    expect(json.statusCode).toBe(415);
  });

  it('is served only to the person and to staff who may see users', async () => {
    const person = await registerCustomer(t.app);
    await uploadAvatar(person.user.id, person.token, PNG);
    const other = await registerCustomer(t.app);
    expect((await call('GET', `/api/users/${person.user.id}/avatar`, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/users/${person.user.id}/avatar`)).statusCode).toBe(401);
    const admin = await login(t.app, DEMO.admin, DEMO.password);
    expect((await call('GET', `/api/users/${person.user.id}/avatar`, admin.token)).statusCode).toBe(200);
    // Nobody uploads for someone else.
    expect((await uploadAvatar(person.user.id, other.token, PNG)).statusCode).toBe(404);
    expect((await uploadAvatar(person.user.id, admin.token, PNG)).statusCode).toBe(403);
  });

  it('answers 404 when there is no picture', async () => {
    const person = await registerCustomer(t.app);
    const res = await call('GET', `/api/users/${person.user.id}/avatar`, person.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Profile picture not found.' });
  });
});

describe('a name at registration', () => {
  it('is refused with a line break or another control character (422), in the caller’s language', async () => {
    for (const name of ['Ayşe\r\nYılmaz', 'Ayşe\nYılmaz', 'Ayşe\u0000Yılmaz']) {
      const body = registration({ name });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'accept-language': 'tr' },
        payload: body,
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(422);
      expect(res.json().errors).toEqual({
        name: ['Bu alan tek satır olmalıdır; satır sonu, sekme ya da başka bir kontrol karakteri içeremez.'],
      });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: body.email, password: body.password },
      });
      expect(login.statusCode, 'nobody was created').not.toBe(200);
    }
  });
});
