import { z } from 'zod';
import { ZLedgerImportDraft } from '../ledger/ledger-schemas.ts';

/** A receipt's photo or PDF, at most (a phone's photo is a few MB). */
export const RECEIPT_SCAN_MAX_BYTES = 10 * 1024 * 1024;

/** Pending until the job has read it; then read (with a draft) or failed (with why). */
const RECEIPT_SCAN_STATUSES = ['pending', 'read', 'failed'] as const;

/**
 * A proposed ledger entry, in the shape the e-invoice import proposes, written by hand as far as
 * the ledger knows (`manual`): the customer checks it against the receipt before posting it.
 */
const ZReceiptEntry = ZLedgerImportDraft.shape.entries.element.extend({ source: z.literal('manual') });

/** What the OCR read off the receipt; a field it could not read is null (or empty). Amounts in kuruş. */
const ZReceiptDraft = z.object({
  date: z.string().nullable(),
  seller_name: z.string().nullable(),
  /** A VKN (10 digits) or TCKN (11), only when its checksum holds. */
  seller_tax_number: z.string().nullable(),
  total: z.number().int().nullable(),
  kdv_by_rate: z.array(z.object({ kdv_rate: z.number().int(), kdv_amount: z.number().int() })),
  /** One expense per KDV rate in force on the date, ready to POST to the ledger once checked. */
  entries: z.array(ZReceiptEntry),
});
export type TReceiptDraft = z.infer<typeof ZReceiptDraft>;

export const ZReceiptScan = z.object({
  id: z.number().int(),
  file_name: z.string(),
  status: z.enum(RECEIPT_SCAN_STATUSES),
  /** Why it could not be read, in the asker's language; null unless failed. */
  failure: z.string().nullable(),
  draft: ZReceiptDraft.nullable(),
  created_at: z.iso.datetime(),
});
export type TReceiptScan = z.infer<typeof ZReceiptScan>;
