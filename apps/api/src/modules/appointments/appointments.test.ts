import { HONEYPOT_MIN_SECONDS } from '@portal/contracts/contact/contact-schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { appointmentRequests } from '../../db/schema/contact.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit/limits.ts';
import { mailsTo, readMailOutbox } from '../../test/auth-helpers.ts';
import {
  demoBooking,
  fetchHoneyTime,
  freshIp,
  STAFF_EMAILS,
  testClock,
} from '../../test/public-form-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

// Monday 23 November 2026, 23:30 in Istanbul (20:30 UTC): "today" is still the Monday there.
const clock = testClock('2026-11-23T20:30:00Z');

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ APP_URL: 'https://portal.example.com' }, { now: clock.now });
  await t.app.db.update(users).set({ languageId: 2 }).where(eq(users.email, 'advisor@demo.portal.test'));
});
afterAll(async () => {
  await t?.close();
});

async function storedCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(appointmentRequests);
  return row?.n ?? 0;
}

async function honeyTimeAfterTyping(): Promise<string> {
  const time = await fetchHoneyTime(t.app);
  clock.advanceSeconds(HONEYPOT_MIN_SECONDS + 5);
  return time;
}

function post(payload: object, options: { ip?: string; language?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/appointments/demo',
    remoteAddress: options.ip ?? freshIp(),
    headers: { 'accept-language': options.language ?? 'tr' },
    payload,
  });
}

describe('POST /api/appointments/demo', () => {
  it('stores a new appointment request, confirms it to the visitor and tells staff', async () => {
    const body = demoBooking(await honeyTimeAfterTyping());
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    const { result, message } = res.json();
    expect(result).toEqual({ id: expect.any(Number) });
    expect(message).toMatch(/^Demo talebiniz alındı\./);

    const [row] = await t.app.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, result.id));
    expect(row).toMatchObject({
      fullName: 'Burak Aydın',
      email: body.email,
      phone: '+905447654321',
      company: 'Aydın Yazılım Ltd. Şti.',
      preferredDate: '2026-11-24',
      timeSlot: '14:00',
      status: 'new',
      assigneeId: null,
      notes: null,
      languageId: 1,
    });

    const [confirmation, ...more] = await mailsTo(t, body.email);
    expect(more).toEqual([]);
    expect(confirmation?.subject).toBe('Demo talebinizi aldık – Firmaport');
    expect(confirmation?.text).toContain('Merhaba Burak Aydın,');
    expect(confirmation?.text).toContain('Tercih edilen gün: 24 Kasım 2026 Salı');
    expect(confirmation?.text).toContain('Saat: 14:00 (Türkiye saati, GMT+3)');
    expect(confirmation?.html).toContain('href="https://portal.example.com/tr"');

    const staffMails = (await readMailOutbox(t)).filter((mail) =>
      mail.replyTo?.value.some((a) => a.address === body.email),
    );
    expect(staffMails.map((m) => m.to_address).sort()).toEqual([...STAFF_EMAILS].sort());
    const english = staffMails.find((m) => m.to_address === 'advisor@demo.portal.test');
    expect(english?.subject).toBe(
      'New demo request: Aydın Yazılım Ltd. Şti., Tuesday, 24 November 2026 14:00 – Firmaport',
    );
    expect(english?.text).toContain('https://portal.example.com/en/app/appointment-list');
    const turkish = staffMails.find((m) => m.to_address === 'secretary@demo.portal.test');
    expect(turkish?.text).toContain('https://portal.example.com/tr/app/appointment-list');
    expect(turkish?.text).toContain('Telefon: +90 544 765 43 21');
  });

  it('confirms in English to a visitor who booked in English', async () => {
    const body = demoBooking(await honeyTimeAfterTyping(), {
      preferred_date: '2027-01-22',
      time_slot: '10:00',
    });
    const res = await post(body, { language: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toMatch(/^Your demo request has been received\./);
    const [row] = await t.app.db
      .select({ languageId: appointmentRequests.languageId })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, res.json().result.id));
    expect(row?.languageId).toBe(2);
    const [confirmation] = await mailsTo(t, body.email);
    expect(confirmation?.subject).toBe('We received your demo request – Firmaport');
    expect(confirmation?.text).toContain('Preferred day: Friday, 22 January 2027');
    expect(confirmation?.text).toContain('Time: 10:00 (Turkey time, GMT+3)');
  });

  describe('refuses, without storing anything', () => {
    it('a weekend, today, a past day and a day more than 60 days ahead', async () => {
      const before = await storedCount();
      const honey = await honeyTimeAfterTyping();
      for (const date of ['2026-11-28', '2026-11-29', '2026-11-23', '2026-11-20', '2027-01-25']) {
        const res = await post(demoBooking(honey, { preferred_date: date }), { language: 'en' });
        expect(res.statusCode, date).toBe(422);
        expect(res.json()).toEqual({
          message: 'The data sent is not valid. Please check the fields.',
          errors: {
            preferred_date: [
              'Please choose a working day (Monday to Friday) from tomorrow up to 60 days ahead.',
            ],
          },
        });
      }
      const tr = await post(demoBooking(honey, { preferred_date: '2026-11-28' }));
      expect(tr.json().errors.preferred_date[0]).toMatch(/^Lütfen yarından itibaren 60 gün içinde/);
      expect(await storedCount()).toBe(before);
    });

    it('a date that is not a date, and a slot that is not offered', async () => {
      const before = await storedCount();
      const honey = await honeyTimeAfterTyping();
      const badDate = await post(demoBooking(honey, { preferred_date: '24.11.2026' }));
      expect(badDate.statusCode).toBe(422);
      expect(Object.keys(badDate.json().errors)).toEqual(['preferred_date']);
      // @ts-expect-error: a slot outside DEMO_TIME_SLOTS, as a script could send it
      const badSlot = await post(demoBooking(honey, { time_slot: '12:00' }), { language: 'en' });
      expect(badSlot.statusCode).toBe(422);
      expect(badSlot.json().errors).toEqual({ time_slot: ['Please enter a valid value.'] });
      const empty = await post(demoBooking(honey, { company: ' ', phone: '212 555 11 22' }));
      expect(empty.json().errors).toEqual({
        company: ['Bu alan zorunludur.'],
        phone: [
          'Lütfen geçerli bir cep telefonu numarası girin: 5 ile başlayan 10 hane ya da yurt dışı numarası için ülke koduyla (örneğin +49 151 23456789).',
        ],
      });
      expect(await storedCount()).toBe(before);
    });

    it('a filled honeypot, a form sent too fast and a forged time, with one generic message', async () => {
      const before = await storedCount();
      const honey = await honeyTimeAfterTyping();
      const fresh = await fetchHoneyTime(t.app);
      const [stamp] = honey.split('.');
      const payloads = [
        demoBooking(honey, { website: 'buy-now' }),
        demoBooking(fresh),
        demoBooking(`${stamp}.${'A'.repeat(43)}`),
      ];
      for (const payload of payloads) {
        const res = await post(payload);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          message: 'Formunuz gönderilemedi. Lütfen sayfayı yenileyip tekrar deneyin.',
        });
        // No confirmation either: a bot cannot make the portal mail someone.
        expect(await mailsTo(t, payload.email)).toEqual([]);
      }
      expect(await storedCount()).toBe(before);
    });

    it(`more than ${RATE_LIMITS.demoBookings.max} bookings in 10 minutes from one IP: 429 with Retry-After`, async () => {
      const ip = freshIp();
      const honey = await honeyTimeAfterTyping();
      for (let i = 0; i < RATE_LIMITS.demoBookings.max; i++) {
        expect((await post(demoBooking(honey), { ip })).statusCode).toBe(201);
      }
      const before = await storedCount();
      const blocked = await post(demoBooking(honey), { ip, language: 'en' });
      expect(blocked.statusCode).toBe(429);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(blocked.json()).toEqual({
        message: `You sent too many demo requests. Please try again in ${retryAfter} seconds.`,
      });
      expect(await storedCount()).toBe(before);
    });
  });
});
