import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TMessageThread } from '@portal/contracts/company-messages/company-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStaff } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { documentAccesses } from '../../db/schema/privacy.ts';
import { auditLogs } from '../../db/schema/staff.ts';
import { bearer, DEMO, login, mailsTo, RELAXED_LIMITS } from '../../test/auth-helpers.ts';
import { multipartBody } from '../../test/multipart-helpers.ts';
import { createCompany, createUserWithRole, type TFixtureUser } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');

// Wednesday 25 November 2026, noon in Istanbul; moved on by the mail throttle's test.
let now = new Date('2026-11-25T09:00:00Z');
let t: TTestApp;
let customer: TFixtureUser;
let advisor: TFixtureUser;
let otherAdvisor: TFixtureUser;
let admin: { token: string; email: string };

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => now });
  customer = await createUserWithRole(t.app.db, 'customer');
  advisor = await createUserWithRole(t.app.db, 'advisor');
  otherAdvisor = await createUserWithRole(t.app.db, 'advisor');
  const session = await login(t.app, DEMO.admin, DEMO.password);
  admin = { token: session.token, email: DEMO.admin };
});
afterAll(async () => {
  await t?.close();
});

const emailOf = async (user: TFixtureUser) =>
  (await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, user.id)))[0]?.email ?? '';

function send(user: { token: string }, accountId: number, fields: Record<string, string | Blob>, query = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.set(name, value, 'ek.pdf');
    else form.set(name, value);
  }
  return multipartBody(form).then((body) =>
    t.app.inject({
      method: 'POST',
      url: `/api/accounts/${accountId}/messages`,
      query,
      headers: { ...bearer(user.token), 'content-type': body.contentType, 'accept-language': 'en' },
      payload: body.payload,
    }),
  );
}

const call = (
  user: { token: string },
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  query = {},
) =>
  t.app.inject({ method, url, query, payload, headers: { ...bearer(user.token), 'accept-language': 'en' } });

async function threadOf(user: { token: string }, accountId: number, query = {}): Promise<TMessageThread> {
  const res = await call(user, 'GET', `/api/accounts/${accountId}/messages`, undefined, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

const activeCompany = () =>
  createCompany(t.app.db, [customer.id, advisor.id], { status: ACCOUNT_STATUSES.active });

describe('a company’s thread with its advisor', () => {
  it('carries text and a PDF both ways, counts what each person has not read, and mails the other side at most every 15 minutes', async () => {
    const accountId = await activeCompany();
    const advisorEmail = await emailOf(advisor);
    const customerEmail = await emailOf(customer);
    const mailsBefore = (await mailsTo(t, advisorEmail)).length;

    const first = await send(customer, accountId, {
      body: '  Ekim kira faturası ekte.  ',
      file: new Blob([PDF], { type: 'application/pdf' }),
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe('Your message has been sent.');
    expect(first.json().result).toMatchObject({
      side: 'customer',
      kind: 'message',
      body: 'Ekim kira faturası ekte.',
      author_id: customer.id,
      attachment: { file_name: 'ek.pdf', mime_type: 'application/pdf', size: PDF.length },
    });
    // A second message at once: the advisor was mailed a moment ago.
    expect((await send(customer, accountId, { body: 'Bir de banka ekstresi var.' })).statusCode).toBe(201);
    expect((await mailsTo(t, advisorEmail)).length - mailsBefore).toBe(1);

    const unread = await call(advisor, 'GET', '/api/messages/unread');
    expect(unread.json().result.accounts).toContainEqual({ account_id: accountId, unread: 2 });
    const seen = await threadOf(advisor, accountId);
    expect(seen.messages.map((message) => message.body)).toEqual([
      'Ekim kira faturası ekte.',
      'Bir de banka ekstresi var.',
    ]);
    expect(seen).toMatchObject({ last_read_id: null, unread: 2 });
    // The writer has read their own messages.
    expect(await threadOf(customer, accountId)).toMatchObject({ unread: 0 });

    const [firstMessage, second] = seen.messages;
    const marked = await call(advisor, 'PUT', `/api/accounts/${accountId}/messages/read`, {
      up_to: firstMessage?.id,
    });
    expect(marked.json().result).toEqual({ last_read_id: firstMessage?.id, unread: 1 });
    // Never back; never past the thread's last message.
    await call(advisor, 'PUT', `/api/accounts/${accountId}/messages/read`, { up_to: 1 });
    const ahead = await call(advisor, 'PUT', `/api/accounts/${accountId}/messages/read`, {
      up_to: 10_000_000,
    });
    expect(ahead.json().result).toEqual({ last_read_id: second?.id, unread: 0 });

    // The answer goes to the customer by mail; the advisor is mailed again only 15 minutes on.
    const customerMails = (await mailsTo(t, customerEmail)).length;
    expect((await send(advisor, accountId, { body: 'Teşekkürler, aldım.' })).statusCode).toBe(201);
    expect((await mailsTo(t, customerEmail)).length - customerMails).toBe(1);
    now = new Date(now.getTime() + 14 * 60_000);
    await send(customer, accountId, { body: 'Rica ederim.' });
    expect((await mailsTo(t, advisorEmail)).length - mailsBefore).toBe(1);
    now = new Date(now.getTime() + 2 * 60_000);
    await send(customer, accountId, { body: 'İyi çalışmalar.' });
    const mails = await mailsTo(t, advisorEmail);
    expect(mails.length - mailsBefore).toBe(2);
    expect(mails.at(-1)?.text).toContain(`/app/messages?account=${accountId}`);
  });

  it('refuses an empty or too long text and a file that is not a PDF or an image, naming the field', async () => {
    const accountId = await activeCompany();
    const blank = await send(customer, accountId, { body: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ body: ['Please write a message.'] });
    const long = await send(customer, accountId, { body: 'a'.repeat(4001) });
    expect(long.json().errors).toEqual({ body: ['A message can be at most 4000 characters.'] });
    const text = await send(customer, accountId, {
      body: 'Ek',
      file: new Blob(['not a pdf'], { type: 'application/pdf' }),
    });
    expect(text.statusCode).toBe(422);
    expect(Object.keys(text.json().errors)).toEqual(['file']);
    expect((await threadOf(customer, accountId)).messages).toEqual([]);
  });

  it('is its members’ and its accountant line’s staff: another advisor gets 404', async () => {
    const accountId = await activeCompany();
    expect((await send(otherAdvisor, accountId, { body: 'Merhaba' })).statusCode).toBe(404);
    expect((await call(otherAdvisor, 'GET', `/api/accounts/${accountId}/messages`)).statusCode).toBe(404);
  });

  it('hands an attachment to the thread’s people, recording a staff member’s download', async () => {
    const accountId = await activeCompany();
    const sent = await send(customer, accountId, {
      body: 'Dekont',
      file: new Blob([PDF], { type: 'application/pdf' }),
    });
    const id: number = sent.json().result.id;
    const file = await call(advisor, 'GET', `/api/accounts/${accountId}/messages/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-disposition']).toContain('ek.pdf');
    const accesses = await t.app.db
      .select()
      .from(documentAccesses)
      .where(and(eq(documentAccesses.accountId, accountId), eq(documentAccesses.userId, advisor.id)));
    expect(accesses.map((access) => access.documentKind)).toEqual(['company_message']);
    const plain = await send(customer, accountId, { body: 'Eksiz' });
    const none = await call(
      customer,
      'GET',
      `/api/accounts/${accountId}/messages/${plain.json().result.id}/file`,
    );
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This message has no attachment.');
  });
});

describe('changing the advisor', () => {
  it('is asked by the customer from the thread, answered once by an admin, and shows in the assignment history', async () => {
    const accountId = await activeCompany();
    const ask = () =>
      call(customer, 'POST', `/api/accounts/${accountId}/advisor-change-requests`, {
        reason: 'Yanıtlar gecikiyor.',
      });
    const adminMails = (await mailsTo(t, admin.email)).length;
    const asked = await ask();
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().result).toMatchObject({
      status: 'open',
      reason: 'Yanıtlar gecikiyor.',
      current_advisor_name: advisor.name,
    });
    expect((await mailsTo(t, admin.email)).length - adminMails).toBe(1);
    const again = await ask();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have an advisor change request waiting for an answer.');
    const thread = await threadOf(customer, accountId);
    expect(thread.messages.at(-1)).toMatchObject({
      kind: 'advisor_change',
      side: 'customer',
      body: 'I would like another advisor. Reason: Yanıtlar gecikiyor.',
    });

    expect((await call(advisor, 'GET', '/api/staff/advisor-change-requests')).statusCode).toBe(403);
    const open = await call(admin, 'GET', '/api/staff/advisor-change-requests');
    const request = (open.json().result as { id: number; account_id: number }[]).find(
      (row) => row.account_id === accountId,
    );
    expect(request).toBeDefined();
    const url = `/api/staff/advisor-change-requests/${request?.id}`;
    const noAdvisor = await call(admin, 'PUT', url, { decision: 'approved' });
    expect(noAdvisor.statusCode).toBe(422);
    expect(noAdvisor.json().errors).toEqual({ advisor_id: ['To approve, choose the new advisor.'] });
    const notAnAdvisor = await call(admin, 'PUT', url, { decision: 'approved', advisor_id: customer.id });
    expect(notAnAdvisor.statusCode).toBe(422);

    const approved = await call(admin, 'PUT', url, {
      decision: 'approved',
      advisor_id: otherAdvisor.id,
      note: 'Yeni müşaviriniz sizi arayacak.',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().result).toMatchObject({ status: 'approved', new_advisor_name: otherAdvisor.name });
    expect((await call(admin, 'PUT', url, { decision: 'declined' })).statusCode).toBe(409);
    const serving = await t.app.db
      .select({ userId: accountStaff.userId })
      .from(accountStaff)
      .where(and(eq(accountStaff.accountId, accountId), eq(accountStaff.line, 1)));
    expect(serving).toEqual([{ userId: otherAdvisor.id }]);
    // The new advisor reads the thread with the answer; the old one no longer reaches it.
    const answered = await threadOf(otherAdvisor, accountId);
    expect(answered.messages.at(-1)).toMatchObject({
      kind: 'advisor_change',
      side: 'staff',
      body: `Your advisor change request has been approved. Your new advisor: ${otherAdvisor.name}.\nNote: Yeni müşaviriniz sizi arayacak.`,
    });
    expect((await call(advisor, 'GET', `/api/accounts/${accountId}/messages`)).statusCode).toBe(404);

    const history = await call(customer, 'GET', `/api/accounts/${accountId}/advisor-assignments`);
    expect(history.json().result).toMatchObject([
      { advisor_id: otherAdvisor.id, until: null },
      { advisor_id: advisor.id, until: expect.any(String) },
    ]);
    const audits = await t.app.db
      .select({ action: auditLogs.action, after: auditLogs.after })
      .from(auditLogs)
      .where(eq(auditLogs.accountId, accountId));
    expect(audits.map((row) => row.action).sort()).toEqual([
      'account.staff_assigned',
      'advisor_change.answered',
    ]);
    // The new advisor by name, as the company's audit log shows a person.
    expect(audits.find((row) => row.action === 'advisor_change.answered')?.after).toEqual({
      status: 'approved',
      advisor: { id: otherAdvisor.id, name: otherAdvisor.name },
      note: 'Yeni müşaviriniz sizi arayacak.',
    });
  });
});
