import { and, eq, isNull, sql } from 'drizzle-orm';
import { accounts } from '../../db/schema/accounts.ts';
import { accountDocuments } from '../../db/schema/documents.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

export type TDocumentRow = {
  id: number;
  accountId: number;
  kind: string;
  storageKey: string;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: Date;
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
