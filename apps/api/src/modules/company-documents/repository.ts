import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  companyDocumentDownloads,
  companyDocumentReminders,
  companyDocuments,
  documentRequests,
} from '../../db/schema/company-documents.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

export type TCompanyDocumentRow = typeof companyDocuments.$inferSelect;
export type TDocumentRequestRow = typeof documentRequests.$inferSelect;

/** The company's vault, newest first (the (account_id, created_at) index). */
export function findCompanyDocuments(db: TDatabase, accountId: number): Promise<TCompanyDocumentRow[]> {
  return db
    .select()
    .from(companyDocuments)
    .where(eq(companyDocuments.accountId, accountId))
    .orderBy(desc(companyDocuments.createdAt), desc(companyDocuments.id));
}

export async function findCompanyDocument(
  db: TDatabase,
  accountId: number,
  documentId: number,
): Promise<TCompanyDocumentRow | null> {
  const [row] = await db
    .select()
    .from(companyDocuments)
    .where(and(eq(companyDocuments.id, documentId), eq(companyDocuments.accountId, accountId)));
  return row ?? null;
}

export async function insertCompanyDocument(
  db: TDatabase,
  values: typeof companyDocuments.$inferInsert,
): Promise<TCompanyDocumentRow> {
  const [row] = await db.insert(companyDocuments).values(values).returning();
  if (!row) throw new Error('Could not store the company document');
  return row;
}

export async function recordDownload(db: TDatabase, documentId: number, userId: number, at: Date) {
  await db.insert(companyDocumentDownloads).values({ documentId, userId, downloadedAt: at });
}

/** The company's requests, open first, then by due date (the (account_id, status, due_date) index). */
export function findDocumentRequests(db: TDatabase, accountId: number): Promise<TDocumentRequestRow[]> {
  return db
    .select()
    .from(documentRequests)
    .where(eq(documentRequests.accountId, accountId))
    .orderBy(asc(documentRequests.status), asc(documentRequests.dueDate), asc(documentRequests.id));
}

export async function findDocumentRequest(
  db: TDatabase,
  accountId: number,
  requestId: number,
): Promise<TDocumentRequestRow | null> {
  const [row] = await db
    .select()
    .from(documentRequests)
    .where(and(eq(documentRequests.id, requestId), eq(documentRequests.accountId, accountId)));
  return row ?? null;
}

/** The open requests of a company (the dashboard's "needs your action"). */
export function findOpenRequests(db: TDatabase, accountId: number): Promise<TDocumentRequestRow[]> {
  return db
    .select()
    .from(documentRequests)
    .where(and(eq(documentRequests.accountId, accountId), eq(documentRequests.status, 'open')))
    .orderBy(asc(documentRequests.dueDate), asc(documentRequests.id));
}

export async function insertDocumentRequest(
  db: TDatabase,
  values: typeof documentRequests.$inferInsert,
): Promise<TDocumentRequestRow> {
  const [row] = await db.insert(documentRequests).values(values).returning();
  if (!row) throw new Error('Could not store the document request');
  return row;
}

/** Links the answer to a request still open; null when it was answered meanwhile. */
export async function fulfilRequest(
  db: TDatabase,
  requestId: number,
  documentId: number,
  at: Date,
): Promise<TDocumentRequestRow | null> {
  const [row] = await db
    .update(documentRequests)
    .set({ status: 'fulfilled', documentId, fulfilledAt: at })
    .where(and(eq(documentRequests.id, requestId), eq(documentRequests.status, 'open')))
    .returning();
  return row ?? null;
}

/** Vault documents whose validity ends on `validUntil`, not yet reminded `daysBefore` ahead (the partial index). */
export function findDocumentsToRemind(db: TDatabase, validUntil: string, daysBefore: number) {
  return db
    .select()
    .from(companyDocuments)
    .where(
      and(
        eq(companyDocuments.validUntil, validUntil),
        sql`not exists (select 1 from ${companyDocumentReminders}
          where ${companyDocumentReminders.documentId} = ${companyDocuments.id}
          and ${companyDocumentReminders.daysBefore} = ${daysBefore})`,
      ),
    )
    .orderBy(asc(companyDocuments.id));
}

/** Claims a reminder; false when another run or instance claimed it first. */
export async function claimExpiryReminder(db: TDatabase, documentId: number, daysBefore: number) {
  const rows = await db
    .insert(companyDocumentReminders)
    .values({ documentId, daysBefore })
    .onConflictDoNothing()
    .returning({ id: companyDocumentReminders.documentId });
  return rows.length > 0;
}
