import type { TSession } from '@portal/contracts/auth/auth-schemas';
import type { TAnnouncement, TAnnouncementRequest } from '@portal/contracts/staff/announcements';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/staff.ts';
import { bearer, DEMO, login, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { createCompany, holdProduct } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

const NOW = new Date('2030-03-10T09:00:00.000Z');
let clock = NOW;

let t: TTestApp;
let admin: TSession;
let advisor: TSession;
type TCustomer = TSession & { password: string };
let customer: TCustomer;
let officeCustomer: TCustomer;
let loneCustomer: TCustomer;
let officeCompanyId: number;
let accountantCompanyId: number;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => clock });
  [admin, advisor, customer, officeCustomer, loneCustomer] = await Promise.all([
    login(t.app, DEMO.admin, DEMO.password),
    login(t.app, DEMO.advisor, DEMO.password),
    registerCustomer(t.app),
    registerCustomer(t.app),
    registerCustomer(t.app),
  ]);
  // `customer` holds an accountant packet (and once held an office one, removed since);
  // `officeCustomer` has two companies: one with an office packet, one with an accountant packet.
  const customerCompany = await createCompany(t.app.db, [customer.user.id], { status: 4 });
  await holdProduct(t.app.db, customerCompany, 1);
  await holdProduct(t.app.db, customerCompany, 2, { removed: true });
  officeCompanyId = await createCompany(t.app.db, [officeCustomer.user.id], { status: 4 });
  await holdProduct(t.app.db, officeCompanyId, 2);
  accountantCompanyId = await createCompany(t.app.db, [officeCustomer.user.id], { status: 4 });
  await holdProduct(t.app.db, accountantCompanyId, 1);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  clock = NOW;
});

type TCall = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; language?: string };

function call(session: TSession | null, { method, url, payload, language = 'tr' }: TCall) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...(session ? bearer(session.token) : {}), 'accept-language': language },
  });
}

const at = (offsetHours: number) => new Date(NOW.getTime() + offsetHours * 3_600_000).toISOString();

function announcement(overrides: Partial<TAnnouncementRequest> = {}): TAnnouncementRequest {
  return {
    title: 'Bakım çalışması',
    body: 'Cumartesi gecesi portal bir saat kapalı olacak.',
    brand_id: null,
    starts_at: at(-24),
    ends_at: at(24),
    is_published: true,
    ...overrides,
  };
}

async function create(overrides: Partial<TAnnouncementRequest> = {}): Promise<TAnnouncement> {
  const res = await call(admin, {
    method: 'POST',
    url: '/api/announcements',
    payload: announcement(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}

/**
 * The announcements a customer sees now. Signs them in at the moved clock first: a session
 * begun at NOW has ended by the hours these tests jump to.
 */
async function currentIds(person: TCustomer, query = ''): Promise<number[]> {
  const session = await login(t.app, person.user.email, person.password);
  const res = await call(session, { method: 'GET', url: `/api/announcements/current${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.map((item: TAnnouncement) => item.id);
}

describe('POST /api/announcements', () => {
  it('creates an announcement, answers it with a message and records it in the audit log', async () => {
    const res = await call(admin, {
      method: 'POST',
      url: '/api/announcements',
      payload: announcement({ title: '  Yeni paketler  ', brand_id: 2 }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { result, message } = res.json();
    expect(result).toMatchObject({
      title: 'Yeni paketler',
      brand_id: 2,
      is_published: true,
      starts_at: at(-24),
      ends_at: at(24),
    });
    expect(Object.keys(result).sort()).toEqual(
      ['body', 'brand_id', 'created_at', 'ends_at', 'id', 'is_published', 'starts_at', 'title'].sort(),
    );
    expect(message).toBe('Duyuru kaydedildi.');
    const [entry] = await t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.subjectType, 'announcement'), eq(auditLogs.subjectId, result.id)));
    expect(entry).toMatchObject({ actorId: admin.user.id, action: 'announcement.saved', before: null });
    expect(entry?.after).toMatchObject({ title: 'Yeni paketler', brand_id: 2 });
  });

  it('takes dates with an offset and stores them as UTC', async () => {
    const created = await create({
      starts_at: '2030-03-10T12:00:00+03:00',
      ends_at: '2030-03-11T12:00:00+03:00',
    });
    expect(created.starts_at).toBe('2030-03-10T09:00:00.000Z');
  });

  it.each([
    ['tr', 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır.'],
    ['en', 'The end date must be after the start date.'],
  ])('refuses an end that is not after the start (%s)', async (language, text) => {
    for (const ends_at of [at(-24), at(-25)]) {
      const res = await call(admin, {
        method: 'POST',
        url: '/api/announcements',
        payload: announcement({ ends_at }),
        language,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.ends_at).toEqual([text]);
    }
  });

  it('refuses a long or empty title, a long body, an unknown product line and bad dates', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'a'.repeat(161) }, 'title'],
      [{ title: '   ' }, 'title'],
      [{ body: 'a'.repeat(5001) }, 'body'],
      [{ brand_id: 4 }, 'brand_id'],
      [{ starts_at: '2030-03-10' }, 'starts_at'],
      [{ is_published: 'yes' }, 'is_published'],
    ];
    for (const [overrides, field] of cases) {
      const res = await call(admin, {
        method: 'POST',
        url: '/api/announcements',
        payload: { ...announcement(), ...overrides },
      });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toBeDefined();
    }
    const atTheLimits = await call(admin, {
      method: 'POST',
      url: '/api/announcements',
      payload: announcement({ title: 'a'.repeat(160), body: 'b'.repeat(5000) }),
    });
    expect(atTheLimits.statusCode).toBe(201);
  });

  it('answers 401 without a session and 403 without "show announcements"', async () => {
    expect(
      (await call(null, { method: 'POST', url: '/api/announcements', payload: announcement() })).statusCode,
    ).toBe(401);
    for (const session of [customer, advisor]) {
      const res = await call(session, { method: 'POST', url: '/api/announcements', payload: announcement() });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('GET /api/announcements', () => {
  it('lists every announcement, newest first, paginated', async () => {
    const older = await create({ title: 'Eski', is_published: false });
    const newer = await create({ title: 'Yeni' });
    const res = await call(admin, { method: 'GET', url: '/api/announcements?per_page=2' });
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json().result;
    expect(data.map((item: TAnnouncement) => item.id)).toEqual([newer.id, older.id]);
    expect(meta.page).toBe(1);
    expect(meta.per_page).toBe(2);
    expect(meta.total).toBeGreaterThanOrEqual(2);
    const second = await call(admin, { method: 'GET', url: '/api/announcements?per_page=2&page=2' });
    expect(second.json().result.data.map((item: TAnnouncement) => item.id)).not.toContain(newer.id);
  });

  it('answers 401, 403 and 422 for a bad page', async () => {
    expect((await call(null, { method: 'GET', url: '/api/announcements' })).statusCode).toBe(401);
    expect((await call(customer, { method: 'GET', url: '/api/announcements' })).statusCode).toBe(403);
    expect((await call(admin, { method: 'GET', url: '/api/announcements?per_page=101' })).statusCode).toBe(
      422,
    );
  });
});

describe('PUT /api/announcements/:id', () => {
  it('replaces the announcement and records before and after', async () => {
    const created = await create({ title: 'Taslak', is_published: false });
    const res = await call(admin, {
      method: 'PUT',
      url: `/api/announcements/${created.id}`,
      payload: announcement({ title: 'Yayında', brand_id: 1 }),
      language: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      id: created.id,
      title: 'Yayında',
      brand_id: 1,
      is_published: true,
    });
    expect(res.json().message).toBe('The announcement has been saved.');
    const [entry] = await t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.subjectType, 'announcement'), eq(auditLogs.subjectId, created.id)))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(entry?.before).toMatchObject({ title: 'Taslak', is_published: false });
    expect(entry?.after).toMatchObject({ title: 'Yayında', is_published: true });
  });

  it('answers 404 for a missing announcement, 422 for a bad body, 403 without the permission', async () => {
    const missing = await call(admin, {
      method: 'PUT',
      url: '/api/announcements/999999',
      payload: announcement(),
    });
    expect(missing.statusCode).toBe(404);
    const created = await create();
    const bad = await call(admin, {
      method: 'PUT',
      url: `/api/announcements/${created.id}`,
      payload: announcement({ ends_at: at(-48) }),
    });
    expect(bad.statusCode).toBe(422);
    const forbidden = await call(customer, {
      method: 'PUT',
      url: `/api/announcements/${created.id}`,
      payload: announcement(),
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('DELETE /api/announcements/:id', () => {
  it('deletes it, keeps its text in the audit log, and answers 404 the second time', async () => {
    const created = await create({ title: 'Silinecek' });
    expect(
      (await call(customer, { method: 'DELETE', url: `/api/announcements/${created.id}` })).statusCode,
    ).toBe(403);
    const res = await call(admin, { method: 'DELETE', url: `/api/announcements/${created.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: null, message: 'Duyuru silindi.' });
    const again = await call(admin, { method: 'DELETE', url: `/api/announcements/${created.id}` });
    expect(again.statusCode).toBe(404);
    const [entry] = await t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.subjectType, 'announcement'), eq(auditLogs.subjectId, created.id)))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'announcement.saved', after: null });
    expect(entry?.before).toMatchObject({ title: 'Silinecek' });
    expect((await call(null, { method: 'DELETE', url: `/api/announcements/${created.id}` })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/announcements/current', () => {
  it('shows a published announcement only while now lies in [starts_at, ends_at)', async () => {
    const window = await create({ starts_at: at(100), ends_at: at(110) });
    const draft = await create({ starts_at: at(100), ends_at: at(110), is_published: false });
    clock = new Date(at(99.99));
    expect(await currentIds(loneCustomer)).not.toContain(window.id);
    clock = new Date(at(100));
    expect(await currentIds(loneCustomer)).toContain(window.id);
    expect(await currentIds(loneCustomer)).not.toContain(draft.id);
    clock = new Date(at(109.99));
    expect(await currentIds(loneCustomer)).toContain(window.id);
    clock = new Date(at(110));
    expect(await currentIds(loneCustomer)).not.toContain(window.id);
  });

  it('targets a product line at the customers whose companies hold one of its products', async () => {
    const everyone = await create({ starts_at: at(200), ends_at: at(210), brand_id: null });
    const accountant = await create({ starts_at: at(200), ends_at: at(210), brand_id: 1 });
    const office = await create({ starts_at: at(200), ends_at: at(210), brand_id: 2 });
    const network = await create({ starts_at: at(200), ends_at: at(210), brand_id: 7 });
    clock = new Date(at(205));
    // A removed office packet does not count.
    expect((await currentIds(customer)).sort()).toEqual([everyone.id, accountant.id].sort());
    expect((await currentIds(officeCustomer)).sort()).toEqual([everyone.id, accountant.id, office.id].sort());
    expect(await currentIds(loneCustomer)).toEqual([everyone.id]);
    // The selected company only.
    expect((await currentIds(officeCustomer, `?account_id=${officeCompanyId}`)).sort()).toEqual(
      [everyone.id, office.id].sort(),
    );
    expect((await currentIds(officeCustomer, `?account_id=${accountantCompanyId}`)).sort()).toEqual(
      [everyone.id, accountant.id].sort(),
    );
    expect(await currentIds(officeCustomer)).not.toContain(network.id);
  });

  it('lists the latest start first', async () => {
    const first = await create({ starts_at: at(300), ends_at: at(310) });
    const second = await create({ starts_at: at(301), ends_at: at(310) });
    clock = new Date(at(305));
    expect(await currentIds(loneCustomer)).toEqual([second.id, first.id]);
  });

  it("answers 401 anonymously and 404 for another customer's company", async () => {
    expect((await call(null, { method: 'GET', url: '/api/announcements/current' })).statusCode).toBe(401);
    // Signed in again: the other tests' jumps of the clock ended the first session.
    const session = await login(t.app, customer.user.email, customer.password);
    const res = await call(session, {
      method: 'GET',
      url: `/api/announcements/current?account_id=${officeCompanyId}`,
    });
    expect(res.statusCode).toBe(404);
    const bad = await call(session, { method: 'GET', url: '/api/announcements/current?account_id=abc' });
    expect(bad.statusCode).toBe(422);
  });
});
