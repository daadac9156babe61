import type { TReceiptDraft } from '@portal/contracts/receipt-scans/receipt-scans';
import { and, eq } from 'drizzle-orm';
import { receiptScans } from '../../db/schema/receipt-scans.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

export type TScanRow = typeof receiptScans.$inferSelect;

export async function insertScan(
  db: TDatabase,
  values: Pick<TScanRow, 'accountId' | 'storageKey' | 'fileName' | 'mimeType' | 'createdBy'>,
): Promise<TScanRow> {
  const [row] = await db.insert(receiptScans).values(values).returning();
  if (!row) throw new Error('receipt scan not inserted');
  return row;
}

export async function findScan(db: TDatabase, accountId: number, scanId: number): Promise<TScanRow | null> {
  const [row] = await db
    .select()
    .from(receiptScans)
    .where(and(eq(receiptScans.accountId, accountId), eq(receiptScans.id, scanId)));
  return row ?? null;
}

/** A scan the job has still to read; null once read or failed (a job run again does nothing). */
export async function findPendingScan(db: TDatabase, scanId: number): Promise<TScanRow | null> {
  const [row] = await db
    .select()
    .from(receiptScans)
    .where(and(eq(receiptScans.id, scanId), eq(receiptScans.status, 'pending')));
  return row ?? null;
}

export async function finishScan(
  db: TDatabase,
  scanId: number,
  outcome: { draft: TReceiptDraft } | { failureKey: string },
  now: Date,
): Promise<void> {
  await db
    .update(receiptScans)
    .set(
      'draft' in outcome
        ? { status: 'read', draft: outcome.draft, readAt: now }
        : { status: 'failed', failureKey: outcome.failureKey, readAt: now },
    )
    .where(and(eq(receiptScans.id, scanId), eq(receiptScans.status, 'pending')));
}
