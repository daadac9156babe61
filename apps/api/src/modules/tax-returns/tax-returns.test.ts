import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import type { TAccountAction } from '@portal/contracts/company-desk/company-desk';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import type { TTaxReturn } from '@portal/contracts/tax-returns/tax-returns';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountInformations, accountUsers } from '../../db/schema/accounts.ts';
import { documentAccesses } from '../../db/schema/privacy.ts';
import { products } from '../../db/schema/products.ts';
import { auditLogs } from '../../db/schema/staff.ts';
import { taxReturns } from '../../db/schema/tax-returns.ts';
import { bearer, DEMO, login, mailsTo, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { multipartBody } from '../../test/multipart-helpers.ts';
import {
  createCompany,
  createUserWithRole,
  holdProduct,
  setLineStatus,
  type TFixtureUser,
} from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { createDueReturns, remindTaxPayments } from './jobs.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

// Thursday 5 November 2026, noon in Istanbul; moved by the jobs' tests.
let now = new Date('2026-11-05T09:00:00Z');
let t: TTestApp;
let customer: TSession;
let outsider: TSession;
let advisor: TSession;
let admin: TSession;
/** An advisor serving none of this file's companies. */
let advisorOther: TFixtureUser;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => now });
  [customer, outsider, advisor, admin] = await Promise.all([
    registerCustomer(t.app),
    registerCustomer(t.app),
    login(t.app, DEMO.advisor, DEMO.password),
    login(t.app, DEMO.admin, DEMO.password),
  ]);
  advisorOther = await createUserWithRole(t.app.db, 'advisor');
});
afterAll(async () => {
  await t?.close();
});

/** An active accountant company of the customer, served by the demo advisor. */
async function activeCompany(): Promise<number> {
  const id = await createCompany(t.app.db, [customer.user.id, advisor.user.id], {
    status: ACCOUNT_STATUSES.active,
  });
  await holdProduct(t.app.db, id, PRODUCT_TYPES.accountant);
  return id;
}

type TToken = { token: string };
type TCall = { payload?: object; query?: Record<string, string>; language?: string };

function call(session: TToken, method: 'GET' | 'POST' | 'PUT', url: string, options: TCall = {}) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    query: options.query,
    headers: { ...bearer(session.token), 'accept-language': options.language ?? 'tr' },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

async function upload(
  session: TToken,
  url: string,
  fields: Record<string, string>,
  file?: { data: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const body = await multipartBody(form);
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...bearer(session.token), 'content-type': body.contentType, 'accept-language': 'tr' },
    payload: body.payload,
  });
}

async function created(accountId: number, kind = 'kdv', period = '2026-10'): Promise<TTaxReturn> {
  const res = await call(advisor, 'POST', `/accounts/${accountId}/tax-returns`, {
    payload: { kind, period },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as TTaxReturn;
}

const returnUrl = (accountId: number, returnId: number) => `/accounts/${accountId}/tax-returns/${returnId}`;

/** A return moved to accrued: filed, then its amount and due date. */
async function accrued(accountId: number, period = '2026-10'): Promise<TTaxReturn> {
  const taxReturn = await created(accountId, 'kdv', period);
  const url = returnUrl(accountId, taxReturn.id);
  expect((await call(advisor, 'PUT', url, { payload: { status: 'filed' } })).statusCode).toBe(200);
  const res = await call(advisor, 'PUT', url, {
    payload: { status: 'accrued', amount_due: 1_234_567, due_date: '2026-11-26' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as TTaxReturn;
}

describe('a return, from preparing to paid', () => {
  it('is filed and accrued by the advisor, paid by the customer with a receipt, confirmed by the advisor', async () => {
    const accountId = await activeCompany();
    const taxReturn = await created(accountId);
    expect(taxReturn).toMatchObject({
      kind: 'kdv',
      period: '2026-10',
      status: 'preparing',
      // KDV of October: the 28th of November 2026, a Saturday, moves to Monday the 30th.
      deadline: '2026-11-30',
      amount_due: null,
    });
    const url = returnUrl(accountId, taxReturn.id);

    const filed = await call(advisor, 'PUT', url, { payload: { status: 'filed' } });
    expect(filed.json().result).toMatchObject({ status: 'filed', filed_at: now.toISOString() });

    // Accruing needs the amount and the due date; the message names the field.
    const incomplete = await call(advisor, 'PUT', url, { payload: { status: 'accrued' } });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors).toHaveProperty('amount_due');
    const accrual = await call(advisor, 'PUT', url, {
      payload: { status: 'accrued', amount_due: 1_234_567, due_date: '2026-11-30' },
    });
    expect(accrual.json().result).toMatchObject({ status: 'accrued', amount_due: 1_234_567 });

    // The tahakkuk fişi: the customer is told by mail, in their language.
    const fiş = await upload(
      advisor,
      `${url}/documents`,
      { role: 'accrual' },
      {
        data: PDF,
        name: 'tahakkuk.pdf',
        type: 'application/pdf',
      },
    );
    expect(fiş.statusCode, fiş.body).toBe(200);
    const withDocument = fiş.json().result as TTaxReturn;
    expect(withDocument.accrual_document_id).toEqual(expect.any(Number));
    expect(withDocument.documents).toMatchObject([{ role: 'accrual', file_name: 'tahakkuk.pdf' }]);
    const mails = await mailsTo(t, customer.user.email);
    expect(mails.some((mail) => mail.subject?.includes('KDV beyannamesi'))).toBe(true);

    // It waits on the customer until they report it paid.
    const actions = async () =>
      (await call(customer, 'GET', `/accounts/${accountId}/actions`)).json().result as TAccountAction[];
    expect(await actions()).toContainEqual({
      kind: 'tax_due',
      return_id: taxReturn.id,
      return_kind: 'kdv',
      period: '2026-10',
      amount_due: 1_234_567,
      due_date: '2026-11-30',
    });
    const file = await call(customer, 'GET', `${url}/documents/${withDocument.accrual_document_id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const noReceipt = await upload(customer, `${url}/paid`, {});
    expect(noReceipt.statusCode).toBe(422);
    expect(noReceipt.json().message).toBe('Lütfen ödeme dekontunu ekleyin.');
    const paid = await upload(
      customer,
      `${url}/paid`,
      {},
      { data: PNG, name: 'dekont.png', type: 'image/png' },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().result).toMatchObject({ status: 'accrued', paid_at: now.toISOString() });
    expect((await actions()).filter((action) => action.kind === 'tax_due')).toEqual([]);
    // Reported twice: refused, the first receipt stays.
    expect(
      (await upload(customer, `${url}/paid`, {}, { data: PNG, name: 'b.png', type: 'image/png' })).statusCode,
    ).toBe(409);

    // The advisor may not change it under the customer's report; they confirm it.
    const locked = await call(advisor, 'PUT', url, { payload: { amount_due: 1 } });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('Müşteri ödemeyi bildirdi; önce ödemeyi onaylayın.');
    const confirmed = await call(advisor, 'PUT', `${url}/confirm-payment`);
    expect(confirmed.json().result).toMatchObject({
      status: 'paid',
      payment_confirmed_at: now.toISOString(),
    });
    expect((await call(advisor, 'PUT', `${url}/confirm-payment`)).statusCode).toBe(409);

    const audit = await t.app.db
      .select({ action: auditLogs.action, before: auditLogs.before, after: auditLogs.after })
      .from(auditLogs)
      .where(and(eq(auditLogs.subjectType, 'tax_return'), eq(auditLogs.subjectId, taxReturn.id)));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'tax_return.created',
      'tax_return.document_uploaded',
      'tax_return.payment_confirmed',
      'tax_return.updated',
      'tax_return.updated',
    ]);
    // Every entry says which return it is about, unchanged on both sides after its creation (the
    // company's audit log shows it as the entry's subject).
    const named = { kind: 'kdv', period: '2026-10' };
    for (const entry of audit.filter(({ action }) => action !== 'tax_return.created')) {
      expect(entry.before, entry.action).toMatchObject(named);
      expect(entry.after, entry.action).toMatchObject(named);
    }
  });

  it('refuses a move the life of a return does not make, and a period written wrong or not begun', async () => {
    const accountId = await activeCompany();
    const taxReturn = await created(accountId, 'muhtasar_prim', '2026-09');
    const url = returnUrl(accountId, taxReturn.id);
    const skip = await call(advisor, 'PUT', url, { payload: { status: 'paid' }, language: 'en' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('The return cannot move from its status to the one asked.');
    expect((await call(advisor, 'PUT', `${url}/confirm-payment`)).statusCode).toBe(409);
    expect(
      (await upload(customer, `${url}/paid`, {}, { data: PNG, name: 'a.png', type: 'image/png' })).statusCode,
    ).toBe(409);

    const duplicate = await call(advisor, 'POST', `/accounts/${accountId}/tax-returns`, {
      payload: { kind: 'muhtasar_prim', period: '2026-09' },
    });
    expect(duplicate.statusCode).toBe(409);
    const quarterly = await call(advisor, 'POST', `/accounts/${accountId}/tax-returns`, {
      payload: { kind: 'gecici_vergi', period: '2026-09' },
    });
    expect(quarterly.statusCode).toBe(422);
    expect(quarterly.json().errors.period).toEqual([
      'Dönemi beyannamenin türüne göre yazın: aylık 2026-10, üç aylık 2026-Q3, yıllık 2026.',
    ]);
    const ahead = await call(advisor, 'POST', `/accounts/${accountId}/tax-returns`, {
      payload: { kind: 'kdv', period: '2026-12' },
    });
    expect(ahead.statusCode).toBe(422);
    expect(ahead.json().errors).toHaveProperty('period');
    // The current quarter has begun: its geçici vergi return may be prepared.
    expect(
      (
        await call(advisor, 'POST', `/accounts/${accountId}/tax-returns`, {
          payload: { kind: 'gecici_vergi', period: '2026-Q3' },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('takes a PDF or a scan for the right role only, and records each staff download', async () => {
    const accountId = await activeCompany();
    const taxReturn = await accrued(accountId, '2026-08');
    const url = returnUrl(accountId, taxReturn.id);
    const pdf = { data: PDF, name: 'beyanname.pdf', type: 'application/pdf' };
    expect((await upload(advisor, `${url}/documents`, { role: 'receipt' }, pdf)).statusCode).toBe(422);
    const text = { data: Buffer.from('not a pdf'), name: 'beyanname.pdf', type: 'application/pdf' };
    expect((await upload(advisor, `${url}/documents`, { role: 'return' }, text)).statusCode).toBe(422);
    const first = await upload(advisor, `${url}/documents`, { role: 'return' }, pdf);
    const second = await upload(
      advisor,
      `${url}/documents`,
      { role: 'return' },
      { ...pdf, name: 'yeni.pdf' },
    );
    // A new file of a role replaces the old one.
    const documents = (second.json().result as TTaxReturn).documents;
    expect(documents.map((document) => document.file_name)).toEqual(['yeni.pdf']);
    expect((first.json().result as TTaxReturn).return_document_id).toBe(documents[0]?.id);

    await call(advisor, 'GET', `${url}/documents/${documents[0]?.id}/file`);
    await call(customer, 'GET', `${url}/documents/${documents[0]?.id}/file`);
    const accesses = await t.app.db
      .select({ userId: documentAccesses.userId, kind: documentAccesses.documentKind })
      .from(documentAccesses)
      .where(eq(documentAccesses.accountId, accountId));
    expect(accesses).toEqual([{ userId: advisor.user.id, kind: 'tax_return_return' }]);
  });
});

describe('who reaches the returns', () => {
  it('lets only the company, its advisor and staff who see all in', async () => {
    const accountId = await activeCompany();
    const taxReturn = await accrued(accountId, '2026-07');
    const list = `/accounts/${accountId}/tax-returns`;
    expect((await call(customer, 'GET', list)).statusCode).toBe(200);
    expect((await call(outsider, 'GET', list)).statusCode).toBe(404);
    expect((await call(advisorOther, 'GET', list)).statusCode).toBe(404);
    expect((await call(admin, 'GET', list, { query: { all: '1' } })).statusCode).toBe(200);
    // The customer neither files nor confirms; staff do not report a payment for the customer.
    expect(
      (await call(customer, 'POST', list, { payload: { kind: 'kdv', period: '2026-06' } })).statusCode,
    ).toBe(403);
    expect(
      (await call(customer, 'PUT', `${returnUrl(accountId, taxReturn.id)}/confirm-payment`)).statusCode,
    ).toBe(403);
    const receipt = { data: PNG, name: 'dekont.png', type: 'image/png' };
    expect(
      (await upload(advisor, `${returnUrl(accountId, taxReturn.id)}/paid`, {}, receipt)).statusCode,
    ).toBe(403);
  });

  it('asks the "pay" switch of a member who reports a payment', async () => {
    const accountId = await activeCompany();
    const taxReturn = await accrued(accountId, '2026-06');
    await t.app.db
      .update(accountUsers)
      .set({ memberRole: 'member', canPay: false })
      .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, customer.user.id)));
    const res = await upload(
      customer,
      `${returnUrl(accountId, taxReturn.id)}/paid`,
      {},
      {
        data: PNG,
        name: 'dekont.png',
        type: 'image/png',
      },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('the jobs', () => {
  it('creates the returns of the periods that ended, once, by the company kind', async () => {
    const accountId = await activeCompany();
    const [standard] = await t.app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'accountant-standard'));
    await t.app.db
      .insert(accountInformations)
      .values({ accountId, key: 'packet_id', value: String(standard?.id) });
    // A company whose accountant line is not active gets none.
    const waiting = await createCompany(t.app.db, [customer.user.id], { status: ACCOUNT_STATUSES.active });
    await setLineStatus(t.app.db, waiting, ACCOUNT_STATUSES.waitingForApproval);

    now = new Date('2026-10-05T06:00:00Z');
    await createDueReturns(t.app);
    await createDueReturns(t.app);
    const rows = await t.app.db
      .select({ kind: taxReturns.kind, period: taxReturns.period, status: taxReturns.status })
      .from(taxReturns)
      .where(eq(taxReturns.accountId, accountId));
    expect(rows.map((row) => `${row.kind} ${row.period}`).sort()).toEqual([
      'ba_bs 2026-09',
      'gecici_vergi 2026-Q3',
      'kdv 2026-09',
      'muhtasar_prim 2026-09',
      'sgk 2026-09',
    ]);
    expect(rows.every((row) => row.status === 'preparing')).toBe(true);
    expect(
      await t.app.db.select({ id: taxReturns.id }).from(taxReturns).where(eq(taxReturns.accountId, waiting)),
    ).toEqual([]);
    now = new Date('2026-11-05T09:00:00Z');
  });

  it('reminds the customer 3 and 1 days before an unpaid accrual is due, each once', async () => {
    const accountId = await activeCompany();
    const taxReturn = await accrued(accountId, '2026-05');
    await call(advisor, 'PUT', returnUrl(accountId, taxReturn.id), {
      payload: { status: 'filed' },
    });
    await call(advisor, 'PUT', returnUrl(accountId, taxReturn.id), {
      payload: { status: 'accrued', amount_due: 50_000, due_date: '2026-12-10' },
    });
    const reminders = async () =>
      (await mailsTo(t, customer.user.email)).filter((mail) => mail.subject?.includes('son ödeme günü'));
    const before = (await reminders()).length;
    now = new Date('2026-12-07T07:00:00Z');
    expect((await remindTaxPayments(t.app)).returns).toBeGreaterThanOrEqual(1);
    expect((await remindTaxPayments(t.app)).returns).toBe(0);
    now = new Date('2026-12-09T07:00:00Z');
    await remindTaxPayments(t.app);
    const sent = (await reminders()).slice(before);
    expect(sent.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('₺500'),
      expect.stringContaining('₺500'),
    ]);
    expect(sent[0]?.text).toContain('3 gün kaldı');
    expect(sent[1]?.text).toContain('1 gün kaldı');
    now = new Date('2026-11-05T09:00:00Z');
  });
});
