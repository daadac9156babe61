import { Writable } from 'node:stream';
import {
  CONTACT_SUBJECT,
  HONEYPOT_MAX_AGE_SECONDS,
  HONEYPOT_MIN_SECONDS,
} from '@portal/contracts/contact/contact-schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { loggerOptions } from '../../plugins/logger.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit/limits.ts';
import { readMailOutbox } from '../../test/auth-helpers.ts';
import {
  contactMessage,
  fetchHoneyTime,
  freshIp,
  STAFF_EMAILS,
  testClock,
} from '../../test/public-form-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { issueHoneyTime, spamReason } from '../public-forms/service.ts';

const clock = testClock('2026-11-23T09:00:00Z');
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp(
    { APP_URL: 'https://portal.example.com' },
    { now: clock.now, logger: { ...loggerOptions({ logLevel: 'debug' }), stream: logStream } },
  );
  // The advisor reads English: staff mails go out in each staff member's own language.
  await t.app.db.update(users).set({ languageId: 2 }).where(eq(users.email, 'advisor@demo.portal.test'));
});
afterAll(async () => {
  await t?.close();
});

async function storedCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

function post(payload: object, options: { ip?: string; language?: string; userAgent?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      'accept-language': options.language ?? 'tr',
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
    payload,
  });
}

/** A honey time fetched now, then the time a person takes to fill the form. */
async function honeyTimeAfterTyping(seconds = HONEYPOT_MIN_SECONDS + 2): Promise<string> {
  const time = await fetchHoneyTime(t.app);
  clock.advanceSeconds(seconds);
  return time;
}

async function mailsRepliedTo(address: string) {
  return (await readMailOutbox(t)).filter((mail) => mail.replyTo?.value.some((a) => a.address === address));
}

describe('GET /api/honey-time', () => {
  it('hands out a signed server time that the server accepts back, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/honey-time' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { result } = res.json();
    expect(result).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(result.startsWith(`${clock.now().getTime()}.`)).toBe(true);
    const secret = t.config.appSecret;
    const later = new Date(clock.now().getTime() + 5_000);
    expect(spamReason(secret, { honeypot_time: result }, later)).toBeNull();
    expect(spamReason('another-secret-another-secret-123456', { honeypot_time: result }, later)).toBe(
      'forged-time',
    );
  });
});

describe('POST /api/contact', () => {
  it('stores the message with a +90 phone, answers 201 and mails every staff member in their language', async () => {
    const before = await storedCount();
    const body = contactMessage(await honeyTimeAfterTyping());
    const res = await post(body, { userAgent: `Mozilla/5.0 ${'x'.repeat(400)}`, ip: '198.51.100.77' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      result: null,
      message: 'Mesajınız alındı. En kısa sürede size dönüş yapacağız.',
    });
    expect(await storedCount()).toBe(before + 1);

    const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
    expect(row).toMatchObject({
      fullName: 'Elif Şahin',
      phone: '+905321234567',
      subject: CONTACT_SUBJECT,
      message: body.message,
      languageId: 1,
      handledAt: null,
    });
    // The IP only as a keyed hash; the User-Agent cut to 255 characters.
    expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('198.51.100.77');
    expect(row?.userAgent).toHaveLength(255);

    const mails = await mailsRepliedTo(body.email);
    expect(mails.map((m) => m.to_address).sort()).toEqual([...STAFF_EMAILS].sort());
    const english = mails.find((m) => m.to_address === 'advisor@demo.portal.test');
    const turkish = mails.find((m) => m.to_address === 'admin@demo.portal.test');
    expect(english?.subject).toBe('New contact message from Elif Şahin – Firmaport');
    expect(english?.text).toContain('Phone: +90 532 123 45 67');
    expect(english?.text).toContain('Language: Turkish');
    expect(turkish?.subject).toBe('Elif Şahin adlı kişiden yeni iletişim mesajı – Firmaport');
    expect(turkish?.text).toContain('> limited şirket kuruluşu için hangi paketi seçmeliyim?');
    expect(turkish?.html).toContain('Merhaba,<br>limited şirket');
    expect(turkish?.replyTo?.value[0]).toMatchObject({ name: 'Elif Şahin', address: body.email });
    // Nobody else: not the customer, not the sender.
    expect(mails.some((m) => m.to_address === 'customer@demo.portal.test')).toBe(false);
  });

  it('answers in English when the visitor reads English, and keeps their language', async () => {
    const body = contactMessage(await honeyTimeAfterTyping(), { phone: '05321234567' });
    const res = await post(body, { language: 'en-GB,en;q=0.9' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Your message has been received. We will get back to you shortly.');
    const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
    expect(row).toMatchObject({ languageId: 2, phone: '+905321234567' });
    const [toAdmin] = (await mailsRepliedTo(body.email)).filter(
      (m) => m.to_address === 'admin@demo.portal.test',
    );
    expect(toAdmin?.text).toContain('Dil: İngilizce');
  });

  it('takes a mobile number abroad written with its country code, stored in E.164 (issue 36)', async () => {
    const body = contactMessage(await honeyTimeAfterTyping(), { phone: '+49 151 23456789' });
    const res = await post(body, { language: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
    expect(row?.phone).toBe('+4915123456789');
    const [toAdvisor] = (await mailsRepliedTo(body.email)).filter(
      (m) => m.to_address === 'advisor@demo.portal.test',
    );
    expect(toAdvisor?.text).toContain('Phone: +49 1512 3456789');
  });

  it('does not mail inactive staff', async () => {
    await t.app.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, 'secretary@demo.portal.test'));
    try {
      const body = contactMessage(await honeyTimeAfterTyping());
      expect((await post(body)).statusCode).toBe(201);
      const recipients = (await mailsRepliedTo(body.email)).map((m) => m.to_address).sort();
      expect(recipients).toEqual(['admin@demo.portal.test', 'advisor@demo.portal.test']);
    } finally {
      await t.app.db
        .update(users)
        .set({ isActive: true })
        .where(eq(users.email, 'secretary@demo.portal.test'));
    }
  });

  it('still stores the message and answers 201 when the mail cannot be sent', async () => {
    const send = vi.spyOn(t.app.mailer, 'send').mockRejectedValue(new Error('connection refused'));
    try {
      const before = await storedCount();
      const res = await post(contactMessage(await honeyTimeAfterTyping()));
      expect(res.statusCode, res.body).toBe(201);
      expect(send).toHaveBeenCalledTimes(STAFF_EMAILS.length);
      expect(await storedCount()).toBe(before + 1);
      expect(logLines.some((line) => line.includes('could not send every staff notification'))).toBe(true);
    } finally {
      send.mockRestore();
    }
  });

  describe('refuses, without storing anything', () => {
    it('an empty field, with the field named and its message translated', async () => {
      const before = await storedCount();
      const honey = await honeyTimeAfterTyping();
      const tr = await post(contactMessage(honey, { full_name: '  ', message: '' }));
      expect(tr.statusCode).toBe(422);
      expect(tr.json()).toEqual({
        message: 'Gönderilen bilgiler geçersiz. Lütfen alanları kontrol edin.',
        errors: { full_name: ['Bu alan zorunludur.'], message: ['Bu alan zorunludur.'] },
      });
      const en = await post(contactMessage(honey, { email: '' }), { language: 'en' });
      expect(en.statusCode).toBe(422);
      expect(en.json().errors.email).toEqual(['This field is required.']);
      expect(await storedCount()).toBe(before);
    });

    it('a phone that is not a mobile number, Turkish or with its country code', async () => {
      const before = await storedCount();
      const honey = await honeyTimeAfterTyping();
      for (const phone of ['212 123 45 67', '532 123 45', '+49 30 1234567', '0151 23456789', 'ring me']) {
        const res = await post(contactMessage(honey, { phone }), { language: 'en' });
        expect(res.statusCode, phone).toBe(422);
        expect(res.json().errors).toEqual({
          phone: [
            'Please enter a valid mobile number: 10 digits starting with 5, or a number abroad with its country code (e.g. +49 151 23456789).',
          ],
        });
      }
      expect(await storedCount()).toBe(before);
    });

    it('another subject than the contact form’s', async () => {
      const before = await storedCount();
      const res = await post({ ...contactMessage(await honeyTimeAfterTyping()), subject: 'Kampanya' });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['subject']);
      expect(await storedCount()).toBe(before);
    });

    const GENERIC = {
      tr: { message: 'Formunuz gönderilemedi. Lütfen sayfayı yenileyip tekrar deneyin.' },
      en: { message: 'Your form could not be sent. Please refresh the page and try again.' },
    };

    /** The same answer whatever the reason, and the reason only in the debug log. */
    async function expectRefusedAsAutomated(
      payload: object,
      reason: string,
      language: 'tr' | 'en' = 'tr',
    ): Promise<void> {
      const before = await storedCount();
      const mailsBefore = (await readMailOutbox(t)).length;
      logLines.length = 0;
      const res = await post(payload, { language });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual(GENERIC[language]);
      expect(await storedCount()).toBe(before);
      expect((await readMailOutbox(t)).length).toBe(mailsBefore);
      const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.reason === reason);
      expect(logged, `a log line with reason ${reason}`).toMatchObject({
        level: 20,
        form: 'contactMessages',
      });
    }

    it('a filled honeypot field', async () => {
      const payload = contactMessage(await honeyTimeAfterTyping(), { website: 'https://spam.example' });
      await expectRefusedAsAutomated(payload, 'honeypot-filled', 'en');
    });

    it(`a form sent sooner than ${HONEYPOT_MIN_SECONDS} seconds after the honey time`, async () => {
      await expectRefusedAsAutomated(contactMessage(await honeyTimeAfterTyping(1)), 'too-fast');
    });

    it('a forged honey time: signed with another key, or with the time changed', async () => {
      const old = new Date(clock.now().getTime() - 60_000);
      const otherKey = issueHoneyTime('not-the-server-secret-not-the-server-secret', old);
      await expectRefusedAsAutomated(contactMessage(otherKey), 'forged-time');
      const genuine = await honeyTimeAfterTyping();
      const [, signature] = genuine.split('.');
      const moved = `${clock.now().getTime() - 60_000}.${signature}`;
      await expectRefusedAsAutomated(contactMessage(moved), 'forged-time', 'en');
    });

    it('a garbled honey time', async () => {
      await expectRefusedAsAutomated(contactMessage('not-a-time'), 'garbled-time');
      await expectRefusedAsAutomated(contactMessage(''), 'garbled-time');
    });

    it(`a honey time older than ${HONEYPOT_MAX_AGE_SECONDS / 3600} hours`, async () => {
      const honey = await honeyTimeAfterTyping(HONEYPOT_MAX_AGE_SECONDS + 1);
      await expectRefusedAsAutomated(contactMessage(honey), 'stale-time');
    });

    it('a honey time from the future', async () => {
      const future = issueHoneyTime(t.config.appSecret, new Date(clock.now().getTime() + 60_000));
      await expectRefusedAsAutomated(contactMessage(future), 'future-time');
    });

    it(`more than ${RATE_LIMITS.contactMessages.max} messages in 10 minutes from one IP: 429 with Retry-After`, async () => {
      const ip = freshIp();
      const honey = await honeyTimeAfterTyping();
      for (let i = 0; i < RATE_LIMITS.contactMessages.max; i++) {
        expect((await post(contactMessage(honey), { ip })).statusCode).toBe(201);
      }
      const before = await storedCount();
      const blocked = await post(contactMessage(honey), { ip, language: 'en' });
      expect(blocked.statusCode).toBe(429);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.contactMessages.windowMs / 1000);
      expect(blocked.json()).toEqual({
        message: `You sent too many messages. Please try again in ${retryAfter} seconds.`,
      });
      expect(await storedCount()).toBe(before);
      // Another IP is not stopped.
      expect((await post(contactMessage(honey))).statusCode).toBe(201);
    });
  });
});
