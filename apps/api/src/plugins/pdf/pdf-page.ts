import { createRequire } from 'node:module';
import type { TLanguage } from '@portal/contracts/common/languages';

/*
 * What every PDF the portal writes shares: an A4 page with DejaVu Sans embedded (PDF's built-in
 * fonts cannot write ğ, ş, ı or İ; the font comes from the dejavu-fonts-ttf package, nothing is
 * fetched at run time, and pdfkit keeps only the glyphs used), the bytes collected into one
 * buffer, a cursor for documents that place their blocks themselves and page breaks that keep a
 * block whole.
 */
const require = createRequire(import.meta.url);
const PDF_FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
/*
 * Fonts are chosen by their path, the name the constructor opened the regular one by: pdfkit
 * caches an open font under the name it is asked for, and a second name for the same file (a
 * registered alias) re-reads and re-parses the whole TTF on every switch to it, which was most
 * of a render's time. A fontkit font is not shared between documents: pdfkit keeps per-document
 * state in it, and a second document lost glyphs the first had used.
 */
export type TPdfFont = keyof typeof PDF_FONT_FILES;

/** A4's width in whole points (pdfkit's page is 595.28): the layouts are drawn on this grid. */
export const A4_WIDTH = 595;

export type TPdfPageOptions = {
  /** The same on every side, in points. */
  margin: number;
  /** Off in tests that read the text; on for downloads. */
  compress: boolean;
  language: TLanguage;
  info: PDFKit.DocumentInfo;
};

export class PdfPage {
  /** Where the next block starts, for documents that place their blocks themselves. */
  y: number;
  private readonly done: Promise<Buffer>;

  private constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly margin: number,
  ) {
    this.y = margin;
    // Listened to from the start: the stream flows while the document is written.
    this.done = new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
  }

  static async open(options: TPdfPageOptions): Promise<PdfPage> {
    // Loaded on the first PDF: about 20 MB that a process writing none would keep.
    const { default: PDFDocument } = await import('pdfkit');
    const doc = new PDFDocument({
      size: 'A4',
      margin: options.margin,
      font: PDF_FONT_FILES.regular,
      compress: options.compress,
      lang: options.language,
      info: options.info,
    });
    return new PdfPage(doc, options.margin);
  }

  /** The text width between the margins. */
  get width(): number {
    return A4_WIDTH - 2 * this.margin;
  }

  useFont(font: TPdfFont): PDFKit.PDFDocument {
    return this.doc.font(PDF_FONT_FILES[font]);
  }

  /** The lowest point text may reach on this page. */
  bottom(): number {
    return this.doc.page.height - this.margin;
  }

  /** Room for `height` more points below the cursor on this page, or a new page (true). */
  ensureRoom(height: number): boolean {
    if (this.y + height <= this.bottom()) return false;
    this.doc.addPage();
    this.y = this.margin;
    return true;
  }

  /**
   * For flowing text (pdfkit's own `doc.y`): a framed block, e.g. an acceptance stamp, written
   * bold in the full width, frame and text together, on the next page when this one has no room.
   */
  framedText(text: string, { fontSize, color }: { fontSize: number; color: string }): void {
    const { doc } = this;
    this.useFont('bold').fontSize(fontSize);
    const height = doc.heightOfString(text, { width: this.width - 20 }) + 16;
    if (doc.y + height > this.bottom()) doc.addPage();
    const top = doc.y;
    doc.text(text, this.margin + 10, top + 8, { width: this.width - 20 });
    doc.rect(this.margin, top, this.width, height).lineWidth(1).strokeColor(color).stroke();
  }

  /** Ends the document: its bytes. */
  finish(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}
