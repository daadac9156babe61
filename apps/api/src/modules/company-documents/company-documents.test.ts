import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import type { TAccountAction } from '@portal/contracts/company-desk/company-desk';
import type {
  TCompanyDocument,
  TDocumentRequest,
} from '@portal/contracts/company-documents/company-documents';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDocumentDownloads } from '../../db/schema/company-documents.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import { documentAccesses } from '../../db/schema/privacy.ts';
import { auditLogs } from '../../db/schema/staff.ts';
import { bearer, DEMO, login, mailsTo, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { multipartBody } from '../../test/multipart-helpers.ts';
import {
  createCompany,
  createUserWithRole,
  holdProduct,
  revokePermission,
  type TFixtureUser,
} from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { remindExpiringDocuments } from './jobs.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');

// Tuesday 10 November 2026, noon in Istanbul; moved by the reminders' test.
let now = new Date('2026-11-10T09:00:00Z');
let t: TTestApp;
let customer: TSession;
let outsider: TSession;
let advisor: TSession;
let advisorOther: TFixtureUser;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => now });
  [customer, outsider, advisor] = await Promise.all([
    registerCustomer(t.app),
    registerCustomer(t.app),
    login(t.app, DEMO.advisor, DEMO.password),
  ]);
  advisorOther = await createUserWithRole(t.app.db, 'advisor');
});
afterAll(async () => {
  await t?.close();
});

async function activeCompany(): Promise<number> {
  const id = await createCompany(t.app.db, [customer.user.id, advisor.user.id], {
    status: ACCOUNT_STATUSES.active,
  });
  await holdProduct(t.app.db, id, PRODUCT_TYPES.accountant);
  return id;
}

type TToken = { token: string };

function call(session: TToken, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(session.token), 'accept-language': 'tr' },
    ...(payload ? { payload } : {}),
  });
}

async function upload(session: TToken, url: string, fields: Record<string, string>, file?: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'belge.pdf');
  const body = await multipartBody(form);
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...bearer(session.token), 'content-type': body.contentType, 'accept-language': 'tr' },
    payload: body.payload,
  });
}

describe("the company's vault", () => {
  it('takes the firm’s documents from staff, tells the members, and records every download', async () => {
    const accountId = await activeCompany();
    const url = `/accounts/${accountId}/company-documents`;
    const added = await upload(advisor, url, { kind: 'vergi_levhasi', valid_until: '2026-12-31' }, PDF);
    expect(added.statusCode, added.body).toBe(201);
    const document = added.json().result as TCompanyDocument;
    expect(document).toMatchObject({
      kind: 'vergi_levhasi',
      valid_until: '2026-12-31',
      file_name: 'belge.pdf',
    });
    expect((await call(customer, 'GET', url)).json().result).toEqual([document]);

    // The bell and a mail, in the member's language.
    const [bell] = await t.app.db
      .select({ kind: userNotifications.kind })
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, customer.user.id), eq(userNotifications.accountId, accountId)));
    expect(bell?.kind).toBe('company_document_added');
    expect(
      (await mailsTo(t, customer.user.email)).some((mail) => mail.subject?.includes('Vergi levhası')),
    ).toBe(true);

    const file = `${url}/${document.id}/file`;
    expect((await call(customer, 'GET', file)).rawPayload.equals(PDF)).toBe(true);
    expect((await call(advisor, 'GET', file)).statusCode).toBe(200);
    const downloads = await t.app.db
      .select({ userId: companyDocumentDownloads.userId })
      .from(companyDocumentDownloads)
      .where(eq(companyDocumentDownloads.documentId, document.id));
    expect(downloads.map((row) => row.userId).sort()).toEqual([customer.user.id, advisor.user.id].sort());
    // Only the staff's download is on the customers' list of staff accesses.
    const accesses = await t.app.db
      .select({ userId: documentAccesses.userId, kind: documentAccesses.documentKind })
      .from(documentAccesses)
      .where(eq(documentAccesses.accountId, accountId));
    expect(accesses).toEqual([{ userId: advisor.user.id, kind: 'company_vergi_levhasi' }]);

    const audit = await t.app.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.subjectType, 'company_document'), eq(auditLogs.subjectId, document.id)));
    expect(audit).toEqual([{ action: 'company_document.added' }]);
  });

  it('refuses a form without a kind, a title for "other", a valid date or a PDF or scan', async () => {
    const accountId = await activeCompany();
    const url = `/accounts/${accountId}/company-documents`;
    const field = async (fields: Record<string, string>, file?: Buffer) => {
      const res = await upload(advisor, url, fields, file);
      expect(res.statusCode).toBe(422);
      return Object.keys(res.json().errors);
    };
    expect(await field({ kind: 'pasaport' }, PDF)).toEqual(['kind']);
    expect(await field({ kind: 'other' }, PDF)).toEqual(['title']);
    expect(await field({ kind: 'faaliyet_belgesi', valid_until: '2026-02-30' }, PDF)).toEqual([
      'valid_until',
    ]);
    expect(await field({ kind: 'faaliyet_belgesi' })).toEqual(['file']);
    expect(await field({ kind: 'faaliyet_belgesi' }, Buffer.from('text'))).toEqual(['file']);
  });

  it('is the members’ and their advisor’s only; the customer adds nothing to it', async () => {
    const accountId = await activeCompany();
    const url = `/accounts/${accountId}/company-documents`;
    expect((await call(outsider, 'GET', url)).statusCode).toBe(404);
    expect((await call(advisorOther, 'GET', url)).statusCode).toBe(404);
    expect((await upload(customer, url, { kind: 'vergi_levhasi' }, PDF)).statusCode).toBe(403);
  });

  it('reminds the staff serving the company 30 and 7 days before a document lapses, each once', async () => {
    const accountId = await activeCompany();
    await upload(
      advisor,
      `/accounts/${accountId}/company-documents`,
      { kind: 'imza_sirkuleri', valid_until: '2027-01-20' },
      PDF,
    );
    const reminders = async () =>
      (await mailsTo(t, DEMO.advisor)).filter((mail) => mail.subject?.includes('tarihinde sona eriyor'));
    const before = (await reminders()).length;
    now = new Date('2026-12-21T07:00:00Z');
    expect((await remindExpiringDocuments(t.app)).documents).toBeGreaterThanOrEqual(1);
    expect((await remindExpiringDocuments(t.app)).documents).toBe(0);
    now = new Date('2027-01-13T07:00:00Z');
    await remindExpiringDocuments(t.app);
    expect((await reminders()).length - before).toBe(2);
    now = new Date('2026-11-10T09:00:00Z');
  });
});

describe('the documents the advisor asks for', () => {
  it('waits on the customer until answered with an upload that becomes a monthly document', async () => {
    const accountId = await activeCompany();
    const url = `/accounts/${accountId}/document-requests`;
    const asked = await call(advisor, 'POST', url, {
      title: 'Ekim banka ekstresi',
      kind: 'bank_statement',
      period: '2026-10',
      due_date: '2026-11-14',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json().result as TDocumentRequest;
    expect(request).toMatchObject({ status: 'open', document: null, title: 'Ekim banka ekstresi' });
    expect(
      (await mailsTo(t, customer.user.email)).some((mail) => mail.subject?.includes('Ekim banka ekstresi')),
    ).toBe(true);
    const actions = async () =>
      (await call(customer, 'GET', `/accounts/${accountId}/actions`)).json().result as TAccountAction[];
    expect(await actions()).toContainEqual({
      kind: 'document_requested',
      request_id: request.id,
      title: 'Ekim banka ekstresi',
      due_date: '2026-11-14',
    });

    const fulfil = `${url}/${request.id}/fulfil`;
    expect((await upload(customer, fulfil, {})).statusCode).toBe(422);
    const answered = await upload(customer, fulfil, {}, PDF);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().result).toMatchObject({
      status: 'fulfilled',
      fulfilled_at: now.toISOString(),
      document: { kind: 'bank_statement', period: '2026-10', review_status: 'pending' },
    });
    expect((await actions()).filter((action) => action.kind === 'document_requested')).toEqual([]);
    // The month's documents hold it, for the advisor's review.
    const month = await call(customer, 'GET', `/accounts/${accountId}/documents?period=2026-10`);
    expect((month.json().result as { id: number }[]).map((document) => document.id)).toContain(
      (answered.json().result as TDocumentRequest).document?.id,
    );
    expect((await upload(customer, fulfil, {}, PDF)).statusCode).toBe(409);
    expect((await call(customer, 'GET', url)).json().result).toHaveLength(1);
  });

  it('is asked by staff only, with a title, a kind and a month the monthly documents know', async () => {
    const accountId = await activeCompany();
    const url = `/accounts/${accountId}/document-requests`;
    const body = {
      title: 'Kira faturası',
      kind: 'expense_invoice',
      period: '2026-10',
      due_date: '2026-11-20',
    };
    expect((await call(customer, 'POST', url, body)).statusCode).toBe(403);
    expect((await call(outsider, 'GET', url)).statusCode).toBe(404);
    const wrong = await call(advisor, 'POST', url, {
      ...body,
      title: ' ',
      kind: 'passport',
      period: '2026-13',
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['kind', 'period', 'title']);
  });
});

// Last: it takes "show files" from every customer of this file's database.
describe('a member without "show files"', () => {
  it('reads neither the vault nor its files, yet still sees and answers the requests', async () => {
    const accountId = await activeCompany();
    const added = await upload(
      advisor,
      `/accounts/${accountId}/company-documents`,
      { kind: 'vergi_levhasi' },
      PDF,
    );
    const documentId = (added.json().result as TCompanyDocument).id;
    await revokePermission(t.app.db, 'customer', 'show files');
    const vault = `/accounts/${accountId}/company-documents`;
    expect((await call(customer, 'GET', vault)).statusCode).toBe(403);
    expect((await call(customer, 'GET', `${vault}/${documentId}/file`)).statusCode).toBe(403);
    expect((await call(customer, 'GET', `/accounts/${accountId}/document-requests`)).statusCode).toBe(200);
  });
});
