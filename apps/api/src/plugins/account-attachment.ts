import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { accountStaff, accountUsers } from '../db/schema/accounts.ts';
import type { TDatabase } from './db/database.ts';

/*
 * Who is attached to a company, as pieces of SQL: every list narrowed to the caller's companies
 * (accounts, documents, invoices, calls, mail, the dashboards) is built on them, so they sit with
 * the plumbing rather than in one of those modules.
 */

/**
 * `userId` is attached to the company whose id is `accountId`: a member of its customer team
 * (account_users), or staff serving it through one of `lines` (account_staff; any line when none
 * are named). Written as `in (… union all …)` so that the planner joins the caller's few companies
 * (both tables are indexed by user) instead of testing every listed row twice.
 */
export function attachedTo(accountId: SQLWrapper, userId: number, lines?: readonly number[]): SQL {
  const throughLine =
    lines === undefined
      ? sql``
      : sql` and ${accountStaff.line} in (${sql.join(
          lines.map((line) => sql`${line}`),
          sql`, `,
        )})`;
  return sql`${accountId} in (select ${accountUsers.accountId} from ${accountUsers} where ${accountUsers.userId} = ${userId}
    union all select ${accountStaff.accountId} from ${accountStaff} where ${accountStaff.userId} = ${userId}${throughLine})`;
}

/**
 * The ids of the companies `userId` is attached to, as a subquery to join from: a list of "my
 * companies" starts from the caller's few rows (both tables indexed by user), not from every company.
 */
export function attachedAccountIds(db: TDatabase, userId: number) {
  const team = db
    .select({ accountId: accountUsers.accountId })
    .from(accountUsers)
    .where(eq(accountUsers.userId, userId));
  const served = db
    .selectDistinct({ accountId: accountStaff.accountId })
    .from(accountStaff)
    .where(eq(accountStaff.userId, userId));
  return team.unionAll(served).as('attached_accounts');
}
