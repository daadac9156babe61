import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import type {
  TCompanyChangeRequest,
  TCompanyProfile,
  TCompanyUpdateRequest,
  TProfileCompany,
} from '@portal/contracts/company-profile/company-profile';
import { invoiceTotals } from '@portal/contracts/payments/invoice-totals';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountInformations,
  accountStatusChanges,
  accounts,
  accountUsers,
  companyChangeRequests,
} from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { accountProducts } from '../../db/schema/payments.ts';
import { products } from '../../db/schema/products.ts';
import { auditLogs } from '../../db/schema/staff.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { bearer, mailsTo } from '../../test/auth-helpers.ts';
import {
  createCompany,
  createUserWithRole,
  setLineStatus,
  type TFixtureUser,
} from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

const now = new Date('2026-11-25T09:00:00Z');
let t: TTestApp;
let customer: TFixtureUser;
let partner: TFixtureUser;
let stranger: TFixtureUser;
let advisor: TFixtureUser;
let otherAdvisor: TFixtureUser;
let admin: TFixtureUser;

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => now });
  [customer, partner, stranger, advisor, otherAdvisor, admin] = await Promise.all([
    createUserWithRole(t.app.db, 'customer', { name: 'Ayşe Kaya' }),
    createUserWithRole(t.app.db, 'customer', { name: 'Can Ortak' }),
    createUserWithRole(t.app.db, 'customer'),
    createUserWithRole(t.app.db, 'advisor', { name: 'Deniz Danışman' }),
    createUserWithRole(t.app.db, 'advisor'),
    createUserWithRole(t.app.db, 'admin'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

type TMethod = 'GET' | 'PUT';
function call(method: TMethod, token: string, url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
}

const ADDRESS = {
  city: 'İstanbul',
  district: 'Kadıköy',
  neighbourhood: 'Moda',
  street: 'Bahariye Caddesi',
  buildingNo: '12',
  doorNo: '3',
};
// 1234567890: a tax number whose checksum holds (see tax-number.test.ts).
const SAVED = { tax_office: 'Kadıköy', tax_number: '1234567890', ...ADDRESS };

/** A company of the customer (and its advisor) in `status` on its accountant line, its details saved. */
async function companyIn(status: number, members: readonly number[] = [customer.id, advisor.id]) {
  const id = await createCompany(t.app.db, members, { status, name: 'Kaya Yazılım Ltd' });
  await t.app.db
    .insert(accountInformations)
    .values(Object.entries(SAVED).map(([key, value]) => ({ accountId: id, key, value })));
  return id;
}

/** The advisor's approval of the company's accountant line, as `moveLine` records it. */
async function recordApproval(accountId: number) {
  await t.app.db.insert(accountStatusChanges).values({
    accountId,
    brandId: PRODUCT_TYPES.accountant,
    fromStatus: LINE_STATUSES.waitingForApproval,
    toStatus: LINE_STATUSES.active,
  });
}

const edit = (changes: Partial<TCompanyUpdateRequest> = {}): TCompanyUpdateRequest => ({
  name: 'Kaya Yazılım Ltd',
  ...SAVED,
  ...changes,
});

async function companyRow(id: number) {
  const [account] = await t.app.db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, id));
  const informations = await t.app.db
    .select({ key: accountInformations.key, value: accountInformations.value })
    .from(accountInformations)
    .where(eq(accountInformations.accountId, id));
  return { name: account?.name, ...Object.fromEntries(informations.map((row) => [row.key, row.value])) };
}

async function auditOf(accountId: number, action: string) {
  return t.app.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.accountId, accountId), eq(auditLogs.action, action)));
}

async function emailOf(user: TFixtureUser): Promise<string> {
  const [row] = await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  return row?.email ?? '';
}

describe('PUT accounts/{id}/company before the application is submitted', () => {
  it.each([
    ['in progress', LINE_STATUSES.inProgress],
    ['payment due', LINE_STATUSES.paymentDue],
    ['rejected', LINE_STATUSES.rejected],
  ])('saves the change at once while the accountant line is %s', async (_name, status) => {
    const id = await companyIn(status);
    const res = await call(
      'PUT',
      customer.token,
      `/api/accounts/${id}/company`,
      edit({ name: 'Kaya Teknoloji A.Ş.', tax_office: 'Moda', doorNo: '4' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The company details are saved.');
    const { company, request } = res.json().result as { company: TCompanyProfile; request: unknown };
    expect(request).toBeNull();
    expect(company).toMatchObject({
      name: 'Kaya Teknoloji A.Ş.',
      tax_office: 'Moda',
      doorNo: '4',
      mode: 'direct',
      can_edit: true,
      pending_request: null,
    });
    expect(await companyRow(id)).toMatchObject({
      name: 'Kaya Teknoloji A.Ş.',
      tax_office: 'Moda',
      doorNo: '4',
    });
    expect(
      await t.app.db.select().from(companyChangeRequests).where(eq(companyChangeRequests.accountId, id)),
    ).toEqual([]);
  });

  it("saves at once although another company's accountant line was approved", async () => {
    const approved = await companyIn(LINE_STATUSES.active);
    await recordApproval(approved);
    const id = await companyIn(LINE_STATUSES.inProgress);
    const read = await call('GET', customer.token, `/api/accounts/${id}/company`);
    expect(read.json().result).toMatchObject({ mode: 'direct', can_edit: true });
    const renamed = await call('PUT', customer.token, `/api/accounts/${id}`, { name: 'Kaya Teknoloji A.Ş.' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const saved = await call('PUT', customer.token, `/api/accounts/${id}/company`, edit({ doorNo: '8' }));
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('fills in details never given, and says so when nothing changed', async () => {
    const id = await createCompany(t.app.db, [customer.id]);
    const read = await call('GET', customer.token, `/api/accounts/${id}/company`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().result).toMatchObject({ tax_office: null, city: null, mode: 'direct' });

    const body = edit();
    const saved = await call('PUT', customer.token, `/api/accounts/${id}/company`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await companyRow(id)).toMatchObject(body);
    const again = await call('PUT', customer.token, `/api/accounts/${id}/company`, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Nothing has changed: the details are as saved.');
  });

  it('checks the tax number, keeps the tax details and the address whole, and never blanks a saved one', async () => {
    const id = await companyIn(LINE_STATUSES.inProgress);
    const fieldsOf = async (body: TCompanyUpdateRequest) => {
      const res = await call('PUT', customer.token, `/api/accounts/${id}/company`, body);
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors;
    };
    expect(await fieldsOf(edit({ tax_number: '1234567891' }))).toHaveProperty('tax_number');
    expect(await fieldsOf(edit({ tax_office: '' }))).toHaveProperty('tax_office');
    expect(await fieldsOf(edit({ street: '' }))).toHaveProperty('street');
    // The whole address blanked passes the pairing rule, but what is saved stays saved.
    const blank = await fieldsOf(edit({ ...Object.fromEntries(Object.keys(ADDRESS).map((k) => [k, ''])) }));
    expect(Object.keys(blank).sort()).toEqual(Object.keys(ADDRESS).sort());
    expect(await fieldsOf(edit({ name: ' ' }))).toHaveProperty('name');
    expect(await companyRow(id)).toMatchObject(SAVED);
  });
});

describe('PUT accounts/{id}/company after the application is submitted', () => {
  it('becomes a request for the advisor (202), one waiting at a time, audited', async () => {
    const id = await companyIn(LINE_STATUSES.waitingForApproval);
    const res = await call(
      'PUT',
      customer.token,
      `/api/accounts/${id}/company`,
      edit({ name: 'Kaya Teknoloji A.Ş.', tax_office: 'Moda' }),
    );
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toBe(
      'Your change has been sent to your advisor for approval. It applies once it is approved.',
    );
    const { company, request } = res.json().result as {
      company: TCompanyProfile;
      request: TCompanyChangeRequest;
    };
    expect(request).toMatchObject({
      account_id: id,
      status: 'pending',
      changes: [
        { field: 'name', before: 'Kaya Yazılım Ltd', after: 'Kaya Teknoloji A.Ş.' },
        { field: 'tax_office', before: 'Kadıköy', after: 'Moda' },
      ],
      requested_by: { id: customer.id, name: 'Ayşe Kaya' },
      requested_at: now.toISOString(),
      decided_by: null,
      reason: null,
    });
    // Nothing applies yet: the customer sees the request waiting beside the saved details.
    expect(company).toMatchObject({ name: 'Kaya Yazılım Ltd', tax_office: 'Kadıköy', mode: 'request' });
    expect(company.pending_request?.id).toBe(request.id);
    expect(await companyRow(id)).toMatchObject({ name: 'Kaya Yazılım Ltd', tax_office: 'Kadıköy' });
    const read = await call('GET', customer.token, `/api/accounts/${id}/company`);
    expect((read.json().result as TCompanyProfile).pending_request?.id).toBe(request.id);

    const second = await call('PUT', customer.token, `/api/accounts/${id}/company`, edit({ doorNo: '9' }));
    expect(second.statusCode, second.body).toBe(409);

    const [entry] = await auditOf(id, 'account.change_requested');
    expect(entry).toMatchObject({
      actorId: customer.id,
      subjectType: 'account',
      subjectId: id,
      before: { name: 'Kaya Yazılım Ltd', tax_office: 'Kadıköy' },
      after: { request_id: request.id, name: 'Kaya Teknoloji A.Ş.', tax_office: 'Moda' },
    });
  });

  it('treats an approved company whose renewal failed as submitted', async () => {
    const id = await companyIn(LINE_STATUSES.paymentDue);
    await recordApproval(id);
    const res = await call('PUT', customer.token, `/api/accounts/${id}/company`, edit({ doorNo: '5' }));
    expect(res.statusCode, res.body).toBe(202);
  });
});

describe('PUT accounts/{id}/change-requests/{requestId}', () => {
  async function requested(changes: Partial<TCompanyUpdateRequest>) {
    const id = await companyIn(LINE_STATUSES.active, [customer.id, partner.id, advisor.id]);
    const res = await call('PUT', customer.token, `/api/accounts/${id}/company`, edit(changes));
    expect(res.statusCode, res.body).toBe(202);
    return { id, requestId: (res.json().result.request as TCompanyChangeRequest).id };
  }
  const decide = (token: string, id: number, requestId: number, body: object, query = '') =>
    call('PUT', token, `/api/accounts/${id}/change-requests/${requestId}${query}`, body);

  it('approving applies the change in one go, audits before and after, and mails the customers', async () => {
    const { id, requestId } = await requested({
      name: 'Kaya Teknoloji A.Ş.',
      city: 'İzmir',
      district: 'Bornova',
    });
    const res = await decide(advisor.token, id, requestId, { decision: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      status: 'approved',
      decided_by: { id: advisor.id, name: 'Deniz Danışman' },
      decided_at: now.toISOString(),
      reason: null,
    });
    expect(await companyRow(id)).toMatchObject({
      name: 'Kaya Teknoloji A.Ş.',
      city: 'İzmir',
      district: 'Bornova',
      street: 'Bahariye Caddesi',
    });
    const [entry] = await auditOf(id, 'account.change_approved');
    expect(entry).toMatchObject({
      actorId: advisor.id,
      before: { name: 'Kaya Yazılım Ltd', city: 'İstanbul', district: 'Kadıköy' },
      after: { request_id: requestId, name: 'Kaya Teknoloji A.Ş.', city: 'İzmir', district: 'Bornova' },
    });

    // Both customers are told in the mail; the advisor who decided is not.
    for (const person of [customer, partner]) {
      const [mail] = await mailsTo(t, await emailOf(person));
      expect(mail?.subject).toContain('Kaya Teknoloji A.Ş.');
      expect(mail?.text).toContain('Kadıköy → Bornova');
      expect(mail?.text).toContain(`/app/profile/company-edit/${id}`);
    }
    expect(await mailsTo(t, await emailOf(advisor))).toEqual([]);

    const again = await decide(advisor.token, id, requestId, { decision: 'rejected', reason: 'Late.' });
    expect(again.statusCode).toBe(409);
    // Decided: the customer may ask for the next change.
    const next = await call('PUT', customer.token, `/api/accounts/${id}/company`, {
      ...edit({ name: 'Kaya Teknoloji A.Ş.', city: 'İzmir', district: 'Bornova' }),
      doorNo: '8',
    });
    expect(next.statusCode, next.body).toBe(202);
  });

  it('rejecting needs a reason, leaves the details as they were, and the customer reads why', async () => {
    const { id, requestId } = await requested({ tax_number: '0010000009' });
    const missing = await decide(advisor.token, id, requestId, { decision: 'rejected' });
    expect(missing.statusCode, missing.body).toBe(422);
    expect(missing.json().errors).toHaveProperty('reason');

    const res = await decide(
      admin.token,
      id,
      requestId,
      { decision: 'rejected', reason: 'Vergi levhası eşleşmiyor.' },
      '?all=1',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await companyRow(id)).toMatchObject({ tax_number: SAVED.tax_number });
    const [entry] = await auditOf(id, 'account.change_rejected');
    expect(entry).toMatchObject({
      actorId: admin.id,
      before: { tax_number: SAVED.tax_number },
      after: {
        request_id: requestId,
        requested: { tax_number: '0010000009' },
        reason: 'Vergi levhası eşleşmiyor.',
      },
    });

    const list = await call('GET', customer.token, `/api/accounts/${id}/change-requests`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().result).toMatchObject([
      { id: requestId, status: 'rejected', reason: 'Vergi levhası eşleşmiyor.' },
    ]);
    // The customer's language is Turkish (the account's default).
    const [mail] = await mailsTo(t, await emailOf(customer)).then((mails) =>
      mails.filter((m) => m.subject?.includes('onaylanmadı')),
    );
    expect(mail?.text).toContain('Vergi levhası eşleşmiyor.');
    const read = await call('GET', customer.token, `/api/accounts/${id}/company`);
    expect(read.json().result.pending_request).toBeNull();
  });

  it("is the company's staff's: customers 403, staff who don't serve it 404, another company's request 404", async () => {
    const { id, requestId } = await requested({ doorNo: '7' });
    const body = { decision: 'approved' };
    expect((await decide(customer.token, id, requestId, body)).statusCode).toBe(403);
    expect((await decide(otherAdvisor.token, id, requestId, body)).statusCode).toBe(404);
    expect((await decide(otherAdvisor.token, id, requestId, body, '?all=1')).statusCode).toBe(404);
    const other = await companyIn(LINE_STATUSES.active);
    expect((await decide(advisor.token, other, requestId, body)).statusCode).toBe(404);
    expect((await decide(advisor.token, id, 2_000_000, body)).statusCode).toBe(404);
    const [row] = await t.app.db
      .select({ status: companyChangeRequests.status })
      .from(companyChangeRequests)
      .where(eq(companyChangeRequests.id, requestId));
    expect(row?.status).toBe('pending');
  });
});

describe('who reaches a company’s details', () => {
  it('another customer gets 404 on every route; staff may read but not edit', async () => {
    const id = await companyIn(LINE_STATUSES.active);
    for (const url of [`/api/accounts/${id}/company`, `/api/accounts/${id}/change-requests`]) {
      expect((await call('GET', stranger.token, url)).statusCode).toBe(404);
      expect((await call('GET', advisor.token, url)).statusCode).toBe(200);
      expect((await call('GET', admin.token, `${url}?all=1`)).statusCode).toBe(200);
    }
    expect((await call('PUT', stranger.token, `/api/accounts/${id}/company`, edit())).statusCode).toBe(404);
    const staffRead = await call('GET', advisor.token, `/api/accounts/${id}/company`);
    expect(staffRead.json().result.can_edit).toBe(false);
    expect((await call('PUT', advisor.token, `/api/accounts/${id}/company`, edit())).statusCode).toBe(403);
  });

  it('a viewer reads the details but may not change them (403)', async () => {
    const id = await companyIn(LINE_STATUSES.inProgress, [customer.id, partner.id]);
    await t.app.db
      .update(accountUsers)
      .set({ memberRole: 'viewer' })
      .where(and(eq(accountUsers.accountId, id), eq(accountUsers.userId, partner.id)));
    const read = await call('GET', partner.token, `/api/accounts/${id}/company`);
    expect(read.statusCode).toBe(200);
    expect(read.json().result.can_edit).toBe(false);
    const res = await call('PUT', partner.token, `/api/accounts/${id}/company`, edit({ doorNo: '1' }));
    expect(res.statusCode, res.body).toBe(403);
    expect(await companyRow(id)).toMatchObject({ doorNo: SAVED.doorNo });
  });
});

describe('GET profile/companies', () => {
  async function packetWithAddOn() {
    const [packet] = await t.app.db
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(eq(products.code, 'accountant-starter'));
    const [addOn] = await t.app.db
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(eq(products.parentId, packet?.id ?? 0))
      .limit(1);
    if (!packet || !addOn) throw new Error('No seeded packet with an add-on');
    return { packet, addOn };
  }

  it("lists the caller's live companies with each line's state, packet and next charge", async () => {
    const owner = await createUserWithRole(t.app.db, 'customer');
    const { packet, addOn } = await packetWithAddOn();
    const active = await createCompany(t.app.db, [owner.id, advisor.id], {
      status: LINE_STATUSES.active,
      name: 'Aktif Ltd',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    await setLineStatus(t.app.db, active, LINE_STATUSES.inProgress, PRODUCT_TYPES.office);
    const nextPaymentAt = new Date('2026-12-01T09:00:00Z');
    // The packet and a monthly add-on renew together; a one-off add-on is not charged again.
    await t.app.db.insert(accountProducts).values([
      { accountId: active, productId: packet.id, price: 100_000, nextPaymentAt },
      { accountId: active, productId: addOn.id, price: 25_000, nextPaymentAt },
      { accountId: active, productId: addOn.id, price: 9_900 },
    ]);
    await t.app.db.insert(subscriptions).values({
      accountId: active,
      productId: packet.id,
      brandId: PRODUCT_TYPES.accountant,
      currentPeriodStart: new Date('2026-11-01T09:00:00Z'),
      currentPeriodEnd: nextPaymentAt,
      nextPaymentAt,
    });
    const started = await createCompany(t.app.db, [owner.id], {
      name: 'Yeni Ltd',
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    const gone = await createCompany(t.app.db, [owner.id], { name: 'Silinmiş Ltd' });
    await t.app.db.update(accounts).set({ deletedAt: now }).where(eq(accounts.id, gone));
    await createCompany(t.app.db, [stranger.id], { name: 'Başkasının Ltd' });

    const res = await call('GET', owner.token, '/api/profile/companies');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().result as TProfileCompany[];
    expect(list.map((company) => company.name)).toEqual(['Yeni Ltd', 'Aktif Ltd']);
    const [newest, oldest] = list;
    expect(newest).toMatchObject({
      id: started,
      member_role: 'owner',
      can_edit: true,
      has_pending_request: false,
      lines: [{ type: PRODUCT_TYPES.accountant, state: 'in_progress', packet: null, next_charge: null }],
    });
    expect(oldest?.lines).toMatchObject([
      {
        type: PRODUCT_TYPES.accountant,
        state: 'active',
        packet: { id: packet.id },
        next_charge: {
          at: nextPaymentAt.toISOString(),
          amount: invoiceTotals([
            { unit_price: 100_000, quantity: 1 },
            { unit_price: 25_000, quantity: 1 },
          ]).total,
        },
      },
      { type: PRODUCT_TYPES.office, state: 'in_progress', packet: null, next_charge: null },
    ]);
    expect(oldest?.lines[0]?.packet?.name).toBeTruthy();
  });

  it('renews a chosen upgrade alone at its price, and flags a change waiting', async () => {
    const owner = await createUserWithRole(t.app.db, 'customer');
    const { packet } = await packetWithAddOn();
    const [upgrade] = await t.app.db
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(eq(products.code, 'accountant-standard'));
    const id = await createCompany(t.app.db, [owner.id], { status: LINE_STATUSES.active });
    const nextPaymentAt = new Date('2026-12-10T09:00:00Z');
    await t.app.db
      .insert(accountProducts)
      .values({ accountId: id, productId: packet.id, price: packet.price, nextPaymentAt });
    await t.app.db.insert(subscriptions).values({
      accountId: id,
      productId: packet.id,
      brandId: PRODUCT_TYPES.accountant,
      currentPeriodStart: new Date('2026-11-10T09:00:00Z'),
      currentPeriodEnd: nextPaymentAt,
      nextPaymentAt,
      nextProductId: upgrade?.id ?? null,
    });
    await t.app.db.insert(companyChangeRequests).values({
      accountId: id,
      changes: { doorNo: '2' },
      before: { doorNo: null },
      requestedBy: owner.id,
    });
    const res = await call('GET', owner.token, '/api/profile/companies');
    const [company] = res.json().result as TProfileCompany[];
    expect(company?.has_pending_request).toBe(true);
    expect(company?.lines[0]?.next_charge).toEqual({
      at: nextPaymentAt.toISOString(),
      amount: invoiceTotals([{ unit_price: upgrade?.price ?? 0, quantity: 1 }]).total,
    });
  });

  it('answers an empty list to someone without companies, and 401 signed out', async () => {
    const loner = await createUserWithRole(t.app.db, 'customer');
    const res = await call('GET', loner.token, '/api/profile/companies');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/companies' })).statusCode).toBe(401);
  });
});
