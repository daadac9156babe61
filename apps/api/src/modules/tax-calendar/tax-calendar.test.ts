import { createHash } from 'node:crypto';
import type { TAccount } from '@portal/contracts/accounts/account-schemas';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import type { TTaxCalendar } from '@portal/contracts/tax-calendar/tax-calendar-routes';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountInformations, accountStatusChanges, accountUsers } from '../../db/schema/accounts.ts';
import { calendarFeeds } from '../../db/schema/company-desk.ts';
import { products } from '../../db/schema/products.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { bearer, DEMO, login, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { expectValidIcal } from '../../test/ical-check.ts';
import { freshIp, testClock } from '../../test/public-form-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

// Sunday 10 May 2026, noon in Istanbul: the feed holds 10 May 2026 – 10 May 2027.
const clock = testClock('2026-05-10T09:00:00Z');
const FEED_IP_LIMIT = 5;

let t: TTestApp;
let customer: TSession;
let outsider: TSession;
let admin: TSession;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      now: clock.now,
      rateLimits: {
        ...RELAXED_LIMITS,
        calendarFeedsPerIp: { max: FEED_IP_LIMIT, windowMs: 60_000, per: 'IP' },
      },
    },
  );
  [customer, outsider, admin] = await Promise.all([
    registerCustomer(t.app),
    registerCustomer(t.app),
    login(t.app, DEMO.admin, DEMO.password),
  ]);
});
afterAll(async () => {
  await t?.close();
});

async function createAccount(session: TSession, name: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/accounts',
    headers: bearer(session.token),
    payload: { name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().result as TAccount).id;
}

/** The customer chose to found a new company through the portal (the wizard's first step). */
async function chooseFounding(accountId: number): Promise<void> {
  await t.app.db
    .insert(accountInformations)
    .values({ accountId, key: 'packet_type', value: 'company-founding' });
}

/** Staff approved the company's accountant line at `at` (waiting for approval → active). */
async function approvedAt(accountId: number, at: string): Promise<void> {
  await t.app.db
    .insert(accountStatusChanges)
    .values({ accountId, brandId: 1, fromStatus: 3, toStatus: 4, createdAt: new Date(at) });
}

/** The company chose this packet in the wizard (`packet_id`). */
async function choosePacket(accountId: number, code: string): Promise<void> {
  const [product] = await t.app.db.select({ id: products.id }).from(products).where(eq(products.code, code));
  if (!product) throw new Error(`No product ${code}`);
  await t.app.db
    .insert(accountInformations)
    .values({ accountId, key: 'packet_id', value: String(product.id) });
}

type TCall = { session?: TSession | null; query?: Record<string, string>; language?: string };
function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  { session = customer, query, language = 'tr' }: TCall = {},
) {
  return t.app.inject({
    method,
    url,
    query,
    headers: { 'accept-language': language, ...(session ? bearer(session.token) : {}) },
  });
}

const calendarOf = (accountId: number, from: string, to: string, options: TCall = {}) =>
  call('GET', `/api/accounts/${accountId}/calendar`, { ...options, query: { from, to, ...options.query } });

const feedPath = (url: string) => new URL(url).pathname;
const fetchFeed = (path: string, query?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: path, query, remoteAddress: freshIp() });

describe('GET accounts/{id}/calendar', () => {
  let company: number;
  beforeAll(async () => {
    company = await createAccount(customer, 'Takvim Limited');
    await choosePacket(company, 'accountant-standard');
  });

  it("answers a limited company's deadlines, moved over Kurban Bayramı, titled in Turkish", async () => {
    const res = await calendarOf(company, '2026-05-01', '2026-06-30');
    expect(res.statusCode, res.body).toBe(200);
    const calendar: TTaxCalendar = res.json().result;
    expect(calendar.company_kind).toBe('corporation');
    expect(calendar.covered).toEqual({ first: '2025-01-01', last: '2027-12-31' });
    expect(calendar.events.find((event) => event.id === 'kdv:2026-04')).toEqual({
      id: 'kdv:2026-04',
      date: '2026-06-01',
      original_date: '2026-05-28',
      kind: 'kdv',
      period: '2026-04',
      title_key: 'taxCalendar.kinds.kdv',
      title: 'KDV beyannamesi ve ödemesi (Nisan 2026)',
      source: expect.stringContaining('Katma Değer Vergisi Kanunu md. 41'),
      half_day: false,
    });
    expect(calendar.events.find((event) => event.id === 'gecici:2026-Q1')?.title).toBe(
      'Geçici vergi beyannamesi ve ödemesi (2026 1. dönem)',
    );
    expect(calendar.events.some((event) => event.kind === 'yillik_gelir')).toBe(false);
  });

  it('titles the events in English for an English caller', async () => {
    const res = await calendarOf(company, '2026-05-01', '2026-06-30', { language: 'en' });
    const calendar: TTaxCalendar = res.json().result;
    expect(calendar.events.find((event) => event.id === 'kdv:2026-04')?.title).toBe(
      'VAT (KDV) return and payment (April 2026)',
    );
    expect(calendar.events.find((event) => event.id === 'documents:2026-04')?.title).toBe(
      'Last day to upload the documents of April 2026 to the portal',
    );
  });

  it("gives a sole proprietorship (starter packet) the income tax returns; a company without a packet both kinds'", async () => {
    const sole = await createAccount(customer, 'Şahıs Şirketi');
    await choosePacket(sole, 'accountant-starter');
    const soleYear: TTaxCalendar = (await calendarOf(sole, '2027-01-01', '2027-12-31')).json().result;
    expect(soleYear.company_kind).toBe('sole_proprietorship');
    const soleKinds = new Set(soleYear.events.map((event) => event.kind));
    expect(soleKinds.has('yillik_gelir')).toBe(true);
    expect(soleKinds.has('kurumlar')).toBe(false);

    const unknown = await createAccount(customer, 'Paketsiz');
    const unknownYear: TTaxCalendar = (await calendarOf(unknown, '2027-01-01', '2027-12-31')).json().result;
    expect(unknownYear.company_kind).toBe('unknown');
    const kinds = new Set(unknownYear.events.map((event) => event.kind));
    expect(kinds.has('yillik_gelir') && kinds.has('kurumlar')).toBe(true);
  });

  it('leaves out the deadlines of periods before a founded company existed', async () => {
    // Approved (founded) on 28 November 2026, 12:30 in Istanbul.
    const founded = await createAccount(customer, 'Kasım Limited');
    await choosePacket(founded, 'accountant-standard');
    await chooseFounding(founded);
    await approvedAt(founded, '2026-11-28T09:30:00Z');
    const res = await calendarOf(founded, '2026-11-01', '2027-01-31');
    expect(res.statusCode, res.body).toBe(200);
    const calendar: TTaxCalendar = res.json().result;
    expect(calendar.founded_on).toBe('2026-11-28');
    const ids = calendar.events.map((event) => event.id);
    // October's returns and documents (due in November) are not this company's.
    expect(ids.filter((id) => id.endsWith(':2026-10'))).toEqual([]);
    expect(ids).toContain('kdv:2026-11');
    expect(ids).toContain('documents:2026-11');
    expect(ids).toContain('muhtasar:2026-11');

    // The same packet, moved to us: it existed before, October's deadlines are its own.
    const moved = await createAccount(customer, 'Taşınan Limited');
    await choosePacket(moved, 'accountant-standard');
    const movedCalendar: TTaxCalendar = (await calendarOf(moved, '2026-11-01', '2027-01-31')).json().result;
    expect(movedCalendar.founded_on).toBeNull();
    expect(movedCalendar.events.map((event) => event.id)).toContain('kdv:2026-10');
  });

  it('shows a company not founded yet the deadlines from this month on', async () => {
    // Today is 10 May 2026: April's KDV (due 1 June) is no concern of a company founded from now on.
    const applying = await createAccount(customer, 'Başvuru Limited');
    await choosePacket(applying, 'accountant-standard');
    await chooseFounding(applying);
    const calendar: TTaxCalendar = (await calendarOf(applying, '2026-05-01', '2026-06-30')).json().result;
    expect(calendar.founded_on).toBeNull();
    const ids = calendar.events.map((event) => event.id);
    expect(ids).not.toContain('kdv:2026-04');
    expect(ids).not.toContain('documents:2026-04');
    expect(ids).toContain('documents:2026-05');
  });

  it('moves the documents deadline off a weekend, with its rule in the reader’s language', async () => {
    const res = await calendarOf(company, '2026-06-01', '2026-06-30', { language: 'en' });
    const calendar: TTaxCalendar = res.json().result;
    // 7 June 2026 is a Sunday: May's documents are due on Monday 8 June, as the page says.
    const documents = calendar.events.find((event) => event.id === 'documents:2026-05');
    expect(documents).toMatchObject({ date: '2026-06-08', original_date: '2026-06-07' });
    expect(documents?.source).toBe(translate('en', 'taxCalendar.documentsSource'));
    expect(res.body).not.toContain('documentsDueDate');
    const turkish: TTaxCalendar = (await calendarOf(company, '2026-06-01', '2026-06-30')).json().result;
    expect(turkish.events.find((event) => event.id === 'documents:2026-05')?.source).toContain(
      'Firmaport SSS',
    );
  });

  it('answers 401 without a session, 404 to another customer and to staff outside the staff view', async () => {
    expect((await calendarOf(company, '2026-05-01', '2026-05-31', { session: null })).statusCode).toBe(401);
    const foreign = await calendarOf(company, '2026-05-01', '2026-05-31', { session: outsider });
    expect(foreign.statusCode).toBe(404);
    expect((await calendarOf(company, '2026-05-01', '2026-05-31', { session: admin })).statusCode).toBe(404);
  });

  it('lets staff who reach every company read it with ?all', async () => {
    const res = await calendarOf(company, '2026-05-01', '2026-05-31', {
      session: admin,
      query: { all: '1' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a range longer than 13 months, reversed, or outside the covered years (422, translated)', async () => {
    const long = await calendarOf(company, '2026-01-01', '2027-02-02');
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.to).toEqual(['Vergi takvimi en fazla 13 aylık bir aralığı gösterir.']);

    const reversed = await calendarOf(company, '2026-05-02', '2026-05-01', { language: 'en' });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to).toEqual(['The end date cannot be before the start date.']);

    const outside = await calendarOf(company, '2027-12-01', '2028-01-31', { language: 'en' });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.to[0]).toContain('2025–2027');

    expect((await calendarOf(company, 'not-a-date', '2026-05-01')).statusCode).toBe(422);
  });
});

describe('the calendar feed', () => {
  let company: number;
  beforeAll(async () => {
    company = await createAccount(customer, 'Abone Limited');
    await choosePacket(company, 'accountant-standard');
  });
  const feedUrl = () => `/api/accounts/${company}/calendar/feed`;

  it('is created by the customer: the link once, only its SHA-256 kept', async () => {
    expect((await call('GET', feedUrl())).json().result).toEqual({ exists: false, created_at: null });

    const res = await call('POST', feedUrl());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { url, created_at } = res.json().result;
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(created_at).toBe('2026-05-10T09:00:00.000Z');

    const token = feedPath(url).slice('/api/calendar-feeds/'.length, -'.ics'.length);
    const [row] = await t.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.accountId, company));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const status = await call('GET', feedUrl());
    expect(status.json().result).toEqual({ exists: true, created_at: '2026-05-10T09:00:00.000Z' });
    expect(status.body).not.toContain(token);
  });

  it('answers the next 12 months as all-day events that parse, with stable UIDs, in the owner’s language', async () => {
    const { url } = (await call('POST', feedUrl())).json().result;
    const res = await fetchFeed(feedPath(url));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=900');

    // An outside RFC 5545 parser (python3-icalendar) reads every event, each with what it must carry.
    expect(await expectValidIcal(res.body)).toBeGreaterThan(50);
    expect(res.body).not.toContain('documentsDueDate');
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Abone Limited – vergi takvimi');
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const kdv = events.find((event) => event.summary === 'KDV beyannamesi ve ödemesi (Nisan 2026)');
    expect(kdv?.startDate.isDate).toBe(true);
    expect(kdv?.startDate.toString()).toBe('2026-06-01');
    expect(kdv?.endDate.toString()).toBe('2026-06-02');
    expect(kdv?.description).toContain('Kaynak: 3065 sayılı');
    expect(kdv?.description).toContain('VUK md. 18');
    const dates = events.map((event) => event.startDate.toString());
    expect(dates.every((date) => date >= '2026-05-10' && date <= '2027-05-10')).toBe(true);
    expect(events.some((event) => event.summary.startsWith('Kurumlar vergisi'))).toBe(true);

    const again = new ICAL.Component(ICAL.parse((await fetchFeed(feedPath(url))).body));
    const uids = (component: ICAL.Component) =>
      component.getAllSubcomponents('vevent').map((vevent) => vevent.getFirstPropertyValue('uid'));
    expect(uids(again)).toEqual(uids(calendar));
    expect(new Set(uids(calendar)).size).toBe(events.length);

    // The documents deadline names its rule, translated, and says why its day moved.
    const documents = events.find((event) => event.summary.includes('Mayıs 2026 belgelerini'));
    expect(documents?.startDate.toString()).toBe('2026-06-08');
    expect(documents?.description).toContain('Kaynak: Firmaport SSS');
    expect(documents?.description).toContain('VUK md. 18');

    const english = await fetchFeed(feedPath(url), { lang: 'en' });
    expect(english.body).toContain('SUMMARY:VAT (KDV) return and payment (April 2026)');
    expect(english.body).not.toContain('documentsDueDate');
    await expectValidIcal(english.body);
  });

  it('stops answering the old link when a new one is made, and every link once revoked', async () => {
    const first = (await call('POST', feedUrl())).json().result.url;
    const second = (await call('POST', feedUrl())).json().result.url;
    expect((await fetchFeed(feedPath(first))).statusCode).toBe(404);
    expect((await fetchFeed(feedPath(second))).statusCode).toBe(200);

    const revoked = await call('DELETE', feedUrl());
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await fetchFeed(feedPath(second))).statusCode).toBe(404);
    expect((await call('GET', feedUrl())).json().result.exists).toBe(false);
    expect((await call('DELETE', feedUrl())).statusCode).toBe(404);
  });

  it('answers 404 to an unknown or malformed token', async () => {
    expect((await fetchFeed(`/api/calendar-feeds/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await fetchFeed('/api/calendar-feeds/short.ics')).statusCode).toBe(404);
  });

  it('is the customers’ own: staff who reach the company get 403, another customer 404', async () => {
    const staff = await call('POST', feedUrl(), { session: admin, query: { all: '1' }, language: 'en' });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe("Only the company's own users can create or revoke its calendar link.");
    expect((await call('DELETE', feedUrl(), { session: admin, query: { all: '1' } })).statusCode).toBe(403);
    expect((await call('POST', feedUrl(), { session: outsider })).statusCode).toBe(404);
    expect((await call('GET', feedUrl(), { session: outsider })).statusCode).toBe(404);
    // Staff may see whether a link exists (not the link).
    expect((await call('GET', feedUrl(), { session: admin, query: { all: '1' } })).statusCode).toBe(200);
  });

  it('is a write: a viewer of the company may see whether a link exists, not make or revoke one (403)', async () => {
    const viewer = await registerCustomer(t.app);
    await t.app.db.insert(accountUsers).values({
      accountId: company,
      userId: viewer.user.id,
      memberRole: 'viewer',
      canPay: false,
      canUploadDocuments: false,
      canSeeOffice: false,
      canManageTeam: false,
    });
    const { url } = (await call('POST', feedUrl())).json().result;
    expect((await call('GET', feedUrl(), { session: viewer })).statusCode).toBe(200);
    const rotated = await call('POST', feedUrl(), { session: viewer, language: 'en' });
    expect(rotated.statusCode).toBe(403);
    expect(rotated.json().message).toContain('a viewer cannot change anything');
    expect((await call('DELETE', feedUrl(), { session: viewer })).statusCode).toBe(403);
    // The owner's subscribed link still answers.
    expect((await fetchFeed(feedPath(url))).statusCode).toBe(200);
  });

  it('throttles fetches from one address (429)', async () => {
    const { url } = (await call('POST', feedUrl())).json().result;
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i <= FEED_IP_LIMIT; i += 1) {
      codes.push((await t.app.inject({ method: 'GET', url: feedPath(url), remoteAddress: ip })).statusCode);
    }
    expect(codes).toEqual([...Array(FEED_IP_LIMIT).fill(200), 429]);
  });
});

describe('the OpenAPI document', () => {
  it('documents the calendar routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    for (const path of [
      '/api/accounts/{id}/calendar',
      '/api/accounts/{id}/calendar/feed',
      '/api/calendar-feeds/{token}.ics',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
  });
});
