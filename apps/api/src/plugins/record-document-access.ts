import { documentAccesses } from '../db/schema/privacy.ts';
import type { TDatabase } from './db/database.ts';

// Written by the documents module, listed by the privacy module: a record, like `recordAudit`.

export type TDocumentAccessRecord = {
  accountId: number;
  /** Null for a file outside the documents table (a return's document: its kind says which). */
  documentId: number | null;
  /** The kind and month as they are now: the row keeps them after the document is replaced or deleted. */
  kind: string;
  period: string | null;
  /** The staff member who downloaded it. */
  userId: number;
  at: Date;
};

/**
 * One staff download of a company's document file, shown to the company's customers
 * (`GET me/document-accesses`). The documents module calls it for staff only, before the file is
 * sent; a failed write fails the download: a customer is promised every staff access is listed.
 */
export async function recordDocumentAccess(db: TDatabase, access: TDocumentAccessRecord): Promise<void> {
  await db.insert(documentAccesses).values({
    accountId: access.accountId,
    documentId: access.documentId,
    documentKind: access.kind,
    documentPeriod: access.period,
    userId: access.userId,
    accessedAt: access.at,
  });
}
