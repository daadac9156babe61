import { createRequire } from 'node:module';
import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import type { TSalesDocument } from '@portal/contracts/payments/sales-terms';

/*
 * The pre-information form and the distance sales contract as PDFs, mailed to the buyer after the
 * payment: the texts exactly as accepted, and under them who accepted them, when and from where,
 * with the text's version and hash. DejaVu Sans is embedded because PDF's built-in fonts cannot
 * write ğ, ş, ı or İ (as the invoices and the office contract do).
 */
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const LEFT = 56;
const WIDTH = 595 - 2 * LEFT;

export type TAcceptanceStamp = {
  acceptedAt: Date;
  acceptedBy: string;
  ip: string | null;
  version: string;
  hash: string;
};

const STAMP: Record<TLanguage, (stamp: TAcceptanceStamp) => string> = {
  tr: (s) =>
    `ELEKTRONİK ORTAMDA ONAYLANDI: ${formatIstanbulDateTime(s.acceptedAt, 'tr')} (İstanbul saati), ${s.acceptedBy} tarafından, ${s.ip ?? '—'} IP adresinden. Metin sürümü ${s.version}, SHA-256 ${s.hash}.`,
  en: (s) =>
    `ACCEPTED ELECTRONICALLY: ${formatIstanbulDateTime(s.acceptedAt, 'en')} (Istanbul time), by ${s.acceptedBy}, from IP address ${s.ip ?? '—'}. Text version ${s.version}, SHA-256 ${s.hash}.`,
};

/** One document with its acceptance stamp, as a PDF. `compress: false` lets a test read its text. */
export async function renderSalesDocumentPdf(
  document: TSalesDocument,
  input: { language: TLanguage; author: string; stamp: TAcceptanceStamp },
  { compress = true }: { compress?: boolean } = {},
): Promise<Buffer> {
  // Loaded on the first PDF, as the invoices do: a process that writes none never holds it.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    font: FONT_REGULAR,
    compress,
    lang: input.language,
    info: { Title: document.title, Author: input.author },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(FONT_BOLD).fontSize(15).text(document.title, LEFT, LEFT, { width: WIDTH, align: 'center' });
  doc.moveDown(1);
  for (const section of document.sections) {
    doc.moveDown(0.4);
    doc.font(FONT_BOLD).fontSize(11).text(section.heading, { width: WIDTH });
    doc.moveDown(0.2);
    for (const paragraph of section.paragraphs) {
      doc.font(FONT_REGULAR).fontSize(9.5).text(paragraph, { width: WIDTH, align: 'left' });
      doc.moveDown(0.2);
    }
  }

  doc.moveDown(1);
  // The stamp and its frame stay together: on the next page when this one has no room for both.
  const stamp = STAMP[input.language](input.stamp);
  doc.font(FONT_BOLD).fontSize(9);
  const height = doc.heightOfString(stamp, { width: WIDTH - 20 }) + 16;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  doc.text(stamp, LEFT + 10, top + 8, { width: WIDTH - 20 });
  doc.rect(LEFT, top, WIDTH, height).lineWidth(1).strokeColor('#1a7f37').stroke();

  doc.end();
  return done;
}
