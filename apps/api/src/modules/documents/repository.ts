import type { TReviewDecision, TReviewStatus } from '@portal/contracts/documents/monthly-documents';
import { ACCOUNTANT_LINE } from '@portal/contracts/product-lines/accountant';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { accounts } from '../../db/schema/accounts.ts';
import { accountDocuments } from '../../db/schema/documents.ts';
import { ledgerClosedPeriods } from '../../db/schema/ledger.ts';
import { attachedTo } from '../../plugins/account-attachment.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { LISTED, listedPage, pageOffset, type TListedTotal } from '../../plugins/db/list-queries.ts';

export type TDocumentRow = {
  id: number;
  accountId: number;
  kind: string;
  storageKey: string;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: Date;
  /** Monthly documents only (null for the application's). */
  period: string | null;
  reviewStatus: TReviewStatus | null;
  reviewNote: string | null;
  reviewedAt: Date | null;
};

const DOCUMENT_ROW = {
  id: accountDocuments.id,
  accountId: accountDocuments.accountId,
  kind: accountDocuments.kind,
  storageKey: accountDocuments.storageKey,
  fileName: accountDocuments.fileName,
  mimeType: accountDocuments.mimeType,
  size: accountDocuments.size,
  createdAt: accountDocuments.createdAt,
  period: accountDocuments.period,
  reviewStatus: accountDocuments.reviewStatus,
  reviewNote: accountDocuments.reviewNote,
  reviewedAt: accountDocuments.reviewedAt,
};

export async function listAccountDocuments(db: TDatabase, accountId: number): Promise<TDocumentRow[]> {
  return db
    .select(DOCUMENT_ROW)
    .from(accountDocuments)
    .where(and(eq(accountDocuments.accountId, accountId), isNull(accountDocuments.period)));
}

export async function findAccountDocument(
  db: TDatabase,
  accountId: number,
  documentId: number,
): Promise<TDocumentRow | null> {
  const [row] = await db
    .select(DOCUMENT_ROW)
    .from(accountDocuments)
    .where(and(eq(accountDocuments.id, documentId), eq(accountDocuments.accountId, accountId)));
  return row ?? null;
}

export type TNewDocument = {
  accountId: number;
  kind: string;
  storageKey: string;
  fileName: string;
  mimeType: string;
  size: number;
  uploadedBy: number;
};

/**
 * Stores the account's document of its kind, replacing the one it had; answers the row and the
 * storage key of the replaced file (to remove once this is committed). The account row is locked
 * first, so two uploads of one account at once cannot both miss the file the other replaced.
 */
export async function putAccountDocument(
  db: TDatabase,
  values: TNewDocument,
): Promise<{ row: TDocumentRow; replacedKey: string | null } | null> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, values.accountId))
      .for('update');
    if (!account) return null;
    const [previous] = await tx
      .select({ storageKey: accountDocuments.storageKey })
      .from(accountDocuments)
      .where(
        and(
          eq(accountDocuments.accountId, values.accountId),
          eq(accountDocuments.kind, values.kind),
          isNull(accountDocuments.period),
        ),
      );
    const [row] = await tx
      .insert(accountDocuments)
      .values(values)
      .onConflictDoUpdate({
        target: [accountDocuments.accountId, accountDocuments.kind],
        targetWhere: isNull(accountDocuments.period),
        set: {
          storageKey: values.storageKey,
          fileName: values.fileName,
          mimeType: values.mimeType,
          size: values.size,
          uploadedBy: values.uploadedBy,
          createdAt: sql`now()`,
        },
      })
      .returning(DOCUMENT_ROW);
    if (!row) throw new Error('Could not store the document');
    return { row, replacedKey: previous?.storageKey ?? null };
  });
}

/** Deletes the account's document; answers its storage key, or null when there was none. */
export async function deleteAccountDocument(
  db: TDatabase,
  accountId: number,
  documentId: number,
): Promise<string | null> {
  const [row] = await db
    .delete(accountDocuments)
    .where(and(eq(accountDocuments.id, documentId), eq(accountDocuments.accountId, accountId)))
    .returning({ storageKey: accountDocuments.storageKey });
  return row?.storageKey ?? null;
}

/** A month's documents of the company, newest first (the account_documents_by_period index). */
/** Some of a company's documents by id, in one query (what answered its document requests). */
export function findAccountDocuments(
  db: TDatabase,
  accountId: number,
  ids: number[],
): Promise<TDocumentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(DOCUMENT_ROW)
    .from(accountDocuments)
    .where(and(eq(accountDocuments.accountId, accountId), inArray(accountDocuments.id, ids)));
}

export async function listMonthlyDocuments(
  db: TDatabase,
  accountId: number,
  period: string,
): Promise<TDocumentRow[]> {
  return db
    .select(DOCUMENT_ROW)
    .from(accountDocuments)
    .where(and(eq(accountDocuments.accountId, accountId), eq(accountDocuments.period, period)))
    .orderBy(desc(accountDocuments.createdAt), desc(accountDocuments.id));
}

/** A new monthly document, waiting for the advisor's review. */
export async function insertMonthlyDocument(
  db: TDatabase,
  values: TNewDocument & { period: string },
): Promise<TDocumentRow> {
  const [row] = await db
    .insert(accountDocuments)
    .values({ ...values, reviewStatus: 'pending' })
    .returning(DOCUMENT_ROW);
  if (!row) throw new Error('Could not store the document');
  return row;
}

/**
 * A monthly document's new file: the upload time moves on and the review starts again. Answers
 * the row and the key of the replaced file (to remove once this is committed); null when the
 * document is gone, or was reviewed meanwhile while `unlessStatus` says it must not have been.
 */
export async function replaceMonthlyDocumentFile(
  db: TDatabase,
  accountId: number,
  documentId: number,
  file: Pick<TNewDocument, 'storageKey' | 'fileName' | 'mimeType' | 'size' | 'uploadedBy'>,
  unlessStatus: TReviewStatus | null,
): Promise<{ row: TDocumentRow; replacedKey: string } | null> {
  return db.transaction(async (tx) => {
    const conditions: SQL[] = [
      eq(accountDocuments.id, documentId),
      eq(accountDocuments.accountId, accountId),
      sql`${accountDocuments.period} is not null`,
    ];
    const [previous] = await tx
      .select({ storageKey: accountDocuments.storageKey, reviewStatus: accountDocuments.reviewStatus })
      .from(accountDocuments)
      .where(and(...conditions))
      .for('update');
    if (!previous || (unlessStatus !== null && previous.reviewStatus === unlessStatus)) return null;
    const [row] = await tx
      .update(accountDocuments)
      .set({
        ...file,
        createdAt: sql`now()`,
        reviewStatus: 'pending',
        reviewNote: null,
        reviewedBy: null,
        reviewedAt: null,
      })
      .where(and(...conditions))
      .returning(DOCUMENT_ROW);
    return row ? { row, replacedKey: previous.storageKey } : null;
  });
}

/** The advisor's decision on a monthly document; null when there is no such monthly document. */
export async function setDocumentReview(
  db: TDatabase,
  accountId: number,
  documentId: number,
  review: { decision: TReviewDecision; note: string | null; reviewedBy: number; at: Date },
): Promise<TDocumentRow | null> {
  const [row] = await db
    .update(accountDocuments)
    .set({
      reviewStatus: review.decision,
      reviewNote: review.note,
      reviewedBy: review.reviewedBy,
      reviewedAt: review.at,
    })
    .where(
      and(
        eq(accountDocuments.id, documentId),
        eq(accountDocuments.accountId, accountId),
        sql`${accountDocuments.period} is not null`,
      ),
    )
    .returning(DOCUMENT_ROW);
  return row ?? null;
}

/** Whether the advisor closed the company's month in the pre-accounting program. */
export async function isPeriodClosed(db: TDatabase, accountId: number, period: string): Promise<boolean> {
  const [row] = await db
    .select({ period: ledgerClosedPeriods.period })
    .from(ledgerClosedPeriods)
    .where(and(eq(ledgerClosedPeriods.accountId, accountId), eq(ledgerClosedPeriods.period, period)));
  return row !== undefined;
}

export type TReviewQueueRow = TDocumentRow & { accountName: string };

/**
 * Monthly documents waiting for review, oldest first, with their company's name: of the
 * companies `memberId` is attached to, or of every company (undefined). Walks the partial index
 * account_documents_review_queue (created_at, id where pending); deleted companies are left out.
 */
export async function listReviewQueue(
  db: TDatabase,
  filter: { memberId: number | undefined; accountId?: number | undefined; page: number; perPage: number },
): Promise<{ rows: TReviewQueueRow[]; total: TListedTotal }> {
  const conditions: SQL[] = [eq(accountDocuments.reviewStatus, 'pending'), isNull(accounts.deletedAt)];
  if (filter.memberId !== undefined) {
    conditions.push(attachedTo(accountDocuments.accountId, filter.memberId, [ACCOUNTANT_LINE.id]));
  }
  // One company's (its page): within the caller's companies still, so another's reads as empty.
  if (filter.accountId !== undefined) conditions.push(eq(accountDocuments.accountId, filter.accountId));
  const where = and(...conditions);
  const { rows, total } = await listedPage(
    db,
    filter,
    db
      .select({ ...DOCUMENT_ROW, accountName: accounts.name })
      .from(accountDocuments)
      .innerJoin(accounts, eq(accounts.id, accountDocuments.accountId))
      .where(where)
      .orderBy(asc(accountDocuments.createdAt), asc(accountDocuments.id))
      .limit(filter.perPage)
      .offset(pageOffset(filter)),
    db
      .select({ one: LISTED })
      .from(accountDocuments)
      .innerJoin(accounts, eq(accounts.id, accountDocuments.accountId))
      .where(where),
  );
  return { rows, total };
}

/**
 * A monthly document's review as it stands, its row locked for the rest of the transaction: two
 * reviews of one document (a double click) take turns, so the second sees the first's decision.
 */
export async function lockDocumentReview(
  tx: TDatabase,
  accountId: number,
  documentId: number,
): Promise<{ reviewStatus: string | null; reviewNote: string | null } | null> {
  const [row] = await tx
    .select({ reviewStatus: accountDocuments.reviewStatus, reviewNote: accountDocuments.reviewNote })
    .from(accountDocuments)
    .where(
      and(
        eq(accountDocuments.id, documentId),
        eq(accountDocuments.accountId, accountId),
        sql`${accountDocuments.period} is not null`,
      ),
    )
    .for('update');
  return row ?? null;
}
