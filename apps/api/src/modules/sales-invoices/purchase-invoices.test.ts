import { readFile } from 'node:fs/promises';
import type { TBankStatementLine } from '@portal/contracts/bank-statements/bank-statements';
import type { TAgeing } from '@portal/contracts/collections/collections';
import type { TCounterpartyStatement } from '@portal/contracts/counterparties/counterparties';
import type { TPurchaseInvoice } from '@portal/contracts/purchase-invoices/purchase-invoices';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
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
let accountId: number;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => now });
  customer = await createUserWithRole(t.app.db, 'customer');
  accountId = await createCompany(t.app.db, [customer.id], { status: 4, name: 'Anadolu Yazılım' });
});
afterAll(async () => {
  await t?.close();
});

const sample = (name: string) => readFile(new URL(`../ledger/fixtures/e-invoices/${name}`, import.meta.url));

function send(method: 'GET' | 'POST', path: string, payload?: object, language = 'tr') {
  return t.app.inject({
    method,
    url: `/api/accounts/${accountId}${path}`,
    headers: { ...bearer(customer.token), 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
}

async function confirm(xml: Buffer, language = 'tr') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(xml)], { type: 'application/xml' }), 'fatura.xml');
  const body = await multipartBody(form);
  return t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/ledger-entries/import/confirm`,
    headers: { ...bearer(customer.token), 'accept-language': language, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function uploadStatement(csv: string) {
  const form = new FormData();
  form.append('file', new Blob([new TextEncoder().encode(csv)]), 'hareketler.csv');
  const body = await multipartBody(form);
  return t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/bank-statements`,
    headers: { ...bearer(customer.token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const matchLine = (statementId: number, lineId: number | undefined, invoiceId: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/accounts/${accountId}/bank-statements/${statementId}/lines/${lineId}`,
    headers: bearer(customer.token),
    payload: { match: { kind: 'purchase_invoice', id: invoiceId } },
  });

describe('purchase invoices from the e-invoice import', () => {
  let invoice: TPurchaseInvoice;

  it('records what the company owes the supplier once, with the entries of the invoice', async () => {
    // A published sample: 2.000 + 18 % KDV, 9/10 of it withheld (602): 2.036 to pay.
    const xml = await sample('izibiz-tevkifat.xml');
    const confirmed = await confirm(xml);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().result).toMatchObject({ entries: 1, purchase_invoice_id: expect.any(Number) });
    expect(confirmed.json().message).toBe('Faturanın 1 kaydı eklendi.');

    const again = await confirm(xml, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Invoice DMY2018062513072 has been imported already.');

    const list = await send('GET', '/purchase-invoices?open=true');
    expect(list.statusCode, list.body).toBe(200);
    [invoice] = list.json().result.data;
    expect(invoice).toMatchObject({
      id: confirmed.json().result.purchase_invoice_id,
      number: 'DMY2018062513072',
      type: 'TEVKIFAT',
      issue_date: '2018-06-25',
      payable_amount: 203_600,
      open_amount: 203_600,
      overdue: true,
    });
    const entries = (await send('GET', '/ledger-entries?period=2018-06')).json().result.data;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'expense', net_amount: 200_000, kdv_amount: 36_000 });
  });

  it('is paid by a payment in part; the payable ageing and the statement follow', async () => {
    const paid = await send('POST', '/collections', {
      kind: 'payment',
      date: '2026-11-16',
      counterparty_id: invoice.counterparty_id,
      amount: 100_000,
      method: 'bank_transfer',
      allocations: [{ invoice_id: invoice.id, amount: 100_000 }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().result.allocations).toEqual([
      { invoice_id: invoice.id, invoice_number: 'DMY2018062513072', amount: 100_000 },
    ]);
    const [after] = (
      await send('GET', `/purchase-invoices?counterparty_id=${invoice.counterparty_id}`)
    ).json().result.data as TPurchaseInvoice[];
    expect(after?.open_amount).toBe(103_600);

    const payable: TAgeing = (await send('GET', '/ageing?kind=payable')).json().result;
    expect(payable.total).toMatchObject({ days_over_90: 103_600, total: 103_600 });
    expect(payable.counterparties).toEqual([
      expect.objectContaining({ counterparty_id: invoice.counterparty_id, days_over_90: 103_600 }),
    ]);

    const statement: TCounterpartyStatement = (
      await send('GET', `/counterparties/${invoice.counterparty_id}/statement`)
    ).json().result;
    expect(statement.movements.map((movement) => [movement.kind, movement.debit, movement.credit])).toEqual([
      ['purchase_invoice', 0, 203_600],
      ['payment', 100_000, 0],
    ]);
    expect(statement.counterparty.balance).toBe(-103_600);
    expect(statement.movements.at(-1)?.balance).toBe(-103_600);
  });

  it('refuses a payment set against more than is open, and a collection against a purchase invoice', async () => {
    const tooMuch = await send('POST', '/collections', {
      kind: 'payment',
      date: '2026-11-16',
      counterparty_id: invoice.counterparty_id,
      amount: 200_000,
      method: 'cash',
      allocations: [{ invoice_id: invoice.id, amount: 200_000 }],
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors['allocations.0.invoice_id'][0]).toContain('açık tutarını');
    const wrongSide = await send('POST', '/collections', {
      kind: 'collection',
      date: '2026-11-16',
      counterparty_id: invoice.counterparty_id,
      amount: 1_000,
      method: 'cash',
      allocations: [{ invoice_id: invoice.id, amount: 1_000 }],
    });
    expect(wrongSide.statusCode).toBe(422);
  });

  it('is paid from the bank statement: a line going out is matched to what is open, and confirmed as a payment', async () => {
    const entries = await t.app.db
      .select({ purchaseInvoiceId: ledgerEntries.purchaseInvoiceId })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, accountId));
    // The invoice's entries belong to it: the bank pays the invoice, not its entries one by one.
    expect(entries).toEqual([{ purchaseInvoiceId: invoice.id }]);

    const csv = [
      'Tarih;Açıklama;Tutar;Bakiye;Dekont No',
      `16.11.2026;EFT ODEME DMY2018062513072;-1.036,00;8.964,00;2001`,
    ].join('\r\n');
    const imported = await uploadStatement(csv);
    expect(imported.statusCode, imported.body).toBe(201);
    const statementId = imported.json().result.id;
    const [line] = (await send('GET', `/bank-statements/${statementId}/lines`)).json().result
      .lines as TBankStatementLine[];
    expect(line?.proposal).toMatchObject({
      kind: 'purchase_invoice',
      id: invoice.id,
      label: 'DMY2018062513072',
      amount: -103_600,
      reasons: ['amount', 'number'],
    });

    const confirmed = await matchLine(statementId, line?.id, invoice.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().result).toMatchObject({
      status: 'confirmed',
      match: { kind: 'purchase_invoice' },
    });
    const [paid] = (await send('GET', `/purchase-invoices?counterparty_id=${invoice.counterparty_id}`)).json()
      .result.data as TPurchaseInvoice[];
    expect(paid?.open_amount).toBe(0);
    const statement: TCounterpartyStatement = (
      await send('GET', `/counterparties/${invoice.counterparty_id}/statement`)
    ).json().result;
    expect(statement.movements.at(-1)).toMatchObject({ kind: 'payment', debit: 103_600 });
    expect(statement.counterparty.balance).toBe(0);
  });

  it('refuses a purchase invoice for money coming in', async () => {
    const csv = ['Tarih;Açıklama;Tutar;Bakiye;Dekont No', '17.11.2026;GELEN EFT;500,00;9.464,00;2002'].join(
      '\r\n',
    );
    const imported = await uploadStatement(csv);
    const statementId = imported.json().result.id;
    const [line] = (await send('GET', `/bank-statements/${statementId}/lines`)).json().result.lines;
    const refused = await matchLine(statementId, line.id, invoice.id);
    expect(refused.statusCode).toBe(422);
  });

  it('writes only entries for a return and for an invoice the company issued', async () => {
    const returned = await confirm(await sample('izibiz-iade.xml'));
    expect(returned.statusCode, returned.body).toBe(201);
    expect(returned.json().result.purchase_invoice_id).toBeNull();

    // Entries only, and still once: the ETTN is in the books until its entries are deleted.
    const again = await confirm(await sample('izibiz-iade.xml'), 'en');
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toMatch(/has been imported already\.$/);
    // The return's entries: imported, and no purchase invoice's.
    const iade = await t.app.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.accountId, accountId),
          isNotNull(ledgerEntries.eInvoiceUuid),
          isNull(ledgerEntries.purchaseInvoiceId),
        ),
      );
    expect(iade.length).toBeGreaterThan(0);
    for (const { id } of iade) {
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/accounts/${accountId}/ledger-entries/${id}`,
        headers: bearer(customer.token),
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
    const reimported = await confirm(await sample('izibiz-iade.xml'));
    expect(reimported.statusCode, reimported.body).toBe(201);
  });
});
