import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { currentPeriod, shiftPeriod, workingPeriod } from '@portal/contracts/documents/document-periods';
import type { TMonthlyDocument, TReviewQueueItem } from '@portal/contracts/documents/monthly-documents';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDocuments, documentReminders } from '../../db/schema/documents.ts';
import { ledgerClosedPeriods } from '../../db/schema/ledger.ts';
import { auditLogs } from '../../db/schema/staff.ts';
import { bearer, DEMO, login, mailsTo, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import {
  createCompany,
  createUserWithRole,
  holdProduct,
  type TFixtureUser,
} from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { runDocumentReminders } from './document-reminders.ts';

const S = ACCOUNT_STATUSES;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-and-the-rest'),
]);
/** A Turkish e-invoice as GİB's UBL-TR writes it (trimmed to what tells it apart). */
const EINVOICE = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:UBLVersionID>2.1</cbc:UBLVersionID>
  <cbc:CustomizationID>TR1.2</cbc:CustomizationID>
  <cbc:ProfileID>TEMELFATURA</cbc:ProfileID>
  <cbc:ID>ABC2026000000001</cbc:ID>
  <cbc:IssueDate>2026-10-15</cbc:IssueDate>
  <cbc:InvoiceTypeCode>SATIS</cbc:InvoiceTypeCode>
  <cac:LegalMonetaryTotal><cbc:PayableAmount currencyID="TRY">1200.00</cbc:PayableAmount></cac:LegalMonetaryTotal>
</Invoice>
`);
/** The same with a byte order mark, white space first and a prefixed root. */
const PREFIXED_EINVOICE = Buffer.concat([
  Buffer.from([0xef, 0xbb, 0xbf]),
  Buffer.from(
    '\n  <inv:Invoice xmlns:inv="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><inv:ID>1</inv:ID></inv:Invoice>',
  ),
]);
const DESPATCH = Buffer.from(
  '<?xml version="1.0"?><DespatchAdvice xmlns="urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2"><ID>1</ID></DespatchAdvice>',
);
const FOREIGN_INVOICE = Buffer.from('<?xml version="1.0"?><Invoice><Number>7</Number></Invoice>');
const BROKEN_XML = Buffer.from(
  '<?xml version="1.0"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><ID>1</Invoice>',
);

// The clock the app reads: real time, moved only by the reminder tests.
let now = new Date();
let t: TTestApp;
let customer: TSession;
let other: TSession;
let admin: TSession;
let advisor: TSession;
/** An advisor assigned to none of this file's companies. */
let advisorOther: TFixtureUser;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => now });
  [customer, other, admin, advisor] = await Promise.all([
    registerCustomer(t.app),
    registerCustomer(t.app),
    login(t.app, DEMO.admin, DEMO.password),
    login(t.app, DEMO.advisor, DEMO.password),
  ]);
  advisorOther = await createUserWithRole(t.app.db, 'advisor');
});
afterAll(async () => {
  await t?.close();
});

// The working month at the app's clock (read once, not again: a month could turn in between).
const PERIOD = workingPeriod(now);
const LAST_MONTH = shiftPeriod(PERIOD, -1);

/** An approved company of the customer holding an accountant packet, served by the demo advisor. */
async function activeCompany(
  members: readonly number[] = [customer.user.id, advisor.user.id],
  status: number = S.active,
): Promise<number> {
  const id = await createCompany(t.app.db, members, { status });
  await holdProduct(t.app.db, id, PRODUCT_TYPES.accountant);
  return id;
}

type TToken = { token: string };
const headers = (session: TToken, language = 'tr') => ({
  ...bearer(session.token),
  'accept-language': language,
});

type TUpload = {
  kind?: string;
  period?: string | null;
  data?: Buffer;
  name?: string;
  type?: string;
  query?: string;
  language?: string;
};

async function multipart(
  fields: Record<string, string | undefined>,
  file: { data: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const body = new Response(form);
  return {
    payload: Buffer.from(await body.arrayBuffer()),
    contentType: body.headers.get('content-type') ?? '',
  };
}

/** `POST accounts/{id}/documents` with a `period`: a monthly document, as the page sends it. */
async function upload(session: TToken, accountId: number, options: TUpload = {}) {
  const { kind = 'income_invoice', data = PDF, name = 'fatura.pdf', type = 'application/pdf' } = options;
  const period = options.period === null ? undefined : (options.period ?? PERIOD);
  const body = await multipart({ kind, period }, { data, name, type });
  return t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/documents${options.query ?? ''}`,
    headers: { ...headers(session, options.language), 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function uploaded(
  session: TToken,
  accountId: number,
  options: TUpload = {},
): Promise<TMonthlyDocument> {
  const res = await upload(session, accountId, options);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}

async function replace(
  session: TToken,
  accountId: number,
  documentId: number,
  file: { data: Buffer; name: string; type: string },
  query = '',
) {
  const body = await multipart({}, file);
  return t.app.inject({
    method: 'PUT',
    url: `/api/accounts/${accountId}/documents/${documentId}/file${query}`,
    headers: { ...headers(session, 'en'), 'content-type': body.contentType },
    payload: body.payload,
  });
}

function review(
  session: TToken,
  accountId: number,
  documentId: number,
  payload: object,
  query = '?all=1',
  language = 'tr',
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/accounts/${accountId}/documents/${documentId}/review${query}`,
    headers: headers(session, language),
    payload,
  });
}

function get(session: TToken, url: string, language = 'tr') {
  return t.app.inject({ method: 'GET', url, headers: headers(session, language) });
}

function remove(session: TToken, url: string, language = 'en') {
  return t.app.inject({ method: 'DELETE', url, headers: headers(session, language) });
}

async function monthOf(
  accountId: number,
  period = PERIOD,
  session: TToken = customer,
): Promise<TMonthlyDocument[]> {
  const res = await get(session, `/api/accounts/${accountId}/documents?period=${period}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

const storedFiles = () => {
  const folder = join(t.config.dataDir, 'uploads', 'documents');
  return existsSync(folder) ? readdirSync(folder) : [];
};

async function storageKeyOf(documentId: number): Promise<string> {
  const [row] = await t.app.db
    .select({ key: accountDocuments.storageKey })
    .from(accountDocuments)
    .where(eq(accountDocuments.id, documentId));
  return row?.key.slice('documents/'.length) ?? '';
}

describe('monthly documents: upload and list by month', () => {
  it('takes several documents of a kind, an e-invoice XML among them, and lists the month newest first', async () => {
    const accountId = await activeCompany();
    const first = await uploaded(customer, accountId, { kind: 'income_invoice', name: 'ekim-1.pdf' });
    expect(first).toEqual({
      id: expect.any(Number),
      kind: 'income_invoice',
      file_name: 'ekim-1.pdf',
      mime_type: 'application/pdf',
      size: PDF.length,
      created_at: expect.any(String),
      url: `/api/accounts/${accountId}/documents/${first.id}/file`,
      period: PERIOD,
      review_status: 'pending',
      review_note: null,
      reviewed_at: null,
    });
    const second = await uploaded(customer, accountId, { kind: 'income_invoice', name: 'ekim-2.pdf' });
    const receipt = await uploaded(customer, accountId, {
      kind: 'receipt',
      data: PNG,
      name: 'fis.png',
      type: 'image/png',
    });
    const einvoice = await uploaded(customer, accountId, {
      kind: 'expense_invoice',
      data: EINVOICE,
      name: 'efatura.xml',
      type: 'text/xml',
    });
    expect(einvoice).toMatchObject({ mime_type: 'application/xml', file_name: 'efatura.xml' });
    const earlier = await uploaded(customer, accountId, { kind: 'bank_statement', period: LAST_MONTH });

    expect((await monthOf(accountId)).map((d) => d.id)).toEqual([
      einvoice.id,
      receipt.id,
      second.id,
      first.id,
    ]);
    expect((await monthOf(accountId, LAST_MONTH)).map((d) => d.id)).toEqual([earlier.id]);
    // Without a month: the application's documents, as before.
    const application = await get(customer, `/api/accounts/${accountId}/documents`);
    expect(application.json().result).toEqual([]);

    const file = await get(customer, einvoice.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/xml');
    expect(file.rawPayload.equals(EINVOICE)).toBe(true);
    expect(await storageKeyOf(einvoice.id)).toMatch(/^[0-9a-f]{32}\.xml$/);
  });

  it('tells an e-invoice by its content: a BOM, white space and a prefixed root are fine', async () => {
    const accountId = await activeCompany();
    const document = await uploaded(customer, accountId, {
      data: PREFIXED_EINVOICE,
      name: 'fatura.txt',
      type: 'application/octet-stream',
    });
    // The name keeps what it said and gains the real type's extension.
    expect(document).toMatchObject({ mime_type: 'application/xml', file_name: 'fatura.txt.xml' });
  });

  it.each([
    ['another UBL document', DESPATCH],
    ['an invoice outside the UBL namespace', FOREIGN_INVOICE],
    ['broken XML', BROKEN_XML],
  ])('refuses %s with a clear message (422)', async (_label, data) => {
    const accountId = await activeCompany();
    for (const [language, text] of [
      [
        'tr',
        'Bu XML dosyası bir e-Fatura (UBL-TR) değil. Lütfen faturanın XML dosyasını ya da PDF halini yükleyin.',
      ],
      ['en', "This XML file is not an e-invoice (UBL-TR). Please upload the invoice's XML file or its PDF."],
    ] as const) {
      const res = await upload(customer, accountId, {
        data,
        name: 'belge.xml',
        type: 'application/xml',
        language,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: text, errors: { file: [text] } });
    }
    expect(await monthOf(accountId)).toEqual([]);
  });

  it('refuses XML as an application document, and other files as monthly ones (422)', async () => {
    const accountId = await activeCompany([customer.user.id], S.applicationInProgress);
    const asApplication = await upload(customer, accountId, {
      kind: 'identity',
      period: null,
      data: EINVOICE,
      name: 'kimlik.xml',
      type: 'application/xml',
      language: 'en',
    });
    expect(asApplication.statusCode).toBe(422);
    expect(asApplication.json().errors).toEqual({ file: ['You can upload PDF, JPEG or PNG files only.'] });

    const active = await activeCompany();
    const text = await upload(customer, active, {
      data: Buffer.from('just text'),
      name: 'a.pdf',
      language: 'en',
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({
      file: ['You can upload PDF, JPEG, PNG or e-invoice XML files only.'],
    });
  });

  it('refuses a malformed or future month and an application kind with a month (422)', async () => {
    const accountId = await activeCompany();
    const malformed = await upload(customer, accountId, { period: '2026-13', language: 'en' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ period: ['Please enter a valid value.'] });
    const future = await upload(customer, accountId, { period: shiftPeriod(currentPeriod(now), 1) });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ period: ['Henüz başlamamış bir ayın belgeleri yüklenemez.'] });
    const wrongKind = await upload(customer, accountId, { kind: 'identity', language: 'en' });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().errors).toEqual({ kind: ['Please choose a valid document type.'] });
    const badQuery = await get(customer, `/api/accounts/${accountId}/documents?period=2026-1`);
    expect(badQuery.statusCode).toBe(422);
    expect(await monthOf(accountId)).toEqual([]);
  });

  it('lets the customer send monthly documents only once the company is active; staff at any status', async () => {
    const waiting = await activeCompany([customer.user.id], S.waitingForApproval);
    const refused = await upload(customer, waiting, { language: 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Monthly documents can be uploaded and changed while your company is active. Please contact your advisor for help.',
    );
    expect((await upload(admin, waiting, { query: '?all=1' })).statusCode).toBe(201);
    // Another customer does not learn the company exists.
    expect((await upload(other, waiting)).statusCode).toBe(404);
    expect((await get(other, `/api/accounts/${waiting}/documents?period=${PERIOD}`)).statusCode).toBe(404);
  });
});

describe('the advisor’s review', () => {
  it('is refused to the company’s customer (403), to outsiders (404), and needs a note for a fix (422)', async () => {
    const accountId = await activeCompany();
    const document = await uploaded(customer, accountId);
    expect((await review(customer, accountId, document.id, { decision: 'accepted' }, '')).statusCode).toBe(
      403,
    );
    expect((await review(other, accountId, document.id, { decision: 'accepted' }, '')).statusCode).toBe(404);
    expect(
      (await review(advisorOther, accountId, document.id, { decision: 'accepted' }, '')).statusCode,
    ).toBe(404);
    // The admin reaches any company in the staff view only.
    expect((await review(admin, accountId, document.id, { decision: 'accepted' }, '')).statusCode).toBe(404);

    const noNote = await review(advisor, accountId, document.id, { decision: 'needs_fix', note: '  ' }, '');
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors).toEqual({ note: ['Lütfen müşterinin neyi düzeltmesi gerektiğini yazın.'] });
    const unknown = await review(advisor, accountId, document.id, { decision: 'maybe' }, '');
    expect(unknown.statusCode).toBe(422);
    expect((await monthOf(accountId))[0]?.review_status).toBe('pending');
  });

  it('records a needed fix with its note for the customer to read, in the audit log', async () => {
    const accountId = await activeCompany();
    const document = await uploaded(customer, accountId);
    const res = await review(
      advisor,
      accountId,
      document.id,
      { decision: 'needs_fix', note: 'Faturanın ikinci sayfası eksik.' },
      '',
      'en',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The review has been saved.');
    expect(res.json().result).toMatchObject({
      id: document.id,
      review_status: 'needs_fix',
      review_note: 'Faturanın ikinci sayfası eksik.',
      reviewed_at: now.toISOString(),
    });
    const [seen] = await monthOf(accountId);
    expect(seen).toMatchObject({
      review_status: 'needs_fix',
      review_note: 'Faturanın ikinci sayfası eksik.',
    });

    const entries = await t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.accountId, accountId), eq(auditLogs.action, 'document.reviewed')));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: advisor.user.id,
        subjectType: 'document',
        subjectId: document.id,
        before: { review_status: 'pending', review_note: null },
        after: {
          review_status: 'needs_fix',
          review_note: 'Faturanın ikinci sayfası eksik.',
          period: PERIOD,
          kind: 'income_invoice',
        },
      }),
    ]);
    // The company's staff read its audit log.
    const log = await get(advisor, `/api/accounts/${accountId}/audit-logs`);
    expect(log.json().result.data[0]).toMatchObject({ action: 'document.reviewed', subject_id: document.id });
  });

  it('reviews monthly documents only: an application document is not found (404)', async () => {
    const accountId = await activeCompany();
    const application = await upload(admin, accountId, { kind: 'identity', period: null, query: '?all=1' });
    expect(application.statusCode, application.body).toBe(201);
    const res = await review(admin, accountId, application.json().result.id, { decision: 'accepted' });
    expect(res.statusCode).toBe(404);
  });
});

describe('replacing and deleting a monthly document', () => {
  it('replaces a file needing a fix: the old file goes, the review starts again', async () => {
    const accountId = await activeCompany();
    const document = await uploaded(customer, accountId, { name: 'eksik.pdf' });
    const oldKey = await storageKeyOf(document.id);
    await review(advisor, accountId, document.id, { decision: 'needs_fix', note: 'Okunmuyor.' }, '');

    const res = await replace(customer, accountId, document.id, {
      data: PNG,
      name: 'yeni.png',
      type: 'image/png',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The new file has been uploaded; your advisor will review it again.');
    expect(res.json().result).toMatchObject({
      id: document.id,
      file_name: 'yeni.png',
      mime_type: 'image/png',
      review_status: 'pending',
      review_note: null,
      reviewed_at: null,
    });
    expect(storedFiles()).not.toContain(oldKey);
    expect(storedFiles()).toContain(await storageKeyOf(document.id));
    expect((await get(customer, document.url)).rawPayload.equals(PNG)).toBe(true);

    const notXml = await replace(customer, accountId, document.id, {
      data: DESPATCH,
      name: 'x.xml',
      type: 'text/xml',
    });
    expect(notXml.statusCode).toBe(422);
  });

  it('keeps an accepted document: neither replaced nor deleted by the customer (403); staff may', async () => {
    const accountId = await activeCompany();
    const document = await uploaded(customer, accountId);
    await review(advisor, accountId, document.id, { decision: 'accepted' }, '');
    const replaced = await replace(customer, accountId, document.id, {
      data: PDF,
      name: 'a.pdf',
      type: 'application/pdf',
    });
    expect(replaced.statusCode).toBe(403);
    expect(replaced.json().message).toBe(
      'A document your advisor has accepted cannot be changed or deleted.',
    );
    const deleted = await remove(customer, `/api/accounts/${accountId}/documents/${document.id}`);
    expect(deleted.statusCode).toBe(403);
    expect((await monthOf(accountId)).map((d) => d.review_status)).toEqual(['accepted']);

    const pending = await uploaded(customer, accountId);
    expect((await remove(customer, `/api/accounts/${accountId}/documents/${pending.id}`)).statusCode).toBe(
      200,
    );
    expect((await remove(advisor, `/api/accounts/${accountId}/documents/${document.id}`)).statusCode).toBe(
      200,
    );
    expect(await monthOf(accountId)).toEqual([]);
  });

  it('replaces monthly documents only (404 for an application document)', async () => {
    const accountId = await activeCompany();
    const application = await upload(admin, accountId, { kind: 'identity', period: null, query: '?all=1' });
    const res = await replace(customer, accountId, application.json().result.id, {
      data: PDF,
      name: 'a.pdf',
      type: 'application/pdf',
    });
    expect(res.statusCode).toBe(404);
  });

  it('makes a month the advisor closed read-only for the customer; other months stay open', async () => {
    const accountId = await activeCompany();
    const document = await uploaded(customer, accountId, { period: LAST_MONTH });
    await review(advisor, accountId, document.id, { decision: 'needs_fix', note: 'Eksik.' }, '');
    await t.app.db
      .insert(ledgerClosedPeriods)
      .values({ accountId, period: LAST_MONTH, closedBy: advisor.user.id });

    const added = await upload(customer, accountId, { period: LAST_MONTH, language: 'en' });
    expect(added.statusCode).toBe(403);
    expect(added.json().message).toBe(
      'Your advisor has closed this month; its documents can no longer be changed.',
    );
    const file = { data: PDF, name: 'a.pdf', type: 'application/pdf' };
    expect((await replace(customer, accountId, document.id, file)).statusCode).toBe(403);
    expect((await remove(customer, `/api/accounts/${accountId}/documents/${document.id}`)).statusCode).toBe(
      403,
    );
    expect((await upload(customer, accountId, { period: PERIOD })).statusCode).toBe(201);
    // Staff still correct a closed month.
    expect((await upload(advisor, accountId, { period: LAST_MONTH })).statusCode).toBe(201);
    expect(await monthOf(accountId, LAST_MONTH)).toHaveLength(2);
  });
});

describe('GET /api/documents/review-queue', () => {
  it('lists the pending documents of the advisor’s own companies, oldest first, with the company', async () => {
    const [first, second] = await Promise.all([
      createUserWithRole(t.app.db, 'advisor'),
      createUserWithRole(t.app.db, 'advisor'),
    ]);
    const mine = await activeCompany([customer.user.id, first.id]);
    const theirs = await activeCompany([other.user.id, second.id]);
    const a = await uploaded(customer, mine, { kind: 'receipt' });
    const b = await uploaded(other, theirs);
    const c = await uploaded(customer, mine, { kind: 'bank_statement', period: LAST_MONTH });
    const d = await uploaded(customer, mine);
    await review(first, mine, d.id, { decision: 'accepted' }, '');

    const queue = await get(first, '/api/documents/review-queue');
    expect(queue.statusCode, queue.body).toBe(200);
    const { data, meta } = queue.json().result as { data: TReviewQueueItem[]; meta: object };
    expect(data.map((item) => item.id)).toEqual([a.id, c.id]);
    expect(data[0]).toMatchObject({ kind: 'receipt', period: PERIOD, review_status: 'pending' });
    expect(data[0]?.account).toEqual({ id: mine, name: expect.any(String) });
    expect(meta).toEqual({ page: 1, per_page: 20, total: 2 });

    const paged = await get(first, '/api/documents/review-queue?per_page=1&page=2');
    expect(paged.json().result.data.map((item: TReviewQueueItem) => item.id)).toEqual([c.id]);
    expect(
      (await get(second, '/api/documents/review-queue'))
        .json()
        .result.data.map((i: TReviewQueueItem) => i.id),
    ).toEqual([b.id]);
    expect((await get(advisorOther, '/api/documents/review-queue')).json().result.data).toEqual([]);

    // "show accounts all": every company's, in the same order.
    const all = (await get(admin, '/api/documents/review-queue?per_page=100')).json().result
      .data as TReviewQueueItem[];
    const ids = all.map((item) => item.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(c.id));
    expect(ids).not.toContain(d.id);
  });

  it('narrows to one company with account_id (its page), never past the caller’s own companies', async () => {
    const [advisorOfBoth, advisorOfOne] = await Promise.all([
      createUserWithRole(t.app.db, 'advisor'),
      createUserWithRole(t.app.db, 'advisor'),
    ]);
    const first = await activeCompany([customer.user.id, advisorOfBoth.id, advisorOfOne.id]);
    const second = await activeCompany([other.user.id, advisorOfBoth.id]);
    const a = await uploaded(customer, first, { kind: 'receipt' });
    const b = await uploaded(other, second);
    const c = await uploaded(customer, first, { kind: 'bank_statement', period: LAST_MONTH });

    const ofFirst = await get(advisorOfBoth, `/api/documents/review-queue?account_id=${first}`);
    expect(ofFirst.statusCode, ofFirst.body).toBe(200);
    const result = ofFirst.json().result as { data: TReviewQueueItem[]; meta: { total: number } };
    expect(result.data.map((item) => item.id)).toEqual([a.id, c.id]);
    expect(result.meta.total).toBe(2);
    const ofSecond = await get(advisorOfBoth, `/api/documents/review-queue?account_id=${second}`);
    expect(ofSecond.json().result.data.map((item: TReviewQueueItem) => item.id)).toEqual([b.id]);
    // A company the advisor does not serve reads as empty, as if it had nothing waiting.
    const notTheirs = await get(advisorOfOne, `/api/documents/review-queue?account_id=${second}`);
    expect(notTheirs.statusCode).toBe(200);
    expect(notTheirs.json().result).toMatchObject({ data: [], meta: { total: 0 } });
    // "show accounts all": any company's.
    const byAdmin = await get(admin, `/api/documents/review-queue?account_id=${second}`);
    expect(byAdmin.json().result.data.map((item: TReviewQueueItem) => item.id)).toEqual([b.id]);
    expect((await get(admin, '/api/documents/review-queue?account_id=09')).statusCode).toBe(422);
  });

  it('is for staff: a customer gets 403', async () => {
    const res = await get(customer, '/api/documents/review-queue', 'en');
    expect(res.statusCode).toBe(403);
  });
});

describe('the documents reminders', () => {
  /** 09:30 in Istanbul on a day (06:30 UTC). */
  const morningOf = (day: string) => new Date(`${day}T06:30:00Z`);
  /** The reminders of October 2026 a person got (their sign-up mail aside). */
  const remindersTo = async (email: string) =>
    (await mailsTo(t, email)).filter((mail) => /Ekim 2026|October 2026/.test(mail.subject ?? ''));

  it('go 3 and 1 days before the due date, once each, to the customers of companies that sent nothing', async () => {
    const realNow = now;
    try {
      // October 2026 is due on 9 November (the 7th is a Saturday): the reminders go on 6 and 8 November.
      const [quiet, english] = await Promise.all([
        registerCustomer(t.app),
        registerCustomer(t.app, {}, 'en'),
      ]);
      const [busyCustomer, waitingCustomer, officeCustomer] = await Promise.all([
        registerCustomer(t.app),
        registerCustomer(t.app),
        registerCustomer(t.app),
      ]);
      const silent = await activeCompany([quiet.user.id, english.user.id, advisor.user.id]);
      const busy = await activeCompany([busyCustomer.user.id]);
      await activeCompany([waitingCustomer.user.id], S.waitingForApproval);
      const office = await createCompany(t.app.db, [officeCustomer.user.id], { status: S.active });
      await holdProduct(t.app.db, office, PRODUCT_TYPES.office);
      await t.app.db.insert(accountDocuments).values({
        accountId: busy,
        kind: 'receipt',
        period: '2026-10',
        storageKey: 'documents/busy.pdf',
        fileName: 'fis.pdf',
        mimeType: 'application/pdf',
        size: 10,
        reviewStatus: 'pending',
      });

      // October 2026's documents are due on Monday 9 November: the 7th, a Saturday, moves to the
      // next working day as every deadline does (issue 36).
      now = morningOf('2026-11-05');
      expect(await runDocumentReminders(t.app)).toMatchObject({ companies: 0 });

      now = morningOf('2026-11-06');
      const report = await runDocumentReminders(t.app);
      expect(report).toMatchObject({ period: '2026-10', daysBefore: 3 });
      const [turkish] = await remindersTo(quiet.user.email);
      expect(turkish?.subject).toMatch(
        /^.+: Ekim 2026 belgelerinin son günü 9 Kasım 2026 Pazartesi – Firmaport$/,
      );
      expect(turkish?.text).toContain('3 gün kaldı');
      expect(turkish?.text).toContain('/tr/app/documents');
      const [inEnglish] = await remindersTo(english.user.email);
      expect(inEnglish?.subject).toMatch(
        /documents for October 2026 are due on Monday,? 9 November 2026 – Firmaport$/,
      );
      expect(inEnglish?.text).toContain('3 days left');
      expect(inEnglish?.text).toContain('/en/app/documents');
      for (const person of [busyCustomer, waitingCustomer, officeCustomer]) {
        expect(await remindersTo(person.user.email)).toEqual([]);
      }
      expect(await remindersTo(DEMO.advisor)).toEqual([]);

      // Later runs of the day, and the day between, send nothing again.
      await runDocumentReminders(t.app);
      now = morningOf('2026-11-07');
      await runDocumentReminders(t.app);
      expect(await remindersTo(quiet.user.email)).toHaveLength(1);

      now = morningOf('2026-11-08');
      expect(await runDocumentReminders(t.app)).toMatchObject({ daysBefore: 1 });
      await runDocumentReminders(t.app);
      const mails = await remindersTo(quiet.user.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]?.text).toContain('1 gün kaldı');
      expect((await remindersTo(english.user.email))[1]?.text).toContain('1 day left');

      const claimed = await t.app.db
        .select({ period: documentReminders.period, daysBefore: documentReminders.daysBefore })
        .from(documentReminders)
        .where(eq(documentReminders.accountId, silent));
      expect(claimed).toEqual(
        expect.arrayContaining([
          { period: '2026-10', daysBefore: 3 },
          { period: '2026-10', daysBefore: 1 },
        ]),
      );
      expect(claimed).toHaveLength(2);
    } finally {
      now = realNow;
    }
  });
});
