import type { TAgeing } from '@portal/contracts/collections/collections';
import type { TCounterparty, TCounterpartyStatement } from '@portal/contracts/counterparties/counterparties';
import type { TSalesInvoice, TSalesInvoiceRequest } from '@portal/contracts/sales-invoices/sales-invoices';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountInformations } from '../../db/schema/accounts.ts';
import { ledgerClosedPeriods, ledgerEntries } from '../../db/schema/ledger.ts';
import { bearer, RELAXED_LIMITS } from '../../test/auth-helpers.ts';
import { gibSchematronFindings } from '../../test/gib-schematron.ts';
import { createCompany, createUserWithRole, type TFixtureUser } from '../../test/staff-fixtures.ts';
import { testVkn } from '../../test/tax-numbers.ts';
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
  await db.insert(accountInformations).values([
    { accountId, key: 'tax_number', value: '1234567890' },
    { accountId, key: 'tax_office', value: 'Kadıköy' },
    { accountId, key: 'city', value: 'İstanbul' },
    { accountId, key: 'district', value: 'Kadıköy' },
  ]);
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

let sequence = 0;
async function newCounterparty(overrides: Partial<TCounterparty> = {}): Promise<TCounterparty> {
  sequence += 1;
  const response = await send(customer, 'POST', '/counterparties', {
    name: `Müşteri ${sequence} A.Ş.`,
    tax_number: testVkn(sequence),
    kind: 'customer',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().result;
}

/** Two rates and a withheld line: 2 × 1.000,00 at 20 %, 1 × 500,00 at 10 %, 1 × 3.000,00 at 20 % with 7/10 withheld (603). */
const invoiceBody = (
  counterpartyId: number,
  overrides: Partial<TSalesInvoiceRequest> = {},
): TSalesInvoiceRequest => ({
  counterparty_id: counterpartyId,
  issue_date: '2026-11-16',
  due_date: '2026-12-16',
  lines: [
    { name: 'Yazılım lisansı', quantity: 2, unit: 'C62', unit_price: 100_000, kdv_rate: 20 },
    { name: 'Kitap', quantity: 1, unit: 'C62', unit_price: 50_000, kdv_rate: 10 },
    {
      name: 'Sunucu bakımı',
      quantity: 1,
      unit: 'HUR',
      unit_price: 300_000,
      kdv_rate: 20,
      withholding_code: '603',
    },
  ],
  ...overrides,
});

async function issuedInvoice(counterpartyId: number, overrides: Partial<TSalesInvoiceRequest> = {}) {
  const draft = await send(customer, 'POST', '/sales-invoices', invoiceBody(counterpartyId, overrides));
  expect(draft.statusCode, draft.body).toBe(201);
  const issued = await send(customer, 'POST', `/sales-invoices/${draft.json().result.id}/issue`);
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json().result as TSalesInvoice;
}

describe('counterparties', () => {
  it('adds one with a checked tax number and a province and district of the place data', async () => {
    const made = await newCounterparty({
      city: 'İstanbul',
      district: 'Kadıköy',
      email: 'muhasebe@ornek.com.tr',
    });
    expect(made).toMatchObject({ city: 'İstanbul', district: 'Kadıköy', balance: 0, kind: 'customer' });
    const list = await send(customer, 'GET', `/counterparties?q=${encodeURIComponent(made.tax_number)}`);
    expect(list.json().result.data.map((row: TCounterparty) => row.id)).toEqual([made.id]);
  });

  it('refuses a wrong checksum, an unknown district and a tax number it already has', async () => {
    const bad = await send(customer, 'POST', '/counterparties', {
      name: 'X',
      tax_number: '1234567891',
      kind: 'customer',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('tax_number');
    const place = await send(customer, 'POST', '/counterparties', {
      name: 'X',
      kind: 'supplier',
      city: 'İstanbul',
      district: 'Çankaya',
    });
    expect(place.statusCode).toBe(422);
    expect(place.json().errors).toHaveProperty('district');
    const first = await newCounterparty();
    const again = await send(customer, 'POST', '/counterparties', {
      name: 'Y',
      tax_number: first.tax_number,
      kind: 'both',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toHaveProperty('tax_number');
  });

  it("is the company's own: another customer gets 404", async () => {
    const made = await newCounterparty();
    const response = await send(outsider, 'GET', `/counterparties/${made.id}`);
    expect(response.statusCode).toBe(404);
  });

  it('is made on the fly when a ledger entry names a new tax number', async () => {
    const taxNumber = testVkn(900);
    const entry = await send(customer, 'POST', '/ledger-entries', {
      date: '2026-11-10',
      kind: 'expense',
      counterparty_name: 'Kırtasiye Ltd.',
      counterparty_tax_number: taxNumber,
      category: 'office_supplies',
      net_amount: 10_000,
      kdv_rate: 20,
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const list = await send(customer, 'GET', `/counterparties?q=${taxNumber}`);
    const [made] = list.json().result.data as TCounterparty[];
    expect(made).toMatchObject({ name: 'Kırtasiye Ltd.', kind: 'supplier' });
    expect(entry.json().result.counterparty_id).toBe(made?.id);
  });
});

describe('sales invoices', () => {
  it('works out the figures on the server, line by line, with the withheld KDV', async () => {
    const counterparty = await newCounterparty();
    const response = await send(customer, 'POST', '/sales-invoices', invoiceBody(counterparty.id));
    expect(response.statusCode, response.body).toBe(201);
    const draft: TSalesInvoice = response.json().result;
    // Net 2.000 + 500 + 3.000; KDV 400 + 50 + 600; withheld 7/10 of 600 = 420.
    expect(draft.totals).toEqual({
      net_amount: 550_000,
      kdv_amount: 105_000,
      withheld_kdv: 42_000,
      gross_amount: 655_000,
      payable_amount: 613_000,
      open_amount: 0,
    });
    expect(draft).toMatchObject({ status: 'draft', number: null, type: 'TEVKIFAT', profile: 'EARSIVFATURA' });
  });

  it('refuses a rate not in force on the date, a 0 % line without its exemption and a due date before the issue', async () => {
    const counterparty = await newCounterparty();
    const response = await send(customer, 'POST', '/sales-invoices', {
      ...invoiceBody(counterparty.id),
      due_date: '2026-11-01',
      lines: [
        { name: 'Eski oran', quantity: 1, unit_price: 100, kdv_rate: 18 },
        { name: 'İhracat', quantity: 1, unit_price: 100, kdv_rate: 0 },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ['due_date', 'lines.0.kdv_rate', 'lines.1.exemption_code'].sort(),
    );
    // The same 18 % was in force in June 2023.
    const old = await send(customer, 'POST', '/sales-invoices', {
      ...invoiceBody(counterparty.id),
      issue_date: '2023-06-30',
      due_date: '2023-07-30',
      lines: [{ name: 'Eski oran', quantity: 1, unit_price: 100, kdv_rate: 18 }],
    });
    expect(old.statusCode, old.body).toBe(201);
  });

  it('issues under the next number of the series, once each even when issued at the same time', async () => {
    const counterparty = await newCounterparty();
    const drafts = await Promise.all(
      [1, 2, 3].map(
        async () =>
          (await send(customer, 'POST', '/sales-invoices', invoiceBody(counterparty.id))).json().result,
      ),
    );
    const issued = await Promise.all(
      drafts.map((draft: TSalesInvoice) => send(customer, 'POST', `/sales-invoices/${draft.id}/issue`)),
    );
    const numbers = issued.map((response) => response.json().result.number as string);
    expect(new Set(numbers).size).toBe(3);
    for (const number of numbers) expect(number).toMatch(/^ANA2026\d{9}$/);
    const again = await send(customer, 'POST', `/sales-invoices/${drafts[0].id}/issue`);
    expect(again.statusCode).toBe(409);
  });

  it('writes one ledger entry per rate, without the withheld KDV, which only the invoice may change', async () => {
    const counterparty = await newCounterparty();
    const invoice = await issuedInvoice(counterparty.id);
    const entries = await t.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.salesInvoiceId, invoice.id));
    expect(
      entries.map((entry) => [entry.kdvRate, entry.netAmount, entry.kdvAmount, entry.kind]).sort(),
    ).toEqual([
      [10, 50_000, 5_000, 'income'],
      [20, 500_000, 100_000 - 42_000, 'income'],
    ]);
    const edit = await send(customer, 'PUT', `/ledger-entries/${entries[0]?.id}`, {
      date: '2026-11-16',
      kind: 'income',
      counterparty_name: 'X',
      category: 'sales_goods',
      net_amount: 1,
      kdv_rate: 20,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toContain(invoice.number);
    const balance = (await send(customer, 'GET', `/counterparties/${counterparty.id}`)).json().result.balance;
    expect(balance).toBe(613_000);
  });

  it('gives an issued invoice its PDF and UBL-TR XML; a draft has neither', async () => {
    const counterparty = await newCounterparty();
    const invoice = await issuedInvoice(counterparty.id);
    const pdf = await send(customer, 'GET', `/sales-invoices/${invoice.id}/pdf?lang=en`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await send(customer, 'GET', `/sales-invoices/${invoice.id}/xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
    expect(xml.body).toContain(invoice.uuid);
    const draft = (await send(customer, 'POST', '/sales-invoices', invoiceBody(counterparty.id))).json()
      .result;
    expect((await send(customer, 'GET', `/sales-invoices/${draft.id}/xml`)).statusCode).toBe(409);
  });

  it('keeps a foreign currency invoice in its currency and opens it in lira at its rate', async () => {
    const counterparty = await newCounterparty();
    const invoice = await issuedInvoice(counterparty.id, {
      currency: 'USD',
      exchange_rate: '34.5678',
      lines: [
        {
          name: 'Consulting',
          quantity: 1.5,
          unit: 'HUR',
          unit_price: 10_000,
          kdv_rate: 0,
          exemption_code: '302',
        },
      ],
    });
    expect(invoice.totals.payable_amount).toBe(15_000);
    // 150,00 USD × 34,5678 = 5.185,17 TL.
    expect(invoice.payable_try).toBe(518_517);
    expect(invoice.totals.open_amount).toBe(518_517);
    expect(invoice).toMatchObject({ type: 'ISTISNA', exchange_rate: '34.5678' });
    const missing = await send(customer, 'POST', '/sales-invoices', {
      ...invoiceBody(counterparty.id),
      currency: 'EUR',
    });
    expect(missing.json().errors).toHaveProperty('exchange_rate');
  });

  it('refuses a customer an invoice dated in a month the advisor closed; staff may', async () => {
    const counterparty = await newCounterparty();
    await t.app.db.insert(ledgerClosedPeriods).values({ accountId, period: '2026-10' });
    const draft = (
      await send(
        customer,
        'POST',
        '/sales-invoices',
        invoiceBody(counterparty.id, { issue_date: '2026-10-20', due_date: '2026-11-20' }),
      )
    ).json().result;
    const refused = await send(customer, 'POST', `/sales-invoices/${draft.id}/issue`);
    expect(refused.statusCode).toBe(409);
    const byStaff = await send(advisor, 'POST', `/sales-invoices/${draft.id}/issue`);
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    await t.app.db
      .delete(ledgerClosedPeriods)
      .where(and(eq(ledgerClosedPeriods.accountId, accountId), eq(ledgerClosedPeriods.period, '2026-10')));
  });
});

describe('the invoice type, as GİB pairs it with the lines’ codes', () => {
  it('types each invoice from its lines, and its XML passes GİB’s schematron; a return is never TICARIFATURA', async () => {
    const counterparty = await newCounterparty();
    const cases: { lines: TSalesInvoiceRequest['lines']; type: string }[] = [
      // An exempt export line beside a taxed one: ISTISNA (GİB refuses 301 on a SATIS invoice).
      {
        lines: [
          {
            name: 'İhraç edilen mal',
            quantity: 1,
            unit: 'C62',
            unit_price: 100_000,
            kdv_rate: 0,
            exemption_code: '301',
          },
          { name: 'Nakliye', quantity: 1, unit: 'C62', unit_price: 10_000, kdv_rate: 20 },
        ],
        type: 'ISTISNA',
      },
      // An export-registered sale (701): IHRACKAYITLI.
      {
        lines: [
          {
            name: 'İhraç kayıtlı mal',
            quantity: 2,
            unit: 'C62',
            unit_price: 50_000,
            kdv_rate: 0,
            exemption_code: '701',
          },
        ],
        type: 'IHRACKAYITLI',
      },
      // 351 is no exemption: a sale. Service transport withholds 5/10 (614).
      {
        lines: [
          { name: 'Diğer', quantity: 1, unit: 'C62', unit_price: 10_000, kdv_rate: 0, exemption_code: '351' },
          {
            name: 'Personel servisi',
            quantity: 1,
            unit: 'MON',
            unit_price: 200_000,
            kdv_rate: 20,
            withholding_code: '614',
          },
        ],
        type: 'TEVKIFAT',
      },
    ];
    const xmls: string[] = [];
    for (const { lines, type } of cases) {
      const invoice = await issuedInvoice(counterparty.id, { lines, profile: 'TICARIFATURA' });
      expect(invoice.type).toBe(type);
      xmls.push((await send(customer, 'GET', `/sales-invoices/${invoice.id}/xml`)).body);
    }
    const sale = await issuedInvoice(counterparty.id, { profile: 'TICARIFATURA' });
    const returned = await send(customer, 'POST', `/sales-invoices/${sale.id}/return`, {});
    expect(returned.json().result).toMatchObject({ type: 'IADE', profile: 'TEMELFATURA' });
    xmls.push((await send(customer, 'GET', `/sales-invoices/${returned.json().result.id}/xml`)).body);
    expect(await gibSchematronFindings(xmls)).toEqual(xmls.map(() => []));
  });
});

describe('cancelling and returning', () => {
  it('cancels an invoice nothing was collected on: its entries go and the balance comes back', async () => {
    const counterparty = await newCounterparty();
    const invoice = await issuedInvoice(counterparty.id);
    const cancelled = await send(customer, 'POST', `/sales-invoices/${invoice.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().result).toMatchObject({ status: 'cancelled', totals: { open_amount: 0 } });
    const entries = await t.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.salesInvoiceId, invoice.id));
    expect(entries).toEqual([]);
    expect((await send(customer, 'GET', `/counterparties/${counterparty.id}`)).json().result.balance).toBe(0);
  });

  it('returns a whole invoice with an IADE invoice whose entries are sales returns', async () => {
    const counterparty = await newCounterparty();
    const invoice = await issuedInvoice(counterparty.id);
    const response = await send(customer, 'POST', `/sales-invoices/${invoice.id}/return`, {});
    expect(response.statusCode, response.body).toBe(201);
    const returned: TSalesInvoice = response.json().result;
    expect(returned).toMatchObject({
      type: 'IADE',
      status: 'issued',
      returns_invoice_id: invoice.id,
      payable_try: 613_000,
    });
    const original = (await send(customer, 'GET', `/sales-invoices/${invoice.id}`)).json().result;
    expect(original.totals.open_amount).toBe(0);
    const entries = await t.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.salesInvoiceId, returned.id));
    expect(entries.every((entry) => entry.kind === 'expense' && entry.category === 'sales_returns')).toBe(
      true,
    );
    expect((await send(customer, 'GET', `/counterparties/${counterparty.id}`)).json().result.balance).toBe(0);
    expect((await send(customer, 'POST', `/sales-invoices/${invoice.id}/cancel`)).statusCode).toBe(409);
    expect((await send(customer, 'POST', `/sales-invoices/${returned.id}/return`, {})).statusCode).toBe(409);
    const xml = await send(customer, 'GET', `/sales-invoices/${returned.id}/xml`);
    expect(xml.body).toContain(invoice.number);
  });
});

describe('collections and the ageing', () => {
  it('sets a partial collection against an invoice and refuses more than is open', async () => {
    const counterparty = await newCounterparty();
    const invoice = await issuedInvoice(counterparty.id);
    const partial = await send(customer, 'POST', '/collections', {
      kind: 'collection',
      date: '2026-11-20',
      counterparty_id: counterparty.id,
      amount: 200_000,
      method: 'bank_transfer',
      allocations: [{ invoice_id: invoice.id, amount: 200_000 }],
    });
    expect(partial.statusCode, partial.body).toBe(201);
    expect(partial.json().result.allocations).toEqual([
      { invoice_id: invoice.id, invoice_number: invoice.number, amount: 200_000 },
    ]);
    const after = (await send(customer, 'GET', `/sales-invoices/${invoice.id}`)).json().result;
    expect(after.totals.open_amount).toBe(413_000);
    const tooMuch = await send(customer, 'POST', '/collections', {
      kind: 'collection',
      date: '2026-11-21',
      counterparty_id: counterparty.id,
      amount: 500_000,
      method: 'cash',
      allocations: [{ invoice_id: invoice.id, amount: 500_000 }],
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors['allocations.0.invoice_id'][0]).toContain('₺4.130');
    expect((await send(customer, 'POST', `/sales-invoices/${invoice.id}/cancel`)).statusCode).toBe(409);
    const statement: TCounterpartyStatement = (
      await send(customer, 'GET', `/counterparties/${counterparty.id}/statement`)
    ).json().result;
    expect(
      statement.movements.map((movement) => [
        movement.kind,
        movement.debit,
        movement.credit,
        movement.balance,
      ]),
    ).toEqual([
      ['sales_invoice', 613_000, 0, 613_000],
      ['collection', 0, 200_000, 413_000],
    ]);
    expect(statement.counterparty.balance).toBe(413_000);
  });

  it("refuses an allocation to another counterparty's invoice", async () => {
    const [one, other] = [await newCounterparty(), await newCounterparty()];
    const invoice = await issuedInvoice(one.id);
    const response = await send(customer, 'POST', '/collections', {
      kind: 'collection',
      date: '2026-11-20',
      counterparty_id: other.id,
      amount: 100,
      method: 'cash',
      allocations: [{ invoice_id: invoice.id, amount: 100 }],
    });
    expect(response.statusCode).toBe(422);
  });

  it('buckets what is open by days past due on Istanbul’s today, and lists the overdue', async () => {
    const counterparty = await newCounterparty();
    const current = await issuedInvoice(counterparty.id);
    // Due on 1 October 2026: 46 days past due on 16 November.
    const late = await issuedInvoice(counterparty.id, { issue_date: '2026-09-01', due_date: '2026-10-01' });
    const receivable: TAgeing = (await send(customer, 'GET', '/ageing?kind=receivable')).json().result;
    expect(receivable.as_of).toBe('2026-11-16');
    expect(receivable.counterparty_count).toBe(receivable.counterparties.length);
    expect(
      receivable.counterparties.find((entry) => entry.counterparty_id === counterparty.id),
    ).toMatchObject({
      not_due: current.payable_try,
      days_31_60: late.payable_try,
      total: current.payable_try + late.payable_try,
    });
    const overdue = (await send(customer, 'GET', '/sales-invoices?overdue=true&per_page=100')).json().result
      .data;
    const ids = overdue.map((entry: TSalesInvoice) => entry.id);
    expect(ids).toContain(late.id);
    expect(ids).not.toContain(current.id);
    expect(overdue.every((entry: TSalesInvoice) => entry.overdue)).toBe(true);
    const actions = (
      await t.app.inject({
        method: 'GET',
        url: `/api/accounts/${accountId}/actions`,
        headers: bearer(customer.token),
      })
    ).json().result;
    expect(actions).toContainEqual(
      expect.objectContaining({ kind: 'invoices_overdue', oldest_due_date: '2026-10-01' }),
    );
    const payable: TAgeing = (await send(customer, 'GET', '/ageing?kind=payable')).json().result;
    expect(payable.total.total).toBe(0);
  });
});
