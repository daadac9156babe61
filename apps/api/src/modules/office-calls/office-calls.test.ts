import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TCallDesk, TOfficeCall } from '@portal/contracts/office/office-calls';
import type { TOfficeCompany } from '@portal/contracts/office/office-routes';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountInformations, accountLines } from '../../db/schema/accounts.ts';
import { permissions, rolePermissions, roles, users } from '../../db/schema/auth.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import { officeCalls } from '../../db/schema/office-line.ts';
import { officeLocations } from '../../db/schema/office-locations.ts';
import { auditLogs } from '../../db/schema/staff.ts';
import { bearer, mailsTo, readSmsOutbox } from '../../test/auth-helpers.ts';
import {
  createCompany,
  createUserWithRole,
  grantPermission,
  type TFixtureUser,
} from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

// Wednesday 25 November 2026, 12:00 in Istanbul.
const now = new Date('2026-11-25T09:00:00Z');
let t: TTestApp;
let customer: TFixtureUser;
let customerEmail: string;
let stranger: TFixtureUser;
let secretary: TFixtureUser;
let advisor: TFixtureUser;
let admin: TFixtureUser;

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => now });
  const db = t.app.db;
  customer = await createUserWithRole(db, 'customer', { name: 'Ayşe Müşteri' });
  stranger = await createUserWithRole(db, 'customer');
  secretary = await createUserWithRole(db, 'secretary', { name: 'Selin Sekreter' });
  advisor = await createUserWithRole(db, 'advisor');
  admin = await createUserWithRole(db, 'admin');
  // The customer has a phone, so an urgent call reaches them by SMS too.
  const [row] = await db
    .update(users)
    .set({ phone: '+905321112233' })
    .where(eq(users.id, customer.id))
    .returning({ email: users.email });
  customerEmail = row?.email ?? '';
});
afterAll(async () => {
  await t?.close();
});

/** A company of these members whose office line is in `status` (active by default). */
async function officeCompany(
  memberIds: readonly number[],
  options: { status?: number; name?: string } = {},
): Promise<number> {
  const accountId = await createCompany(t.app.db, memberIds, { status: 4, name: options.name });
  await t.app.db
    .insert(accountLines)
    .values({ accountId, brandId: PRODUCT_TYPES.office, status: options.status ?? LINE_STATUSES.active });
  return accountId;
}

const CALL = {
  caller_name: 'Mehmet Arayan',
  caller_phone: '0212 555 44 33',
  subject: 'Teklif',
  message: 'Yarın tekrar arayacak.',
  outcome: 'message_taken',
} as const;

function request(
  method: 'GET' | 'POST' | 'PUT',
  token: string,
  url: string,
  payload?: object,
  query: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    query,
    headers: { ...bearer(token), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
}

async function record(
  token: string,
  accountId: number,
  body: object = CALL,
  query: Record<string, string> = {},
) {
  const res = await request('POST', token, `/api/accounts/${accountId}/calls`, body, query);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as TOfficeCall;
}

async function callsOf(token: string, accountId: number, query: Record<string, string> = {}) {
  const res = await request('GET', token, `/api/accounts/${accountId}/calls`, undefined, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { data: TOfficeCall[]; meta: { total: number } };
}

async function unreadOf(token: string, accountId: number): Promise<number> {
  const res = await request('GET', token, `/api/accounts/${accountId}/calls/unread`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.unread;
}

describe('POST accounts/{id}/calls', () => {
  it('records a call by the company’s secretary, audited, and tells the customer in the bell and by mail', async () => {
    const accountId = await officeCompany([customer.id, secretary.id], { name: 'Deniz Yazılım' });
    const res = await request('POST', secretary.token, `/api/accounts/${accountId}/calls`, CALL);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe("The call is recorded; the company's customers have been told.");
    const call: TOfficeCall = res.json().result;
    expect(call).toMatchObject({
      account_id: accountId,
      called_at: now.toISOString(),
      caller_name: 'Mehmet Arayan',
      caller_phone: '0212 555 44 33',
      outcome: 'message_taken',
      read_at: null,
      note: null,
      recorded_by: 'Selin Sekreter',
    });

    const notes = await t.app.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.accountId, accountId));
    // The customer only: the secretary is a member too, but staff are not told of their own work.
    expect(notes).toEqual([
      expect.objectContaining({
        userId: customer.id,
        kind: 'call_received',
        link: 'app/office/calls',
        params: {
          company: 'Deniz Yazılım',
          caller: 'Mehmet Arayan',
          phone: '0212 555 44 33',
          subject: 'Teklif',
        },
      }),
    ]);
    const [audit] = await t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.accountId, accountId), eq(auditLogs.action, 'office.call_recorded')));
    expect(audit).toMatchObject({
      actorId: secretary.id,
      after: expect.objectContaining({ call_id: call.id }),
    });

    const mails = (await mailsTo(t, customerEmail)).filter((mail) => mail.subject?.includes('Deniz Yazılım'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Deniz Yazılım: Mehmet Arayan aradı – Firmaport');
    expect(mails[0]?.text).toContain('Yarın tekrar arayacak.');
    expect(mails[0]?.text).toContain('/tr/app/office/calls');
  });

  it('sends an urgent call by SMS as well, and takes a time in the past', async () => {
    const accountId = await officeCompany([customer.id, secretary.id], { name: 'Acil Lojistik' });
    const earlier = new Date(now.getTime() - 15 * 60_000).toISOString();
    const call = await record(secretary.token, accountId, { ...CALL, outcome: 'urgent', called_at: earlier });
    expect(call.called_at).toBe(earlier);
    const [note] = await t.app.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.accountId, accountId));
    expect(note?.kind).toBe('urgent_call_received');
    const sms = (await readSmsOutbox(t.config.dataDir)).filter((line) => line.text.includes('Acil Lojistik'));
    expect(sms).toEqual([
      expect.objectContaining({
        to: '+905321112233',
        text: 'Firmaport: Acil Lojistik hattına ACİL çağrı. Mehmet Arayan (0212 555 44 33): Teklif. Ayrıntılar portalda.',
      }),
    ]);
  });

  it('is staff’s: a customer of the company gets 403, staff who do not serve it 404, an admin with ?all records', async () => {
    const accountId = await officeCompany([customer.id, secretary.id]);
    const url = `/api/accounts/${accountId}/calls`;
    expect((await request('POST', customer.token, url, CALL)).statusCode).toBe(403);
    expect((await request('POST', stranger.token, url, CALL)).statusCode).toBe(403);
    expect((await request('POST', advisor.token, url, CALL)).statusCode).toBe(404);
    expect((await request('POST', admin.token, url, CALL)).statusCode).toBe(404);
    await record(admin.token, accountId, CALL, { all: '1' });
  });

  it('refuses a time in the future and bad input with 422 and messages per field', async () => {
    const accountId = await officeCompany([customer.id, secretary.id]);
    const url = `/api/accounts/${accountId}/calls`;
    const future = await request('POST', secretary.token, url, {
      ...CALL,
      called_at: new Date(now.getTime() + 60_000).toISOString(),
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ called_at: ['The time of the call cannot be in the future.'] });

    const bad = await request('POST', secretary.token, url, {
      caller_name: ' ',
      caller_phone: 'call me',
      subject: '',
      outcome: 'ignored',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'caller_name',
      'caller_phone',
      'outcome',
      'subject',
    ]);
    expect(bad.json().errors.caller_phone).toEqual([
      'Please enter a valid phone number (e.g. 0212 555 44 33 or +90 532 123 45 67).',
    ]);
    expect(await t.app.db.select().from(officeCalls).where(eq(officeCalls.accountId, accountId))).toEqual([]);
  });

  it('answers 409 for a company whose office line does not run', async () => {
    const none = await createCompany(t.app.db, [customer.id, secretary.id], { status: 4 });
    const waiting = await officeCompany([customer.id, secretary.id], {
      status: LINE_STATUSES.waitingForApproval,
    });
    const cancelled = await officeCompany([customer.id, secretary.id], { status: LINE_STATUSES.cancelled });
    for (const accountId of [none, waiting, cancelled]) {
      const res = await request('POST', secretary.token, `/api/accounts/${accountId}/calls`, CALL);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/office service is not active/);
    }
    // Owed or suspended, the line still answers: the calls keep being taken.
    const suspended = await officeCompany([customer.id, secretary.id], { status: LINE_STATUSES.suspended });
    await record(secretary.token, suspended);
  });
});

describe('GET accounts/{id}/calls', () => {
  it('pages the log newest first, with filters by outcome, unread, Istanbul days and text', async () => {
    const accountId = await officeCompany([customer.id, secretary.id]);
    const at = (iso: string) => new Date(iso).toISOString();
    // 23 November 22:30 UTC is 24 November 01:30 in Istanbul.
    await record(secretary.token, accountId, {
      ...CALL,
      subject: 'Gece',
      called_at: at('2026-11-23T22:30:00Z'),
    });
    await record(secretary.token, accountId, {
      ...CALL,
      subject: '100% indirim_kodu',
      outcome: 'call_back',
      called_at: at('2026-11-24T10:00:00Z'),
    });
    const latest = await record(secretary.token, accountId, {
      ...CALL,
      subject: 'Sabah',
      called_at: at('2026-11-25T06:00:00Z'),
    });

    const all = await callsOf(customer.token, accountId);
    expect(all.meta.total).toBe(3);
    expect(all.data.map((call) => call.subject)).toEqual(['Sabah', '100% indirim_kodu', 'Gece']);

    const subjects = async (query: Record<string, string>) =>
      (await callsOf(customer.token, accountId, query)).data.map((call) => call.subject);
    expect(await subjects({ outcome: 'call_back' })).toEqual(['100% indirim_kodu']);
    expect(await subjects({ from: '2026-11-24', to: '2026-11-24' })).toEqual(['100% indirim_kodu', 'Gece']);
    expect(await subjects({ q: '100%' })).toEqual(['100% indirim_kodu']);
    // `%` and `_` are letters here, not wildcards.
    expect(await subjects({ q: '%' })).toEqual(['100% indirim_kodu']);
    expect(await subjects({ q: 'm_kodu' })).toEqual(['100% indirim_kodu']);

    const page = await callsOf(customer.token, accountId, { per_page: '2', page: '2' });
    expect(page.data.map((call) => call.subject)).toEqual(['Gece']);
    expect(page.meta.total).toBe(3);

    await request('PUT', customer.token, `/api/accounts/${accountId}/calls/${latest.id}`, { read: true });
    expect(await subjects({ unread: '1' })).toEqual(['100% indirim_kodu', 'Gece']);
    expect(await subjects({ unread: '0' })).toEqual(['Sabah']);

    const invalid = await request('GET', customer.token, `/api/accounts/${accountId}/calls`, undefined, {
      outcome: 'lost',
    });
    expect(invalid.statusCode).toBe(422);
  });

  it('is the company’s: another customer and staff who do not serve it get 404, a signed-out caller 401', async () => {
    const accountId = await officeCompany([customer.id, secretary.id]);
    await record(secretary.token, accountId);
    const url = `/api/accounts/${accountId}/calls`;
    expect((await request('GET', stranger.token, url)).statusCode).toBe(404);
    expect((await request('GET', advisor.token, url)).statusCode).toBe(404);
    expect((await request('GET', stranger.token, `${url}/unread`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await callsOf(secretary.token, accountId)).data).toHaveLength(1);
    expect((await callsOf(admin.token, accountId, { all: '1' })).data).toHaveLength(1);
  });

  it('needs "show calls": a customer whose role lost it gets 403 on the log, the count and the update', async () => {
    const accountId = await officeCompany([customer.id, secretary.id]);
    const call = await record(secretary.token, accountId);
    const db = t.app.db;
    const [customerRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'customer'));
    const [showCalls] = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(eq(permissions.name, PERMISSIONS.showCalls));
    await db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.roleId, customerRole?.id ?? 0),
          eq(rolePermissions.permissionId, showCalls?.id ?? 0),
        ),
      );
    try {
      const url = `/api/accounts/${accountId}/calls`;
      expect((await request('GET', customer.token, url)).statusCode).toBe(403);
      expect((await request('GET', customer.token, `${url}/unread`)).statusCode).toBe(403);
      expect((await request('PUT', customer.token, `${url}/${call.id}`, { read: true })).statusCode).toBe(
        403,
      );
    } finally {
      await grantPermission(db, 'customer', PERMISSIONS.showCalls);
    }
    expect(await unreadOf(customer.token, accountId)).toBe(1);
  });
});

describe('PUT accounts/{id}/calls/{callId} and the unread count', () => {
  it('lets the customer mark a call read and unread and keep a note; the count follows', async () => {
    const accountId = await officeCompany([customer.id, secretary.id]);
    const first = await record(secretary.token, accountId);
    await record(secretary.token, accountId, { ...CALL, subject: 'İkinci' });
    expect(await unreadOf(customer.token, accountId)).toBe(2);

    const url = `/api/accounts/${accountId}/calls/${first.id}`;
    const read = await request('PUT', customer.token, url, { read: true, note: '  Cuma dönüş yapılacak. ' });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().result).toMatchObject({ read_at: now.toISOString(), note: 'Cuma dönüş yapılacak.' });
    expect(await unreadOf(customer.token, accountId)).toBe(1);

    const unread = await request('PUT', customer.token, url, { read: false });
    expect(unread.json().result).toMatchObject({ read_at: null, note: 'Cuma dönüş yapılacak.' });
    expect(await unreadOf(customer.token, accountId)).toBe(2);
    expect((await request('PUT', customer.token, url, { note: '' })).json().result.note).toBeNull();

    expect((await request('PUT', customer.token, url, {})).statusCode).toBe(422);
  });

  it('lets staff who serve the company mark a call read, not write the customer’s note', async () => {
    const accountId = await officeCompany([customer.id, secretary.id]);
    const call = await record(secretary.token, accountId);
    const url = `/api/accounts/${accountId}/calls/${call.id}`;
    expect((await request('PUT', secretary.token, url, { read: true })).statusCode).toBe(200);
    expect((await request('PUT', secretary.token, url, { note: 'Not' })).statusCode).toBe(403);
    expect((await request('PUT', advisor.token, url, { read: true })).statusCode).toBe(404);
    expect(await unreadOf(customer.token, accountId)).toBe(0);
  });

  it('answers 404 for another company’s call, also through one’s own company', async () => {
    const mine = await officeCompany([customer.id, secretary.id]);
    const theirs = await officeCompany([stranger.id, secretary.id]);
    const theirCall = await record(secretary.token, theirs);
    expect(
      (await request('PUT', customer.token, `/api/accounts/${theirs}/calls/${theirCall.id}`, { read: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await request('PUT', customer.token, `/api/accounts/${mine}/calls/${theirCall.id}`, { read: true }))
        .statusCode,
    ).toBe(404);
    expect(await unreadOf(stranger.token, theirs)).toBe(1);
  });
});

describe('GET office/calls/desk', () => {
  it('shows the secretary today’s calls over their companies, and counts per company per month', async () => {
    const deskSecretary = await createUserWithRole(t.app.db, 'secretary');
    const alpha = await officeCompany([customer.id, deskSecretary.id], { name: 'Alfa Desk' });
    const beta = await officeCompany([stranger.id, deskSecretary.id], { name: 'Beta Desk' });
    const other = await officeCompany([stranger.id, secretary.id], { name: 'Başkası Desk' });
    const at = (iso: string) => ({ ...CALL, called_at: new Date(iso).toISOString() });
    // Today in Istanbul began at 24 November 21:00 UTC.
    await record(deskSecretary.token, alpha, at('2026-11-24T21:30:00Z'));
    await record(deskSecretary.token, beta, { ...at('2026-11-25T08:00:00Z'), subject: 'Son' });
    await record(deskSecretary.token, alpha, at('2026-11-24T20:59:00Z'));
    await record(deskSecretary.token, alpha, at('2026-10-31T22:30:00Z'));
    await record(deskSecretary.token, beta, at('2026-06-15T10:00:00Z'));
    await record(deskSecretary.token, beta, at('2026-05-20T10:00:00Z'));
    await record(secretary.token, other, at('2026-11-25T08:30:00Z'));

    const res = await request('GET', deskSecretary.token, '/api/office/calls/desk');
    expect(res.statusCode, res.body).toBe(200);
    const desk: TCallDesk = res.json().result;
    expect(desk.today.map((call) => [call.account_name, call.subject])).toEqual([
      ['Beta Desk', 'Son'],
      ['Alfa Desk', 'Teklif'],
    ]);
    // 31 October 22:30 UTC is 1 November in Istanbul; May is older than six months.
    expect(desk.monthly).toEqual([
      { account_id: alpha, account_name: 'Alfa Desk', month: '2026-11', calls: 3 },
      { account_id: beta, account_name: 'Beta Desk', month: '2026-11', calls: 1 },
      { account_id: beta, account_name: 'Beta Desk', month: '2026-06', calls: 1 },
    ]);

    const adminDesk: TCallDesk = (await request('GET', admin.token, '/api/office/calls/desk')).json().result;
    expect(adminDesk.today.map((call) => call.account_name)).toEqual(
      expect.arrayContaining(['Alfa Desk', 'Beta Desk', 'Başkası Desk']),
    );
    expect((await request('GET', customer.token, '/api/office/calls/desk')).statusCode).toBe(403);
  });
});

describe('GET office/companies', () => {
  it('finds the office-line companies the staff member serves by name, id, tax number and phone', async () => {
    const finder = await createUserWithRole(t.app.db, 'secretary');
    const [location] = await t.app.db.select({ id: officeLocations.id }).from(officeLocations).limit(1);
    const found = await officeCompany([customer.id, finder.id], { name: 'Yüzde_100% Ticaret' });
    await t.app.db.insert(accountInformations).values([
      { accountId: found, key: 'tax_number', value: '1234567890' },
      { accountId: found, key: 'phone', value: '+905339876543' },
      { accountId: found, key: 'virtual_office_id', value: String(location?.id) },
    ]);
    const plain = await officeCompany([customer.id, finder.id], { name: 'Yüzde Yüz Gıda' });
    await officeCompany([customer.id, finder.id], { name: 'Yüzde Kapalı', status: LINE_STATUSES.cancelled });
    await createCompany(t.app.db, [customer.id, finder.id], { name: 'Yüzde Muhasebe' });
    await officeCompany([customer.id], { name: 'Yüzde Başkasının' });

    const search = async (q: string, token = finder.token, language = 'en') => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/office/companies',
        query: { q },
        headers: { ...bearer(token), 'accept-language': language },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result as TOfficeCompany[];
    };
    expect((await search('yüzde')).map((company) => company.name)).toEqual([
      'Yüzde Yüz Gıda',
      'Yüzde_100% Ticaret',
    ]);
    expect((await search('e_1')).map((company) => company.id)).toEqual([found]);
    expect((await search('0%')).map((company) => company.id)).toEqual([found]);
    expect((await search(String(plain))).map((company) => company.id)).toContain(plain);
    expect((await search('4567890')).map((company) => company.id)).toEqual([found]);
    expect((await search('0533 987 65')).map((company) => company.id)).toEqual([found]);

    const [english] = await search('1234567890');
    expect(english).toMatchObject({ tax_number: '1234567890', phone: '+905339876543' });
    expect(english?.location).toEqual(expect.any(String));
    const [turkish] = await search('1234567890', finder.token, 'tr');
    expect(turkish?.location).toEqual(expect.any(String));

    expect((await search('', admin.token)).length).toBeLessThanOrEqual(20);
    const stranger403 = await request('GET', customer.token, '/api/office/companies');
    expect(stranger403.statusCode).toBe(403);
  });
});
