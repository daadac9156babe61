/**
 * How well and how fast receipts are read by photo: renders the test set of Turkish receipts
 * (modules/receipt-scans/fixtures/receipt-set.ts) to photographed-looking JPEGs, writes them to
 * the fixtures folder (the tests read those copies; the noise is seeded, so a run rewrites the
 * same pictures), then reads each by OCR as the job does and prints the field accuracy and the
 * time per receipt, as the fixtures README records them.
 *   npm run bench:receipts
 */
import { writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  expectedOf,
  RECEIPT_PDF_FIXTURE,
  RECEIPT_SET,
  receiptPdf,
  receiptPhoto,
} from '../modules/receipt-scans/fixtures/receipt-set.ts';
import { receiptDraft } from '../modules/receipt-scans/receipt-draft.ts';
import { receiptText, stopReceiptOcr } from '../modules/receipt-scans/receipt-ocr.ts';
import { readReceiptText } from '../modules/receipt-scans/receipt-text.ts';

const out = (line = '') => process.stdout.write(`${line}\n`);
const fixture = (name: string) => new URL(`../modules/receipt-scans/fixtures/${name}`, import.meta.url);

const FIELDS = ['date', 'seller_tax_number', 'total', 'kdv_by_rate', 'seller_name', 'entries'] as const;
const right = Object.fromEntries(FIELDS.map((field) => [field, 0])) as Record<
  (typeof FIELDS)[number],
  number
>;
const times: number[] = [];

const [first] = RECEIPT_SET;
if (!first) throw new Error('the receipt set is empty');
const started = performance.now();
await receiptText(Buffer.from(await receiptPhoto(first, 0)), 'image/jpeg');
out(`OCR worker start and a first receipt: ${Math.round(performance.now() - started)} ms`);
out();
out('| Receipt | ms | date | VKN/TCKN | total | KDV by rate | seller | entries |');
out('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [index, sample] of RECEIPT_SET.entries()) {
  const photo = await receiptPhoto(sample, index + 1);
  await writeFile(fixture(sample.file), photo);
  const expected = expectedOf(sample);
  const before = performance.now();
  const fields = readReceiptText(await receiptText(photo, 'image/jpeg'));
  const ms = performance.now() - before;
  times.push(ms);
  const draft = receiptDraft(fields);
  const entriesGross = draft.entries.reduce((sum, entry) => sum + entry.gross_amount, 0);
  const checks = {
    date: draft.date === expected.date,
    seller_tax_number: draft.seller_tax_number === expected.seller_tax_number,
    total: draft.total === expected.total,
    kdv_by_rate: JSON.stringify(draft.kdv_by_rate) === JSON.stringify(expected.kdv_by_rate),
    seller_name: draft.seller_name === sample.seller,
    // One entry per rate, adding up to the receipt's total within a kuruş per rate (the rule's KDV).
    entries:
      draft.entries.length === expected.kdv_by_rate.length &&
      Math.abs(entriesGross - expected.total) <= draft.entries.length,
  };
  for (const field of FIELDS) if (checks[field]) right[field] += 1;
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  out(`| ${sample.file} | ${Math.round(ms)} | ${FIELDS.map((field) => mark(checks[field])).join(' | ')} |`);
}
const pdf = await receiptPdf(first);
await writeFile(fixture(RECEIPT_PDF_FIXTURE), pdf);
const pdfStart = performance.now();
await receiptText(pdf, 'application/pdf');
const pdfMs = performance.now() - pdfStart;
await stopReceiptOcr();

out();
out(`| Field | Read right (of ${RECEIPT_SET.length}) |`);
out('| --- | --- |');
for (const field of FIELDS)
  out(`| ${field} | ${right[field]} (${Math.round((100 * right[field]) / RECEIPT_SET.length)} %) |`);
out();
const sorted = [...times].sort((a, b) => a - b);
out(
  `OCR per photo (worker running): mean ${Math.round(times.reduce((a, b) => a + b, 0) / times.length)} ms, ` +
    `max ${Math.round(sorted.at(-1) ?? 0)} ms; a PDF (pdftoppm at 200 dpi + OCR): ${Math.round(pdfMs)} ms; ` +
    `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`,
);
