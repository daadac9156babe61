import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { TDocumentMimeType } from '@portal/contracts/documents/document-kinds';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/*
 * The OCR of a receipt: tesseract.js (WebAssembly, in a worker thread) with the Turkish trained
 * data of the @tesseract.js-data/tur package, read from node_modules: nothing is downloaded.
 * One worker per process, started by the first receipt and kept for the next ones (starting one
 * costs about two seconds, reading a receipt well under one).
 */

const require = createRequire(import.meta.url);
const TURKISH: { code: string; gzip: boolean; langPath: string } = require('@tesseract.js-data/tur');

/** Poppler's rasterizer (poppler-utils, which scripts/ensure-tools.mjs installs for the suite). */
const PDFTOPPM = 'pdftoppm';
/** A PDF page is drawn at this resolution: a receipt's 8-9 pt type comes out ~25 px high. */
const PDF_DPI = 200;
const PDF_TIMEOUT_MS = 20_000;

/** Why a file holds nothing to read, as the customer is told. */
export class ReceiptFileProblem extends Error {
  constructor(readonly messageKey: 'receiptScans.pdfUnreadable') {
    super(messageKey);
    this.name = 'ReceiptFileProblem';
  }
}

let started: Promise<Worker> | null = null;

function ocrWorker(): Promise<Worker> {
  if (!started) {
    const starting = (async () => {
      const worker = await createWorker(TURKISH.code, OEM.LSTM_ONLY, {
        langPath: TURKISH.langPath,
        gzip: TURKISH.gzip,
        // The unpacked data is kept per data version, so an upgraded package is never read stale.
        cachePath: join(tmpdir(), 'portal-tesseract', basename(TURKISH.langPath)),
      });
      // A receipt is one column of lines, a label on the left and an amount on the right: read
      // as one block, each printed line stays one line of text.
      await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
      return worker;
    })();
    // A worker that failed to start is not kept: the next receipt tries again.
    starting.catch(() => {
      if (started === starting) started = null;
    });
    started = starting;
  }
  return started;
}

/** Stops the worker thread (the server's close): the process would otherwise stay up for it. */
export async function stopReceiptOcr(): Promise<void> {
  const running = started;
  started = null;
  if (running) await (await running.catch(() => null))?.terminate();
}

/** The first page of a PDF as a PNG, drawn by poppler's pdftoppm (file in on stdin, image out on stdout). */
function firstPageImage(pdf: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      PDFTOPPM,
      ['-png', '-r', String(PDF_DPI), '-f', '1', '-l', '1', '-singlefile', '-'],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, timeout: PDF_TIMEOUT_MS },
      (error, stdout) => {
        // Missing, the tool is the server's problem (retried, then reported); a PDF it refuses is the file's.
        if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') reject(error);
        else if (error || stdout.length === 0) reject(new ReceiptFileProblem('receiptScans.pdfUnreadable'));
        else resolve(stdout);
      },
    );
    child.stdin?.on('error', () => {}); // pdftoppm may stop reading a broken file early
    child.stdin?.end(pdf);
  });
}

/** The text of a receipt's photo (JPEG, PNG) or PDF, line by line as printed. */
export async function receiptText(data: Buffer, type: TDocumentMimeType): Promise<string> {
  const image = type === 'application/pdf' ? await firstPageImage(data) : data;
  const worker = await ocrWorker();
  const { data: result } = await worker.recognize(image);
  return result.text;
}
