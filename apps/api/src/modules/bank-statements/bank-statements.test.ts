import { readFile } from 'node:fs/promises';
import type { TBankStatement, TBankStatementLines } from '@portal/contracts/bank-statements/bank-statements';
import type { TSalesInvoice } from '@portal/contracts/sales-invoices/sales-invoices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { bearer, RELAXED_LIMITS } from '../../test/auth-helpers.ts';
import { multipartBody } from '../../test/multipart-helpers.ts';
import { createCompany, createUserWithRole, type TFixtureUser } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

// Monday 16 November 2026, noon in Istanbul.
const now = new Date('2026-11-16T09:00:00Z');
let t: TTestApp;
let customer: TFixtureUser;
let outsider: TFixtureUser;
let advisor: TFixtureUser;
let accountId: number;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => now });
  const db = t.app.db;
  [customer, outsider, advisor] = await Promise.all([
    createUserWithRole(db, 'customer'),
    createUserWithRole(db, 'customer'),
    createUserWithRole(db, 'advisor'),
  ]);
  accountId = await createCompany(db, [customer.id, advisor.id], { status: 4, name: 'Anadolu Yazılım' });
});
afterAll(async () => {
  await t?.close();
});

function send(
  who: TFixtureUser,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: object,
  language = 'tr',
) {
  return t.app.inject({
    method,
    url: `/api/accounts/${accountId}${path}`,
    headers: { ...bearer(who.token), 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
}

async function upload(who: TFixtureUser, data: Buffer, name: string, language = 'tr') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const body = await multipartBody(form);
  return t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/bank-statements`,
    headers: { ...bearer(who.token), 'accept-language': language, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

describe('bank statements', () => {
  let invoice: TSalesInvoice;
  let entryId: number;
  let statement: TBankStatement;

  beforeAll(async () => {
    const counterparty = await send(customer, 'POST', '/counterparties', {
      name: 'Mavi Deniz Ticaret A.Ş.',
      kind: 'customer',
    });
    expect(counterparty.statusCode, counterparty.body).toBe(201);
    // 10.000,00 at 20 %: 12.000,00 to collect.
    const draft = await send(customer, 'POST', '/sales-invoices', {
      counterparty_id: counterparty.json().result.id,
      issue_date: '2026-11-10',
      due_date: '2026-12-10',
      lines: [{ name: 'Danışmanlık', quantity: 1, unit: 'C62', unit_price: 1_000_000, kdv_rate: 20 }],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const issued = await send(customer, 'POST', `/sales-invoices/${draft.json().result.id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    invoice = issued.json().result;
    // Rent: 5.000,00 + 20 % = 6.000,00, not paid yet.
    const entry = await send(customer, 'POST', '/ledger-entries', {
      date: '2026-11-05',
      kind: 'expense',
      counterparty_name: 'Kira Gayrimenkul Ltd. Şti.',
      category: 'rent',
      net_amount: 500_000,
      kdv_rate: 20,
      paid: false,
    });
    expect(entry.statusCode, entry.body).toBe(201);
    entryId = entry.json().result.id;
  });

  it('reads a bank export and proposes the open invoice and the unpaid entry each line pays', async () => {
    const csv = [
      'Tarih;Açıklama;Tutar;Bakiye;Dekont No',
      `12.11.2026;EFT MAVI DENIZ TICARET AS ${invoice.number} ODEMESI;12.000,00;62.000,00;1001`,
      '13.11.2026;KIRA GAYRIMENKUL KASIM KIRASI;-6.000,00;56.000,00;1002',
      '14.11.2026;POS SATIS;250,00;56.250,00;1003',
    ].join('\r\n');
    const imported = await upload(customer, Buffer.from(csv), 'hareketler.csv');
    expect(imported.statusCode, imported.body).toBe(201);
    statement = imported.json().result;
    expect(statement).toMatchObject({
      format: 'bank_csv',
      currency: 'TRY',
      line_count: 3,
      confirmed_count: 0,
      first_date: '2026-11-12',
      last_date: '2026-11-14',
    });
    expect(imported.json().message).toContain('3 hareket');

    const read = await send(customer, 'GET', `/bank-statements/${statement.id}/lines`);
    expect(read.statusCode, read.body).toBe(200);
    const { lines } = read.json().result as TBankStatementLines;
    expect(lines.map((line) => [line.amount, line.status])).toEqual([
      [1_200_000, 'proposed'],
      [-600_000, 'proposed'],
      [25_000, 'unmatched'],
    ]);
    expect(lines[0]?.proposal).toMatchObject({ kind: 'invoice', id: invoice.id, label: invoice.number });
    expect(lines[0]?.proposal?.reasons).toEqual(expect.arrayContaining(['amount', 'number']));
    expect(lines[1]?.proposal).toMatchObject({ kind: 'entry', id: entryId, amount: -600_000 });

    const list = await send(customer, 'GET', '/bank-statements');
    expect(list.json().result.data.map((row: TBankStatement) => row.id)).toContain(statement.id);
    // The advisor serving the company reads it; a stranger does not find it.
    expect((await send(advisor, 'GET', `/bank-statements/${statement.id}/lines`)).statusCode).toBe(200);
    expect((await send(outsider, 'GET', `/bank-statements/${statement.id}/lines`)).statusCode).toBe(404);
  });

  it('confirms a collection against the invoice and the entry as paid, each once', async () => {
    const { lines } = (await send(customer, 'GET', `/bank-statements/${statement.id}/lines`)).json()
      .result as TBankStatementLines;
    const [toInvoice, toEntry, unmatched] = lines;
    if (!toInvoice?.proposal || !toEntry?.proposal || !unmatched) throw new Error('proposals expected');

    const collected = await send(customer, 'PUT', `/bank-statements/${statement.id}/lines/${toInvoice.id}`, {
      match: { kind: 'invoice', id: toInvoice.proposal.id },
    });
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json().result).toMatchObject({
      status: 'confirmed',
      match: { kind: 'invoice', id: invoice.id },
    });
    const after = (await send(customer, 'GET', `/sales-invoices/${invoice.id}`)).json()
      .result as TSalesInvoice;
    expect(after.totals.open_amount).toBe(0);
    const collections = (await send(customer, 'GET', '/collections')).json().result.data;
    expect(collections[0]).toMatchObject({ amount: 1_200_000, method: 'bank_transfer', date: '2026-11-12' });

    const paid = await send(customer, 'PUT', `/bank-statements/${statement.id}/lines/${toEntry.id}`, {
      match: { kind: 'entry', id: toEntry.proposal.id },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [entry] = await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
    expect(entry?.paid).toBe(true);

    // Final once confirmed; the paid entry matches nothing more.
    const again = await send(customer, 'PUT', `/bank-statements/${statement.id}/lines/${toInvoice.id}`, {
      match: null,
    });
    expect(again.statusCode).toBe(409);
    const paidAgain = await send(
      customer,
      'PUT',
      `/bank-statements/${statement.id}/lines/${unmatched.id}`,
      { match: { kind: 'entry', id: entryId } },
      'en',
    );
    expect(paidAgain.statusCode).toBe(422);
    expect(paidAgain.json().errors.match).toEqual(['No open invoice or unpaid entry was found to match.']);
    const left = await send(customer, 'PUT', `/bank-statements/${statement.id}/lines/${unmatched.id}`, {
      match: null,
    });
    expect(left.statusCode).toBe(200);
    expect(left.json().result.status).toBe('unmatched');

    const summary = (await send(customer, 'GET', '/bank-statements')).json().result.data[0] as TBankStatement;
    expect(summary.confirmed_count).toBe(2);
  });

  it('refuses money out against a sales invoice, and more than the invoice has open', async () => {
    const csv = ['Tarih;Açıklama;Tutar;Bakiye;Dekont No', '20.11.2026;IADE;-100,00;900,00;2001'].join('\n');
    const imported = await upload(customer, Buffer.from(csv), 'iade.csv');
    expect(imported.statusCode, imported.body).toBe(201);
    const { lines } = (
      await send(customer, 'GET', `/bank-statements/${imported.json().result.id}/lines`)
    ).json().result as TBankStatementLines;
    const wrong = await send(
      customer,
      'PUT',
      `/bank-statements/${imported.json().result.id}/lines/${lines[0]?.id}`,
      { match: { kind: 'invoice', id: invoice.id } },
      'en',
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.match[0]).toContain('Money in matches a sales invoice');
  });

  it('names what it cannot read, in the caller’s language', async () => {
    const unknown = await upload(customer, Buffer.from('merhaba dünya'), 'not-a-statement.txt', 'en');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.file[0]).toMatch(/^This file is not in a statement format/);
    // A published CAMT.053 sample with statements in four currencies: each account on its own.
    const mixed = await upload(customer, await fixture('camt053-balances-four-currencies.xml'), 'camt.xml');
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().message).toContain('birden çok');
    const none = await upload(customer, Buffer.alloc(0), 'empty.csv');
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Lütfen bir banka ekstresi dosyası seçin.');
  });
});
