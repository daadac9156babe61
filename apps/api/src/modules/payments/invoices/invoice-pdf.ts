import { createRequire } from 'node:module';
import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import { formatKurus } from '@portal/contracts/common/money';
import type { TCardBrand } from '@portal/contracts/payments/card';
import { translate } from '../../../plugins/i18n/messages.ts';
import { toCardBrand } from '../payment-rules.ts';
import type { TInvoiceLineRow, TInvoiceRow } from './invoice-repository.ts';

/*
 * The invoice as a PDF. PDF's built-in fonts cannot write ğ, ş, ı or İ, so DejaVu Sans (from the
 * dejavu-fonts-ttf package, nothing fetched at run time) is embedded; pdfkit keeps only the
 * glyphs used, so an invoice stays around 20 kB.
 */
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
// Fonts are chosen by their file, never by a registered alias: pdfkit re-reads and re-parses an
// aliased font file each time a document switches back to it (most of a render's time).

/** Who issues the invoices. */
const SELLER_NAME = 'Firmaport';

const CARD_BRAND_NAMES: Record<TCardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  troy: 'Troy',
  other: '',
};

const LEFT = 50;
const RIGHT = 545;
/** Table columns: description, quantity, unit price, amount. */
const COLUMNS = [
  { x: LEFT, width: 245, align: 'left' },
  { x: 300, width: 45, align: 'right' },
  { x: 350, width: 95, align: 'right' },
  { x: 450, width: 95, align: 'right' },
] as const;

export type TInvoicePdfOptions = {
  /** Off in tests that read the text; on (the default) for downloads. */
  compress?: boolean;
  /** A credit note: the invoice's lines and totals given back, under the credit note's number and date. */
  creditNote?: { number: string; issuedAt: Date; invoiceNumber: string };
};

/** The invoice's PDF in the reader's language: labels, dates (Istanbul) and money. */
export async function renderInvoicePdf(
  invoice: TInvoiceRow,
  lines: readonly TInvoiceLineRow[],
  language: TLanguage,
  options: TInvoicePdfOptions = {},
): Promise<Buffer> {
  // Loaded on the first PDF: about 20 MB that a process serving no invoice would keep.
  const { default: PDFDocument } = await import('pdfkit');
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(language, key, params);
  const money = (kurus: number) => formatKurus(kurus, language);
  const credit = options.creditNote;
  const title = t(credit ? 'invoices.pdf.creditTitle' : 'invoices.pdf.title');
  const number = credit?.number ?? invoice.number;
  const issuedAt = credit?.issuedAt ?? invoice.issuedAt;
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    font: FONT_REGULAR,
    compress: options.compress ?? true,
    lang: language,
    info: {
      Title: `${title} ${number}`,
      Author: SELLER_NAME,
      CreationDate: issuedAt,
    },
  });

  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Heading: the seller on the left, the title on the right.
  doc.font(FONT_BOLD).fontSize(20).text(SELLER_NAME, LEFT, 50);
  doc
    .font(FONT_BOLD)
    .fontSize(16)
    .text(title, LEFT, 54, { width: RIGHT - LEFT, align: 'right' });

  doc.font(FONT_REGULAR).fontSize(10);
  let y = 100;
  for (const [label, value] of [
    [t('invoices.pdf.number'), number],
    [t('invoices.pdf.date'), formatIstanbulDateTime(issuedAt, language)],
    [t('invoices.pdf.customer'), invoice.accountName],
    ...(credit ? [['', t('invoices.pdf.creditFor', { number: credit.invoiceNumber })] as const] : []),
  ] as const) {
    doc.font(FONT_BOLD).text(label, LEFT, y, { width: 100 });
    doc.font(FONT_REGULAR).text(value, LEFT + 100, y, { width: RIGHT - LEFT - 100 });
    y += 16;
  }

  y += 20;
  const row = (cells: readonly string[], font: 'regular' | 'bold') => {
    doc.font(font === 'bold' ? FONT_BOLD : FONT_REGULAR).fontSize(10);
    const height = Math.max(
      ...cells.map((cell, index) => doc.heightOfString(cell, { width: COLUMNS[index]?.width ?? 100 })),
    );
    cells.forEach((cell, index) => {
      const column = COLUMNS[index];
      if (column) doc.text(cell, column.x, y, { width: column.width, align: column.align });
    });
    y += height + 8;
  };
  const rule = () => {
    doc
      .moveTo(LEFT, y - 4)
      .lineTo(RIGHT, y - 4)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  };

  row(
    [
      t('invoices.pdf.description'),
      t('invoices.pdf.quantity'),
      t('invoices.pdf.unitPrice'),
      t('invoices.pdf.lineTotal'),
    ],
    'bold',
  );
  rule();
  for (const line of lines) {
    row([line.description, String(line.quantity), money(line.unitPrice), money(line.total)], 'regular');
  }
  rule();

  y += 6;
  const total = (label: string, value: string, font: 'regular' | 'bold') => {
    doc.font(font === 'bold' ? FONT_BOLD : FONT_REGULAR).fontSize(font === 'bold' ? 12 : 10);
    doc.text(label, 300, y, { width: 145, align: 'right' });
    doc.text(value, 450, y, { width: 95, align: 'right' });
    y += font === 'bold' ? 20 : 16;
  };
  total(t('invoices.pdf.subtotal'), money(invoice.subtotal), 'regular');
  total(t('invoices.pdf.vat', { rate: invoice.vatRate }), money(invoice.vat), 'regular');
  total(t('invoices.pdf.total'), money(invoice.total), 'bold');

  const card =
    `${CARD_BRAND_NAMES[toCardBrand(invoice.cardBrand)]} **** **** **** ${invoice.cardLast4}`.trim();
  doc
    .font(FONT_REGULAR)
    .fontSize(9)
    .fillColor('#444444')
    .text(t(credit ? 'invoices.pdf.refundedTo' : 'invoices.pdf.paidWith', { card }), LEFT, y + 20, {
      width: RIGHT - LEFT,
    });

  doc.end();
  return done;
}
