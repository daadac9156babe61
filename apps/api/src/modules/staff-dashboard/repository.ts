import { LINE_STATUSES, PRODUCT_LINES } from '@portal/contracts/accounts/product-lines';
import { PRODUCT_LINE_DESCRIPTORS } from '@portal/contracts/product-lines/registry';
import { STAFF_DASHBOARD_LIMITS as LIMITS } from '@portal/contracts/staff/staff-dashboard';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { accountLines, accounts } from '../../db/schema/accounts.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { accountDocuments } from '../../db/schema/documents.ts';
import { applicationOverdueMails } from '../../db/schema/month-close.ts';
import { attachedAccountIds, attachedTo } from '../../plugins/account-attachment.ts';
import { accountIds, companyIds, readingShownNames } from '../../plugins/db/company-reads.ts';
import { correlated } from '../../plugins/db/correlated.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

/*
 * One query per card, each returning its first rows and, through `count(*) over ()`, the total of
 * its filter: five queries for the whole dashboard, each led by an index (account_users(user_id)
 * and account_staff(user_id, line), account_lines(brand_id, status), contact_messages(created_at);
 * the new appointment requests' card is the appointments module's query, on
 * appointment_requests(status, created_at)). The monthly documents to review are the documents
 * module's review queue (its page and count, on account_documents' review-queue index).
 */

/** The total of the whole filter, on every row of a limited page. */
const totalOver = sql<number>`cast(count(*) over () as integer)`;

export type TSection<T> = { total: number; items: T[] };

function section<T extends { total: number }>(rows: T[]): TSection<Omit<T, 'total'>> {
  return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _total, ...item }) => item) };
}

export type TDashboardAccountRow = { id: number; name: string; status: number };

const notDeleted = isNull(accounts.deletedAt);
const ACCOUNT_ITEM = { id: accounts.id, name: accounts.name, status: accounts.status };

/** Only the accounts `userId` is attached to (account_users primary key), when given. */
const memberOf = (userId: number | undefined): SQL | undefined =>
  userId === undefined ? undefined : attachedTo(accounts.id, userId);

export async function findMyAccounts(db: TDatabase, userId: number): Promise<TSection<TDashboardAccountRow>> {
  const mine = attachedAccountIds(db, userId);
  const rows = await readingShownNames(
    async () =>
      db
        .select({ ...ACCOUNT_ITEM, total: totalOver })
        .from(mine)
        .innerJoin(accounts, eq(accounts.id, mine.accountId))
        .where(notDeleted)
        .orderBy(desc(accounts.createdAt), desc(accounts.id))
        .limit(LIMITS.myAccounts),
    companyIds,
  );
  return section(rows);
}

/**
 * A line of the company waits for approval: an active accountant company adding an office waits
 * too, though its overall status is active (account_lines' (brand, status) index).
 */
const waitingLine = (brandIds: readonly number[]) =>
  sql`exists (select 1 from ${accountLines} where ${accountLines.accountId} = ${accounts.id}
    and ${accountLines.status} = ${LINE_STATUSES.waitingForApproval}
    and ${accountLines.brandId} in (${sql.join(
      brandIds.map((id) => sql`${id}`),
      sql`, `,
    )}))`;
const anyLineWaiting = waitingLine(PRODUCT_LINES);
/** The application documents belong to the application that founds the company (the accountant line's). */
const foundingLineWaiting = waitingLine(
  PRODUCT_LINE_DESCRIPTORS.filter((line) => line.application?.foundsCompany).map((line) => line.id),
);

/** When the company's waiting line was submitted (its status last changed to waiting). */
const submittedAt = correlated(sql<Date | null>`(select min(${accountLines.updatedAt}) from ${accountLines}
    where ${accountLines.accountId} = ${accounts.id} and ${accountLines.status} = ${LINE_STATUSES.waitingForApproval})`);

export type TWaitingApplicationRow = TDashboardAccountRow & { submittedAt: Date | null };

/** Applications waiting for approval, longest waiting first; all, or only `memberId`'s. */
export async function findWaitingApplications(
  db: TDatabase,
  memberId: number | undefined,
): Promise<TSection<TWaitingApplicationRow>> {
  const rows = await readingShownNames(
    async () =>
      db
        .select({ ...ACCOUNT_ITEM, submittedAt, total: totalOver })
        .from(accounts)
        .where(and(anyLineWaiting, notDeleted, memberOf(memberId)))
        .orderBy(asc(accounts.createdAt), asc(accounts.id))
        .limit(LIMITS.waitingApplications),
    companyIds,
  );
  return section(rows);
}

/** Every application waiting for approval, with when it was submitted (the admins' mail job). */
export function findAllWaitingApplications(db: TDatabase) {
  return db
    .select({ id: accounts.id, name: accounts.name, submittedAt })
    .from(accounts)
    .where(and(anyLineWaiting, notDeleted))
    .orderBy(asc(accounts.id));
}

/** Claims the admins' mail about a waiting application: false when it was sent already. */
export async function claimApplicationMail(db: TDatabase, accountId: number, at: Date): Promise<boolean> {
  const rows = await db
    .insert(applicationOverdueMails)
    .values({ accountId, mailedAt: at })
    .onConflictDoNothing()
    .returning({ accountId: applicationOverdueMails.accountId });
  return rows.length > 0;
}

export type TDashboardDocumentRow = {
  id: number;
  accountId: number;
  accountName: string;
  kind: string;
  fileName: string;
  mimeType: string;
  createdAt: Date;
};

/**
 * The documents of applications waiting for approval, oldest first; all, or only `memberId`'s.
 * The application's own (no month): monthly documents are the review queue's.
 */
export async function findDocumentsToReview(
  db: TDatabase,
  memberId: number | undefined,
): Promise<TSection<TDashboardDocumentRow>> {
  const rows = await readingShownNames(
    async () =>
      db
        .select({
          id: accountDocuments.id,
          accountId: accounts.id,
          accountName: accounts.name,
          kind: accountDocuments.kind,
          fileName: accountDocuments.fileName,
          mimeType: accountDocuments.mimeType,
          createdAt: accountDocuments.createdAt,
          total: totalOver,
        })
        .from(accounts)
        .innerJoin(accountDocuments, eq(accountDocuments.accountId, accounts.id))
        .where(and(foundingLineWaiting, notDeleted, memberOf(memberId), isNull(accountDocuments.period)))
        .orderBy(asc(accountDocuments.createdAt), asc(accountDocuments.id))
        .limit(LIMITS.documentsToReview),
    accountIds,
  );
  return section(rows);
}

export type TDashboardContactMessageRow = { id: number; fullName: string; subject: string; createdAt: Date };

/** Contact messages not yet handled, newest first (the created_at index, walked backwards). */
export async function findRecentContactMessages(
  db: TDatabase,
): Promise<TSection<TDashboardContactMessageRow>> {
  const rows = await db
    .select({
      id: contactMessages.id,
      fullName: contactMessages.fullName,
      subject: contactMessages.subject,
      createdAt: contactMessages.createdAt,
      total: totalOver,
    })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(LIMITS.recentContactMessages);
  return section(rows);
}
