import { INTL_LOCALES, TIME_ZONE } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import type { TCardBrand } from '@portal/contracts/payments/card';
import { type TMessageKey, type TMessageParams, translate } from '../../../plugins/i18n/messages.ts';
import { A4_WIDTH, PdfPage, type TPdfFont } from '../../../plugins/pdf/pdf-page.ts';
import type { TSeller } from '../../../plugins/seller-config.ts';
import type { TInvoiceParty } from '../../sales-invoices/invoice-service.ts';
import { toCardBrand } from '../payment-rules.ts';
import type { TInvoiceLineRow, TInvoiceRow } from './invoice-repository.ts';
import { gibInvoiceNumber, portalInvoiceUuid } from './invoice-xml.ts';

/*
 * The portal's invoice as a PDF, in the reader's language, carrying what a Turkish invoice must
 * (VUK 230 md. 230): the seller's title, address, tax office and VKN (and MERSİS number), phone
 * and e-mail, the buyer's name, address, tax office and VKN or TCKN, the number and date, each
 * line with its quantity, unit price, KDV rate and amount (and, for a monthly product, the
 * period it pays), the tax base, the KDV and the total; and what an e-Arşiv invoice of an internet sale adds: its
 * ETTN (the UUID of its XML), scenario and type, the e-Arşiv note, the web address, how and when
 * it was paid. The seller comes from the one seller configuration (plugins/seller-config.ts),
 * as the XML's does. The page, its fonts and its breaks are plugins/pdf/pdf-page.ts's; an
 * invoice stays around 25 kB.
 */

const CARD_BRAND_NAMES: Record<TCardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  troy: 'Troy',
  other: '',
};

const MARGIN = 40;
const LEFT = MARGIN;
const RIGHT = A4_WIDTH - MARGIN;
const HALF = (LEFT + RIGHT) / 2;
/** The lines' columns: description (with its period), quantity, unit price, KDV rate, amount. */
const COLUMNS = [
  { x: LEFT, width: 225, align: 'left' },
  { x: 270, width: 40, align: 'right' },
  { x: 315, width: 85, align: 'right' },
  { x: 403, width: 57, align: 'right' },
  { x: 465, width: RIGHT - 465, align: 'right' },
] as const;
const TABLE_FONT_SIZE = 9;

/** Everything the PDF is written from. */
export type TInvoicePdfInput = {
  invoice: TInvoiceRow;
  lines: readonly TInvoiceLineRow[];
  /** The portal company (configuration). */
  seller: TSeller;
  /** The company invoiced, from its application's details (its name is the invoice's own). */
  buyer: TInvoiceParty;
  /** The portal's public address: an invoice of an internet sale names it. */
  webAddress: string;
};

export type TInvoicePdfOptions = {
  /** Off in tests that read the text; on (the default) for downloads. */
  compress?: boolean;
  /** A credit note: the invoice's lines and totals given back, under the credit note's number and date. */
  creditNote?: { number: string; issuedAt: Date; invoiceNumber: string };
};

/** Formatters per language, made once (building one costs far more than using it). */
const moneyFormats = new Map<TLanguage, Intl.NumberFormat>();
const dateFormats = new Map<TLanguage, Intl.DateTimeFormat>();

/** An amount in kuruş with two decimals, as an invoice states it: "₺1.490,00", "₺1,490.00". */
function formatMoney(kurus: number, language: TLanguage): string {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language], {
      style: 'currency',
      currency: 'TRY',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(language, format);
  }
  return format.format(kurus / 100);
}

/** A calendar date `YYYY-MM-DD` as `dd.mm.yyyy` (tr) or `dd/mm/yyyy` (en); noon UTC keeps the day. */
function formatDay(date: string, language: TLanguage): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      timeZone: 'UTC',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    dateFormats.set(language, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

const momentFormats = new Map<TLanguage, Intl.DateTimeFormat>();

/** A moment in Istanbul, as an invoice dates it: "02.03.2026 00:30", "02/03/2026, 00:30". */
function formatMoment(moment: Date, language: TLanguage): string {
  let format = momentFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    momentFormats.set(language, format);
  }
  return format.format(moment);
}

/** The tax number as what it is: ten digits a VKN, eleven a TCKN. */
function taxNumberKey(taxNumber: string): TMessageKey {
  return taxNumber.length === 11 ? 'invoices.pdf.tckn' : 'invoices.pdf.vkn';
}

/** The invoice's PDF: labels, dates (Istanbul) and money in the reader's language. */
export async function renderInvoicePdf(
  input: TInvoicePdfInput,
  language: TLanguage,
  options: TInvoicePdfOptions = {},
): Promise<Buffer> {
  const { invoice, lines, seller, buyer } = input;
  const t = (key: TMessageKey, params?: TMessageParams) => translate(language, key, params);
  const money = (kurus: number) => formatMoney(kurus, language);
  const credit = options.creditNote;
  const title = t(credit ? 'invoices.pdf.creditTitle' : 'invoices.pdf.earsivTitle');
  const number = credit?.number ?? gibInvoiceNumber(invoice.number);
  const issuedAt = credit?.issuedAt ?? invoice.issuedAt;

  const page = await PdfPage.open({
    margin: MARGIN,
    compress: options.compress ?? true,
    language,
    info: { Title: `${title} ${number}`, Author: seller.name, CreationDate: issuedAt },
  });
  const pdf = page.doc;

  // Heading: the seller's title on the left, the document's title on the right.
  const titleWidth = 190;
  page.useFont('bold').fontSize(15);
  pdf.text(title, RIGHT - titleWidth, page.y, { width: titleWidth, align: 'right' });
  pdf.fontSize(13).text(seller.name, LEFT, page.y, { width: RIGHT - LEFT - titleWidth - 10 });
  page.y = Math.max(pdf.y, page.y + 22) + 12;

  // The parties side by side: the seller (configuration) and the buyer (the company's details).
  const partyBlock = (label: string, name: string, rows: readonly string[], x: number): number => {
    const width = HALF - LEFT - 10;
    page.useFont('bold').fontSize(8.5).fillColor('#555555').text(label, x, page.y, { width });
    page
      .useFont('bold')
      .fontSize(9.5)
      .fillColor('black')
      .text(name, x, pdf.y + 2, { width });
    page.useFont('regular').fontSize(9);
    for (const row of rows) if (row.trim() !== '') pdf.text(row, x, pdf.y + 1, { width });
    return pdf.y;
  };
  const place = (party: { district: string; city: string }) =>
    [party.district, party.city].filter((part) => part.trim() !== '').join(' / ');
  const sellerEnd = partyBlock(
    t('invoices.pdf.seller'),
    seller.name,
    [
      seller.address,
      place(seller),
      seller.taxIdentity ? t('invoices.pdf.taxOffice', { office: seller.taxIdentity.taxOffice }) : '',
      seller.taxIdentity ? t('invoices.pdf.vkn', { number: seller.taxIdentity.vkn }) : '',
      seller.mersisNo ? t('invoices.pdf.mersis', { number: seller.mersisNo }) : '',
      t('invoices.pdf.phone', { phone: seller.phone }),
      t('invoices.pdf.email', { email: seller.email }),
      t('invoices.pdf.web', { url: input.webAddress }),
    ],
    LEFT,
  );
  const buyerEnd = partyBlock(
    t('invoices.pdf.buyer'),
    // The company under its name on the invoice (as it stood when it was issued).
    invoice.accountName,
    [
      buyer.address,
      place(buyer),
      buyer.taxOffice.trim() === '' ? '' : t('invoices.pdf.taxOffice', { office: buyer.taxOffice }),
      buyer.taxNumber ? t(taxNumberKey(buyer.taxNumber), { number: buyer.taxNumber }) : '',
    ],
    HALF + 10,
  );
  page.y = Math.max(sellerEnd, buyerEnd) + 14;

  // The invoice's particulars, label and value.
  const details: [string, string][] = credit
    ? [
        [t('invoices.pdf.number'), credit.number],
        [t('invoices.pdf.date'), formatMoment(credit.issuedAt, language)],
        [
          t('invoices.pdf.refundsInvoice'),
          `${gibInvoiceNumber(credit.invoiceNumber)} (${credit.invoiceNumber})`,
        ],
        [t('invoices.pdf.refundsEttn'), portalInvoiceUuid(invoice.id)],
      ]
    : [
        [t('invoices.pdf.number'), number],
        [t('invoices.pdf.portalNumber'), invoice.number],
        [t('invoices.pdf.date'), formatMoment(invoice.issuedAt, language)],
        [t('invoices.pdf.ettn'), portalInvoiceUuid(invoice.id)],
        [t('invoices.pdf.profile'), 'EARSIVFATURA'],
        [t('invoices.pdf.type'), t('invoices.pdf.typeSale')],
      ];
  pdf.fontSize(9);
  for (const [label, value] of details) {
    // One run, the label bold: readers (and copy and paste) keep each value with its label.
    page.useFont('bold').text(`${label}: `, LEFT, page.y, { width: RIGHT - LEFT, continued: true });
    page.useFont('regular').text(value);
    page.y = Math.max(pdf.y, page.y + 12) + 1;
  }
  page.y += 14;

  // The lines; a line that does not fit goes to the next page under the header again.
  // "%20" in Turkish, "20%" in English.
  const percent = new Intl.NumberFormat(INTL_LOCALES[language], { style: 'percent' }).format(
    invoice.vatRate / 100,
  );
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
    page.y += height + 6;
  };
  const rule = () => {
    pdf
      .moveTo(LEFT, page.y - 3)
      .lineTo(RIGHT, page.y - 3)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  };
  const header = [
    t('invoices.pdf.description'),
    t('invoices.pdf.quantity'),
    t('invoices.pdf.unitPrice'),
    t('invoices.pdf.kdvRate'),
    t('invoices.pdf.lineTotal'),
  ];
  const drawHeader = () => {
    drawRow(header, 'bold');
    rule();
  };
  drawHeader();
  for (const line of lines) {
    const description = line.period
      ? `${line.description}\n${t('invoices.pdf.period', {
          start: formatDay(line.period.start, language),
          end: formatDay(line.period.end, language),
        })}`
      : line.description;
    const cells = [description, String(line.quantity), money(line.unitPrice), percent, money(line.total)];
    page.useFont('regular').fontSize(TABLE_FONT_SIZE);
    if (page.ensureRoom(rowHeight(cells) + 6)) drawHeader();
    drawRow(cells, 'regular');
  }
  rule();
  page.y += 6;

  // Totals, right-aligned: the tax base (matrah), the KDV, the total and what was paid.
  const totalRow = (label: string, value: string, bold = false) => {
    page.useFont(bold ? 'bold' : 'regular').fontSize(bold ? 10.5 : 9);
    const height = Math.max(pdf.heightOfString(label, { width: 260 }), 12);
    page.ensureRoom(height + 4);
    pdf.text(label, RIGHT - 110 - 270, page.y, { width: 260, align: 'right' });
    pdf.text(value, RIGHT - 110, page.y, { width: 110, align: 'right' });
    page.y += height + 4;
  };
  totalRow(t('invoices.pdf.taxBase'), money(invoice.subtotal));
  totalRow(t('invoices.pdf.kdvAt', { rate: invoice.vatRate }), money(invoice.vat));
  totalRow(t('invoices.pdf.totalWithTaxes'), money(invoice.total));
  totalRow(t(credit ? 'invoices.pdf.refunded' : 'invoices.pdf.payable'), money(invoice.total), true);

  // Below the totals, full width: how it was paid, the e-Arşiv and internet sale notes.
  const paragraph = (text: string, font: TPdfFont = 'regular') => {
    page.useFont(font).fontSize(8.5).fillColor('#333333');
    const height = pdf.heightOfString(text, { width: RIGHT - LEFT });
    page.ensureRoom(height + 3);
    pdf.text(text, LEFT, page.y, { width: RIGHT - LEFT });
    page.y += height + 3;
  };
  page.y += 14;
  const card =
    `${CARD_BRAND_NAMES[toCardBrand(invoice.cardBrand)]} **** **** **** ${invoice.cardLast4}`.trim();
  if (credit) {
    paragraph(t('invoices.pdf.refundedTo', { card }));
  } else {
    paragraph(t('invoices.pdf.paymentMethod', { card }));
    paragraph(t('invoices.pdf.paymentDate', { date: formatMoment(invoice.issuedAt, language) }));
    page.y += 6;
    paragraph(t('invoices.pdf.earsivNote'), 'bold');
    paragraph(t('invoices.pdf.internetSale', { url: input.webAddress }));
  }

  return page.finish();
}
