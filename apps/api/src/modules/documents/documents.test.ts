import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TAccount } from '@portal/contracts/accounts/account-schemas';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { DOCUMENT_MAX_BYTES, type TAccountDocument } from '@portal/contracts/documents/document-kinds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDocuments } from '../../db/schema/documents.ts';
import { bearer, DEMO, login, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { inPiecesCutInFile, multipartBody } from '../../test/multipart-helpers.ts';
import { letStaffSeeAllCompanies } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

const S = ACCOUNT_STATUSES;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-and-the-rest'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-and-the-rest')]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

let t: TTestApp;
let customer: TSession;
let other: TSession;
let admin: TSession;
let advisor: TSession;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  // These tests are about staff who see every company: the admin has granted it (issue 11).
  await letStaffSeeAllCompanies(t.app.db);
  [customer, other, admin, advisor] = await Promise.all([
    registerCustomer(t.app),
    registerCustomer(t.app),
    login(t.app, DEMO.admin, DEMO.password),
    login(t.app, DEMO.advisor, DEMO.password),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const headers = (session: TSession, language: string) => ({
  ...bearer(session.token),
  'accept-language': language,
});

async function createAccount(session: TSession, name = 'Belgeli Şirket'): Promise<TAccount> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/accounts',
    headers: headers(session, 'tr'),
    payload: { name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}

async function setStatus(accountId: number, status: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/accounts/${accountId}/change-status?all=1`,
    headers: headers(admin, 'tr'),
    payload: { status },
  });
  expect(res.statusCode, res.body).toBe(200);
}

type TUpload = {
  kind?: string;
  data?: Buffer;
  name?: string;
  type?: string;
  /** The file part before the kind field (a form may send them either way). */
  fileFirst?: boolean;
  query?: string;
  language?: string;
};

/** A multipart/form-data upload, built the way a browser builds it. */
async function upload(session: TSession, accountId: number, options: TUpload = {}) {
  const { kind = 'identity', data = PDF, name = 'kimlik.pdf', type = 'application/pdf' } = options;
  const form = new FormData();
  const appendFile = () => form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  if (options.fileFirst) appendFile();
  if (options.kind !== undefined || !('kind' in options)) form.append('kind', kind);
  if (!options.fileFirst) appendFile();
  const body = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/documents${options.query ?? ''}`,
    headers: {
      ...headers(session, options.language ?? 'tr'),
      'content-type': body.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await body.arrayBuffer()),
  });
}

function get(session: TSession, url: string, language = 'tr') {
  return t.app.inject({ method: 'GET', url, headers: headers(session, language) });
}

function remove(session: TSession, url: string, language = 'tr') {
  return t.app.inject({ method: 'DELETE', url, headers: headers(session, language) });
}

const storedFiles = () => {
  const folder = join(t.config.dataDir, 'uploads', 'documents');
  return existsSync(folder) ? readdirSync(folder) : [];
};

async function rowsOf(accountId: number) {
  return t.app.db.select().from(accountDocuments).where(eq(accountDocuments.accountId, accountId));
}

describe('POST /api/accounts/{id}/documents', () => {
  it('stores a PDF, a PNG and a JPEG under generated names and lists them in kind order', async () => {
    const account = await createAccount(customer);
    const pdf = await upload(customer, account.id, { kind: 'deed_or_lease', data: PDF, name: 'kira.pdf' });
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json().message).toBe('Belgeniz yüklendi.');
    const document: TAccountDocument = pdf.json().result;
    expect(document).toEqual({
      id: expect.any(Number),
      kind: 'deed_or_lease',
      file_name: 'kira.pdf',
      mime_type: 'application/pdf',
      size: PDF.length,
      created_at: expect.any(String),
      url: `/api/accounts/${account.id}/documents/${document.id}/file`,
    });
    const png = await upload(customer, account.id, {
      kind: 'identity',
      data: PNG,
      name: 'kimlik.png',
      type: 'image/png',
    });
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json().result).toMatchObject({ mime_type: 'image/png', file_name: 'kimlik.png' });
    const jpeg = await upload(customer, account.id, {
      kind: 'vehicle_licence',
      data: JPEG,
      name: 'ruhsat.jpeg',
      type: 'image/jpeg',
    });
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    expect(jpeg.json().result).toMatchObject({ mime_type: 'image/jpeg', file_name: 'ruhsat.jpeg' });

    const list = await get(customer, `/api/accounts/${account.id}/documents`);
    expect(list.statusCode).toBe(200);
    expect(list.json().result.map((d: TAccountDocument) => d.kind)).toEqual([
      'identity',
      'deed_or_lease',
      'vehicle_licence',
    ]);
    const keys = (await rowsOf(account.id)).map((row) => row.storageKey);
    for (const key of keys) expect(key).toMatch(/^documents\/[0-9a-f]{32}\.(pdf|png|jpg)$/);
    for (const key of keys) expect(storedFiles()).toContain(key.slice('documents/'.length));
  });

  it('takes the kind after the file as well', async () => {
    const account = await createAccount(customer);
    const res = await upload(customer, account.id, { kind: 'identity', fileFirst: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result.kind).toBe('identity');
  });

  it.each([
    ['a program renamed .pdf', EXE],
    ['a text renamed .pdf', Buffer.from('just some text, not a PDF at all')],
  ])('refuses %s by its first bytes (422)', async (_label, data) => {
    const account = await createAccount(customer);
    for (const [language, text] of [
      ['tr', 'Yalnızca PDF, JPEG veya PNG dosyaları yükleyebilirsiniz.'],
      ['en', 'You can upload PDF, JPEG or PNG files only.'],
    ] as const) {
      const res = await upload(customer, account.id, { data, name: 'belge.pdf', language });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: text, errors: { file: [text] } });
    }
    expect(await rowsOf(account.id)).toEqual([]);
  });

  it('refuses a file over 10 MB with 413, and takes one of exactly 10 MB', async () => {
    const account = await createAccount(customer);
    const before = storedFiles().length;
    const big = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES - PDF.length + 1)]);
    const res = await upload(customer, account.id, { data: big, language: 'en' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The file may be at most 10 MB.',
      errors: { file: ['The file may be at most 10 MB.'] },
    });
    expect(storedFiles()).toHaveLength(before);
    const atLimit = await upload(customer, account.id, { data: big.subarray(0, DOCUMENT_MAX_BYTES) });
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    expect(atLimit.json().result.size).toBe(DOCUMENT_MAX_BYTES);
  });

  it('refuses a 12 MB file with 413 however its bytes arrive, even cut exactly at 10 MB', async () => {
    const account = await createAccount(customer);
    const before = storedFiles().length;
    const form = new FormData();
    form.append('kind', 'identity');
    const big = Buffer.concat([PDF, Buffer.alloc(12 * 1024 * 1024 - PDF.length)]);
    form.append('file', new Blob([new Uint8Array(big)], { type: 'application/pdf' }), 'kimlik.pdf');
    const body = await multipartBody(form);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${account.id}/documents`,
      headers: {
        ...headers(customer, 'en'),
        'content-type': body.contentType,
        'content-length': String(body.payload.length),
      },
      payload: inPiecesCutInFile(body.payload, DOCUMENT_MAX_BYTES),
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().errors).toEqual({ file: ['The file may be at most 10 MB.'] });
    expect(storedFiles()).toHaveLength(before);
    expect(await rowsOf(account.id)).toEqual([]);
  });

  it('refuses an unknown or missing kind, and a missing file (422)', async () => {
    const account = await createAccount(customer);
    const unknown = await upload(customer, account.id, { kind: 'passport', language: 'en' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ kind: ['Please choose a valid document type.'] });
    const missing = await upload(customer, account.id, { kind: undefined });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ kind: ['Lütfen geçerli bir belge türü seçin.'] });
    const empty = await upload(customer, account.id, { data: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ file: ['Lütfen bir dosya seçin.'] });
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${account.id}/documents`,
      headers: headers(customer, 'tr'),
      payload: { kind: 'identity', file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(await rowsOf(account.id)).toEqual([]);
  });

  it('replaces the document of a kind: one row, the old file removed from disk', async () => {
    const account = await createAccount(customer);
    const first = await upload(customer, account.id, { kind: 'identity', data: PDF, name: 'eski.pdf' });
    const [oldRow] = await rowsOf(account.id);
    expect(storedFiles()).toContain(oldRow?.storageKey.slice('documents/'.length));
    const second = await upload(customer, account.id, {
      kind: 'identity',
      data: PNG,
      name: 'yeni.png',
      type: 'image/png',
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().result).toMatchObject({ id: first.json().result.id, file_name: 'yeni.png' });
    const rows = await rowsOf(account.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.storageKey).not.toBe(oldRow?.storageKey);
    expect(storedFiles()).not.toContain(oldRow?.storageKey.slice('documents/'.length));
    expect(storedFiles()).toContain(rows[0]?.storageKey.slice('documents/'.length));
  });

  it('keeps a clean name: no folders or control characters, at most 200 characters, the real type', async () => {
    const account = await createAccount(customer);
    const res = await upload(customer, account.id, { name: 'C:\\Users\\ayşe\\Belgeler\\tapu\u202e.pdf' });
    expect(res.json().result.file_name).toBe('tapu.pdf');
    const long = await upload(customer, account.id, { name: `${'ş'.repeat(300)}.pdf` });
    expect(long.json().result.file_name).toBe(`${'ş'.repeat(196)}.pdf`);
    const renamed = await upload(customer, account.id, { data: PNG, name: 'tarama.pdf', type: 'image/png' });
    expect(renamed.json().result).toMatchObject({ file_name: 'tarama.png', mime_type: 'image/png' });
  });
});

describe('GET /api/accounts/{id}/documents/{documentId}/file', () => {
  it('answers the same bytes as an attachment with its name, not sniffed and not cached', async () => {
    const account = await createAccount(customer);
    const uploaded = await upload(customer, account.id, {
      data: PNG,
      name: 'kimlik ön yüz.png',
      type: 'image/png',
    });
    const res = await get(customer, uploaded.json().result.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(PNG.length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="kimlik on yuz.png"; filename*=UTF-8''kimlik%20%C3%B6n%20y%C3%BCz.png`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 for a document of another of the caller’s companies', async () => {
    const first = await createAccount(customer);
    const second = await createAccount(customer);
    const uploaded = await upload(customer, first.id);
    const id = uploaded.json().result.id;
    expect((await get(customer, `/api/accounts/${second.id}/documents/${id}/file`)).statusCode).toBe(404);
    expect((await remove(customer, `/api/accounts/${second.id}/documents/${id}`)).statusCode).toBe(404);
  });
});

describe('DELETE /api/accounts/{id}/documents/{documentId}', () => {
  it('removes the row and the file', async () => {
    const account = await createAccount(customer);
    const uploaded = (await upload(customer, account.id)).json().result;
    const [row] = await rowsOf(account.id);
    const res = await remove(customer, `/api/accounts/${account.id}/documents/${uploaded.id}`, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: null, message: 'The document has been deleted.' });
    expect(await rowsOf(account.id)).toEqual([]);
    expect(storedFiles()).not.toContain(row?.storageKey.slice('documents/'.length));
    expect((await get(customer, uploaded.url)).statusCode).toBe(404);
    expect((await remove(customer, `/api/accounts/${account.id}/documents/${uploaded.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('who reaches the documents', () => {
  it("answers 404 to another customer on every route, and leaves the company's documents alone", async () => {
    const account = await createAccount(other, 'Başkasının Şirketi');
    const uploaded = (await upload(other, account.id)).json().result;
    const base = `/api/accounts/${account.id}/documents`;
    const answers = [
      await get(customer, base),
      await upload(customer, account.id, { kind: 'deed_or_lease' }),
      await get(customer, uploaded.url),
      await remove(customer, `${base}/${uploaded.id}`),
      await get(customer, `${base}?all`),
      await upload(customer, account.id, { query: '?all' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Kayıt bulunamadı.');
    }
    expect(await rowsOf(account.id)).toHaveLength(1);
  });

  it('lets staff holding "show accounts all" read with ?all (404 without), and upload at any status', async () => {
    const account = await createAccount(other, 'Personel Okur');
    const uploaded = (
      await upload(other, account.id, { data: JPEG, type: 'image/jpeg', name: 'a.jpg' })
    ).json().result;
    const base = `/api/accounts/${account.id}/documents`;
    expect((await get(advisor, base)).statusCode).toBe(404);
    const list = await get(advisor, `${base}?all`);
    expect(list.statusCode).toBe(200);
    expect(list.json().result.map((d: TAccountDocument) => d.id)).toEqual([uploaded.id]);
    const file = await get(advisor, `${uploaded.url}?all`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(JPEG)).toBe(true);
    expect((await get(advisor, `${base}?user_id=${other.user.id}`)).statusCode).toBe(200);

    await setStatus(account.id, S.waitingForApproval);
    const byStaff = await upload(admin, account.id, { kind: 'deed_or_lease', query: '?all' });
    expect(byStaff.statusCode, byStaff.body).toBe(201);
  });

  it.each([
    ['tr', 'Başvurunuz incelemeye gönderildikten sonra belgeler değiştirilemez.'],
    ['en', 'Documents can no longer be changed once the application has been sent for review.'],
  ])(
    'refuses the customer changes once the application waits for approval (403, %s); reads stay',
    async (language, text) => {
      const account = await createAccount(customer, 'Onay Bekliyor');
      const uploaded = (await upload(customer, account.id)).json().result;
      await setStatus(account.id, S.waitingForApproval);
      const refused = await upload(customer, account.id, { kind: 'deed_or_lease', language });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toContain(text);
      const deleted = await remove(
        customer,
        `/api/accounts/${account.id}/documents/${uploaded.id}`,
        language,
      );
      expect(deleted.statusCode).toBe(403);
      expect((await get(customer, `/api/accounts/${account.id}/documents`)).json().result).toHaveLength(1);
      expect((await get(customer, uploaded.url)).statusCode).toBe(200);
    },
  );

  it('lets the customer change them again after a rejection, and while a payment is due', async () => {
    const rejected = await createAccount(customer, 'Reddedilen');
    await setStatus(rejected.id, S.waitingForApproval);
    const reject = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${rejected.id}/change-status?all=1`,
      headers: headers(admin, 'tr'),
      payload: { status: S.rejected, reason: 'Kimlik fotokopisi okunmuyor.' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect((await upload(customer, rejected.id)).statusCode).toBe(201);
    const due = await createAccount(customer, 'Ödeme Bekleyen');
    await setStatus(due.id, S.paymentDue);
    expect((await upload(customer, due.id)).statusCode).toBe(201);
  });
});

describe('staff reads of identity documents', () => {
  it('are recorded in the security log; the customer’s own reads are not', async () => {
    const account = await createAccount(customer, 'Kimlik Okuma');
    const uploaded = await upload(customer, account.id);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id } = uploaded.json().result;
    const url = `/api/accounts/${account.id}/documents/${id}/file`;
    expect((await get(customer, url)).statusCode).toBe(200);
    expect((await get(admin, `${url}?all=1`)).statusCode).toBe(200);
    const events = await get(
      admin,
      `/api/security-events?type=identity_document_read&account_id=${account.id}`,
    );
    expect(events.json().result.data).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: admin.user.id }),
        detail: { document_id: id },
      }),
    ]);
  });
});
