import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { ACCOUNT_STATUSES as S } from '@portal/contracts/accounts/account-status';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, login, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { createCompany, letStaffSeeAllCompanies, setLineStatus } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

/*
 * One company, several product lines (issue 15): each line keeps its own state, staff decide on
 * each application apart, and the spec's `status` is derived from the lines.
 */

let t: TTestApp;
let admin: TSession;
let customer: TSession;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  await letStaffSeeAllCompanies(t.app.db);
  [admin, customer] = await Promise.all([login(t.app, DEMO.admin, DEMO.password), registerCustomer(t.app)]);
});
afterAll(async () => {
  await t?.close();
});

function call(session: TSession, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...bearer(session.token), 'accept-language': 'en' },
  });
}

async function detail(accountId: number): Promise<TAccountDetail> {
  const res = await call(customer, 'GET', `/api/accounts/${accountId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

describe('product lines', () => {
  it('lets an approved accountant company fill in the office wizard, not the submitted accountant answers', async () => {
    const accountId = await createCompany(t.app.db, [customer.user.id], { status: S.active });
    const office = await call(customer, 'POST', `/api/accounts/${accountId}/informations`, {
      informations: [
        { key: 'virtual_office_id', value: '1' },
        { key: 'office_step', value: 'location' },
      ],
    });
    expect(office.statusCode, office.body).toBe(200);
    const accountant = await call(customer, 'POST', `/api/accounts/${accountId}/informations`, {
      informations: [{ key: 'city', value: 'İzmir' }],
    });
    expect(accountant.statusCode).toBe(409);

    // Saving the office wizard's step started the office line.
    const company = await detail(accountId);
    expect(company.status).toBe(S.active);
    expect(company.lines.map((line) => [line.type, line.state])).toEqual([
      [1, 'active'],
      [2, 'in_progress'],
    ]);
  });

  it("refuses a customer's rename once the accountant application is submitted (a change request then)", async () => {
    const open = await createCompany(t.app.db, [customer.user.id], { status: S.applicationInProgress });
    expect((await call(customer, 'PUT', `/api/accounts/${open}`, { name: 'Yeni Ad' })).statusCode).toBe(200);
    const approved = await createCompany(t.app.db, [customer.user.id], { status: S.active });
    const refused = await call(customer, 'PUT', `/api/accounts/${approved}`, { name: 'Yeni Ad' });
    expect(refused.statusCode).toBe(409);
    expect(
      (await call(admin, 'PUT', `/api/accounts/${approved}?all=1`, { name: 'Yeni Ad' })).statusCode,
    ).toBe(200);
  });

  it('has staff approve the office application apart from the accountant line; the status follows', async () => {
    const accountId = await createCompany(t.app.db, [customer.user.id], { status: S.active });
    await setLineStatus(t.app.db, accountId, S.waitingForApproval, 2);
    expect((await detail(accountId)).status).toBe(S.active);

    // Without `type`, the line waiting for approval is the one decided on.
    const approved = await call(admin, 'PUT', `/api/accounts/${accountId}/change-status?all=1`, {
      status: S.active,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const company = await detail(accountId);
    expect(company.lines.map((line) => [line.type, line.state])).toEqual([
      [1, 'active'],
      [2, 'active'],
    ]);

    // Moving a line where its transitions don't go is refused, named or not.
    const again = await call(admin, 'PUT', `/api/accounts/${accountId}/change-status?all=1`, {
      status: S.active,
      type: 2,
    });
    expect(again.statusCode).toBe(409);

    const history = await call(admin, 'GET', `/api/accounts/${accountId}/status-history?all=1`);
    expect(history.json().result[0]).toMatchObject({ type: 2, from_status: 3, to_status: 4 });
  });

  it('answers 2 for the company while any line owes, and rejects an unknown line', async () => {
    const accountId = await createCompany(t.app.db, [customer.user.id], { status: S.active });
    await setLineStatus(t.app.db, accountId, S.paymentDue, 2);
    expect((await detail(accountId)).status).toBe(S.paymentDue);

    const unknown = await call(admin, 'PUT', `/api/accounts/${accountId}/change-status?all=1`, {
      status: S.active,
      type: 4,
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('lists an office application waiting for approval on the staff dashboard, though the company is active', async () => {
    const accountId = await createCompany(t.app.db, [customer.user.id], {
      status: S.active,
      name: 'Ofis Bekleyen',
    });
    await setLineStatus(t.app.db, accountId, S.waitingForApproval, 2);
    const res = await call(admin, 'GET', '/api/staff/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const waiting = JSON.stringify(res.json().result);
    expect(waiting).toContain('Ofis Bekleyen');
  });
});
