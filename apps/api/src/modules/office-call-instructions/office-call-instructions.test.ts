import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import type { TCallInstructions, TCallInstructionsRequest } from '@portal/contracts/office/call-instructions';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLines, accountUsers } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import { auditLogs } from '../../db/schema/staff.ts';
import { bearer, mailsTo, RELAXED_LIMITS, readSmsOutbox } from '../../test/auth-helpers.ts';
import { createCompany, createUserWithRole, type TFixtureUser } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

// Wednesday 25 November 2026, 12:00 in Istanbul (UTC+3).
const WEDNESDAY_NOON = new Date('2026-11-25T09:00:00Z');
let now = WEDNESDAY_NOON;
let t: TTestApp;
let customer: TFixtureUser;
let stranger: TFixtureUser;
let secretary: TFixtureUser;
let phoneSequence = 0;

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => now, rateLimits: RELAXED_LIMITS });
  const db = t.app.db;
  customer = await createUserWithRole(db, 'customer', { name: 'Ayşe Müşteri' });
  stranger = await createUserWithRole(db, 'customer');
  secretary = await createUserWithRole(db, 'secretary', { name: 'Selin Sekreter' });
});
afterAll(async () => {
  await t?.close();
});

/** A company with a running office line, its customer holding a phone of its own (SMS are counted per phone). */
async function officeCompany(
  name: string,
): Promise<{ accountId: number; owner: TFixtureUser; email: string }> {
  const db = t.app.db;
  const owner = await createUserWithRole(db, 'customer', { name: 'Kuzey Sahibi' });
  phoneSequence += 1;
  const [row] = await db
    .update(users)
    .set({ phone: `+90532000${String(phoneSequence).padStart(4, '0')}` })
    .where(eq(users.id, owner.id))
    .returning({ email: users.email });
  const accountId = await createCompany(db, [owner.id, customer.id, secretary.id], { status: 4, name });
  await db
    .insert(accountLines)
    .values({ accountId, brandId: PRODUCT_TYPES.office, status: LINE_STATUSES.active });
  return { accountId, owner, email: row?.email ?? '' };
}

function request(
  method: 'GET' | 'PUT' | 'POST',
  token: string,
  url: string,
  payload?: object,
  language = 'en',
) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
}

const url = (accountId: number) => `/api/accounts/${accountId}/call-instructions`;

async function instructionsOf(token: string, accountId: number): Promise<TCallInstructions> {
  const res = await request('GET', token, url(accountId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

const INSTRUCTIONS = {
  greeting: 'Günaydın, Kuzey Ticaret, nasıl yardımcı olabilirim?',
  business_hours: {
    mon: { open: '08:30', close: '17:30' },
    tue: { open: '08:30', close: '17:30' },
    wed: { open: '08:30', close: '17:30' },
    thu: { open: '08:30', close: '17:30' },
    fri: { open: '08:30', close: '16:00' },
    sat: null,
    sun: { open: '10:00', close: '14:00' },
  },
  put_through: [
    { name: 'Can Kuzey', phone: '0532 111 22 33', note: 'Teklifler' },
    { name: 'Muhasebe', phone: '+90 212 555 44 33', note: '' },
  ],
  outside_hours: { action: 'call_back_next_day', note: 'Acil ise Can Bey’e SMS atın.' },
  refused_callers: 'Satış aramaları, anketler',
  notify_by_mail: false,
  notify_by_sms: true,
} satisfies TCallInstructionsRequest;

async function save(token: string, accountId: number, body: TCallInstructionsRequest = INSTRUCTIONS) {
  const res = await request('PUT', token, url(accountId), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { result: TCallInstructions; message: string };
}

const CALL = {
  caller_name: 'Mehmet Arayan',
  caller_phone: '0212 555 44 33',
  subject: 'Teklif',
  outcome: 'message_taken',
} as const;

async function recordCall(accountId: number, outcome: 'message_taken' | 'urgent' = 'message_taken') {
  const res = await request('POST', secretary.token, `/api/accounts/${accountId}/calls`, {
    ...CALL,
    outcome,
  });
  expect(res.statusCode, res.body).toBe(201);
}

const smsTo = async (phone: string) =>
  (await readSmsOutbox(t.config.dataDir)).filter((line) => line.to === phone);

const phoneOf = async (userId: number) =>
  (await t.app.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)))[0]?.phone ?? '';

describe('GET accounts/{id}/call-instructions', () => {
  it('answers the defaults until a customer saves: a greeting with the name, weekdays 09–18, a message, mail only', async () => {
    const { accountId } = await officeCompany('Kuzey Ticaret');
    const defaults = await instructionsOf(customer.token, accountId);
    expect(defaults).toEqual({
      greeting: 'İyi günler, Kuzey Ticaret, size nasıl yardımcı olabilirim?',
      business_hours: {
        mon: { open: '09:00', close: '18:00' },
        tue: { open: '09:00', close: '18:00' },
        wed: { open: '09:00', close: '18:00' },
        thu: { open: '09:00', close: '18:00' },
        fri: { open: '09:00', close: '18:00' },
        sat: null,
        sun: null,
      },
      put_through: [],
      outside_hours: { action: 'take_message', note: '' },
      refused_callers: '',
      notify_by_mail: true,
      notify_by_sms: false,
      open_now: true,
      updated_at: null,
      updated_by: null,
    });
    // The secretary serving the line reads the same.
    expect(await instructionsOf(secretary.token, accountId)).toEqual(defaults);
  });

  it('says whether the company is open now in Istanbul time, at the server’s clock', async () => {
    const { accountId, owner } = await officeCompany('Saat Ticaret');
    const at = async (iso: string) => {
      now = new Date(iso);
      return (await instructionsOf(secretary.token, accountId)).open_now;
    };
    try {
      // Wednesday: 08:59 closed, 09:00 open, 17:59 open, 18:00 closed (Istanbul is UTC+3).
      expect(await at('2026-11-25T05:59:00Z')).toBe(false);
      expect(await at('2026-11-25T06:00:00Z')).toBe(true);
      expect(await at('2026-11-25T14:59:00Z')).toBe(true);
      expect(await at('2026-11-25T15:00:00Z')).toBe(false);
      // Saturday noon: closed by default; 23:30 UTC on Friday is already Saturday in Istanbul.
      expect(await at('2026-11-28T09:00:00Z')).toBe(false);
      expect(await at('2026-11-27T21:30:00Z')).toBe(false);
      // Saved hours: open on Sunday 10:00–14:00.
      await save(owner.token, accountId);
      expect(await at('2026-11-29T08:00:00Z')).toBe(true);
      expect(await at('2026-11-29T11:00:00Z')).toBe(false);
      expect(await at('2026-11-28T09:00:00Z')).toBe(false);
    } finally {
      now = WEDNESDAY_NOON;
    }
  });

  it('is the company’s: another company’s customer and staff who do not serve it get 404, signed out 401', async () => {
    const { accountId } = await officeCompany('Gizli Ticaret');
    const other = await createUserWithRole(t.app.db, 'secretary');
    expect((await request('GET', stranger.token, url(accountId))).statusCode).toBe(404);
    expect((await request('GET', other.token, url(accountId))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(accountId) })).statusCode).toBe(401);
  });
});

describe('PUT accounts/{id}/call-instructions', () => {
  it('saves them whole for the customer, audited, and reads them back with who and when', async () => {
    const { accountId, owner } = await officeCompany('Kuzey Ticaret');
    const saved = await save(owner.token, accountId);
    expect(saved.message).toBe(
      'The call instructions are saved; the secretaries follow them from the next call.',
    );
    expect(saved.result).toEqual({
      ...INSTRUCTIONS,
      open_now: true,
      updated_at: WEDNESDAY_NOON.toISOString(),
      updated_by: 'Kuzey Sahibi',
    });
    expect(await instructionsOf(secretary.token, accountId)).toEqual(saved.result);

    const second = await save(owner.token, accountId, { ...INSTRUCTIONS, refused_callers: '' });
    expect(second.result.refused_callers).toBe('');
    const audits = await t.app.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.accountId, accountId), eq(auditLogs.action, 'office.call_instructions_changed')),
      )
      .orderBy(auditLogs.id);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      actorId: owner.id,
      subjectType: 'account',
      subjectId: accountId,
      before: null,
    });
    expect(audits[0]?.after).toMatchObject({ greeting: INSTRUCTIONS.greeting, notify_by_sms: true });
    expect(audits[1]?.before).toMatchObject({ refused_callers: 'Satış aramaları, anketler' });
    expect(audits[1]?.after).toMatchObject({ refused_callers: '' });
  });

  it('refuses closing before opening, a bad number and too long a text with 422 and a message per field', async () => {
    const { accountId, owner } = await officeCompany('Hatalı Ticaret');
    const body = {
      ...INSTRUCTIONS,
      greeting: 'G'.repeat(301),
      business_hours: { ...INSTRUCTIONS.business_hours, mon: { open: '18:00', close: '09:00' } },
      put_through: [{ name: 'Can Kuzey', phone: 'call me', note: '' }],
      refused_callers: 'r'.repeat(1001),
    };
    const en = await request('PUT', owner.token, url(accountId), body);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      greeting: ['The text you entered is too long for this field.'],
      'business_hours.mon.close': ['The closing time must be after the opening time.'],
      'put_through.0.phone': [
        'Please enter a valid phone number (e.g. 0212 555 44 33 or +90 532 123 45 67).',
      ],
      refused_callers: ['The text you entered is too long for this field.'],
    });
    const tr = await request(
      'PUT',
      owner.token,
      url(accountId),
      {
        ...INSTRUCTIONS,
        business_hours: { ...INSTRUCTIONS.business_hours, tue: { open: '9', close: '18:00' } },
      },
      'tr',
    );
    expect(tr.statusCode).toBe(422);
    expect(tr.json().errors).toEqual({
      'business_hours.tue.open': ['Lütfen saati SS:DD biçiminde girin (ör. 09:00).'],
    });
    // Nothing was saved.
    expect((await instructionsOf(owner.token, accountId)).updated_at).toBeNull();
  });

  it('is the customers’: the secretary 403, another company’s customer 404, a viewer 403', async () => {
    const { accountId } = await officeCompany('Yetki Ticaret');
    const bySecretary = await request('PUT', secretary.token, url(accountId), INSTRUCTIONS);
    expect(bySecretary.statusCode).toBe(403);
    expect(bySecretary.json().message).toBe(
      "Only the company's own users can change its call instructions; the secretaries read and follow them.",
    );
    expect((await request('PUT', stranger.token, url(accountId), INSTRUCTIONS)).statusCode).toBe(404);

    const viewer = await createUserWithRole(t.app.db, 'customer');
    await t.app.db.insert(accountUsers).values({ accountId, userId: viewer.id, memberRole: 'viewer' });
    const byViewer = await request('PUT', viewer.token, url(accountId), INSTRUCTIONS);
    expect(byViewer.statusCode).toBe(403);
    expect((await request('GET', viewer.token, url(accountId))).statusCode).toBe(200);
    expect((await instructionsOf(secretary.token, accountId)).updated_at).toBeNull();
  });
});

describe('recording a call follows the notice choice', () => {
  it('tells of an ordinary call by mail and not by SMS by default; in the portal always', async () => {
    const { accountId, owner, email } = await officeCompany('Varsayılan Ticaret');
    await recordCall(accountId);
    expect(
      (await mailsTo(t, email)).filter((mail) => mail.subject?.includes('Varsayılan Ticaret')),
    ).toHaveLength(1);
    expect(await smsTo(await phoneOf(owner.id))).toEqual([]);
    const notes = await t.app.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.accountId, accountId), eq(userNotifications.userId, owner.id)));
    expect(notes).toHaveLength(1);
  });

  it('sends SMS instead of mail when chosen, in the portal still; an urgent call by both whatever the choice', async () => {
    const { accountId, owner, email } = await officeCompany('Seçim Ticaret');
    await save(owner.token, accountId, { ...INSTRUCTIONS, notify_by_mail: false, notify_by_sms: true });
    await recordCall(accountId);
    const phone = await phoneOf(owner.id);
    expect((await mailsTo(t, email)).filter((mail) => mail.subject?.includes('Seçim Ticaret'))).toEqual([]);
    expect(await smsTo(phone)).toEqual([
      expect.objectContaining({
        text: 'Firmaport: Seçim Ticaret hattına çağrı. Mehmet Arayan (0212 555 44 33): Teklif. Ayrıntılar portalda.',
      }),
    ]);

    await save(owner.token, accountId, { ...INSTRUCTIONS, notify_by_mail: false, notify_by_sms: false });
    await recordCall(accountId);
    expect(await smsTo(phone)).toHaveLength(1);
    await recordCall(accountId, 'urgent');
    expect((await mailsTo(t, email)).filter((mail) => mail.subject?.includes('Seçim Ticaret'))).toHaveLength(
      1,
    );
    const sms = await smsTo(phone);
    expect(sms).toHaveLength(2);
    expect(sms[1]?.text).toContain('ACİL');
    const notes = await t.app.db
      .select({ kind: userNotifications.kind })
      .from(userNotifications)
      .where(and(eq(userNotifications.accountId, accountId), eq(userNotifications.userId, owner.id)));
    expect(notes.map((note) => note.kind).sort()).toEqual([
      'call_received',
      'call_received',
      'urgent_call_received',
    ]);
  });

  it('sends the SMS of ordinary calls within the phone’s SMS budget (5 an hour); urgent calls past it', async () => {
    const { accountId, owner } = await officeCompany('Bütçe Ticaret');
    await save(owner.token, accountId, { ...INSTRUCTIONS, notify_by_sms: true });
    for (let call = 0; call < 6; call += 1) await recordCall(accountId);
    const phone = await phoneOf(owner.id);
    expect(await smsTo(phone)).toHaveLength(5);
    await recordCall(accountId, 'urgent');
    expect(await smsTo(phone)).toHaveLength(6);
  });
});
