import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TStaffDashboard } from '@portal/contracts/staff/staff-dashboard';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts.ts';
import { permissions, rolePermissions, roles } from '../../db/schema/auth.ts';
import { accountDocuments } from '../../db/schema/documents.ts';
import { bearer, DEMO, login, RELAXED_LIMITS } from '../../test/auth-helpers.ts';
import {
  addAppointmentRequest,
  addContactMessage,
  addDocument,
  createCompany,
  createUserWithRole,
  letStaffSeeAllCompanies,
  type TFixtureUser,
} from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
let admin: TSession;
let advisor: TFixtureUser;
let secretary: TFixtureUser;
let customer: TFixtureUser;
const ids = { active: 0, waitingWithDocs: 0, secretarysWaiting: 0, unassignedWaiting: 0, deleted: 0 };
const monthly = { pending: 0, older: 0 };
const appointments: number[] = [];

/** A monthly document of a company (a receipt of January 2029), as its customer sent it. */
async function addMonthlyDocument(
  accountId: number,
  values: { createdAt: Date; reviewStatus: 'pending' | 'accepted' },
): Promise<number> {
  const [row] = await t.app.db
    .insert(accountDocuments)
    .values({
      accountId,
      kind: 'receipt',
      period: '2029-01',
      storageKey: `documents/monthly-${accountId}-${values.createdAt.getTime()}.jpg`,
      fileName: 'fis.jpg',
      mimeType: 'image/jpeg',
      size: 2048,
      ...values,
    })
    .returning({ id: accountDocuments.id });
  if (!row) throw new Error('Could not add the monthly document');
  return row.id;
}
const messages: number[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  // These tests are about staff who see every company: the admin has granted it (issue 11).
  await letStaffSeeAllCompanies(t.app.db);
  const db = t.app.db;
  admin = await login(t.app, DEMO.admin, DEMO.password);
  advisor = await createUserWithRole(db, 'advisor');
  secretary = await createUserWithRole(db, 'secretary');
  customer = await createUserWithRole(db, 'customer');

  // In this file's database the secretary role loses 'show accounts all' and 'show appointment
  // requests': its dashboard is limited to its own companies and has no leads.
  const [secretaryRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'secretary'));
  const stripped = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, [PERMISSIONS.showAccountsAll, PERMISSIONS.showAppointmentRequests]));
  await db.delete(rolePermissions).where(
    and(
      eq(rolePermissions.roleId, secretaryRole?.id ?? 0),
      inArray(
        rolePermissions.permissionId,
        stripped.map((row) => row.id),
      ),
    ),
  );

  const day = (n: number) => new Date(Date.UTC(2029, 0, n));
  ids.active = await createCompany(db, [customer.id, advisor.id], { status: 4, createdAt: day(1) });
  ids.waitingWithDocs = await createCompany(db, [customer.id, advisor.id], { status: 3, createdAt: day(2) });
  ids.secretarysWaiting = await createCompany(db, [customer.id, secretary.id], {
    status: 3,
    createdAt: day(3),
  });
  ids.unassignedWaiting = await createCompany(db, [customer.id], { status: 3, createdAt: day(4) });
  ids.deleted = await createCompany(db, [customer.id, advisor.id, secretary.id], {
    status: 3,
    createdAt: day(5),
  });
  await db.update(accounts).set({ deletedAt: new Date() }).where(eq(accounts.id, ids.deleted));
  await addDocument(db, ids.waitingWithDocs, 'identity');
  await addDocument(db, ids.waitingWithDocs, 'deed_or_lease');
  await addDocument(db, ids.secretarysWaiting, 'identity');
  await addDocument(db, ids.deleted, 'identity');
  await addDocument(db, ids.active, 'identity');
  // The active company's monthly documents: one waits for review, one is done; the deleted
  // company's waiting one is no one's work. The older one waits the longest of all.
  monthly.older = await addMonthlyDocument(ids.active, {
    createdAt: new Date(Date.UTC(2020, 0, 2)),
    reviewStatus: 'pending',
  });
  monthly.pending = await addMonthlyDocument(ids.active, {
    createdAt: new Date(Date.UTC(2099, 0, 2)),
    reviewStatus: 'pending',
  });
  await addMonthlyDocument(ids.active, {
    createdAt: new Date(Date.UTC(2020, 0, 3)),
    reviewStatus: 'accepted',
  });
  await addMonthlyDocument(ids.deleted, {
    createdAt: new Date(Date.UTC(2020, 0, 4)),
    reviewStatus: 'pending',
  });
  // Ten more companies of the advisor, still in application: 12 in all, 10 shown.
  for (let n = 10; n < 20; n += 1) {
    await createCompany(db, [advisor.id], { status: 1, createdAt: day(n) });
  }
  for (let n = 0; n < 6; n += 1)
    appointments.push(await addAppointmentRequest(db, { fullName: `Aday ${n}` }));
  await addAppointmentRequest(db, { status: 'done' });
  for (let n = 0; n < 3; n += 1) messages.push(await addContactMessage(db, { fullName: `Yazan ${n}` }));
  await addContactMessage(db, { handledAt: new Date() });
});
afterAll(async () => {
  await t?.close();
});

async function dashboard(session: { token: string }): Promise<TStaffDashboard> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/staff/dashboard',
    headers: bearer(session.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

describe('GET /api/staff/dashboard', () => {
  it('shows an advisor their companies, every waiting application with its documents, and the leads', async () => {
    const result = await dashboard(advisor);
    expect(result.my_accounts.total).toBe(12);
    expect(result.my_accounts.items).toHaveLength(10);
    expect(result.my_accounts.items[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      status: 1,
    });
    expect(result.my_accounts.items.map((item) => item.id)).not.toContain(ids.deleted);

    expect(result.waiting_applications).toMatchObject({
      total: 3,
      items: [
        { id: ids.waitingWithDocs, name: expect.any(String), status: 3 },
        { id: ids.secretarysWaiting, name: expect.any(String), status: 3 },
        { id: ids.unassignedWaiting, name: expect.any(String), status: 3 },
      ],
    });
    // The applications' documents and the monthly documents waiting for review, oldest first
    // (issue 36: the card said 0 while monthly documents waited).
    expect(result.documents_to_review).toMatchObject({ total: 5, application_total: 3, monthly_total: 2 });
    expect(result.documents_to_review.items.map((item) => [item.family, item.account_id, item.kind])).toEqual(
      [
        ['monthly', ids.active, 'receipt'],
        ['application', ids.waitingWithDocs, 'identity'],
        ['application', ids.waitingWithDocs, 'deed_or_lease'],
        ['application', ids.secretarysWaiting, 'identity'],
        ['monthly', ids.active, 'receipt'],
      ],
    );
    expect(result.documents_to_review.items[0]).toEqual({
      family: 'monthly',
      id: monthly.older,
      account_id: ids.active,
      account_name: expect.any(String),
      kind: 'receipt',
      period: '2029-01',
      file_name: 'fis.jpg',
      mime_type: 'image/jpeg',
      created_at: '2020-01-02T00:00:00.000Z',
    });
    expect(result.documents_to_review.items[1]).toEqual({
      family: 'application',
      id: expect.any(Number),
      account_id: ids.waitingWithDocs,
      account_name: expect.any(String),
      kind: 'identity',
      period: null,
      file_name: 'identity.pdf',
      mime_type: 'application/pdf',
      created_at: expect.any(String),
    });
    expect(result.documents_to_review.items[4]?.id).toBe(monthly.pending);

    expect(result.new_appointments?.total).toBe(6);
    expect(result.new_appointments?.items.map((item) => item.id)).toEqual(appointments.slice(1).reverse());
    expect(result.new_appointments?.items[0]).toMatchObject({
      status: 'new',
      full_name: 'Aday 5',
      assignee: null,
    });
    expect(result.recent_contact_messages).toEqual({
      total: 3,
      items: [...messages].reverse().map((id, index) => ({
        id,
        full_name: `Yazan ${2 - index}`,
        subject: 'Müşteri İletişim Formu',
        created_at: expect.any(String),
      })),
    });
  });

  it("limits staff without 'show accounts all' to their own companies, and hides the leads without 'show appointment requests'", async () => {
    const result = await dashboard(secretary);
    expect(result.my_accounts).toEqual({
      total: 1,
      items: [{ id: ids.secretarysWaiting, name: expect.any(String), status: 3 }],
    });
    expect(result.waiting_applications.items.map((item) => item.id)).toEqual([ids.secretarysWaiting]);
    expect(result.waiting_applications.total).toBe(1);
    expect(result.documents_to_review.items.map((item) => item.account_id)).toEqual([ids.secretarysWaiting]);
    // Monthly documents are the advisor's to review ('show accountancy'), not the secretary's.
    expect(result.documents_to_review).toMatchObject({ total: 1, application_total: 1, monthly_total: 0 });
    expect(result.new_appointments).toBeNull();
    expect(result.recent_contact_messages).toBeNull();
  });

  it('shows an admin attached to no company an empty first card and the rest in full', async () => {
    const result = await dashboard(admin);
    expect(result.my_accounts).toEqual({ total: 0, items: [] });
    expect(result.waiting_applications.total).toBe(3);
    expect(result.documents_to_review).toMatchObject({ total: 5, monthly_total: 2 });
    expect(result.new_appointments?.total).toBe(6);
    expect(result.recent_contact_messages?.total).toBe(3);
  });

  it('answers 401 anonymously and 403 to customers', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/staff/dashboard' });
    expect(anonymous.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/dashboard',
      headers: bearer(customer.token),
    });
    expect(res.statusCode).toBe(403);
  });
});
