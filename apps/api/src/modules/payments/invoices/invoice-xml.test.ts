import { randomUUID } from 'node:crypto';
import { invoiceTotals, VAT_RATE_PERCENT } from '@portal/contracts/payments/invoice-totals';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountInformations } from '../../../db/schema/accounts.ts';
import { payments } from '../../../db/schema/payments.ts';
import { products } from '../../../db/schema/products.ts';
import { bearer, RELAXED_LIMITS } from '../../../test/auth-helpers.ts';
import { gibSchematronFindings } from '../../../test/gib-schematron.ts';
import { createCompany, createUserWithRole, type TFixtureUser } from '../../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../../test/test-app.ts';
import { ublSchemaErrors } from '../../../test/ubl-schema.ts';
import { issueInvoice } from './invoice-service.ts';
import { uuidV5 } from './invoice-xml.ts';

// 00:30 on 2 March 2026 in Istanbul: the invoice's date is Istanbul's.
const issuedAt = new Date('2026-03-01T21:30:00Z');
let t: TTestApp;
let customer: TFixtureUser;
let outsider: TFixtureUser;
let accountId: number;
let invoiceId: number;

/** The portal's invoice of a card payment by the company, as a payment issues it. */
async function paidInvoice(
  db: TTestApp['app']['db'],
  company: number,
  lines: readonly [description: string, unitPrice: number][],
): Promise<number> {
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  if (!product) throw new Error('no product seeded');
  const totals = invoiceTotals(lines.map(([, unitPrice]) => ({ unit_price: unitPrice, quantity: 1 })));
  const [payment] = await db
    .insert(payments)
    .values({
      accountId: company,
      productId: product.id,
      kind: 'subscription',
      idempotencyKey: `key_${randomUUID()}`,
      amount: totals.total,
      status: 'succeeded',
      provider: 'test',
      cardLast4: '0008',
      cardBrand: 'mastercard',
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('no payment');
  return issueInvoice(db, {
    paymentId: payment.id,
    accountId: company,
    at: issuedAt,
    invoiceYear: '2026',
    lines: lines.map(([description, unitPrice]) => ({
      productId: product.id,
      description,
      quantity: 1,
      unitPrice,
      total: unitPrice,
      nextPaymentAt: null,
    })),
    totals: { ...totals, vatRate: VAT_RATE_PERCENT },
  });
}

beforeAll(async () => {
  t = await buildTestApp(
    { INVOICE_SELLER_VKN: '7330035789', INVOICE_SELLER_TAX_OFFICE: 'Maslak' },
    { rateLimits: RELAXED_LIMITS },
  );
  const db = t.app.db;
  [customer, outsider] = await Promise.all([
    createUserWithRole(db, 'customer'),
    createUserWithRole(db, 'customer'),
  ]);
  accountId = await createCompany(db, [customer.id], { status: 4, name: 'Anadolu & Ege Yazılım' });
  await db.insert(accountInformations).values([
    { accountId, key: 'tax_number', value: '1234567890' },
    { accountId, key: 'tax_office', value: 'Kadıköy' },
    { accountId, key: 'city', value: 'İstanbul' },
    { accountId, key: 'district', value: 'Kadıköy' },
  ]);
  invoiceId = await paidInvoice(db, accountId, [
    ['Başlangıç Paketi', 149_000],
    ['Şirket Kaşesi', 150_000],
  ]);
});
afterAll(async () => {
  await t?.close();
});

const getXml = (who: TFixtureUser, id = invoiceId) =>
  t.app.inject({ method: 'GET', url: `/api/invoices/${id}/xml`, headers: bearer(who.token) });

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
});

describe("the portal's invoice as UBL-TR XML", () => {
  it('is an e-Arşiv sale from the portal to the company, valid against the UBL 2.1 schema and GİB’s schematron', async () => {
    const res = await getXml(customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const invoice = parser.parse(res.body).Invoice;
    expect(await ublSchemaErrors([res.body]), 'xmllint').toBe('');
    expect(await gibSchematronFindings([res.body]), 'GİB schematron').toEqual([[]]);

    expect(invoice).toMatchObject({
      CustomizationID: 'TR1.2',
      ProfileID: 'EARSIVFATURA',
      InvoiceTypeCode: 'SATIS',
      IssueDate: '2026-03-02',
      IssueTime: '00:30:00',
      LineCountNumeric: '2',
    });
    // The portal's number (FP-2026-000001) in GİB's form; the file keeps the portal's number.
    expect(invoice.ID).toMatch(/^FPA2026\d{9}$/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="FP-2026-${invoice.ID.slice(-6)}.xml"`,
    );
    const seller = invoice.AccountingSupplierParty.Party;
    expect(seller.PartyIdentification.ID).toEqual({ '#text': '7330035789', '@_schemeID': 'VKN' });
    expect(seller.PartyName.Name).toBe('Firmaport Bilişim ve Danışmanlık A.Ş.');
    expect(seller.PartyTaxScheme.TaxScheme.Name).toBe('Maslak');
    expect(seller.Contact).toEqual({
      Telephone: '+90 212 555 44 33',
      ElectronicMail: 'destek@firmaport.com.tr',
    });
    const buyer = invoice.AccountingCustomerParty.Party;
    expect(buyer.PartyName.Name).toBe('Anadolu & Ege Yazılım');
    expect(buyer.PartyIdentification.ID['@_schemeID']).toBe('VKN');
    // 1490.00 + 1500.00 at 20 %: the invoice's own figures.
    expect(invoice.TaxTotal.TaxAmount['#text']).toBe('598.00');
    expect(invoice.TaxTotal.TaxSubtotal.Percent).toBe('20');
    expect(invoice.LegalMonetaryTotal.TaxExclusiveAmount['#text']).toBe('2990.00');
    expect(invoice.LegalMonetaryTotal.PayableAmount).toEqual({ '#text': '3588.00', '@_currencyID': 'TRY' });
    const lineNets = invoice.InvoiceLine.map(
      (line: { LineExtensionAmount: { '#text': string } }) => line.LineExtensionAmount['#text'],
    );
    expect(lineNets).toEqual(['1490.00', '1500.00']);
  });

  it('keeps one UUID (ETTN) for the invoice, a version 5 one, at every download', async () => {
    const [first, second] = await Promise.all([getXml(customer), getXml(customer)]);
    const uuid = parser.parse(first.body).Invoice.UUID;
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parser.parse(second.body).Invoice.UUID).toBe(uuid);
  });

  it('is read like the PDF: not by another customer, not for an invoice that does not exist', async () => {
    expect((await getXml(outsider)).statusCode).toBe(404);
    expect((await getXml(customer, 999_999)).statusCode).toBe(404);
  });
});

describe('UUID version 5', () => {
  it('is RFC 4122’s: www.example.com in the DNS namespace', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });
});

describe('without the portal’s tax identity configured', () => {
  let bare: TTestApp;
  beforeAll(async () => {
    bare = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('answers 503 rather than an XML without its seller', async () => {
    const db = bare.app.db;
    const person = await createUserWithRole(db, 'customer');
    const company = await createCompany(db, [person.id], { status: 4 });
    const id = await paidInvoice(db, company, [['Paket', 100_000]]);
    const res = await bare.app.inject({
      method: 'GET',
      url: `/api/invoices/${id}/xml`,
      headers: { ...bearer(person.token), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain('PDF');
  });
});
