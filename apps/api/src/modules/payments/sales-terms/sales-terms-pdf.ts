import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import type { TSalesDocument } from '@portal/contracts/payments/sales-terms';
import { PdfPage } from '../../../plugins/pdf/pdf-page.ts';

/*
 * The pre-information form and the distance sales contract as PDFs, mailed to the buyer after the
 * payment: the texts exactly as accepted, and under them who accepted them, when and from where,
 * with the text's version and hash. The page and its fonts are plugins/pdf/pdf-page.ts's.
 */

const LEFT = 56;

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
  const page = await PdfPage.open({
    margin: LEFT,
    compress,
    language: input.language,
    info: { Title: document.title, Author: input.author },
  });
  const { doc, width } = page;

  page.useFont('bold').fontSize(15).text(document.title, LEFT, LEFT, { width, align: 'center' });
  doc.moveDown(1);
  for (const section of document.sections) {
    doc.moveDown(0.4);
    page.useFont('bold').fontSize(11).text(section.heading, { width });
    doc.moveDown(0.2);
    for (const paragraph of section.paragraphs) {
      page.useFont('regular').fontSize(9.5).text(paragraph, { width, align: 'left' });
      doc.moveDown(0.2);
    }
  }

  doc.moveDown(1);
  page.framedText(STAMP[input.language](input.stamp), { fontSize: 9, color: '#1a7f37' });

  return page.finish();
}
