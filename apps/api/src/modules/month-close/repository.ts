import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import type { TMonthCloseState } from '@portal/contracts/month-close/month-close';
import { ACCOUNTANT_LINE } from '@portal/contracts/product-lines/accountant';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { accountLines, accountStaff, accounts } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { accountDocuments } from '../../db/schema/documents.ts';
import { monthCloses } from '../../db/schema/month-close.ts';
import { taxReturns } from '../../db/schema/tax-returns.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

export type TBoardRow = {
  accountId: number;
  accountName: string;
  advisorId: number | null;
  advisorName: string | null;
  state: TMonthCloseState;
  documents: number;
  completedByCustomerAt: Date | null;
  updatedAt: Date | null;
};

type TBoardFilter = {
  period: string;
  /** A month without a row: `documents_complete` once its documents' deadline has passed. */
  defaultState: TMonthCloseState;
  /** Only the companies this staff member serves through the accountant line; all when undefined. */
  servedBy?: number;
  advisorId?: number;
};

/**
 * The companies of the board: an active accountant line, not deleted, with the advisor serving
 * that line (the first attached), the month's row and its documents count. Led by the
 * account_lines (brand, status) index; each company's advisor, month row and documents are
 * primary-key or index lookups.
 */
function boardRows(db: TDatabase, filter: TBoardFilter) {
  const state = sql<TMonthCloseState>`coalesce(${monthCloses.state}::text, ${filter.defaultState})`.as(
    'state',
  );
  const scope: SQL[] = [];
  if (filter.servedBy !== undefined) {
    scope.push(sql`exists (select 1 from ${accountStaff} where ${accountStaff.accountId} = ${accounts.id}
      and ${accountStaff.line} = ${ACCOUNTANT_LINE.id} and ${accountStaff.userId} = ${filter.servedBy})`);
  }
  const advisor = sql`(select ${accountStaff.userId} from ${accountStaff} where ${accountStaff.accountId} = ${accounts.id}
    and ${accountStaff.line} = ${ACCOUNTANT_LINE.id} order by ${accountStaff.createdAt} limit 1)`;
  if (filter.advisorId !== undefined) scope.push(sql`${advisor} = ${filter.advisorId}`);
  return db
    .select({
      accountId: sql<number>`${accounts.id}`.as('account_id'),
      accountName: sql<string>`${accounts.name}`.as('account_name'),
      advisorId: sql<number | null>`${advisor}`.as('advisor_id'),
      state,
      documents: sql<number>`(select count(*)::int from ${accountDocuments}
        where ${accountDocuments.accountId} = ${accounts.id} and ${accountDocuments.period} = ${filter.period})`.as(
        'documents',
      ),
      completedByCustomerAt: sql<Date | null>`${monthCloses.completedByCustomerAt}`.as('completed_at'),
      updatedAt: sql<Date | null>`${monthCloses.updatedAt}`.as('close_updated_at'),
    })
    .from(accountLines)
    .innerJoin(accounts, eq(accounts.id, accountLines.accountId))
    .leftJoin(monthCloses, and(eq(monthCloses.accountId, accounts.id), eq(monthCloses.period, filter.period)))
    .where(
      and(
        eq(accountLines.brandId, ACCOUNTANT_LINE.id),
        eq(accountLines.status, LINE_STATUSES.active),
        sql`${accounts.deletedAt} is null`,
        ...scope,
      ),
    )
    .as('board');
}

/** The count of the filter's companies in each state. */
export async function countBoardStates(db: TDatabase, filter: TBoardFilter) {
  const board = boardRows(db, filter);
  return db
    .select({ state: board.state, count: sql<number>`count(*)::int` })
    .from(board)
    .groupBy(board.state);
}

/** One page of the board by company name, with the page's total. */
export async function findBoardPage(
  db: TDatabase,
  filter: TBoardFilter & { state?: TMonthCloseState; limit: number; offset: number },
): Promise<{ rows: TBoardRow[]; total: number }> {
  const board = boardRows(db, filter);
  const rows = await db
    .select({
      accountId: board.accountId,
      accountName: board.accountName,
      advisorId: board.advisorId,
      advisorName: users.name,
      state: board.state,
      documents: board.documents,
      completedByCustomerAt: board.completedByCustomerAt,
      updatedAt: board.updatedAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(board)
    .leftJoin(users, eq(users.id, board.advisorId))
    .where(filter.state ? eq(board.state, filter.state) : undefined)
    .orderBy(board.accountName, board.accountId)
    .limit(filter.limit)
    .offset(filter.offset);
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map(({ total: _total, ...row }) => ({
      ...row,
      documents: Number(row.documents),
      completedByCustomerAt: row.completedByCustomerAt ? new Date(row.completedByCustomerAt) : null,
      updatedAt: row.updatedAt ? new Date(row.updatedAt) : null,
    })),
  };
}

/** The board's row of one company (whatever its line: a company page may ask). */
export async function findCompanyMonth(db: TDatabase, accountId: number, period: string) {
  const [row] = await db
    .select()
    .from(monthCloses)
    .where(and(eq(monthCloses.accountId, accountId), eq(monthCloses.period, period)));
  return row ?? null;
}

export async function countMonthDocuments(db: TDatabase, accountId: number, period: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(accountDocuments)
    .where(and(eq(accountDocuments.accountId, accountId), eq(accountDocuments.period, period)));
  return Number(row?.count ?? 0);
}

/**
 * Writes the month's state when it is still `from` (or has no row and `from` is its default):
 * false when someone moved it meanwhile.
 */
export async function moveMonth(
  db: TDatabase,
  values: {
    accountId: number;
    period: string;
    from: TMonthCloseState;
    to: TMonthCloseState;
    by: number;
    at: Date;
    byCustomer?: boolean;
  },
): Promise<boolean> {
  const set = {
    state: values.to,
    updatedBy: values.by,
    updatedAt: values.at,
    ...(values.byCustomer ? { completedByCustomerAt: values.at } : {}),
  };
  const rows = await db
    .insert(monthCloses)
    .values({ accountId: values.accountId, period: values.period, ...set })
    .onConflictDoUpdate({
      target: [monthCloses.accountId, monthCloses.period],
      set,
      setWhere: eq(monthCloses.state, values.from),
    })
    .returning({ accountId: monthCloses.accountId });
  return rows.length > 0;
}

/** The open returns and unpaid accruals of the board's companies, for its late flags. */
export function findOpenReturns(db: TDatabase, accountIds: number[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      accountId: taxReturns.accountId,
      kind: taxReturns.kind,
      period: taxReturns.period,
      status: taxReturns.status,
      dueDate: taxReturns.dueDate,
    })
    .from(taxReturns)
    .where(
      and(inArray(taxReturns.accountId, accountIds), inArray(taxReturns.status, ['preparing', 'accrued'])),
    );
}
