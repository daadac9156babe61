import { INTL_LOCALES } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import { EXEMPTION_CODES, WITHHOLDING_CODES } from '@portal/contracts/sales-invoices/invoice-codes';
import {
  invoiceFigures,
  lineAmounts,
  parseExchangeRate,
  toLira,
} from '@portal/contracts/sales-invoices/invoice-totals';
import type { TSalesInvoiceLine } from '@portal/contracts/sales-invoices/sales-invoices';
import { type TMessageKey, type TMessageParams, translate } from '../../plugins/i18n/messages.ts';
import { A4_WIDTH, PdfPage, type TPdfFont } from '../../plugins/pdf/pdf-page.ts';
import type { TInvoiceDocument, TInvoiceParty } from './invoice-document.ts';
import { ANONYMOUS_TCKN } from './ubl-invoice.ts';

/*
 * An issued sales invoice as a PDF, in the reader's language: what a Turkish invoice must show
 * (VUK 230: both parties with their tax office and number, the number and date, the lines with
 * quantity and price, KDV per rate, withheld KDV) and what an e-invoice adds (ETTN, scenario,
 * type). The figures are worked out from the lines by the rules that stored them, as the XML's
 * are, so the two never disagree. The page, its fonts and its breaks are plugins/pdf/pdf-page.ts's.
 */

const MARGIN = 40;
const LEFT = MARGIN;
const RIGHT = A4_WIDTH - MARGIN;
const HALF = (LEFT + RIGHT) / 2;
/** The lines' columns: description, quantity, unit price, discount, KDV rate, amount. */
const COLUMNS = [
  { x: LEFT, width: 185, align: 'left' },
  { x: 228, width: 62, align: 'right' },
  { x: 293, width: 75, align: 'right' },
  { x: 371, width: 45, align: 'right' },
  { x: 419, width: 38, align: 'right' },
  { x: 460, width: RIGHT - 460, align: 'right' },
] as const;
const TABLE_FONT_SIZE = 8.5;

type TSalesInvoicePdfOptions = {
  /** Off in tests that read the text; on (the default) for downloads. */
  compress?: boolean;
};

/** Formatters per language, made once (building one costs far more than using it). */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(language: TLanguage, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language], options);
    formatters.set(key, format);
  }
  return format;
}

/** An amount in the currency's smallest unit, always with two decimals as an invoice states it. */
export function formatInvoiceMoney(amount: number, currency: string, language: TLanguage): string {
  return numberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount / 100);
}

/** A calendar date `YYYY-MM-DD` as `dd.mm.yyyy` (tr) or `dd/mm/yyyy` (en); noon UTC keeps the day. */
export function formatInvoiceDate(date: string, language: TLanguage): string {
  const key = `date:${language}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      timeZone: 'UTC',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    formatters.set(key, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

/** The download's file name: `fatura-ABC2026000000001.pdf`. */
export function salesInvoicePdfFileName(document: TInvoiceDocument, language: TLanguage): string {
  return `${translate(language, 'salesInvoices.pdf.fileName')}-${document.invoice.number}.pdf`;
}

type TLineWithAmounts = TSalesInvoiceLine & ReturnType<typeof lineAmounts>;

/** The invoice's PDF: labels, dates and money in the reader's language. */
export async function renderSalesInvoicePdf(
  document: TInvoiceDocument,
  language: TLanguage,
  options: TSalesInvoicePdfOptions = {},
): Promise<Buffer> {
  const { invoice, seller, buyer } = document;
  const t = (key: TMessageKey, params?: TMessageParams) => translate(language, key, params);
  const money = (amount: number) => formatInvoiceMoney(amount, invoice.currency, language);
  const percent = (rate: number) =>
    numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100);
  const plainNumber = (value: number, decimals: number) =>
    numberFormat(language, { maximumFractionDigits: decimals }).format(value);

  const lines: TLineWithAmounts[] = invoice.lines.map((line) => ({ ...line, ...lineAmounts(line) }));
  const totals = invoiceFigures(invoice.lines);
  const title = t(invoice.type === 'IADE' ? 'salesInvoices.pdf.returnTitle' : 'salesInvoices.pdf.title');

  const page = await PdfPage.open({
    margin: MARGIN,
    compress: options.compress ?? true,
    language,
    info: { Title: `${title} ${invoice.number}`, Author: seller.name, CreationDate: document.issuedAt },
  });
  const pdf = page.doc;

  // Heading: the seller's name on the left, the title (and a cancelled mark) on the right.
  page.useFont('bold').fontSize(16);
  const titleWidth = 200;
  pdf.text(title, RIGHT - titleWidth, page.y, { width: titleWidth, align: 'right' });
  if (invoice.status === 'cancelled') {
    pdf
      .fillColor('#c0392b')
      .fontSize(12)
      .text(t('salesInvoices.pdf.cancelled'), RIGHT - titleWidth, page.y + 22, {
        width: titleWidth,
        align: 'right',
      })
      .fillColor('black');
  }
  pdf.fontSize(14).text(seller.name, LEFT, page.y, { width: RIGHT - LEFT - titleWidth - 10 });
  page.y = Math.max(pdf.y, page.y + (invoice.status === 'cancelled' ? 40 : 24)) + 10;

  // The parties side by side.
  const partyBlock = (label: string, party: TInvoiceParty, x: number, top: number): number => {
    const width = HALF - LEFT - 10;
    page.useFont('bold').fontSize(9).text(label, x, top, { width });
    page
      .useFont('bold')
      .fontSize(9.5)
      .text(party.name, x, pdf.y + 2, { width });
    page.useFont('regular').fontSize(9);
    const place = [party.district, party.city].filter((part) => part.trim() !== '').join(' / ');
    for (const text of [
      party.address,
      place,
      party.taxOffice.trim() === '' ? '' : t('salesInvoices.pdf.taxOffice', { office: party.taxOffice }),
      t('salesInvoices.pdf.taxNumber', { number: party.taxNumber ?? ANONYMOUS_TCKN }),
      party.phone,
      party.email,
    ]) {
      if (text.trim() !== '') pdf.text(text, x, pdf.y + 1, { width });
    }
    return pdf.y;
  };
  const partiesTop = page.y;
  const sellerEnd = partyBlock(t('salesInvoices.pdf.seller'), seller, LEFT, partiesTop);
  const buyerEnd = partyBlock(t('salesInvoices.pdf.buyer'), buyer, HALF + 10, partiesTop);
  page.y = Math.max(sellerEnd, buyerEnd) + 14;

  // The invoice's particulars, label and value.
  const details: [string, string][] = [
    [t('salesInvoices.pdf.number'), invoice.number],
    [t('salesInvoices.pdf.date'), formatInvoiceDate(invoice.issue_date, language)],
    [t('salesInvoices.pdf.dueDate'), formatInvoiceDate(invoice.due_date, language)],
    [t('salesInvoices.pdf.ettn'), invoice.uuid],
    [t('salesInvoices.pdf.profile'), invoice.profile],
    [t('salesInvoices.pdf.type'), invoice.type],
  ];
  pdf.fontSize(9);
  for (const [label, value] of details) {
    page.useFont('bold').text(label, LEFT, page.y, { width: 90 });
    page.useFont('regular').text(value, LEFT + 90, page.y, { width: RIGHT - LEFT - 90 });
    page.y = Math.max(pdf.y, page.y + 12) + 1;
  }
  if (document.returnsInvoice) {
    const returned = document.returnsInvoice;
    page.y += 2;
    page.useFont('regular').text(
      t('salesInvoices.pdf.returnsInvoice', {
        number: returned.number,
        date: formatInvoiceDate(returned.issueDate, language),
      }),
      LEFT,
      page.y,
      { width: RIGHT - LEFT },
    );
    page.y = pdf.y;
  }
  page.y += 14;

  // The lines; a line that does not fit goes to the next page under the header again.
  const rowHeight = (cells: readonly string[]) =>
    Math.max(
      ...cells.map((cell, index) => pdf.heightOfString(cell, { width: COLUMNS[index]?.width ?? 100 })),
    );
  const drawRow = (cells: readonly string[], font: TPdfFont) => {
    page.useFont(font).fontSize(TABLE_FONT_SIZE);
    const height = rowHeight(cells);
    cells.forEach((cell, index) => {
      const column = COLUMNS[index];
      if (column) pdf.text(cell, column.x, page.y, { width: column.width, align: column.align });
    });
    page.y += height + 5;
  };
  const rule = () => {
    pdf
      .moveTo(LEFT, page.y - 2.5)
      .lineTo(RIGHT, page.y - 2.5)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  };
  const header = [
    t('salesInvoices.pdf.description'),
    t('salesInvoices.pdf.quantity'),
    t('salesInvoices.pdf.unitPrice'),
    t('salesInvoices.pdf.discount'),
    t('salesInvoices.pdf.kdvRate'),
    t('salesInvoices.pdf.lineTotal'),
  ];
  const drawHeader = () => {
    drawRow(header, 'bold');
    rule();
  };
  drawHeader();
  for (const line of lines) {
    const cells = [
      line.name,
      `${plainNumber(line.quantity, 3)} ${line.unit}`,
      money(line.unit_price),
      line.discount_rate > 0 ? percent(line.discount_rate) : '',
      percent(line.kdv_rate),
      money(line.net_amount),
    ];
    page.useFont('regular').fontSize(TABLE_FONT_SIZE);
    if (page.ensureRoom(rowHeight(cells) + 5)) drawHeader();
    drawRow(cells, 'regular');
  }
  rule();
  page.y += 6;

  // Totals, right-aligned: goods, discounts, KDV per rate, withheld KDV per code, the totals.
  const totalRow = (label: string, value: string, bold = false) => {
    page.useFont(bold ? 'bold' : 'regular').fontSize(bold ? 10 : 9);
    const height = Math.max(pdf.heightOfString(label, { width: 250 }), 12);
    page.ensureRoom(height + 4);
    pdf.text(label, RIGHT - 100 - 260, page.y, { width: 250, align: 'right' });
    pdf.text(value, RIGHT - 100, page.y, { width: 100, align: 'right' });
    page.y += height + 4;
  };
  totalRow(t('salesInvoices.pdf.subtotal'), money(lines.reduce((sum, line) => sum + line.base_amount, 0)));
  totalRow(
    t('salesInvoices.pdf.discountTotal'),
    money(lines.reduce((sum, line) => sum + line.discount_amount, 0)),
  );
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.kdv_rate, (byRate.get(line.kdv_rate) ?? 0) + line.kdv_amount);
  for (const [rate, kdv] of [...byRate.entries()].sort(([a], [b]) => a - b)) {
    totalRow(t('salesInvoices.pdf.kdvAt', { rate: plainNumber(rate, 0) }), money(kdv));
  }
  const byWithholding = new Map<string, number>();
  for (const line of lines) {
    if (line.withholding_code === null) continue;
    byWithholding.set(
      line.withholding_code,
      (byWithholding.get(line.withholding_code) ?? 0) + line.withheld_kdv,
    );
  }
  for (const [code, withheld] of [...byWithholding.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const { tenths } = WITHHOLDING_CODES[code as keyof typeof WITHHOLDING_CODES];
    totalRow(t('salesInvoices.pdf.withheld', { code, ratio: `${tenths}/10` }), money(withheld));
  }
  totalRow(t('salesInvoices.pdf.total'), money(totals.gross_amount));
  totalRow(t('salesInvoices.pdf.payable'), money(totals.payable_amount), true);

  // Below the totals, full width: the rate and the lira payable, exemptions, the note.
  const paragraph = (text: string, font: TPdfFont = 'regular') => {
    page.useFont(font).fontSize(9);
    const height = pdf.heightOfString(text, { width: RIGHT - LEFT });
    page.ensureRoom(height + 3);
    pdf.text(text, LEFT, page.y, { width: RIGHT - LEFT });
    page.y += height + 3;
  };
  page.y += 8;
  if (invoice.currency !== 'TRY') {
    const rate = parseExchangeRate(invoice.exchange_rate ?? '');
    if (rate === null)
      throw new Error(`sales invoice ${invoice.number}: no exchange rate for ${invoice.currency}`);
    // Four decimals, as the Central Bank publishes it, in the reader's notation.
    const written = numberFormat(language, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(
      rate / 10_000,
    );
    paragraph(t('salesInvoices.pdf.exchangeRate', { currency: invoice.currency, rate: written }));
    paragraph(
      t('salesInvoices.pdf.payableTry', {
        amount: formatInvoiceMoney(toLira(totals.payable_amount, rate), 'TRY', language),
      }),
      'bold',
    );
  }
  const exemptions = [
    ...new Set(lines.map((line) => line.exemption_code).filter((code) => code !== null)),
  ].sort();
  for (const code of exemptions) {
    paragraph(t('salesInvoices.pdf.exemption', { code, name: EXEMPTION_CODES[code].name }));
  }
  if (invoice.note.trim() !== '') {
    page.y += 6;
    paragraph(t('salesInvoices.pdf.note'), 'bold');
    paragraph(invoice.note);
  }

  return page.finish();
}
