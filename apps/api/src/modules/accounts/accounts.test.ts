import type { TAccount, TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountStatusChanges, accounts, accountUsers } from '../../db/schema/accounts.ts';
import {
  bearer,
  DEMO,
  linkIn,
  login,
  mailsTo,
  RELAXED_LIMITS,
  registerCustomer,
} from '../../test/auth-helpers.ts';
import { createCompany, letStaffSeeAllCompanies } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

const S = ACCOUNT_STATUSES;
const VALID_NATIONAL_ID = '10000000146';
const VALID_TAX_NUMBER = '1234567890';

let t: TTestApp;
let customer: TSession;
let other: TSession;
let admin: TSession;
let advisor: TSession;
let secretary: TSession;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  // These tests are about staff who see every company: the admin has granted it (issue 11).
  await letStaffSeeAllCompanies(t.app.db);
  [customer, other, admin, advisor, secretary] = await Promise.all([
    registerCustomer(t.app),
    registerCustomer(t.app),
    login(t.app, DEMO.admin, DEMO.password),
    login(t.app, DEMO.advisor, DEMO.password),
    login(t.app, DEMO.secretary, DEMO.password),
  ]);
});
afterAll(async () => {
  await t?.close();
});

type TCall = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; language?: string };

function call(session: TSession, { method, url, payload, language = 'tr' }: TCall) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...bearer(session.token), 'accept-language': language },
  });
}

async function createAccount(session: TSession, name = 'Yılmaz Danışmanlık', query = ''): Promise<TAccount> {
  const res = await call(session, { method: 'POST', url: `/api/accounts${query}`, payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}

describe('POST /api/accounts', () => {
  it('creates a company in application, attaches the caller and answers it with a message', async () => {
    const res = await call(customer, {
      method: 'POST',
      url: '/api/accounts',
      payload: { name: '  Ayşe Ltd  ' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { result, message } = res.json();
    expect(result).toMatchObject({ name: 'Ayşe Ltd', status: S.applicationInProgress });
    expect(Object.keys(result).sort()).toEqual(['created_at', 'id', 'name', 'status']);
    expect(message).toBe('Şirketiniz oluşturuldu.');
    const rows = await t.app.db.select().from(accountUsers).where(eq(accountUsers.accountId, result.id));
    expect(rows.map((r) => r.userId)).toEqual([customer.user.id]);
  });

  it.each([
    ['tr', 'Şirketinizin bir ismi olmadan devam edemezsiniz'],
    ['en', 'You cannot continue without a name for your company.'],
  ])('requires a name (%s)', async (language, text) => {
    for (const payload of [{ name: '   ' }, {}]) {
      const res = await call(customer, { method: 'POST', url: '/api/accounts', payload, language });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.name).toEqual([text]);
    }
  });

  it('takes at most 60 characters', async () => {
    const long = await call(customer, {
      method: 'POST',
      url: '/api/accounts',
      payload: { name: 'a'.repeat(61) },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.name).toBeDefined();
    expect((await createAccount(customer, 'b'.repeat(60))).name).toHaveLength(60);
  });

  it('answers 401 without a session and 403 to staff without "store accounts"', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: { name: 'X' } });
    expect(anonymous.statusCode).toBe(401);
    const res = await call(advisor, { method: 'POST', url: '/api/accounts', payload: { name: 'X' } });
    expect(res.statusCode).toBe(403);
  });

  it('lets an admin create a company for a customer (user_id), who is attached', async () => {
    const created = await createAccount(admin, 'Müşteri Adına', `?user_id=${other.user.id}`);
    const rows = await t.app.db.select().from(accountUsers).where(eq(accountUsers.accountId, created.id));
    expect(rows.map((r) => r.userId)).toEqual([other.user.id]);
    const missing = await call(admin, {
      method: 'POST',
      url: '/api/accounts?user_id=999999',
      payload: { name: 'X' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 404 to a customer naming another user', async () => {
    const res = await call(customer, {
      method: 'POST',
      url: `/api/accounts?user_id=${other.user.id}`,
      payload: { name: 'X' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the session', () => {
  it('carries the accounts of the user at login, with their saved wizard step', async () => {
    const fresh = await registerCustomer(t.app);
    expect(fresh.accounts).toEqual([]);
    const first = await createAccount(fresh, 'Birinci');
    const second = await createAccount(fresh, 'İkinci');
    const saved = await call(fresh, {
      method: 'POST',
      url: `/api/accounts/${first.id}/informations`,
      payload: { informations: [{ key: 'step', value: 'status' }] },
    });
    expect(saved.statusCode).toBe(200);
    const session = await login(t.app, fresh.user.email, 'portal2026');
    expect(session.accounts).toEqual([
      {
        id: second.id,
        name: 'İkinci',
        status: S.applicationInProgress,
        step: null,
        has_products: false,
        office_step: null,
        has_office_products: false,
      },
      {
        id: first.id,
        name: 'Birinci',
        status: S.applicationInProgress,
        step: 'status',
        has_products: false,
        office_step: null,
        has_office_products: false,
      },
    ]);
  });
});

describe('GET /api/accounts', () => {
  it('answers the spec’s own path with the slash, `accounts/?all`, like `accounts?all`', async () => {
    const withSlash = await call(admin, { method: 'GET', url: '/api/accounts/?all&per_page=5' });
    const without = await call(admin, { method: 'GET', url: '/api/accounts?all&per_page=5' });
    expect(withSlash.statusCode).toBe(200);
    expect(withSlash.json()).toEqual(without.json());
  });

  it("lists only the caller's own companies", async () => {
    const mine = await createAccount(customer, 'Listem');
    const theirs = await createAccount(other, 'Başkasının');
    const res = await call(customer, { method: 'GET', url: '/api/accounts?per_page=100' });
    expect(res.statusCode).toBe(200);
    const ids = res.json().result.data.map((a: TAccount) => a.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(res.json().result.meta).toMatchObject({ page: 1, per_page: 100 });
  });

  it('refuses ?all to a customer (403)', async () => {
    const res = await call(customer, { method: 'GET', url: '/api/accounts?all' });
    expect(res.statusCode).toBe(403);
  });

  it('lets staff list every company with ?all: paged, newest first, searched and filtered', async () => {
    const owner = await registerCustomer(t.app);
    const made = [];
    for (const name of ['Sayfa Bir', 'Sayfa İki', 'Sayfa Üç']) made.push(await createAccount(owner, name));
    const page1 = await call(advisor, { method: 'GET', url: '/api/accounts?all&search=Sayfa&per_page=2' });
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json().result.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(page1.json().result.data.map((a: TAccount) => a.name)).toEqual(['Sayfa Üç', 'Sayfa İki']);
    const page2 = await call(advisor, {
      method: 'GET',
      url: '/api/accounts?all&search=Sayfa&per_page=2&page=2',
    });
    expect(page2.json().result.data.map((a: TAccount) => a.name)).toEqual(['Sayfa Bir']);

    const wildcard = await call(secretary, { method: 'GET', url: '/api/accounts?all&search=%25' });
    expect(wildcard.json().result.meta.total).toBe(0);

    const byStatus = await call(advisor, { method: 'GET', url: `/api/accounts?all&status=${S.closed}` });
    expect(byStatus.json().result.data).toEqual([]);

    const forCustomer = await call(advisor, { method: 'GET', url: `/api/accounts?user_id=${owner.user.id}` });
    expect(
      forCustomer
        .json()
        .result.data.map((a: TAccount) => a.id)
        .sort(),
    ).toEqual(made.map((a) => a.id).sort());

    const badStatus = await call(advisor, { method: 'GET', url: '/api/accounts?all&status=9' });
    expect(badStatus.statusCode).toBe(422);
  });

  it('answers 404 to a customer naming another user', async () => {
    const res = await call(customer, { method: 'GET', url: `/api/accounts?user_id=${other.user.id}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/accounts/{id}', () => {
  it('answers the company with its information, products and users (first role name)', async () => {
    const account = await createAccount(customer, 'Detay');
    const res = await call(customer, { method: 'GET', url: `/api/accounts/${account.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const detail: TAccountDetail = res.json().result;
    expect(detail).toMatchObject({ id: account.id, name: 'Detay', informations: [], products: [] });
    expect(detail.users).toEqual([
      {
        id: customer.user.id,
        name: customer.user.name,
        email: customer.user.email,
        phone: expect.any(String),
        role_name: 'customer',
      },
    ]);
  });

  it('lets staff read any company with ?all, and nobody else', async () => {
    const account = await createAccount(other, 'Gizli');
    expect((await call(advisor, { method: 'GET', url: `/api/accounts/${account.id}?all` })).statusCode).toBe(
      200,
    );
    expect((await call(advisor, { method: 'GET', url: `/api/accounts/${account.id}` })).statusCode).toBe(404);
    expect((await call(customer, { method: 'GET', url: `/api/accounts/${account.id}?all` })).statusCode).toBe(
      404,
    );
    expect((await call(customer, { method: 'GET', url: '/api/accounts/999999' })).statusCode).toBe(404);
  });
});

describe("another customer's company", () => {
  it('is 404 on every route', async () => {
    const account = await createAccount(other, 'Başkası');
    const url = `/api/accounts/${account.id}`;
    const calls: TCall[] = [
      { method: 'GET', url },
      { method: 'PUT', url, payload: { name: 'Benim' } },
      { method: 'DELETE', url },
      {
        method: 'POST',
        url: `${url}/informations`,
        payload: { informations: [{ key: 'city', value: 'Ankara' }] },
      },
      { method: 'PUT', url: `${url}/change-status?all=1`, payload: { status: S.paymentDue } },
    ];
    for (const request of calls) {
      const res = await call(customer, request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(res.json().message).toBe('Kayıt bulunamadı.');
    }
    const unchanged = await call(other, { method: 'GET', url });
    expect(unchanged.json().result).toMatchObject({ name: 'Başkası', status: S.applicationInProgress });
  });
});

describe('PUT /api/accounts/{id}', () => {
  it('renames the company, with the same name rules', async () => {
    const account = await createAccount(customer, 'Eski Ad');
    const url = `/api/accounts/${account.id}`;
    const res = await call(customer, { method: 'PUT', url, payload: { name: 'Yeni Ad' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ id: account.id, name: 'Yeni Ad' });
    const empty = await call(customer, { method: 'PUT', url, payload: { name: '' }, language: 'en' });
    expect(empty.json().errors.name).toEqual(['You cannot continue without a name for your company.']);
  });

  it("stamps the rename with the app's clock, and finds no deleted company (404)", async () => {
    const account = await createAccount(customer, 'Saatli');
    const url = `/api/accounts/${account.id}`;
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000);
    const now = vi.spyOn(t.app, 'now').mockReturnValue(at);
    try {
      expect(
        (await call(customer, { method: 'PUT', url, payload: { name: 'Saatli Yeni' } })).statusCode,
      ).toBe(200);
    } finally {
      now.mockRestore();
    }
    const [row] = await t.app.db
      .select({ name: accounts.name, updatedAt: accounts.updatedAt })
      .from(accounts)
      .where(eq(accounts.id, account.id));
    expect(row).toEqual({ name: 'Saatli Yeni', updatedAt: at });
    expect((await call(customer, { method: 'DELETE', url })).statusCode).toBe(200);
    const renamed = await call(customer, { method: 'PUT', url, payload: { name: 'Silinmiş' } });
    expect(renamed.statusCode).toBe(404);
  });
});

describe('DELETE /api/accounts/{id}', () => {
  it('lets the customer delete a company in application; then it is gone', async () => {
    const account = await createAccount(customer, 'Silinecek');
    const url = `/api/accounts/${account.id}`;
    expect((await call(customer, { method: 'DELETE', url })).statusCode).toBe(200);
    expect((await call(customer, { method: 'GET', url })).statusCode).toBe(404);
    const list = await call(customer, { method: 'GET', url: '/api/accounts?per_page=100' });
    expect(list.json().result.data.map((a: TAccount) => a.id)).not.toContain(account.id);
    expect((await call(customer, { method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('refuses the customer once the application moved on (403); an admin may', async () => {
    const account = await createAccount(customer, 'Ödemede');
    const url = `/api/accounts/${account.id}`;
    const changed = await call(admin, {
      method: 'PUT',
      url: `${url}/change-status?all=1`,
      payload: { status: S.paymentDue },
    });
    expect(changed.statusCode).toBe(200);
    const refused = await call(customer, { method: 'DELETE', url });
    expect(refused.statusCode).toBe(403);
    expect((await call(advisor, { method: 'DELETE', url: `${url}?all` })).statusCode).toBe(403);
    expect((await call(admin, { method: 'DELETE', url: `${url}?all` })).statusCode).toBe(200);
  });
});

describe('POST /api/accounts/{id}/informations', () => {
  it('saves only the listed keys, replacing earlier values', async () => {
    const account = await createAccount(customer, 'Bilgili');
    const url = `/api/accounts/${account.id}/informations`;
    const first = await call(customer, {
      method: 'POST',
      url,
      payload: {
        informations: [
          { key: 'step', value: 'status' },
          { key: 'identityNo', value: VALID_NATIONAL_ID },
          { key: 'tax_number', value: VALID_TAX_NUMBER },
          { key: 'phone', value: '532 111 22 33' },
          { key: 'virtual_office_id', value: '-' },
          { key: 'birthDate', value: '1990-05-17' },
          { key: 'currency', value: 'EUR' },
          { key: 'rental_amount_brut', value: '12500.50' },
        ],
      },
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call(customer, {
      method: 'POST',
      url,
      payload: { informations: [{ key: 'step', value: 'packets' }] },
    });
    expect(second.statusCode).toBe(200);
    const detail = await call(customer, { method: 'GET', url: `/api/accounts/${account.id}` });
    const informations = Object.fromEntries(
      detail.json().result.informations.map((i: { key: string; value: string }) => [i.key, i.value]),
    );
    expect(informations).toEqual({
      step: 'packets',
      identityNo: VALID_NATIONAL_ID,
      tax_number: VALID_TAX_NUMBER,
      phone: '+905321112233',
      virtual_office_id: '-',
      birthDate: '1990-05-17',
      currency: 'EUR',
      rental_amount_brut: '12500.50',
    });
  });

  it.each([
    ['tr', '"favourite_colour" geçerli bir şirket bilgisi değil.'],
    ['en', '"favourite_colour" is not a company information field.'],
  ])('refuses a key outside the list, naming it (%s)', async (language, text) => {
    const account = await createAccount(customer, 'Anahtar');
    const res = await call(customer, {
      method: 'POST',
      url: `/api/accounts/${account.id}/informations`,
      language,
      payload: {
        informations: [
          { key: 'city', value: 'Ankara' },
          { key: 'favourite_colour', value: 'mavi' },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(text);
    expect(res.json().errors['informations.1.key']).toEqual([text]);
    const detail = await call(customer, { method: 'GET', url: `/api/accounts/${account.id}` });
    expect(detail.json().result.informations).toEqual([]);
  });

  it('checks each value by its key', async () => {
    const account = await createAccount(customer, 'Değerler');
    const res = await call(customer, {
      method: 'POST',
      url: `/api/accounts/${account.id}/informations`,
      payload: {
        informations: [
          { key: 'identityNo', value: '12345678901' },
          { key: 'tax_number', value: '1234567891' },
          { key: 'step', value: 'nowhere' },
          { key: 'packet_id', value: '0' },
          { key: 'currency', value: 'GBP' },
          { key: 'birthDate', value: '2999-01-01' },
          { key: 'phone', value: '212 123 45 67' },
          { key: 'city', value: 'x'.repeat(256) },
          { key: 'district', value: 'Çankaya' },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors['informations.0.value']).toEqual(['Lütfen geçerli bir TC Kimlik numarası giriniz']);
    expect(errors['informations.1.value']).toEqual(['Lütfen geçerli bir vergi numarası giriniz.']);
    for (const index of [2, 3, 4, 5, 6, 7]) expect(errors[`informations.${index}.value`]).toBeDefined();
    expect(errors['informations.8.value']).toBeUndefined();
  });
});

describe('the rent typed the Turkish way (issue 36)', () => {
  it('accepts "25.000" for rental_amount_brut and keeps it as 25000', async () => {
    const account = await createAccount(customer, 'Kira Yazımı');
    const url = `/api/accounts/${account.id}/informations`;
    const res = await call(customer, {
      method: 'POST',
      url,
      payload: {
        informations: [
          { key: 'rental_amount_brut', value: '25.000' },
          { key: 'rental_amount_net', value: '21.250,5' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = await call(customer, { method: 'GET', url: `/api/accounts/${account.id}` });
    const informations = Object.fromEntries(
      detail.json().result.informations.map((i: { key: string; value: string }) => [i.key, i.value]),
    );
    expect(informations).toMatchObject({ rental_amount_brut: '25000', rental_amount_net: '21250.50' });
  });

  it.each([
    ['tr', 'Lütfen geçerli bir tutar girin (ör. 25.000 ya da 1.234,56).'],
    ['en', 'Please enter a valid amount (e.g. 25,000 or 1,234.56).'],
  ])('refuses what is not an amount with the money message (%s)', async (language, text) => {
    const account = await createAccount(customer, 'Kira Hatası');
    const res = await call(customer, {
      method: 'POST',
      url: `/api/accounts/${account.id}/informations`,
      language,
      payload: { informations: [{ key: 'rental_amount_brut', value: '25.0000' }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['informations.0.value']).toEqual([text]);
  });
});

describe('PUT /api/accounts/{id}/change-status', () => {
  it('lets an admin move the status along the transitions, recording who did it', async () => {
    const account = await createAccount(customer, 'Durum');
    const url = `/api/accounts/${account.id}/change-status?all=1`;
    const res = await call(admin, { method: 'PUT', url, payload: { status: S.paymentDue } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.status).toBe(S.paymentDue);
    const history = await t.app.db
      .select()
      .from(accountStatusChanges)
      .where(eq(accountStatusChanges.accountId, account.id));
    expect(history).toMatchObject([
      { fromStatus: S.applicationInProgress, toStatus: S.paymentDue, changedBy: admin.user.id },
    ]);
    const session = await login(t.app, customer.user.email, 'portal2026');
    expect(session.accounts.find((a) => a.id === account.id)?.status).toBe(S.paymentDue);
  });

  it.each([
    ['tr', 'Şirketin durumu şu anki durumundan bu duruma değiştirilemez.'],
    ['en', "The company's status cannot be changed from its current status to this one."],
  ])('refuses a transition that is not allowed with 409 (%s)', async (language, text) => {
    const account = await createAccount(customer, 'Atlama');
    const res = await call(admin, {
      method: 'PUT',
      url: `/api/accounts/${account.id}/change-status?all=1`,
      payload: { status: S.active },
      language,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(text);
  });

  it('refuses an unknown status (422)', async () => {
    const account = await createAccount(customer, 'Bilinmeyen');
    const res = await call(admin, {
      method: 'PUT',
      url: `/api/accounts/${account.id}/change-status?all=1`,
      payload: { status: 42 },
    });
    expect(res.statusCode).toBe(422);
  });

  it('is for staff: 403 to the customer of the company, 403 to staff not attached, 200 to an attached advisor', async () => {
    const account = await createAccount(customer, 'Personel');
    const url = `/api/accounts/${account.id}/change-status?all=1`;
    const payload = { status: S.paymentDue };
    expect((await call(customer, { method: 'PUT', url, payload })).statusCode).toBe(403);
    expect((await call(advisor, { method: 'PUT', url, payload })).statusCode).toBe(403);
    await t.app.db.insert(accountUsers).values({ accountId: account.id, userId: advisor.user.id });
    const res = await call(advisor, { method: 'PUT', url, payload });
    expect(res.statusCode, res.body).toBe(200);
    const detail = await call(customer, { method: 'GET', url: `/api/accounts/${account.id}` });
    expect(
      detail
        .json()
        .result.users.map((u: { role_name: string }) => u.role_name)
        .sort(),
    ).toEqual(['advisor', 'customer']);
  });
});

describe('approving and rejecting an application', () => {
  /** A company of `owner` waiting for approval, with the advisor attached (who gets no mail). */
  async function waitingAccount(owner: TSession, name: string): Promise<TAccount> {
    const account = await createAccount(owner, name);
    await t.app.db.insert(accountUsers).values({ accountId: account.id, userId: advisor.user.id });
    const res = await call(admin, {
      method: 'PUT',
      url: `/api/accounts/${account.id}/change-status?all=1`,
      payload: { status: S.waitingForApproval },
    });
    expect(res.statusCode, res.body).toBe(200);
    return account;
  }

  const changeStatus = (account: TAccount, payload: object, language = 'tr') =>
    call(admin, { method: 'PUT', url: `/api/accounts/${account.id}/change-status?all=1`, payload, language });

  /** The mails about the application (not the verification mail sent at registration). */
  const decisionMails = async (address: string) =>
    (await mailsTo(t, address)).filter((mail) => /application|başvuru/i.test(mail.subject ?? ''));

  it('starts with no reason and no change time on the detail', async () => {
    const account = await createAccount(customer, 'Yeni Başvuru');
    const detail = await call(customer, { method: 'GET', url: `/api/accounts/${account.id}` });
    expect(detail.json().result).toMatchObject({ status_reason: null, status_changed_at: null });
  });

  it.each([
    ['tr', 'Lütfen ret nedenini yazın; müşteri başvurusunu buna göre düzeltecek.'],
    [
      'en',
      'Please write the reason for the rejection; the customer will correct the application accordingly.',
    ],
  ])('refuses a rejection without a reason (422, %s) and leaves the status', async (language, text) => {
    const account = await waitingAccount(customer, 'Nedensiz Ret');
    for (const payload of [{ status: S.rejected }, { status: S.rejected, reason: '   ' }]) {
      const res = await changeStatus(account, payload, language);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.reason).toEqual([text]);
    }
    const tooLong = await changeStatus(account, { status: S.rejected, reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.reason).toBeDefined();
    const detail = await call(customer, { method: 'GET', url: `/api/accounts/${account.id}` });
    expect(detail.json().result.status).toBe(S.waitingForApproval);
  });

  it('stores the reason of a rejection, shows it on the detail and mails each customer in their language', async () => {
    const english = await registerCustomer(t.app, {}, 'en');
    const account = await waitingAccount(english, 'Reddedilecek Ltd');
    const before = new Date();
    const reason = '  Kira sözleşmesinin ikinci sayfası eksik.\nLütfen tamamını yükleyin.  ';
    const res = await changeStatus(account, { status: S.rejected, reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.status).toBe(S.rejected);

    const [change] = await t.app.db
      .select()
      .from(accountStatusChanges)
      .where(eq(accountStatusChanges.accountId, account.id))
      .orderBy(desc(accountStatusChanges.id))
      .limit(1);
    expect(change).toMatchObject({ toStatus: S.rejected, reason: reason.trim(), changedBy: admin.user.id });

    const detail: TAccountDetail = (
      await call(english, { method: 'GET', url: `/api/accounts/${account.id}` })
    ).json().result;
    expect(detail.status_reason).toBe(reason.trim());
    expect(Date.parse(detail.status_changed_at ?? '')).toBeGreaterThanOrEqual(before.getTime() - 1000);

    const mails = await decisionMails(english.user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Your company application needs a correction – Firmaport');
    expect(mail?.text).toContain('Reddedilecek Ltd');
    expect(mail?.text).toContain('Kira sözleşmesinin ikinci sayfası eksik.');
    expect(linkIn(mail?.text, '/app/application-form/status')).toBe(
      `${t.config.appUrl}/en/app/application-form/status`,
    );
    expect(await decisionMails(DEMO.advisor)).toEqual([]);
  });

  it('mails the customers when the application is approved, with the company-founded page', async () => {
    const owner = await registerCustomer(t.app);
    const account = await waitingAccount(owner, 'Onaylanacak A.Ş.');
    const res = await changeStatus(account, { status: S.active });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await decisionMails(owner.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Şirket başvurunuz onaylandı – Firmaport']);
    expect(mails[0]?.text).toContain('Danışmanınız');
    expect(linkIn(mails[0]?.text, '/app/application-form/company-founded')).toBe(
      `${t.config.appUrl}/tr/app/application-form/company-founded`,
    );
    const detail = await call(owner, { method: 'GET', url: `/api/accounts/${account.id}` });
    expect(detail.json().result).toMatchObject({ status: S.active, status_reason: null });
  });

  it('mails nobody for other status changes', async () => {
    const owner = await registerCustomer(t.app);
    const account = await createAccount(owner, 'Sessiz');
    await changeStatus(account, { status: S.paymentDue });
    await changeStatus(account, { status: S.waitingForApproval });
    expect(await decisionMails(owner.user.email)).toEqual([]);
  });

  it('still changes the status when the mail cannot be sent', async () => {
    const owner = await registerCustomer(t.app);
    const account = await waitingAccount(owner, 'Posta Kapalı');
    const send = vi.spyOn(t.app.mailer, 'send').mockRejectedValue(new Error('connection refused'));
    try {
      const res = await changeStatus(account, { status: S.rejected, reason: 'Vergi levhası eksik.' });
      expect(res.statusCode, res.body).toBe(200);
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      send.mockRestore();
    }
    const detail = await call(owner, { method: 'GET', url: `/api/accounts/${account.id}` });
    expect(detail.json().result).toMatchObject({ status: S.rejected, status_reason: 'Vergi levhası eksik.' });
  });
});

describe('the application rules the server owns', () => {
  const save = (
    session: TSession,
    accountId: number,
    informations: { key: string; value: string }[],
    language = 'en',
  ) =>
    call(session, {
      method: 'POST',
      url: `/api/accounts/${accountId}/informations`,
      payload: { informations },
      language,
    });

  it('moves the saved step forward one step at a time, or back, and never onto the payment', async () => {
    const account = await createAccount(customer, 'Sıralı');
    const ahead = await save(customer, account.id, [{ key: 'step', value: 'wait-for-approve' }]);
    expect(ahead.statusCode).toBe(422);
    expect(ahead.json().errors.step).toEqual(['This step is completed by paying for the package.']);
    const skipped = await save(customer, account.id, [{ key: 'step', value: 'personal-info' }]);
    expect(skipped.json().errors.step).toEqual([
      'Please complete the application steps in order; a step cannot be skipped.',
    ]);
    expect((await save(customer, account.id, [{ key: 'step', value: 'status' }])).statusCode).toBe(200);
    expect((await save(customer, account.id, [{ key: 'step', value: 'packets' }])).statusCode).toBe(200);
    expect((await save(customer, account.id, [{ key: 'step', value: 'status' }])).statusCode).toBe(200);
    const payment = await save(customer, account.id, [{ key: 'office_step', value: 'office-payment' }]);
    expect(payment.statusCode).toBe(422);
    expect((await save(customer, account.id, [{ key: 'step', value: 'nowhere' }])).statusCode).toBe(422);
  });

  it.each([
    ['', 'The national ID number cannot be left empty.'],
    ['1000000014', 'The national ID number cannot be shorter than 11 digits.'],
    ['10000000145', 'Please enter a valid national ID number.'],
  ])(
    'completes the personal-info step only with valid answers: national ID "%s"',
    async (identityNo, message) => {
      const account = await createAccount(customer, 'Kimlikli');
      await save(customer, account.id, [{ key: 'step', value: 'status' }]);
      await save(customer, account.id, [{ key: 'step', value: 'packets' }]);
      const res = await save(customer, account.id, [
        { key: 'identityNo', value: identityNo },
        { key: 'birthCity', value: 'İstanbul' },
        { key: 'birthDist', value: 'Kadıköy' },
        { key: 'birthDate', value: '1990-05-17' },
        { key: 'phone', value: '532 111 22 33' },
        { key: 'step', value: 'personal-info' },
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ 'informations.0.value': [message] });
    },
  );

  it('refuses a founder under 18, counted in Istanbul days', async () => {
    const account = await createAccount(customer, 'Genç');
    await save(customer, account.id, [{ key: 'step', value: 'status' }]);
    await save(customer, account.id, [{ key: 'step', value: 'packets' }]);
    const res = await save(
      customer,
      account.id,
      [
        { key: 'identityNo', value: VALID_NATIONAL_ID },
        { key: 'birthCity', value: 'İstanbul' },
        { key: 'birthDist', value: 'Kadıköy' },
        { key: 'birthDate', value: '2020-01-01' },
        { key: 'phone', value: '532 111 22 33' },
        { key: 'step', value: 'personal-info' },
      ],
      'tr',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      birthDate: ['Şirket kurucusunun 18 yaşından büyük olması gerekir.'],
    });
  });

  it('keeps a submitted application’s answers from its customer, not from staff (audited)', async () => {
    const person = await registerCustomer(t.app);
    const accountId = await createCompany(t.app.db, [person.user.id], { status: S.waitingForApproval });
    const refused = await save(person, accountId, [{ key: 'city', value: 'Ankara' }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Your application has been submitted, so its answers can no longer be changed here. Please ask your advisor to change them.',
    );
    // The office line stays open to it.
    expect((await save(person, accountId, [{ key: 'office_step', value: 'location' }])).statusCode).toBe(200);
    const byStaff = await call(admin, {
      method: 'POST',
      url: `/api/accounts/${accountId}/informations?all`,
      payload: { informations: [{ key: 'city', value: 'Ankara' }] },
    });
    expect(byStaff.statusCode).toBe(200);
    const audit = await call(admin, { method: 'GET', url: `/api/accounts/${accountId}/audit-logs?all` });
    expect(audit.json().result.data[0]).toMatchObject({
      action: 'account.acted_for_customer',
      before: { informations: [{ key: 'city', value: null }] },
      after: { informations: [{ key: 'city', value: 'Ankara' }] },
    });
  });
});

describe("a foreign founder's application (issue 36)", () => {
  const save = (
    session: TSession,
    accountId: number,
    informations: Record<string, string>,
    language = 'en',
  ) =>
    call(session, {
      method: 'POST',
      url: `/api/accounts/${accountId}/informations`,
      payload: { informations: Object.entries(informations).map(([key, value]) => ({ key, value })) },
      language,
    });

  /** A company whose packets step is saved: the personal-info step is next. */
  async function atPersonalInfo(name: string): Promise<number> {
    const account = await createAccount(customer, name);
    expect((await save(customer, account.id, { step: 'status' })).statusCode).toBe(200);
    expect((await save(customer, account.id, { step: 'packets' })).statusCode).toBe(200);
    return account.id;
  }

  async function answers(accountId: number): Promise<Record<string, string>> {
    const detail = await call(customer, { method: 'GET', url: `/api/accounts/${accountId}` });
    return Object.fromEntries(
      detail.json().result.informations.map((i: { key: string; value: string }) => [i.key, i.value]),
    );
  }

  /** A German founder with a passport, born in Berlin, with a German mobile. */
  const GERMAN = {
    identityType: 'passport',
    identityNo: '',
    passportNo: ' c01x00t47 ',
    nationality: 'de',
    birthCountry: 'DE',
    birthCity: 'Berlin',
    birthDist: '',
    birthDate: '1988-07-14',
    phone: '+49 151 23456789',
    step: 'personal-info',
  };

  it('accepts a passport founder born abroad with a +49 mobile, stored as the server keeps them', async () => {
    const accountId = await atPersonalInfo('Müller GmbH');
    const res = await save(customer, accountId, GERMAN);
    expect(res.statusCode, res.body).toBe(200);
    expect(await answers(accountId)).toMatchObject({
      identityType: 'passport',
      identityNo: '',
      passportNo: 'C01X00T47',
      nationality: 'DE',
      birthCountry: 'DE',
      birthCity: 'Berlin',
      birthDist: '',
      phone: '+4915123456789',
      step: 'personal-info',
    });
  });

  it('asks a passport founder for the nationality, by the field', async () => {
    const accountId = await atPersonalInfo('Uyruksuz');
    const { nationality: _, ...withoutNationality } = GERMAN;
    const res = await save(customer, accountId, withoutNationality);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ nationality: ['This field is required.'] });
  });

  it('refuses a bad foreign ID with its own message, also against the identity type saved before', async () => {
    const accountId = await atPersonalInfo('Yabancı Kimlik');
    const bad = await save(customer, accountId, {
      identityType: 'foreign_id',
      identityNo: '99123456741',
      nationality: 'SY',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'informations.1.value': ['Please enter a valid foreign identity number (11 digits starting with 99).'],
    });
    expect(
      (
        await save(customer, accountId, {
          identityType: 'foreign_id',
          identityNo: '99123456740',
          nationality: 'SY',
        })
      ).statusCode,
    ).toBe(200);
    // The type is saved: a T.C. Kimlik No sent alone is no foreign ID.
    const alone = await save(customer, accountId, { identityNo: VALID_NATIONAL_ID }, 'tr');
    expect(alone.statusCode).toBe(422);
    expect(alone.json().errors).toEqual({
      'informations.0.value': ['Lütfen geçerli bir yabancı kimlik numarası girin (99 ile başlayan 11 hane).'],
    });
    expect((await answers(accountId)).identityNo).toBe('99123456740');
  });

  it('keeps the Turkish path and its spec messages when the type is sent', async () => {
    const accountId = await atPersonalInfo('Türk Vatandaşı');
    const turkish = {
      identityType: 'tckn',
      identityNo: '10000000145',
      passportNo: '',
      nationality: '',
      birthCountry: 'TR',
      birthCity: 'İstanbul',
      birthDist: 'Kadıköy',
      birthDate: '1990-05-17',
      phone: '532 111 22 33',
      step: 'personal-info',
    };
    const bad = await save(customer, accountId, turkish, 'tr');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'informations.1.value': ['Lütfen geçerli bir TC Kimlik numarası giriniz'],
    });
    // Born in Türkiye: the district is asked for, as before.
    const noDistrict = await save(customer, accountId, {
      ...turkish,
      identityNo: VALID_NATIONAL_ID,
      birthDist: '',
    });
    expect(noDistrict.statusCode).toBe(422);
    expect(noDistrict.json().errors).toEqual({ birthDist: ['This field is required.'] });
    const good = await save(customer, accountId, { ...turkish, identityNo: VALID_NATIONAL_ID });
    expect(good.statusCode, good.body).toBe(200);
    expect(await answers(accountId)).toMatchObject({ identityType: 'tckn', phone: '+905321112233' });
  });

  it('refuses garbage in every new answer', async () => {
    const accountId = await atPersonalInfo('Çöp');
    const res = await save(customer, accountId, {
      identityType: 'alien',
      passportNo: 'AB',
      nationality: 'XX',
      birthCountry: 'Germany',
      phone: '+49 30 1234567',
      identityNo: 'abc',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'informations.0.value': ['Please enter a valid value.'],
      'informations.1.value': ['A passport number has letters and digits only, 5 to 20 of them.'],
      'informations.2.value': ['Please choose a country from the list.'],
      'informations.3.value': ['Please choose a country from the list.'],
      'informations.4.value': [
        'Please enter a valid mobile number: 10 digits starting with 5, or a number abroad with its country code (e.g. +49 151 23456789).',
      ],
      'informations.5.value': ['The national ID number cannot be shorter than 11 digits.'],
    });
    expect(await answers(accountId)).toEqual({ step: 'packets' });
  });
});
