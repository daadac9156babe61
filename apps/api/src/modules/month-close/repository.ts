import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import type { TMonthCloseState } from '@portal/contracts/month-close/month-close';
import { ACCOUNTANT_LINE } from '@portal/contracts/product-lines/accountant';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { accountLines, accountStaff, accounts } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { accountDocuments } from '../../db/schema/documents.ts';
import { monthCloses } from '../../db/schema/month-close.ts';
import { taxReturns } from '../../db/schema/tax-returns.ts';
import { correlated } from '../../plugins/db/correlated.ts';
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
 * The companies of the board: an active accountant line (the account_lines (brand, status)
 * index), not deleted, with the month's state (its row, by primary key, or the default). Only
 * what counting, filtering and ordering need: the page's advisors and documents are read for its
 * rows alone (`findBoardDetails`).
 */
function boardRows(db: TDatabase, filter: TBoardFilter) {
  const state = sql<TMonthCloseState>`coalesce(${monthCloses.state}::text, ${filter.defaultState})`.as(
    'state',
  );
  const servedBy = (userId: number) =>
    sql`exists (select 1 from ${accountStaff} where ${accountStaff.accountId} = ${accounts.id}
      and ${accountStaff.line} = ${ACCOUNTANT_LINE.id} and ${accountStaff.userId} = ${userId})`;
  const scope: SQL[] = [];
  if (filter.servedBy !== undefined) scope.push(servedBy(filter.servedBy));
  if (filter.advisorId !== undefined) scope.push(servedBy(filter.advisorId));
  return db
    .select({
      accountId: sql<number>`${accounts.id}`.as('account_id'),
      accountName: sql<string>`${accounts.name}`.as('account_name'),
      state,
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

type TBoardPageRow = Omit<TBoardRow, 'advisorId' | 'advisorName' | 'documents'>;

/** One page of the board by company name, with the filter's total. */
export async function findBoardPage(
  db: TDatabase,
  filter: TBoardFilter & { state?: TMonthCloseState; limit: number; offset: number },
): Promise<{ rows: TBoardPageRow[]; total: number }> {
  const board = boardRows(db, filter);
  const rows = await db
    .select({
      accountId: board.accountId,
      accountName: board.accountName,
      state: board.state,
      completedByCustomerAt: board.completedByCustomerAt,
      updatedAt: board.updatedAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(board)
    .where(filter.state ? eq(board.state, filter.state) : undefined)
    .orderBy(board.accountName, board.accountId)
    .limit(filter.limit)
    .offset(filter.offset);
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map(({ total: _total, ...row }) => ({
      ...row,
      completedByCustomerAt: row.completedByCustomerAt ? new Date(row.completedByCustomerAt) : null,
      updatedAt: row.updatedAt ? new Date(row.updatedAt) : null,
    })),
  };
}

/**
 * The advisor (the first attached to the accountant line) and the month's documents count of the
 * page's companies: one query on account_staff's and account_documents' account indexes.
 */
export async function findBoardDetails(db: TDatabase, accountIds: number[], period: string) {
  if (accountIds.length === 0)
    return new Map<number, { advisorId: number | null; advisorName: string | null; documents: number }>();
  const advisorId = correlated(sql<number | null>`(select ${accountStaff.userId} from ${accountStaff}
    where ${accountStaff.accountId} = ${accounts.id} and ${accountStaff.line} = ${ACCOUNTANT_LINE.id}
    order by ${accountStaff.createdAt} limit 1)`);
  const rows = await db
    .select({
      accountId: accounts.id,
      advisorId,
      advisorName: correlated(
        sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${advisorId})`,
      ),
      documents: correlated(sql<number>`(select count(*)::int from ${accountDocuments}
        where ${accountDocuments.accountId} = ${accounts.id} and ${accountDocuments.period} = ${period})`),
    })
    .from(accounts)
    .where(inArray(accounts.id, accountIds));
  return new Map(
    rows.map((row) => [
      row.accountId,
      { advisorId: row.advisorId, advisorName: row.advisorName, documents: Number(row.documents) },
    ]),
  );
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
