import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TAccountAction } from '@portal/contracts/company-desk/company-desk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStatusChanges } from '../../db/schema/accounts.ts';
import { accountDocuments } from '../../db/schema/documents.ts';
import { bearer } from '../../test/auth-helpers.ts';
import { multipartBody } from '../../test/multipart-helpers.ts';
import { createCompany, createUserWithRole, type TFixtureUser } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

// Wednesday 25 November 2026, 12:00 in Istanbul: November's documents are being gathered.
const now = new Date('2026-11-25T09:00:00Z');
let t: TTestApp;
let customer: TFixtureUser;
let advisor: TFixtureUser;
let stranger: TFixtureUser;

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => now });
  customer = await createUserWithRole(t.app.db, 'customer');
  advisor = await createUserWithRole(t.app.db, 'advisor');
  stranger = await createUserWithRole(t.app.db, 'customer');
});
afterAll(async () => {
  await t?.close();
});

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': 'en' } });

async function actionsOf(token: string, accountId: number): Promise<TAccountAction[]> {
  const res = await get(token, `/api/accounts/${accountId}/actions`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

describe('GET accounts/{id}/actions', () => {
  it('lists the month’s missing documents, a document sent back and the advisor’s unread message, each gone once resolved', async () => {
    const accountId = await createCompany(t.app.db, [customer.id, advisor.id], {
      status: ACCOUNT_STATUSES.active,
    });
    expect(await actionsOf(customer.token, accountId)).toEqual([
      { kind: 'documents_missing', period: '2026-11', due_date: '2026-12-07' },
    ]);

    const [document] = await t.app.db
      .insert(accountDocuments)
      .values({
        accountId,
        kind: 'receipt',
        period: '2026-11',
        storageKey: 'documents/test.pdf',
        fileName: 'fis.pdf',
        mimeType: 'application/pdf',
        size: 10,
        reviewStatus: 'needs_fix',
        reviewNote: 'The total is not readable.',
      })
      .returning({ id: accountDocuments.id });
    const message = new FormData();
    message.set('body', 'Did you buy a car this month?');
    const form = await multipartBody(message);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${accountId}/messages`,
      headers: { ...bearer(advisor.token), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const messageId: number = asked.json().result.id;

    expect(await actionsOf(customer.token, accountId)).toEqual([
      {
        kind: 'document_needs_fix',
        document_id: document?.id,
        file_name: 'fis.pdf',
        period: '2026-11',
        note: 'The total is not readable.',
      },
      { kind: 'messages_unread', unread: 1, last_at: now.toISOString() },
    ]);
    // The advisor wrote it: nothing unread on their side.
    expect((await actionsOf(advisor.token, accountId)).map((action) => action.kind)).not.toContain(
      'messages_unread',
    );
    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${accountId}/messages/read`,
      headers: bearer(customer.token),
      payload: { up_to: messageId },
    });
    expect(read.statusCode, read.body).toBe(200);
    await t.app.db
      .update(accountDocuments)
      .set({ reviewStatus: 'pending', reviewNote: null })
      .where(eq(accountDocuments.accountId, accountId));
    expect(await actionsOf(customer.token, accountId)).toEqual([]);
  });

  it('shows a refused first payment; an in-progress company has nothing to upload yet', async () => {
    const due = await createCompany(t.app.db, [customer.id], { status: ACCOUNT_STATUSES.paymentDue });
    expect(await actionsOf(customer.token, due)).toEqual([
      { kind: 'payment_due', subscription_id: null, product_name: null, since: null },
    ]);
    const started = await createCompany(t.app.db, [customer.id]);
    expect(await actionsOf(customer.token, started)).toEqual([]);
  });

  it('is the company’s: another customer gets 404, a signed-out caller 401', async () => {
    const accountId = await createCompany(t.app.db, [customer.id]);
    expect((await get(stranger.token, `/api/accounts/${accountId}/actions`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/accounts/${accountId}/actions` })).statusCode,
    ).toBe(401);
  });
});

describe('GET accounts/{id}/timeline', () => {
  it('dates each step and expects the approval 3 working days after submission', async () => {
    const accountId = await createCompany(t.app.db, [customer.id], {
      status: ACCOUNT_STATUSES.waitingForApproval,
      createdAt: new Date('2026-11-20T08:00:00Z'),
    });
    // Submitted (paid) on Thursday 26 November 2026: approval expected Tuesday 1 December.
    await t.app.db.insert(accountStatusChanges).values({
      accountId,
      fromStatus: ACCOUNT_STATUSES.applicationInProgress,
      toStatus: ACCOUNT_STATUSES.waitingForApproval,
      createdAt: new Date('2026-11-26T10:00:00Z'),
    });
    const res = await get(customer.token, `/api/accounts/${accountId}/timeline`);
    expect(res.json().result).toEqual({
      rejected: false,
      steps: [
        { step: 'started', at: '2026-11-20T08:00:00.000Z', expected_on: null },
        { step: 'submitted', at: '2026-11-26T10:00:00.000Z', expected_on: null },
        { step: 'approved', at: null, expected_on: '2026-12-01' },
      ],
    });
  });
});
