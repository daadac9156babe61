import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { invoiceTotals, VAT_RATE_PERCENT } from '@portal/contracts/payments/invoice-totals';
import type { TInvoice } from '@portal/contracts/payments/payment-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountInformations } from '../../../db/schema/accounts.ts';
import { payments } from '../../../db/schema/payments.ts';
import { products } from '../../../db/schema/products.ts';
import { subscriptionCharges, subscriptions } from '../../../db/schema/subscriptions.ts';
import type { TSeller } from '../../../plugins/seller-config.ts';
import { bearer, RELAXED_LIMITS } from '../../../test/auth-helpers.ts';
import { createCompany, createUserWithRole, type TFixtureUser } from '../../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../../test/test-app.ts';
import { renderInvoicePdf, type TInvoicePdfInput } from './invoice-pdf.ts';
import type { TInvoiceLineRow, TInvoiceRow } from './invoice-repository.ts';
import { issueInvoice } from './invoice-service.ts';
import { portalInvoiceUuid } from './invoice-xml.ts';

const folder = mkdtempSync(join(tmpdir(), 'portal-invoice-pdf-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const run = promisify(execFile);

/**
 * The PDF's text, as poppler's pdftotext reads it (another reader than the one that wrote it),
 * with its white space folded: lines and pages may break anywhere.
 */
async function pdfText(pdf: Buffer): Promise<string> {
  const file = join(folder, `${randomUUID()}.pdf`);
  writeFileSync(file, pdf);
  try {
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    return stdout.replace(/\s+/g, ' ');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('pdftotext is not installed: apt-get install -y poppler-utils');
    }
    throw error;
  }
}

const invoice: TInvoiceRow = {
  id: 7,
  number: 'FP-2026-000042',
  accountId: 3,
  accountName: 'Ağaoğlu Güneş Işık Çiçekçilik İnşaat Gökçe ÖĞÜ Ltd. Şti.',
  issuedAt: new Date('2026-03-01T21:30:00Z'),
  subtotal: 299_000,
  vatRate: 20,
  vat: 59_800,
  total: 358_800,
  cardLast4: '0008',
  cardBrand: 'mastercard',
};
const lines: TInvoiceLineRow[] = [
  {
    invoiceId: 7,
    description: 'Başlangıç Paketi',
    quantity: 1,
    unitPrice: 149_000,
    total: 149_000,
    period: { start: '2026-03-02', end: '2026-04-01' },
  },
  {
    invoiceId: 7,
    description: 'Elektronik İmza (3 Yıl)',
    quantity: 1,
    unitPrice: 125_000,
    total: 125_000,
    period: null,
  },
  { invoiceId: 7, description: 'Şirket Kaşesi', quantity: 1, unitPrice: 25_000, total: 25_000, period: null },
];
const seller: TSeller = {
  name: 'Firmaport Bilişim ve Danışmanlık A.Ş.',
  address: 'Maslak Mah. Büyükdere Cad. No: 237',
  district: 'Sarıyer',
  city: 'İstanbul',
  phone: '+90 212 555 44 33',
  email: 'destek@firmaport.com.tr',
  taxIdentity: { vkn: '7330035789', taxOffice: 'Maslak' },
  mersisNo: '0733003578900015',
};
const input: TInvoicePdfInput = {
  invoice,
  lines,
  seller,
  buyer: {
    name: 'ignored: the invoice keeps the name it was issued under',
    taxNumber: '1234567890',
    taxOffice: 'Kadıköy',
    address: 'Caferağa Mah. Moda Cad. No: 12 D: 3',
    district: 'Kadıköy',
    city: 'İstanbul',
    email: '',
    phone: '',
  },
  webAddress: 'https://portal.example.com',
};

/** The characters the PDF's text maps back to (its ToUnicode table), readable when not compressed. */
function unicodeOf(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const codes = [...text.matchAll(/<([0-9a-f]{4})>/g)].map((m) => Number.parseInt(m[1] ?? '0', 16));
  return String.fromCodePoint(...codes);
}

describe('the invoice PDF', () => {
  it('is a small PDF with an embedded Unicode font', async () => {
    const pdf = await renderInvoicePdf(input, 'tr');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(60_000);
    const raw = (await renderInvoicePdf(input, 'tr', { compress: false })).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
  });

  it('carries what a Turkish e-Arşiv invoice must, in Turkish', async () => {
    const text = await pdfText(await renderInvoicePdf(input, 'tr'));
    for (const field of [
      'e-ARŞİV FATURA',
      // The seller, from its configuration: title, address, tax office, VKN, MERSİS number, contact.
      'SATICI',
      'Firmaport Bilişim ve Danışmanlık A.Ş.',
      'Maslak Mah. Büyükdere Cad. No: 237',
      'Sarıyer / İstanbul',
      'Vergi Dairesi: Maslak',
      'VKN: 7330035789',
      'MERSİS No: 0733003578900015',
      'Telefon: +90 212 555 44 33',
      'E-posta: destek@firmaport.com.tr',
      // The buyer: the name on the invoice, its address, tax office and tax number.
      'ALICI',
      'Ağaoğlu Güneş Işık Çiçekçilik İnşaat Gökçe ÖĞÜ Ltd. Şti.',
      'Caferağa Mah. Moda Cad. No: 12 D: 3',
      'Kadıköy / İstanbul',
      'Vergi Dairesi: Kadıköy',
      'VKN: 1234567890',
      // The number (GİB's form and the portal's), the date in Istanbul, the ETTN of the XML.
      'Fatura No: FPA2026000000042',
      'Portal Fatura No: FP-2026-000042',
      'Tarih: 02.03.2026 00:30',
      `ETTN: ${portalInvoiceUuid(7)}`,
      'Senaryo: EARSIVFATURA',
      'Fatura Tipi: SATIŞ',
      // The lines: quantity, unit price, KDV rate, amount; the period a monthly line pays.
      'Açıklama Adet Birim Fiyat KDV Oranı Tutar',
      'Başlangıç Paketi',
      'Dönem: 02.03.2026 – 01.04.2026',
      '1 ₺1.490,00 %20 ₺1.490,00',
      'Elektronik İmza (3 Yıl) 1 ₺1.250,00 %20 ₺1.250,00',
      'Şirket Kaşesi 1 ₺250,00 %20 ₺250,00',
      // The totals: the tax base, the KDV, the total.
      'Mal/Hizmet Toplam Tutarı (Matrah) ₺2.990,00',
      'Hesaplanan KDV (%20) ₺598,00',
      'Vergiler Dahil Toplam Tutar ₺3.588,00',
      'Ödenecek Tutar ₺3.588,00',
      // How and when it was paid, and the notes of an e-Arşiv invoice of an internet sale.
      'Ödeme şekli: kredi/banka kartı (Mastercard **** **** **** 0008)',
      'Ödeme tarihi: 02.03.2026 00:30',
      'e-Arşiv izni kapsamında elektronik ortamda iletilmiştir.',
      'Bu satış internet üzerinden yapılmıştır. İnternet adresi: https://portal.example.com',
    ]) {
      expect(text, field).toContain(field);
    }
  });

  it('names a TCKN as such, and leaves out what is not configured rather than inventing it', async () => {
    const text = await pdfText(
      await renderInvoicePdf(
        {
          ...input,
          seller: { ...seller, taxIdentity: null, mersisNo: null },
          buyer: { ...input.buyer, taxNumber: '10000000146', taxOffice: '' },
        },
        'tr',
      ),
    );
    expect(text).toContain('TCKN: 10000000146');
    expect(text).not.toContain('VKN:');
    expect(text).not.toContain('MERSİS');
    expect(text).not.toContain('Vergi Dairesi');
  });

  it('follows the language of the request', async () => {
    const text = await pdfText(await renderInvoicePdf(input, 'en'));
    for (const field of [
      'e-ARCHIVE INVOICE',
      'SELLER',
      'BUYER',
      'Tax number (VKN): 7330035789',
      'Phone: +90 212 555 44 33',
      'E-mail: destek@firmaport.com.tr',
      'Period: 02/03/2026 – 01/04/2026',
      // English writes the lira's code (with a no-break space, folded by pdfText).
      'Total before VAT (tax base) TRY 2,990.00',
      'VAT (KDV 20%) TRY 598.00',
      'This sale was made over the internet.',
    ]) {
      expect(text, field).toContain(field);
    }
    expect(unicodeOf(await renderInvoicePdf(input, 'tr', { compress: false }))).not.toContain('Q');
  });

  it('writes a credit note under its own number, naming the invoice it refunds', async () => {
    const text = await pdfText(
      await renderInvoicePdf(input, 'tr', {
        creditNote: {
          number: 'IA-2026-000003',
          issuedAt: new Date('2026-03-05T09:00:00Z'),
          invoiceNumber: 'FP-2026-000042',
        },
      }),
    );
    for (const field of [
      'İADE FATURASI',
      'Fatura No: IA-2026-000003',
      'Tarih: 05.03.2026 12:00',
      'İade Edilen Fatura: FPA2026000000042 (FP-2026-000042)',
      `İade Edilen Fatura ETTN: ${portalInvoiceUuid(7)}`,
      'İade Edilen Tutar ₺3.588,00',
      'İade edilen kart: Mastercard **** **** **** 0008',
    ]) {
      expect(text, field).toContain(field);
    }
    expect(text).not.toContain('Ödenecek Tutar');
  });
});

describe('GET invoices and the PDF of a paid packet', () => {
  let t: TTestApp;
  let customer: TFixtureUser;
  let invoiceId: number;

  beforeAll(async () => {
    t = await buildTestApp(
      {
        INVOICE_SELLER_NAME: 'Örnek Portal Hizmetleri A.Ş.',
        INVOICE_SELLER_ADDRESS: 'Kızılay Mah. Atatürk Blv. No: 100',
        INVOICE_SELLER_DISTRICT: 'Çankaya',
        INVOICE_SELLER_CITY: 'Ankara',
        INVOICE_SELLER_VKN: '7330035789',
        INVOICE_SELLER_TAX_OFFICE: 'Çankaya',
        INVOICE_SELLER_MERSIS_NO: '0733003578900015',
        // Read as typed in Turkey, printed the international way.
        INVOICE_SELLER_PHONE: '0312 444 12 34',
        INVOICE_SELLER_EMAIL: 'Fatura@Ornekportal.com.tr',
      },
      { rateLimits: RELAXED_LIMITS },
    );
    const db = t.app.db;
    customer = await createUserWithRole(db, 'customer');
    const accountId = await createCompany(db, [customer.id], { status: 4, name: 'Deniz Yazılım Ltd. Şti.' });
    await db.insert(accountInformations).values([
      { accountId, key: 'tax_number', value: '1234567890' },
      { accountId, key: 'tax_office', value: 'Kadıköy' },
      { accountId, key: 'neighbourhood', value: 'Caferağa Mah.' },
      { accountId, key: 'street', value: 'Moda Cad.' },
      { accountId, key: 'buildingNo', value: 'No: 12' },
      { accountId, key: 'city', value: 'İstanbul' },
      { accountId, key: 'district', value: 'Kadıköy' },
    ]);
    const [packet] = await db
      .select({ id: products.id, brandId: products.brandId })
      .from(products)
      .where(and(eq(products.code, 'accountant-standard')));
    const [oneOff] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.billing, 'one_off')))
      .limit(1);
    if (!packet || !oneOff) throw new Error('no seeded products');
    const totals = invoiceTotals([
      { unit_price: 249_000, quantity: 1 },
      { unit_price: 25_000, quantity: 1 },
    ]);
    const [payment] = await db
      .insert(payments)
      .values({
        accountId,
        productId: packet.id,
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
    // Paid at 12:00 on 25 November 2026 in Istanbul: the month runs to 24 December.
    const start = new Date('2026-11-25T09:00:00Z');
    const end = new Date('2026-12-25T09:00:00Z');
    invoiceId = await issueInvoice(db, {
      paymentId: payment.id,
      accountId,
      at: start,
      invoiceYear: '2026',
      lines: [
        {
          productId: packet.id,
          description: 'Standart Paket',
          quantity: 1,
          unitPrice: 249_000,
          total: 249_000,
          nextPaymentAt: end,
        },
        {
          productId: oneOff.id,
          description: 'Şirket Kaşesi',
          quantity: 1,
          unitPrice: 25_000,
          total: 25_000,
          nextPaymentAt: null,
        },
      ],
      totals: { ...totals, vatRate: VAT_RATE_PERCENT },
    });
    const [subscription] = await db
      .insert(subscriptions)
      .values({
        accountId,
        productId: packet.id,
        brandId: packet.brandId,
        currentPeriodStart: start,
        currentPeriodEnd: end,
        nextPaymentAt: end,
      })
      .returning({ id: subscriptions.id });
    if (!subscription) throw new Error('no subscription');
    await db.insert(subscriptionCharges).values({
      subscriptionId: subscription.id,
      periodStart: start,
      periodEnd: end,
      status: 'succeeded',
      amount: totals.total,
      paymentId: payment.id,
      chargedAt: start,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists what was bought, the monthly line with the period it pays', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/invoices', headers: bearer(customer.token) });
    expect(res.statusCode, res.body).toBe(200);
    const listed = (res.json().result.data as TInvoice[]).find((row) => row.id === invoiceId);
    expect(listed?.lines.map(({ description, period }) => ({ description, period }))).toEqual([
      { description: 'Standart Paket', period: { start: '2026-11-25', end: '2026-12-24' } },
      { description: expect.any(String), period: null },
    ]);
  });

  it('writes the configured seller and the company’s details into the PDF', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoiceId}/pdf`,
      headers: { ...bearer(customer.token), 'accept-language': 'tr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    for (const field of [
      'Örnek Portal Hizmetleri A.Ş.',
      'Kızılay Mah. Atatürk Blv. No: 100',
      'Çankaya / Ankara',
      'Vergi Dairesi: Çankaya',
      'VKN: 7330035789',
      'MERSİS No: 0733003578900015',
      'Telefon: +90 312 444 12 34',
      'E-posta: Fatura@Ornekportal.com.tr',
      'Deniz Yazılım Ltd. Şti.',
      'Caferağa Mah. Moda Cad. No: 12',
      'Kadıköy / İstanbul',
      'Vergi Dairesi: Kadıköy',
      'VKN: 1234567890',
      'Standart Paket',
      'Dönem: 25.11.2026 – 24.12.2026',
      `ETTN: ${portalInvoiceUuid(invoiceId)}`,
      'Mal/Hizmet Toplam Tutarı (Matrah) ₺2.740,00',
      'Hesaplanan KDV (%20) ₺548,00',
      'Vergiler Dahil Toplam Tutar ₺3.288,00',
    ]) {
      expect(text, field).toContain(field);
    }
  });
});
