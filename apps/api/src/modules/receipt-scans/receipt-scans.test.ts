import { readFile } from 'node:fs/promises';
import type { TReceiptScan } from '@portal/contracts/receipt-scans/receipt-scans';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, RELAXED_LIMITS } from '../../test/auth-helpers.ts';
import { multipartBody } from '../../test/multipart-helpers.ts';
import { createCompany, createUserWithRole, type TFixtureUser } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { expectedOf, RECEIPT_PDF_FIXTURE, RECEIPT_SET } from './fixtures/receipt-set.ts';

let t: TTestApp;
let customer: TFixtureUser;
let outsider: TFixtureUser;
let accountId: number;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  [customer, outsider] = await Promise.all([
    createUserWithRole(t.app.db, 'customer'),
    createUserWithRole(t.app.db, 'customer'),
  ]);
  accountId = await createCompany(t.app.db, [customer.id], { status: 4, name: 'Anadolu Yazılım' });
});
afterAll(async () => {
  await t?.close();
});

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

async function upload(who: TFixtureUser, data: Buffer, name: string, language = 'tr') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const body = await multipartBody(form);
  return t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/receipt-scans`,
    headers: { ...bearer(who.token), 'accept-language': language, 'content-type': body.contentType },
    payload: body.payload,
  });
}

function scanOf(who: TFixtureUser, id: number, language = 'tr') {
  return t.app.inject({
    method: 'GET',
    url: `/api/accounts/${accountId}/receipt-scans/${id}`,
    headers: { ...bearer(who.token), 'accept-language': language },
  });
}

/** Uploads a file, checks the at-once answer, runs the queued OCR job and answers the scan. */
async function readByJob(data: Buffer, name: string, language = 'tr'): Promise<TReceiptScan> {
  const created = await upload(customer, data, name, language);
  expect(created.statusCode, created.body).toBe(201);
  const pending: TReceiptScan = created.json().result;
  expect(pending).toMatchObject({ status: 'pending', failure: null, draft: null });
  await t.app.jobs.runDue();
  const read = await scanOf(customer, pending.id, language);
  expect(read.statusCode, read.body).toBe(200);
  return read.json().result;
}

describe('receipts by photo', () => {
  const [market] = RECEIPT_SET;
  if (!market) throw new Error('the receipt set is empty');
  const expected = expectedOf(market);

  it('answers at once, reads the photo in a job into a draft, and its entries post to the ledger', async () => {
    const created = await upload(customer, await fixture(market.file), 'fis.jpg');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe('Fiş yüklendi; okunuyor. Taslak birkaç saniye içinde hazır olur.');
    const { id } = created.json().result as TReceiptScan;
    expect((await scanOf(customer, id)).json().result.status).toBe('pending');

    await t.app.jobs.runDue();
    const scan: TReceiptScan = (await scanOf(customer, id)).json().result;
    expect(scan).toMatchObject({ id, file_name: 'fis.jpg', status: 'read', failure: null });
    expect(scan.draft).toMatchObject({
      date: expected.date,
      seller_name: market.seller,
      seller_tax_number: expected.seller_tax_number,
      total: expected.total,
      kdv_by_rate: expected.kdv_by_rate,
    });
    const entries = scan.draft?.entries ?? [];
    expect(entries.map((entry) => entry.kdv_rate)).toEqual([20, 10, 1]);
    expect(entries.reduce((sum, entry) => sum + entry.gross_amount, 0)).toBe(expected.total);

    // The customer confirms: each proposed entry, as it stands, through the ledger's own route.
    for (const { gross_amount: _gross, ...entry } of entries) {
      const posted = await t.app.inject({
        method: 'POST',
        url: `/api/accounts/${accountId}/ledger-entries`,
        headers: bearer(customer.token),
        payload: entry,
      });
      expect(posted.statusCode, posted.body).toBe(201);
      expect(posted.json().result).toMatchObject({ kind: 'expense', source: 'manual', paid: true });
    }
  });

  it('reads a PDF by its first page', async () => {
    const scan = await readByJob(await fixture(RECEIPT_PDF_FIXTURE), 'fatura.pdf');
    expect(scan.status).toBe('read');
    expect(scan.draft).toMatchObject({ total: expected.total, date: expected.date });
  });

  it('fails a PDF it cannot open, saying why in the asker’s language', async () => {
    const broken = Buffer.from('%PDF-1.7\nnot really a PDF\n');
    const scan = await readByJob(broken, 'bozuk.pdf', 'en');
    expect(scan).toMatchObject({
      status: 'failed',
      draft: null,
      failure: 'The PDF could not be opened; upload a photo of the receipt instead.',
    });
    expect((await scanOf(customer, scan.id)).json().result.failure).toBe(
      'PDF dosyası açılamadı; fişin fotoğrafını yükleyin.',
    );
  });

  it('fails a picture with nothing of a receipt on it', async () => {
    const blank = await new Jimp({ width: 400, height: 600, color: 0xffffffff }).getBuffer('image/png');
    const scan = await readByJob(blank, 'bos.png');
    expect(scan).toMatchObject({
      status: 'failed',
      draft: null,
      failure: 'Fişte tarih, tutar ya da KDV okunamadı; daha net ve düz çekilmiş bir fotoğraf deneyin.',
    });
  });

  it('checks the file by its bytes, not its name, and wants one', async () => {
    const text = await upload(customer, Buffer.from('TOPLAM *12,00'), 'fis.jpg');
    expect(text.statusCode).toBe(422);
    expect(Object.keys(text.json().errors)).toEqual(['file']);
    const form = await multipartBody(new FormData());
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${accountId}/receipt-scans`,
      headers: { ...bearer(customer.token), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.file).toEqual([
      'Lütfen fişin ya da faturanın fotoğrafını veya PDF dosyasını seçin.',
    ]);
  });

  it('keeps a company’s scans to its own people', async () => {
    const scan = await readByJob(await fixture(market.file), 'fis.jpg');
    expect((await scanOf(outsider, scan.id)).statusCode).toBe(404);
    expect((await upload(outsider, await fixture(market.file), 'fis.jpg')).statusCode).toBe(404);
    const missing = await scanOf(customer, scan.id + 1_000);
    expect(missing.statusCode).toBe(404);
  });
});
