import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { TInvoiceLineRow, TInvoiceRow } from './invoice-repository.ts';

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
  { invoiceId: 7, description: 'Başlangıç Paketi', quantity: 1, unitPrice: 149_000, total: 149_000 },
  { invoiceId: 7, description: 'Elektronik İmza (3 Yıl)', quantity: 1, unitPrice: 125_000, total: 125_000 },
  { invoiceId: 7, description: 'Şirket Kaşesi', quantity: 1, unitPrice: 25_000, total: 25_000 },
];

/** The characters the PDF's text maps back to (its ToUnicode table), readable when not compressed. */
function unicodeOf(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const codes = [...text.matchAll(/<([0-9a-f]{4})>/g)].map((m) => Number.parseInt(m[1] ?? '0', 16));
  return String.fromCodePoint(...codes);
}

describe('the invoice PDF', () => {
  it('is a small PDF with an embedded Unicode font', async () => {
    const pdf = await renderInvoicePdf(invoice, lines, 'tr');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(60_000);
  });

  it('writes Turkish characters, the labels, the date in Istanbul and KDV in Turkish', async () => {
    const pdf = await renderInvoicePdf(invoice, lines, 'tr', { compress: false });
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    const characters = unicodeOf(pdf);
    for (const letter of ['ğ', 'ş', 'ı', 'İ', 'ç', 'Ç', 'ö', 'ü', 'Ş', 'Ü', 'Ö', 'Ğ']) {
      expect(characters, letter).toContain(letter);
    }
  });

  it('follows the language of the request', async () => {
    const english = unicodeOf(await renderInvoicePdf(invoice, lines, 'en', { compress: false }));
    const turkish = unicodeOf(await renderInvoicePdf(invoice, lines, 'tr', { compress: false }));
    // Letters that only the English labels use ("INVOICE", "Qty", "VAT").
    expect(english).toContain('Q');
    expect(english).toContain('V');
    expect(turkish).not.toContain('Q');
  });
});
