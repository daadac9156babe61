import type { TMessageSide } from '@portal/contracts/company-messages/company-messages';
import { ACCOUNTANT_LINE } from '@portal/contracts/product-lines/accountant';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accountStaff, accounts, accountUsers } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import {
  advisorChangeRequests,
  companyMessageMails,
  companyMessageReads,
  companyMessages,
} from '../../db/schema/company-messages.ts';
import { auditLogs } from '../../db/schema/staff.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

export type TMessageRow = typeof companyMessages.$inferSelect & { authorName: string | null };

const MESSAGE_COLUMNS = {
  id: companyMessages.id,
  accountId: companyMessages.accountId,
  kind: companyMessages.kind,
  side: companyMessages.side,
  authorId: companyMessages.authorId,
  authorName: users.name,
  body: companyMessages.body,
  storageKey: companyMessages.storageKey,
  fileName: companyMessages.fileName,
  mimeType: companyMessages.mimeType,
  size: companyMessages.size,
  createdAt: companyMessages.createdAt,
};

/** The thread, oldest first (the (account_id, side, id) index serves the account's rows). */
export function findThread(db: TDatabase, accountId: number): Promise<TMessageRow[]> {
  return db
    .select(MESSAGE_COLUMNS)
    .from(companyMessages)
    .leftJoin(users, eq(users.id, companyMessages.authorId))
    .where(eq(companyMessages.accountId, accountId))
    .orderBy(asc(companyMessages.id));
}

export async function findMessage(db: TDatabase, accountId: number, id: number): Promise<TMessageRow | null> {
  const [row] = await db
    .select(MESSAGE_COLUMNS)
    .from(companyMessages)
    .leftJoin(users, eq(users.id, companyMessages.authorId))
    .where(and(eq(companyMessages.accountId, accountId), eq(companyMessages.id, id)));
  return row ?? null;
}

export async function insertMessage(
  db: TDatabase,
  values: typeof companyMessages.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(companyMessages).values(values).returning({ id: companyMessages.id });
  if (!row) throw new Error('Could not store the message');
  return row.id;
}

export async function findLastRead(db: TDatabase, accountId: number, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ lastReadId: companyMessageReads.lastReadId })
    .from(companyMessageReads)
    .where(and(eq(companyMessageReads.accountId, accountId), eq(companyMessageReads.userId, userId)));
  return row?.lastReadId ?? null;
}

/** Moves the caller's read mark on to `upTo` (never back), up to the thread's last message. */
export async function markRead(db: TDatabase, accountId: number, userId: number, upTo: number, at: Date) {
  const [last] = await db
    .select({ id: sql<number | null>`max(${companyMessages.id})` })
    .from(companyMessages)
    .where(eq(companyMessages.accountId, accountId));
  const mark = Math.min(upTo, Number(last?.id ?? 0));
  if (mark < 1) return;
  await db
    .insert(companyMessageReads)
    .values({ accountId, userId, lastReadId: mark, readAt: at })
    .onConflictDoUpdate({
      target: [companyMessageReads.accountId, companyMessageReads.userId],
      set: {
        lastReadId: sql`greatest(${companyMessageReads.lastReadId}, excluded.last_read_id)`,
        readAt: at,
      },
    });
}

/**
 * Unread messages per company: those the other side wrote after the person's read mark, in the
 * companies given (on the (account_id, side, id) index).
 */
export async function countUnread(
  db: TDatabase,
  userId: number,
  accountIds: number[],
  otherSide: TMessageSide,
): Promise<{ accountId: number; unread: number; lastAt: Date }[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .select({
      accountId: companyMessages.accountId,
      unread: sql<number>`count(*)::int`,
      lastAt: sql<Date>`max(${companyMessages.createdAt})`,
    })
    .from(companyMessages)
    .leftJoin(
      companyMessageReads,
      and(
        eq(companyMessageReads.accountId, companyMessages.accountId),
        eq(companyMessageReads.userId, userId),
      ),
    )
    .where(
      and(
        inArray(companyMessages.accountId, accountIds),
        eq(companyMessages.side, otherSide),
        gt(companyMessages.id, sql`coalesce(${companyMessageReads.lastReadId}, 0)`),
      ),
    )
    .groupBy(companyMessages.accountId)
    .orderBy(asc(companyMessages.accountId));
  return rows.map((row) => ({
    accountId: row.accountId,
    unread: Number(row.unread),
    lastAt: new Date(row.lastAt),
  }));
}

/** The companies a customer is in, or a staff member serves through the accountant line. */
export async function threadsOf(db: TDatabase, userId: number, staff: boolean): Promise<number[]> {
  const rows = staff
    ? await db
        .select({ id: accountStaff.accountId })
        .from(accountStaff)
        .where(and(eq(accountStaff.userId, userId), eq(accountStaff.line, ACCOUNTANT_LINE.id)))
    : await db
        .select({ id: accountUsers.accountId })
        .from(accountUsers)
        .where(eq(accountUsers.userId, userId));
  return rows.map((row) => row.id);
}

/**
 * Claims the mail to one side of a thread: true when that side was never mailed or not in the
 * last `minutes` (one statement, so two instances posting at once mail once).
 */
export async function claimThreadMail(
  db: TDatabase,
  accountId: number,
  side: TMessageSide,
  at: Date,
  minutes: number,
): Promise<boolean> {
  const rows = await db
    .insert(companyMessageMails)
    .values({ accountId, side, mailedAt: at })
    .onConflictDoUpdate({
      target: [companyMessageMails.accountId, companyMessageMails.side],
      set: { mailedAt: at },
      setWhere: sql`${companyMessageMails.mailedAt} <= ${new Date(at.getTime() - minutes * 60_000)}`,
    })
    .returning({ accountId: companyMessageMails.accountId });
  return rows.length > 0;
}

/** The advisor serving the company's accountant line today, if any. */
export async function findAdvisorOf(db: TDatabase, accountId: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: accountStaff.userId })
    .from(accountStaff)
    .where(and(eq(accountStaff.accountId, accountId), eq(accountStaff.line, ACCOUNTANT_LINE.id)))
    .orderBy(asc(accountStaff.createdAt))
    .limit(1);
  return row?.userId ?? null;
}

const requester = alias(users, 'requester');
const currentAdvisor = alias(users, 'current_advisor');
const newAdvisor = alias(users, 'new_advisor');

const REQUEST_COLUMNS = {
  id: advisorChangeRequests.id,
  accountId: advisorChangeRequests.accountId,
  accountName: accounts.name,
  requestedByName: requester.name,
  reason: advisorChangeRequests.reason,
  status: advisorChangeRequests.status,
  currentAdvisorName: currentAdvisor.name,
  newAdvisorName: newAdvisor.name,
  answerNote: advisorChangeRequests.answerNote,
  createdAt: advisorChangeRequests.createdAt,
  answeredAt: advisorChangeRequests.answeredAt,
};
export type TAdvisorChangeRow = {
  id: number;
  accountId: number;
  accountName: string;
  requestedByName: string | null;
  reason: string;
  status: 'open' | 'approved' | 'declined';
  currentAdvisorName: string | null;
  newAdvisorName: string | null;
  answerNote: string | null;
  createdAt: Date;
  answeredAt: Date | null;
};

function selectRequests(db: TDatabase) {
  return db
    .select(REQUEST_COLUMNS)
    .from(advisorChangeRequests)
    .innerJoin(accounts, eq(accounts.id, advisorChangeRequests.accountId))
    .leftJoin(requester, eq(requester.id, advisorChangeRequests.requestedBy))
    .leftJoin(currentAdvisor, eq(currentAdvisor.id, advisorChangeRequests.currentAdvisorId))
    .leftJoin(newAdvisor, eq(newAdvisor.id, advisorChangeRequests.newAdvisorId));
}

/** The requests of one status, oldest first (the (status, created_at) index). */
export function findChangeRequests(
  db: TDatabase,
  status: 'open' | 'approved' | 'declined',
): Promise<TAdvisorChangeRow[]> {
  return selectRequests(db)
    .where(eq(advisorChangeRequests.status, status))
    .orderBy(asc(advisorChangeRequests.createdAt), asc(advisorChangeRequests.id))
    .limit(500);
}

export async function findChangeRequest(db: TDatabase, id: number): Promise<TAdvisorChangeRow | null> {
  const [row] = await selectRequests(db).where(eq(advisorChangeRequests.id, id));
  return row ?? null;
}

/** A new open request; null when the company has one open already (the partial unique index). */
export async function insertChangeRequest(
  db: TDatabase,
  values: typeof advisorChangeRequests.$inferInsert,
): Promise<number | null> {
  const [row] = await db
    .insert(advisorChangeRequests)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: advisorChangeRequests.id });
  return row?.id ?? null;
}

/** Answers an open request; false when it was answered meanwhile. */
export async function answerChangeRequest(
  db: TDatabase,
  id: number,
  values: {
    status: 'approved' | 'declined';
    newAdvisorId: number | null;
    answerNote: string | null;
    answeredBy: number;
    answeredAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(advisorChangeRequests)
    .set(values)
    .where(and(eq(advisorChangeRequests.id, id), eq(advisorChangeRequests.status, 'open')))
    .returning({ id: advisorChangeRequests.id });
  return rows.length > 0;
}

const assigner = alias(users, 'assigner');

/** The audited staff assignments of a company, oldest first (the (account_id, created_at) index). */
export function findStaffAssignments(db: TDatabase, accountId: number) {
  return db
    .select({
      before: auditLogs.before,
      after: auditLogs.after,
      createdAt: auditLogs.createdAt,
      actorName: assigner.name,
    })
    .from(auditLogs)
    .leftJoin(assigner, eq(assigner.id, auditLogs.actorId))
    .where(and(eq(auditLogs.accountId, accountId), eq(auditLogs.action, 'account.staff_assigned')))
    .orderBy(asc(auditLogs.createdAt), asc(auditLogs.id));
}

/** Today's advisor and since when (a company assigned before the audit, or by the seed). */
export async function findCurrentAdvisor(db: TDatabase, accountId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, since: accountStaff.createdAt })
    .from(accountStaff)
    .innerJoin(users, eq(users.id, accountStaff.userId))
    .where(and(eq(accountStaff.accountId, accountId), eq(accountStaff.line, ACCOUNTANT_LINE.id)))
    .orderBy(asc(accountStaff.createdAt))
    .limit(1);
  return row ?? null;
}
