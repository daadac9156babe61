import { createHash } from 'node:crypto';
import { SMS_CODE_LIFETIME_MS, SMS_CODE_MAX_TRIES } from '@portal/contracts/auth/verification-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsVerificationCodes } from '../../db/schema/auth-tokens.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit/limits.ts';
import { bearer, RELAXED_LIMITS, readSmsOutbox, registerCustomer } from '../../test/auth-helpers.ts';
import { dumpSecretTables } from '../../test/database-dump.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
});
afterAll(async () => {
  await t?.close();
});

let phoneCounter = 0;
/** A customer with a phone of their own, so the SMS outbox lines can be told apart. */
async function customer(language = 'tr') {
  phoneCounter += 1;
  const phone = `53${String(phoneCounter).padStart(8, '0')}`;
  return registerCustomer(t.app, { phone }, language);
}

let ipCounter = 0;
/** Each send from its own address unless told otherwise: the per-IP budget is tested on its own. */
const freshIp = () => `198.51.100.${++ipCounter % 250}`;

async function sendCode(token: string, language = 'en', ip = freshIp()) {
  return t.app.inject({
    method: 'GET',
    url: '/api/verify/sms/send-sms-verification-notification',
    headers: { ...bearer(token), 'accept-language': language },
    remoteAddress: ip,
  });
}

async function check(token: string, code: string, language = 'en') {
  return t.app.inject({
    method: 'GET',
    url: `/api/verify/sms?verification_code=${code}`,
    headers: { ...bearer(token), 'accept-language': language },
  });
}

/** The code of the latest SMS to the number. */
async function latestCode(phone: string | null): Promise<string> {
  const lines = (await readSmsOutbox(t.config.dataDir)).filter((line) => line.to === phone);
  const code = /\b(\d{6})\b/.exec(lines.at(-1)?.text ?? '')?.[1];
  expect(code, `an SMS to ${phone}`).toBeDefined();
  return code ?? '';
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('GET /api/verify/sms/send-sms-verification-notification', () => {
  it('sends a 6-digit code in the person’s language as one JSON line of the SMS outbox', async () => {
    const person = await customer('tr');
    const res = await sendCode(person.token, 'tr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: { sent: true },
      message: 'Doğrulama kodunu telefonunuza gönderdik. Kod 10 dakika geçerlidir.',
    });
    const lines = (await readSmsOutbox(t.config.dataDir)).filter((line) => line.to === person.user.phone);
    expect(lines).toHaveLength(1);
    expect(Object.keys(lines[0] ?? {}).sort()).toEqual(['at', 'text', 'to']);
    expect(lines[0]?.text).toMatch(/^Firmaport doğrulama kodunuz: \d{6}\. Kod 10 dakika geçerlidir\.$/);
    expect(Date.parse(lines[0]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('sends the code to a number abroad (E.164) and verifies it (issue 36)', async () => {
    const person = await registerCustomer(t.app, { phone: '+49 151 23456789' }, 'en');
    expect(person.user.phone).toBe('+4915123456789');
    const res = await sendCode(person.token, 'en');
    expect(res.statusCode, res.body).toBe(200);
    const code = await latestCode('+4915123456789');
    const verified = await check(person.token, code);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().result.user.is_phone_verified).toBe(true);
  });

  it('stores only a keyed hash of the code', async () => {
    const person = await customer();
    await sendCode(person.token);
    const code = await latestCode(person.user.phone);
    const dump = await dumpSecretTables(t.database.handle.db);
    const [row] = await t.database.handle.db
      .select()
      .from(smsVerificationCodes)
      .where(eq(smsVerificationCodes.userId, person.user.id));
    // A hash, so not the code itself; keyed, so not the plain SHA-256 a million guesses would find.
    // (Whether its hex happens to hold the code's six digits is chance, so that is not asked.)
    expect(row?.codeHash).toMatch(/^[a-f0-9]{64}$/);
    expect(row?.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(dump).not.toMatch(new RegExp(`"${code}"|:${code}\\b`));
  });

  it('answers 429 after 3 sends in 10 minutes', async () => {
    const person = await customer();
    for (let i = 0; i < RATE_LIMITS.verificationSends.max; i++) {
      expect((await sendCode(person.token)).statusCode).toBe(200);
    }
    const blocked = await sendCode(person.token);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 429 after 5 codes an hour to one phone number, whichever account asks', async () => {
    phoneCounter += 1;
    const phone = `54${String(phoneCounter).padStart(8, '0')}`;
    const [first, second, third] = await Promise.all([
      registerCustomer(t.app, { phone }),
      registerCustomer(t.app, { phone }),
      registerCustomer(t.app, { phone }),
    ]);
    const codes = [];
    for (const person of [first, second, first, second, first, second]) {
      codes.push((await sendCode(person.token)).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    // A third account, with its own budget untouched, is refused too.
    const blocked = await sendCode(third.token, 'en');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many codes were sent to this phone number or from this connection\. Please try again in \d+ minutes\.$/,
    );
  });

  it('answers 429 after 10 codes an hour from one IP, over any number of accounts', async () => {
    const ip = '192.0.2.77';
    const people = await Promise.all(Array.from({ length: 4 }, () => customer()));
    const codes = [];
    for (const person of people)
      for (let i = 0; i < 3; i++) codes.push((await sendCode(person.token, 'tr', ip)).statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(RATE_LIMITS.smsPerIp.max);
    expect(codes.slice(RATE_LIMITS.smsPerIp.max).every((code) => code === 429)).toBe(true);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/verify/sms/send-sms-verification-notification',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/verify/sms', () => {
  it('marks the phone verified with the right code', async () => {
    const person = await customer();
    await sendCode(person.token);
    const res = await check(person.token, await latestCode(person.user.phone));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your phone number has been verified.');
    expect(res.json().result.user).toMatchObject({ id: person.user.id, is_phone_verified: true });
    // The code is gone; a verified phone needs no new one.
    const again = await sendCode(person.token);
    expect(again.json()).toEqual({
      result: { sent: false },
      message: 'Your phone number is already verified.',
    });
  });

  it('answers a wrong code with 422 and the tries left', async () => {
    const person = await customer();
    await sendCode(person.token);
    const code = await latestCode(person.user.phone);
    const res = await check(person.token, wrongCode(code), 'tr');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: `Doğrulama kodu hatalı. ${SMS_CODE_MAX_TRIES - 1} deneme hakkınız kaldı.`,
      errors: {
        verification_code: [`Doğrulama kodu hatalı. ${SMS_CODE_MAX_TRIES - 1} deneme hakkınız kaldı.`],
      },
    });
    expect((await check(person.token, code)).statusCode).toBe(200);
  });

  it('refuses even the right code after 5 wrong tries (429), until a new code is sent', async () => {
    const person = await customer();
    await sendCode(person.token);
    const code = await latestCode(person.user.phone);
    for (let i = 1; i <= SMS_CODE_MAX_TRIES; i++) {
      const res = await check(person.token, wrongCode(code));
      expect(res.statusCode).toBe(422);
      if (i === SMS_CODE_MAX_TRIES) {
        expect(res.json().message).toBe(
          'The verification code is wrong and no tries are left. Please ask for a new code.',
        );
      }
    }
    const sixth = await check(person.token, code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: 'Too many wrong tries. Please ask for a new code.' });

    await sendCode(person.token);
    const fresh = await latestCode(person.user.phone);
    expect((await check(person.token, fresh)).statusCode).toBe(200);
  });

  it('forgets the old code when a new one is sent', async () => {
    const person = await customer();
    await sendCode(person.token);
    const first = await latestCode(person.user.phone);
    await sendCode(person.token);
    const second = await latestCode(person.user.phone);
    if (first !== second) expect((await check(person.token, first)).statusCode).toBe(422);
    expect((await check(person.token, second)).statusCode).toBe(200);
  });

  it('refuses an expired code, and a check with no code sent', async () => {
    const person = await customer();
    const none = await check(person.token, '123456');
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(
      'You have no valid verification code, or it has expired. Please ask for a new one.',
    );

    await sendCode(person.token);
    const code = await latestCode(person.user.phone);
    await t.database.handle.db
      .update(smsVerificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsVerificationCodes.userId, person.user.id));
    expect((await check(person.token, code)).statusCode).toBe(422);
  });

  it('refuses a code sent to a number the account no longer has', async () => {
    const person = await customer();
    await sendCode(person.token);
    const code = await latestCode(person.user.phone);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${person.user.id}`,
      headers: bearer(person.token),
      payload: { name: person.user.name, email: person.user.email, phone: '5559998877' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await check(person.token, code)).statusCode).toBe(422);
  });

  it('answers 422 for anything but six digits', async () => {
    const person = await customer();
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await check(person.token, code);
      expect(res.statusCode, code).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['verification_code']);
    }
  });
});

describe('the SMS code on the app’s clock', () => {
  // Another day than the machine's: a code timed by the wall clock would be live or dead wrongly.
  let clock = new Date('2031-05-14T09:00:00Z');
  let timed: TTestApp;
  beforeAll(async () => {
    timed = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => clock });
  });
  afterAll(async () => {
    await timed?.close();
  });

  it('is stamped and expires by the injected clock, not the machine’s', async () => {
    const person = await registerCustomer(timed.app, { phone: '5399990001' }, 'en');
    const sent = await timed.app.inject({
      method: 'GET',
      url: '/api/verify/sms/send-sms-verification-notification',
      headers: bearer(person.token),
      remoteAddress: '203.0.113.90',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await timed.app.db
      .select()
      .from(smsVerificationCodes)
      .where(eq(smsVerificationCodes.userId, person.user.id));
    expect(row?.createdAt).toEqual(clock);
    expect(row?.expiresAt).toEqual(new Date(clock.getTime() + SMS_CODE_LIFETIME_MS));

    const lines = (await readSmsOutbox(timed.config.dataDir)).filter((line) => line.to === person.user.phone);
    const code = /\b(\d{6})\b/.exec(lines.at(-1)?.text ?? '')?.[1] ?? '';
    clock = new Date(clock.getTime() + SMS_CODE_LIFETIME_MS + 1000);
    const late = await timed.app.inject({
      method: 'GET',
      url: `/api/verify/sms?verification_code=${code}`,
      headers: { ...bearer(person.token), 'accept-language': 'en' },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(
      'You have no valid verification code, or it has expired. Please ask for a new one.',
    );
  });
});
