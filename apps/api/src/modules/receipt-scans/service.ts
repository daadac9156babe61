import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { TLanguage } from '@portal/contracts/common/languages';
import type { TDocumentMimeType } from '@portal/contracts/documents/document-kinds';
import type { TReceiptScan } from '@portal/contracts/receipt-scans/receipt-scans';
import type { FastifyInstance } from 'fastify';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { documentExtension } from '../../plugins/document-file-name.ts';
import { checkedScan } from '../../plugins/document-type.ts';
import { HttpError } from '../../plugins/errors.ts';
import { isMessageKey, translate } from '../../plugins/i18n/messages.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { receiptDraft } from './receipt-draft.ts';
import { ReceiptFileProblem, receiptText } from './receipt-ocr.ts';
import { readReceiptText } from './receipt-text.ts';
import { findPendingScan, findScan, finishScan, insertScan, type TScanRow } from './repository.ts';

/** The job that reads an uploaded receipt (src/jobs.ts lists it through jobs.ts). */
export const READ_RECEIPT_JOB = 'receipt-scans.read';
export type TReadReceiptJob = { scanId: number };

type TScanApp = Pick<FastifyInstance, 'db' | 'storage' | 'jobs' | 'now'>;

function presentScan(row: TScanRow, language: TLanguage): TReceiptScan {
  return {
    id: row.id,
    file_name: row.fileName,
    status: row.status as TReceiptScan['status'],
    failure: row.failureKey && isMessageKey(row.failureKey) ? translate(language, row.failureKey) : null,
    draft: row.draft ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Keeps the photo or PDF (checked by its bytes) and queues its reading in the same transaction as
 * the scan's row: the answer comes at once, the OCR runs in the job.
 */
export async function createReceiptScan(
  app: TScanApp,
  auth: TAuth,
  { id: accountId }: TReachedAccount,
  upload: { data: Buffer; name: string } | undefined,
  language: TLanguage,
): Promise<TReceiptScan> {
  const file = checkedScan(upload, { field: 'file', missing: 'receiptScans.fileMissing' });
  const storageKey = `receipt-scans/${randomBytes(16).toString('hex')}.${documentExtension(file.type)}`;
  await app.storage.put(storageKey, file.data);
  try {
    const row = await app.db.transaction(async (tx) => {
      const inserted = await insertScan(tx, {
        accountId,
        storageKey,
        fileName: file.fileName,
        mimeType: file.type,
        createdBy: auth.user.id,
      });
      await app.jobs.send<TReadReceiptJob>(READ_RECEIPT_JOB, { scanId: inserted.id }, { within: tx });
      return inserted;
    });
    return presentScan(row, language);
  } catch (error) {
    await app.storage.remove(storageKey);
    throw error;
  }
}

export async function getReceiptScan(
  app: Pick<FastifyInstance, 'db'>,
  { id: accountId }: TReachedAccount,
  scanId: number,
  language: TLanguage,
): Promise<TReceiptScan> {
  const row = await findScan(app.db, accountId, scanId);
  if (!row) throw new HttpError(404, 'receiptScans.notFound');
  return presentScan(row, language);
}

/**
 * The job: reads the stored file by OCR into a draft. A file with nothing to read fails the scan
 * at once, with why; anything else (storage, the OCR) is retried, and the scan fails only when
 * the last attempt does. A scan already read is left alone (the job may run twice).
 */
export async function readReceiptScan(
  app: Pick<FastifyInstance, 'db' | 'storage' | 'now'>,
  scanId: number,
  { lastAttempt }: { lastAttempt: boolean },
): Promise<void> {
  const scan = await findPendingScan(app.db, scanId);
  if (!scan) return;
  try {
    const stored = await app.storage.read(scan.storageKey);
    if (!stored) throw new Error(`receipt scan ${scanId}: its file is gone`);
    const text = await receiptText(await buffer(stored.stream), scan.mimeType as TDocumentMimeType);
    const fields = readReceiptText(text);
    const nothing = fields.date === null && fields.total === null && fields.kdvByRate.length === 0;
    await finishScan(
      app.db,
      scanId,
      nothing ? { failureKey: 'receiptScans.nothingRead' } : { draft: receiptDraft(fields) },
      app.now(),
    );
  } catch (error) {
    if (error instanceof ReceiptFileProblem) {
      await finishScan(app.db, scanId, { failureKey: error.messageKey }, app.now());
      return;
    }
    if (lastAttempt) await finishScan(app.db, scanId, { failureKey: 'receiptScans.readFailed' }, app.now());
    throw error;
  }
}
