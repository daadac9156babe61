import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { accounts, accountUsers } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { dataExports, documentAccesses } from '../../db/schema/privacy.ts';
import { securityEvents } from '../../db/schema/staff.ts';
import { firstRoleOf } from '../../plugins/auth/role-fragments.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { LISTED, listedPage, pageOffset } from '../../plugins/db/list-queries.ts';

/** The sign-in events of the security log (security-events module) a person is shown. */
const SIGN_IN_TYPES = ['sign_in', 'sign_in_failed'];

/** A user's latest sign-ins and failed attempts, newest first: the (user_id, occurred_at) index. */
export function findRecentSignIns(db: TDatabase, userId: number, limit: number) {
  return db
    .select({
      id: securityEvents.id,
      type: securityEvents.type,
      ip: securityEvents.ip,
      detail: securityEvents.detail,
      occurredAt: securityEvents.occurredAt,
    })
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), inArray(securityEvents.type, SIGN_IN_TYPES)))
    .orderBy(desc(securityEvents.occurredAt), desc(securityEvents.id))
    .limit(limit);
}

export type TSignInRow = Awaited<ReturnType<typeof findRecentSignIns>>[number];

/**
 * The staff accesses to the documents of every live company `userId` is a member of, newest
 * first. The caller decides that `userId` is a customer; the (account_id, accessed_at) index
 * serves each company.
 */
export async function listDocumentAccessesOfMember(
  db: TDatabase,
  filter: { userId: number; page: number; perPage: number },
) {
  const where = and(
    sql`exists (select 1 from ${accountUsers} where ${accountUsers.accountId} = ${documentAccesses.accountId}
      and ${accountUsers.userId} = ${filter.userId})`,
    isNull(accounts.deletedAt),
  );
  const { rows, total } = await listedPage(
    db,
    filter,
    db
      .select({
        id: documentAccesses.id,
        accessedAt: documentAccesses.accessedAt,
        staffId: users.id,
        staffName: users.name,
        staffRole: firstRoleOf(users.id),
        documentId: documentAccesses.documentId,
        documentKind: documentAccesses.documentKind,
        documentPeriod: documentAccesses.documentPeriod,
        accountId: accounts.id,
        accountName: accounts.name,
      })
      .from(documentAccesses)
      .innerJoin(accounts, eq(accounts.id, documentAccesses.accountId))
      .leftJoin(users, eq(users.id, documentAccesses.userId))
      .where(where)
      .orderBy(desc(documentAccesses.accessedAt), desc(documentAccesses.id))
      .limit(filter.perPage)
      .offset(pageOffset(filter)),
    db
      .select({ one: LISTED })
      .from(documentAccesses)
      .innerJoin(accounts, eq(accounts.id, documentAccesses.accountId))
      .where(where),
  );
  return { rows, total };
}

export type TDocumentAccessRow = Awaited<ReturnType<typeof listDocumentAccessesOfMember>>['rows'][number];

// ---- Data exports ---------------------------------------------------------------------------------

const EXPORT_ROW = {
  id: dataExports.id,
  userId: dataExports.userId,
  status: dataExports.status,
  fileKey: dataExports.fileKey,
  requestedAt: dataExports.requestedAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
};
export type TDataExportRow = {
  id: number;
  userId: number;
  status: string;
  fileKey: string | null;
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
};

/** The person's latest export (the one the profile shows). */
export async function findLatestDataExport(db: TDatabase, userId: number): Promise<TDataExportRow | null> {
  const [row] = await db
    .select(EXPORT_ROW)
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the person's row until the transaction ends, so two requests of one person (two tabs)
 * take turns: the second sees the first's export and is refused.
 */
export async function lockUser(db: TDatabase, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function insertDataExport(db: TDatabase, userId: number, at: Date): Promise<TDataExportRow> {
  const [row] = await db
    .insert(dataExports)
    .values({ userId, status: 'pending', requestedAt: at })
    .returning(EXPORT_ROW);
  if (!row) throw new Error('could not insert a data export');
  return row;
}

export async function findDataExport(db: TDatabase, id: number): Promise<TDataExportRow | null> {
  const [row] = await db.select(EXPORT_ROW).from(dataExports).where(eq(dataExports.id, id));
  return row ?? null;
}

/** Where the job will put the file: written before the file, so a retry or the sweep finds it. */
export async function setDataExportFileKey(db: TDatabase, id: number, fileKey: string): Promise<void> {
  await db.update(dataExports).set({ fileKey }).where(eq(dataExports.id, id));
}

/** Pending → ready, once; false when it was no longer pending (a run that came second). */
export async function markDataExportReady(
  db: TDatabase,
  id: number,
  ready: { tokenHash: string; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const updated = await db
    .update(dataExports)
    .set({ status: 'ready', ...ready })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
    .returning({ id: dataExports.id });
  return updated.length > 0;
}

/** Gives up on a pending export; answers the file key to remove, if one was set. */
export async function markDataExportFailed(db: TDatabase, id: number): Promise<string | null> {
  const pending = and(eq(dataExports.id, id), eq(dataExports.status, 'pending'));
  const [row] = await db.select({ fileKey: dataExports.fileKey }).from(dataExports).where(pending);
  if (!row) return null;
  await db.update(dataExports).set({ status: 'failed', fileKey: null }).where(pending);
  return row.fileKey;
}

/** The export a link's secret opens: ready and not yet expired. */
export async function findDownloadableExport(
  db: TDatabase,
  tokenHash: string,
  now: Date,
): Promise<{ id: number; fileKey: string; readyAt: Date } | null> {
  const [row] = await db
    .select({ id: dataExports.id, fileKey: dataExports.fileKey, readyAt: dataExports.readyAt })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.tokenHash, tokenHash),
        eq(dataExports.status, 'ready'),
        sql`${dataExports.expiresAt} > ${now}`,
        isNotNull(dataExports.fileKey),
      ),
    );
  if (!row?.fileKey || !row.readyAt) return null;
  return { id: row.id, fileKey: row.fileKey, readyAt: row.readyAt };
}

/** Expired exports that still have a file (the data_exports_expiring index), a batch at a time. */
export function findExpiredExportFiles(db: TDatabase, now: Date, limit: number) {
  return db
    .select({ id: dataExports.id, fileKey: sql<string>`${dataExports.fileKey}` })
    .from(dataExports)
    .where(and(isNotNull(dataExports.fileKey), lte(dataExports.expiresAt, now)))
    .limit(limit);
}

/** Pending exports requested before `before`: their job has died (or is still retrying past any reason). */
export function findStalePendingExports(db: TDatabase, before: Date, limit: number) {
  return db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'pending'), lte(dataExports.requestedAt, before)))
    .limit(limit);
}

/** The file is gone: the row stays (the profile says "expired"), its key and secret do not. */
export async function forgetExportFile(db: TDatabase, id: number): Promise<void> {
  await db.update(dataExports).set({ fileKey: null, tokenHash: null }).where(eq(dataExports.id, id));
}

// ---- Closing the account ----------------------------------------------------------------------------

export type TClosingRow = {
  id: number;
  closeRequestedAt: Date | null;
  anonymisedAt: Date | null;
  passwordHash: string;
};

export async function findClosingState(db: TDatabase, userId: number): Promise<TClosingRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      closeRequestedAt: users.closeRequestedAt,
      anonymisedAt: users.anonymisedAt,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Sets the request once; false when one is already there. */
export async function setCloseRequested(db: TDatabase, userId: number, at: Date): Promise<Date | null> {
  const [row] = await db
    .update(users)
    .set({ closeRequestedAt: at })
    .where(and(eq(users.id, userId), isNull(users.closeRequestedAt), isNull(users.anonymisedAt)))
    .returning({ at: users.closeRequestedAt });
  return row?.at ?? null;
}

/** Takes the request back, unless the job has already carried it out. */
export async function clearCloseRequested(db: TDatabase, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ closeRequestedAt: null })
    .where(and(eq(users.id, userId), isNull(users.anonymisedAt)));
}
