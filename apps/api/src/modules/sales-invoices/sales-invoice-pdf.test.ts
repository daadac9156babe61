import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { invoiceFigures, lineAmounts } from '@portal/contracts/sales-invoices/invoice-totals';
import type { TSalesInvoice, TSalesInvoiceLine } from '@portal/contracts/sales-invoices/sales-invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInvoiceDocument, TInvoiceParty } from './invoice-document.ts';
import { renderSalesInvoicePdf, salesInvoicePdfFileName } from './sales-invoice-pdf.ts';

const run = promisify(execFile);

type TLineInput = Pick<TSalesInvoiceLine, 'name' | 'quantity' | 'unit' | 'unit_price' | 'kdv_rate'> &
  Partial<Pick<TSalesInvoiceLine, 'discount_rate' | 'withholding_code' | 'exemption_code'>>;

function line(input: TLineInput): TSalesInvoiceLine {
  const figures = { discount_rate: 0, withholding_code: null, exemption_code: null, ...input };
  const { discount_amount, net_amount, kdv_amount, withheld_kdv } = lineAmounts(figures);
  return { ...figures, discount_amount, net_amount, kdv_amount, withheld_kdv };
}

const seller: TInvoiceParty = {
  name: 'Çağlar & Şükrü Ağaoğlu Yazılım İnşaat A.Ş.',
  taxNumber: '1234567890',
  taxOffice: 'Kadıköy',
  address: 'Caferağa Mah. Moda Cad. No: 12',
  city: 'İstanbul',
  district: 'Kadıköy',
  email: 'fatura@caglar.example',
  phone: '+90 216 555 00 00',
};
const buyer: TInvoiceParty = {
  name: 'Işıl Güneş Öztürk',
  taxNumber: '12345678901',
  taxOffice: 'Çankaya',
  address: 'Atatürk Bulvarı 5/3',
  city: 'Ankara',
  district: 'Çankaya',
  email: '',
  phone: '',
};

function document(
  overrides: Partial<TSalesInvoice> & { number: string; lines: TSalesInvoiceLine[] },
  returnsInvoice: TInvoiceDocument['returnsInvoice'] = null,
): TInvoiceDocument {
  const figures = invoiceFigures(overrides.lines);
  return {
    invoice: {
      id: 1,
      uuid: 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
      status: 'issued',
      type: 'SATIS',
      profile: 'TICARIFATURA',
      counterparty_id: 2,
      counterparty_name: buyer.name,
      issue_date: '2026-11-28',
      due_date: '2026-12-28',
      currency: 'TRY',
      exchange_rate: null,
      note: '',
      totals: { ...figures, open_amount: figures.payable_amount },
      payable_try: figures.payable_amount,
      returns_invoice_id: null,
      overdue: false,
      issued_at: '2026-11-27T21:30:00.000Z',
      cancelled_at: null,
      created_at: '2026-11-27T20:00:00.000Z',
      delivery: null,
      ...overrides,
    },
    seller,
    buyer,
    returnsInvoice,
    issuedAt: new Date('2026-11-27T21:30:00Z'),
  };
}

/** 2 × 1500.00 less 10 % (KDV 540.00, 7/10 withheld), 3.5 kg × 123.45, 500.00 at 10 %: pays 3930.50. */
const withheldInvoice = document({
  number: 'ABC2026000000007',
  type: 'TEVKIFAT',
  note: 'Ödeme 30 gün içinde yapılır; ağır şartlı.',
  lines: [
    line({
      name: 'Forklift bakım & onarımı',
      quantity: 2,
      unit: 'HUR',
      unit_price: 150_000,
      discount_rate: 10,
      kdv_rate: 20,
      withholding_code: '603',
    }),
    line({ name: 'Yedek parça (şaft)', quantity: 3.5, unit: 'KGM', unit_price: 12_345, kdv_rate: 20 }),
    line({ name: 'Kullanım kılavuzu', quantity: 1, unit: 'C62', unit_price: 50_000, kdv_rate: 10 }),
  ],
});

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'sales-invoice-pdf-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The PDF's text as poppler lays it out (pages separated by form feeds). */
async function textOf(pdf: Buffer, name: string): Promise<string> {
  const file = join(folder, `${name}.pdf`);
  await writeFile(file, pdf);
  try {
    const { stdout } = await run('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    return stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('pdftotext is not installed: apt-get install -y poppler-utils');
    }
    throw error;
  }
}

describe('the sales invoice PDF', () => {
  it('carries what a Turkish invoice must, in Turkish', async () => {
    const text = await textOf(await renderSalesInvoicePdf(withheldInvoice, 'tr', { compress: false }), 'tr');
    expect(text).toContain('FATURA');
    expect(text).toContain(seller.name);
    expect(text).toContain(buyer.name);
    expect(text).toContain('Kadıköy / İstanbul');
    expect(text).toContain('Vergi dairesi: Kadıköy');
    expect(text).toContain('VKN/TCKN: 1234567890');
    expect(text).toContain('VKN/TCKN: 12345678901');
    expect(text).toMatch(/Fatura no\s+ABC2026000000007/);
    expect(text).toMatch(/Tarih\s+28\.11\.2026/);
    expect(text).toMatch(/Vade tarihi\s+28\.12\.2026/);
    expect(text).toContain('f47ac10b-58cc-4372-a567-0e02b2c3d479');
    expect(text).toMatch(/Senaryo\s+TICARIFATURA/);
    expect(text).toMatch(/Fatura tipi\s+TEVKIFAT/);
    expect(text).toMatch(/Forklift bakım & onarımı\s+2 HUR\s+₺1\.500,00\s+%10\s+%20\s+₺2\.700,00/);
    expect(text).toMatch(/Yedek parça \(şaft\)\s+3,5 KGM\s+₺123,45\s+%20\s+₺432,08/);
    expect(text).toMatch(/Mal\/hizmet toplam tutarı\s+₺3\.932,08/);
    expect(text).toMatch(/Toplam iskonto\s+₺300,00/);
    expect(text).toMatch(/Hesaplanan KDV \(%10\)\s+₺50,00/);
    expect(text).toMatch(/Hesaplanan KDV \(%20\)\s+₺626,42/);
    expect(text).toMatch(/KDV tevkifatı \(603, 7\/10\)\s+₺378,00/);
    expect(text).toMatch(/Vergiler dahil toplam tutar\s+₺4\.308,50/);
    expect(text).toMatch(/Ödenecek tutar\s+₺3\.930,50/);
    expect(text).toContain('Ödeme 30 gün içinde yapılır; ağır şartlı.');
    for (const letter of ['ğ', 'ş', 'ı', 'İ', 'Ş', 'Ç', 'ö', 'ü']) expect(text, letter).toContain(letter);
    expect(text).not.toContain('İPTAL');
  });

  it('follows the reader’s language', async () => {
    const text = await textOf(await renderSalesInvoicePdf(withheldInvoice, 'en', { compress: false }), 'en');
    expect(text).toContain('INVOICE');
    expect(text).toContain(seller.name);
    expect(text).toMatch(/Tax number \(VKN\/TCKN\): 1234567890/);
    expect(text).toMatch(/Tax number \(VKN\/TCKN\): 12345678901/);
    expect(text).toMatch(/Invoice no\.\s+ABC2026000000007/);
    expect(text).toMatch(/Due date\s+28\/12\/2026/);
    expect(text).toContain('f47ac10b-58cc-4372-a567-0e02b2c3d479');
    expect(text).toMatch(/KDV withheld \(603, 7\/10\)\s+TRY\s378\.00/);
    expect(text).toMatch(/Amount payable\s+TRY\s3,930\.50/);
    expect(text).toContain('Işıl Güneş Öztürk');
  });

  it('states a foreign currency’s rate and lira payable, and exemption reasons', async () => {
    const usd = document({
      number: 'ABC2026000000009',
      type: 'ISTISNA',
      currency: 'USD',
      exchange_rate: '34.5678',
      lines: [
        line({
          name: 'Tekstil ürünü',
          quantity: 10,
          unit: 'C62',
          unit_price: 12_000,
          kdv_rate: 0,
          exemption_code: '301',
        }),
      ],
    });
    const text = await textOf(await renderSalesInvoicePdf(usd, 'tr', { compress: false }), 'usd');
    expect(text).toMatch(/Ödenecek tutar\s+\$1\.200,00/);
    expect(text).toContain('Döviz kuru: 1 USD = 34,5678 TL');
    // 1200.00 × 34.5678 = 41481.36.
    expect(text).toContain('Ödenecek tutar (TL): ₺41.481,36');
    expect(text).toContain('KDV istisnası: 301 11/1-a Mal ihracatı');
  });

  it('titles a return, names the invoice it returns, and marks a cancelled invoice', async () => {
    const returned = document(
      {
        number: 'ABC2026000000010',
        type: 'IADE',
        status: 'cancelled',
        lines: [line({ name: 'İade: şişe', quantity: 4, unit: 'C62', unit_price: 7_550, kdv_rate: 20 })],
      },
      { number: 'ABC2026000000003', issueDate: '2026-11-02' },
    );
    const text = await textOf(await renderSalesInvoicePdf(returned, 'tr', { compress: false }), 'return');
    expect(text).toContain('İADE FATURASI');
    expect(text).toContain('İPTAL EDİLDİ');
    expect(text).toContain('İade edilen fatura: ABC2026000000003 (02.11.2026)');
    const english = await textOf(
      await renderSalesInvoicePdf(returned, 'en', { compress: false }),
      'return-en',
    );
    expect(english).toContain('RETURN INVOICE');
    expect(english).toContain('CANCELLED');
    expect(english).toContain('Returned invoice: ABC2026000000003 (02/11/2026)');
  });

  it('continues lines that overflow a page on the next, under the header again', async () => {
    const many = document({
      number: 'ABC2026000000011',
      lines: Array.from({ length: 100 }, (_, index) =>
        line({
          name: `Kalem ${index + 1} şırınga`,
          quantity: 1,
          unit: 'C62',
          unit_price: 1_000,
          kdv_rate: 20,
        }),
      ),
    });
    const text = await textOf(await renderSalesInvoicePdf(many, 'tr', { compress: false }), 'many');
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages.slice(0, -1)) expect(page).toMatch(/Mal\/hizmet\s+Miktar\s+Birim fiyat/);
    for (let index = 1; index <= 100; index++) expect(text).toContain(`Kalem ${index} şırınga`);
    expect(text).toMatch(/Ödenecek tutar\s+₺1\.200,00/);
  });

  it('is small when compressed, and named for download', async () => {
    const pdf = await renderSalesInvoicePdf(withheldInvoice, 'tr');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(80_000);
    expect(salesInvoicePdfFileName(withheldInvoice, 'tr')).toBe('fatura-ABC2026000000007.pdf');
    expect(salesInvoicePdfFileName(withheldInvoice, 'en')).toBe('invoice-ABC2026000000007.pdf');
  });
});
