import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TMonthClose, TMonthCloseBoard } from '@portal/contracts/month-close/month-close';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLines } from '../../db/schema/accounts.ts';
import { accountDocuments } from '../../db/schema/documents.ts';
import { auditLogs } from '../../db/schema/staff.ts';
import { taxReturns } from '../../db/schema/tax-returns.ts';
import { bearer, DEMO, login, mailsTo, RELAXED_LIMITS } from '../../test/auth-helpers.ts';
import { createCompany, createUserWithRole, type TFixtureUser } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { mailWaitingApplications } from '../staff-dashboard/jobs.ts';

// Wednesday 4 November 2026, noon in Istanbul: October's documents are due by 7 November.
let now = new Date('2026-11-04T09:00:00Z');
let t: TTestApp;
let customer: TFixtureUser;
let advisor: TFixtureUser;
let otherAdvisor: TFixtureUser;
let admin: { token: string };

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => now });
  customer = await createUserWithRole(t.app.db, 'customer');
  advisor = await createUserWithRole(t.app.db, 'advisor');
  otherAdvisor = await createUserWithRole(t.app.db, 'advisor');
  admin = await login(t.app, DEMO.admin, DEMO.password);
});
afterAll(async () => {
  await t?.close();
});

const call = (
  user: { token: string },
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  query = {},
) =>
  t.app.inject({ method, url, query, payload, headers: { ...bearer(user.token), 'accept-language': 'en' } });

async function board(user: { token: string }, query: Record<string, string>): Promise<TMonthCloseBoard> {
  const res = await call(user, 'GET', '/api/staff/month-close', undefined, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

const rowOf = (result: TMonthCloseBoard, accountId: number) =>
  result.data.find((row) => row.account_id === accountId);

describe('the month-close board', () => {
  it('shows the advisor their active companies with state, documents and late flags, and counts per state', async () => {
    const mine = await createCompany(t.app.db, [customer.id, advisor.id], {
      status: ACCOUNT_STATUSES.active,
      name: 'Aa Board Ltd',
    });
    const notMine = await createCompany(t.app.db, [otherAdvisor.id], { status: ACCOUNT_STATUSES.active });
    // Waiting for approval: not on the board.
    const applying = await createCompany(t.app.db, [advisor.id], {
      status: ACCOUNT_STATUSES.waitingForApproval,
    });

    let result = await board(advisor, { period: '2026-10' });
    expect(result.data.map((row) => row.account_id)).toEqual([mine]);
    expect(rowOf(result, mine)).toMatchObject({
      account_name: 'Aa Board Ltd',
      state: 'documents_pending',
      advisor_id: advisor.id,
      advisor_name: advisor.name,
      documents: 0,
      flags: [],
    });
    expect(result.counts).toEqual({
      documents_pending: 1,
      documents_complete: 0,
      booked: 0,
      returns_filed: 0,
      closed: 0,
    });
    expect(rowOf(result, notMine)).toBeUndefined();
    expect(rowOf(result, applying)).toBeUndefined();

    // October's KDV return not filed, due weeks ahead; September's muhtasar accrued and past its due date.
    await t.app.db.insert(taxReturns).values([
      { accountId: mine, kind: 'kdv', period: '2026-10', status: 'preparing' },
      {
        accountId: mine,
        kind: 'muhtasar_prim',
        period: '2026-09',
        status: 'accrued',
        amountDue: 10_000,
        dueDate: '2026-10-26',
      },
    ]);
    result = await board(advisor, { period: '2026-10' });
    expect(rowOf(result, mine)?.flags).toEqual(['accrual_overdue']);

    // 10 November: the documents' deadline (Monday 9 November: the 7th is a Saturday) passed
    // without one, and the month is complete by it.
    now = new Date('2026-11-09T09:00:00Z');
    result = await board(advisor, { period: '2026-10' });
    expect(rowOf(result, mine)?.state).toBe('documents_pending');
    now = new Date('2026-11-10T09:00:00Z');
    result = await board(advisor, { period: '2026-10' });
    expect(rowOf(result, mine)).toMatchObject({
      state: 'documents_complete',
      flags: ['documents_overdue', 'accrual_overdue'],
    });
    // Another company's document first: the count is by company, whatever the documents' ids.
    await t.app.db.insert(accountDocuments).values(
      [notMine, mine].map((accountId) => ({
        accountId,
        kind: 'receipt',
        period: '2026-10',
        storageKey: `documents/${accountId}.pdf`,
        fileName: 'x.pdf',
        mimeType: 'application/pdf',
        size: 10,
      })),
    );
    // Friday 27 November: October's KDV return, due Monday 30 November (the 28th is a Saturday), is not filed.
    now = new Date('2026-11-27T09:00:00Z');
    result = await board(advisor, { period: '2026-10' });
    expect(rowOf(result, mine)).toMatchObject({
      documents: 1,
      flags: ['return_due_soon', 'accrual_overdue'],
    });

    // The admin (signed in again: weeks have passed) sees every advisor's companies, and filters by advisor and state.
    admin = await login(t.app, DEMO.admin, DEMO.password);
    const all = await board(admin, { period: '2026-10', per_page: '100' });
    expect(all.meta.total).toBeGreaterThanOrEqual(2);
    const byAdvisor = await board(admin, { period: '2026-10', advisor_id: String(otherAdvisor.id) });
    expect(byAdvisor.data.map((row) => row.account_id)).toEqual([notMine]);
    const booked = await board(admin, { period: '2026-10', state: 'booked' });
    expect(booked.data.map((row) => row.account_id)).not.toContain(mine);

    expect(
      (await call(customer, 'GET', '/api/staff/month-close', undefined, { period: '2026-10' })).statusCode,
    ).toBe(403);
    const bad = await call(advisor, 'GET', '/api/staff/month-close', undefined, { period: '2026-13' });
    expect(bad.statusCode).toBe(422);
  });

  it('moves a month one state on or back, never skipping, audited; the customer completes their documents once', async () => {
    now = new Date('2026-11-04T09:00:00Z');
    const accountId = await createCompany(t.app.db, [customer.id, advisor.id], {
      status: ACCOUNT_STATUSES.active,
    });
    const url = `/api/accounts/${accountId}/month-close/2026-10`;
    const move = (state: string) => call(advisor, 'PUT', url, { state });

    // This month has not ended: nothing to complete yet.
    const early = await call(customer, 'POST', `/api/accounts/${accountId}/month-close/2026-11/complete`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("A month's documents can be marked complete once the month has ended.");
    const done = await call(customer, 'POST', `${url}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json().result as TMonthClose).state).toBe('documents_complete');
    expect((done.json().result as TMonthClose).completed_by_customer_at).toBe(now.toISOString());
    expect((await call(customer, 'POST', `${url}/complete`)).statusCode).toBe(409);
    expect((await call(customer, 'PUT', url, { state: 'booked' })).statusCode).toBe(403);

    const skip = await move('returns_filed');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(
      'The month cannot move from its state to the one asked: one step on, or back to an earlier state.',
    );
    for (const state of ['booked', 'returns_filed', 'closed']) {
      expect((await move(state)).statusCode).toBe(200);
    }
    expect((await move('closed')).statusCode).toBe(409);
    const reopened = await move('booked');
    expect((reopened.json().result as TMonthClose).state).toBe('booked');
    expect((await call(otherAdvisor, 'PUT', url, { state: 'returns_filed' })).statusCode).toBe(404);
    const audits = await t.app.db
      .select({ after: auditLogs.after })
      .from(auditLogs)
      .where(eq(auditLogs.accountId, accountId));
    expect(audits.map((row) => (row.after as { state: string }).state)).toEqual([
      'booked',
      'returns_filed',
      'closed',
      'booked',
    ]);
    const read = await call(customer, 'GET', url);
    expect(read.json().result).toMatchObject({ state: 'booked', period: '2026-10' });
  });
});

describe('the application queue', () => {
  it('flags an application past 2 working days and mails the admins once at 3', async () => {
    // Submitted on Friday 20 November 2026; the next Wednesday is its 3rd working day.
    now = new Date('2026-11-20T09:00:00Z');
    const accountId = await createCompany(t.app.db, [customer.id, advisor.id], {
      status: ACCOUNT_STATUSES.waitingForApproval,
      name: 'Zz Waiting Ltd',
    });
    await t.app.db.update(accountLines).set({ updatedAt: now }).where(eq(accountLines.accountId, accountId));
    const waitingOf = async () => {
      const res = await call(advisor, 'GET', '/api/staff/dashboard');
      return (res.json().result.waiting_applications.items as { id: number }[]).find(
        (item) => item.id === accountId,
      );
    };
    now = new Date('2026-11-24T09:00:00Z');
    expect(await waitingOf()).toMatchObject({
      waiting_working_days: 2,
      late: false,
      submitted_at: '2026-11-20T09:00:00.000Z',
    });
    expect((await mailWaitingApplications(t.app)).applications).toBe(0);

    now = new Date('2026-11-25T09:00:00Z');
    expect(await waitingOf()).toMatchObject({ waiting_working_days: 3, late: true });
    const before = (await mailsTo(t, DEMO.admin)).length;
    expect((await mailWaitingApplications(t.app)).applications).toBeGreaterThanOrEqual(1);
    expect((await mailWaitingApplications(t.app)).applications).toBe(0);
    const mails = (await mailsTo(t, DEMO.admin)).slice(before);
    expect(mails.filter((mail) => mail.subject?.includes('Zz Waiting Ltd'))).toHaveLength(1);
  });
});
