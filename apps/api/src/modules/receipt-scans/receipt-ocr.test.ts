import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { expectedOf, RECEIPT_SET } from './fixtures/receipt-set.ts';
import { receiptDraft } from './receipt-draft.ts';
import { receiptText, stopReceiptOcr } from './receipt-ocr.ts';
import { readReceiptText } from './receipt-text.ts';

afterAll(stopReceiptOcr);

/**
 * The test set's photos (fixtures/README.md has the accuracy measured on them): what the set
 * reliably reads is asserted; on the hardest photos a field may come out unread, never wrong
 * where a check guards it (a VKN's checksum, a date that exists on the right line).
 */
describe('the OCR of the test set of receipt photos', () => {
  for (const sample of RECEIPT_SET) {
    const hard = Math.abs(sample.photo.angle) > 3;
    it(`reads ${sample.file}${hard ? ' (turned more than 3°)' : ''}`, async () => {
      const photo = await readFile(new URL(`./fixtures/${sample.file}`, import.meta.url));
      const draft = receiptDraft(readReceiptText(await receiptText(photo, 'image/jpeg')));
      const expected = expectedOf(sample);
      expect(draft.total).toBe(expected.total);
      expect([expected.seller_tax_number, null]).toContain(draft.seller_tax_number);
      if (hard) return;
      expect(draft).toMatchObject({
        date: expected.date,
        seller_tax_number: expected.seller_tax_number,
        kdv_by_rate: expected.kdv_by_rate,
      });
      expect(draft.entries.map((entry) => entry.kdv_rate)).toEqual(
        expected.kdv_by_rate.map((rate) => rate.kdv_rate),
      );
      // Each entry carries the rule's KDV of its net: a kuruş off the till's at most, per rate.
      const gross = draft.entries.reduce((sum, entry) => sum + entry.gross_amount, 0);
      expect(Math.abs(gross - expected.total)).toBeLessThanOrEqual(draft.entries.length);
    });
  }
});
