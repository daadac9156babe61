import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { isStaffRole } from '@portal/contracts/auth/roles';
import { addCalendarDays, todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { currentPeriod, documentsDueDate } from '@portal/contracts/documents/document-periods';
import {
  canMoveMonthClose,
  MONTH_CLOSE_MESSAGES,
  MONTH_CLOSE_STATES,
  RETURN_DUE_SOON_DAYS,
  type TMonthClose,
  type TMonthCloseBoard,
  type TMonthCloseFlag,
  type TMonthCloseState,
  type ZMonthCloseQuery,
} from '@portal/contracts/month-close/month-close';
import { returnDeadline } from '@portal/contracts/tax-returns/tax-returns';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { hasPermission } from '../../plugins/auth/authenticate.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import {
  countBoardStates,
  countMonthDocuments,
  findBoardDetails,
  findBoardPage,
  findCompanyMonth,
  findOpenReturns,
  moveMonth,
  type TBoardRow,
} from './repository.ts';

type TMonthCloseApp = Pick<FastifyInstance, 'db' | 'now'>;

/** A month without a row: its documents are complete once their deadline has passed. */
function defaultState(period: string, today: string): TMonthCloseState {
  return today > documentsDueDate(period) ? 'documents_complete' : 'documents_pending';
}

const isBefore = (state: TMonthCloseState, than: TMonthCloseState) =>
  MONTH_CLOSE_STATES.indexOf(state) < MONTH_CLOSE_STATES.indexOf(than);

type TOpenReturn = Awaited<ReturnType<typeof findOpenReturns>>[number];

/** What is late for one company's month (the board's flags). */
function flagsOf(row: TBoardRow, period: string, today: string, returns: TOpenReturn[]): TMonthCloseFlag[] {
  const flags: TMonthCloseFlag[] = [];
  if (row.documents === 0 && today > documentsDueDate(period) && isBefore(row.state, 'booked'))
    flags.push('documents_overdue');
  const soon = addCalendarDays(today, RETURN_DUE_SOON_DAYS);
  if (
    returns.some((r) => {
      if (r.status !== 'preparing') return false;
      const deadline = returnDeadline(r.kind, r.period);
      return deadline >= today && deadline <= soon;
    })
  )
    flags.push('return_due_soon');
  if (returns.some((r) => r.status === 'accrued' && r.dueDate !== null && r.dueDate < today))
    flags.push('accrual_overdue');
  return flags;
}

function present(row: TBoardRow, period: string, flags: TMonthCloseFlag[]): TMonthClose {
  return {
    account_id: row.accountId,
    account_name: row.accountName,
    period,
    state: row.state,
    advisor_id: row.advisorId,
    advisor_name: row.advisorName,
    documents: row.documents,
    flags,
    completed_by_customer_at: row.completedByCustomerAt?.toISOString() ?? null,
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

/**
 * `GET staff/month-close`: the companies with an active accountant line the caller serves (all
 * of them with "show accounts all"), a page by name, the counts per state of the whole filter
 * (the state filter aside), and each row's advisor, documents and late flags: four queries
 * whatever the page, the last two on the page's companies only.
 */
export async function monthCloseBoard(
  app: TMonthCloseApp,
  auth: TAuth,
  query: z.output<typeof ZMonthCloseQuery>,
): Promise<TMonthCloseBoard> {
  if (!isStaffRole(auth.roles[0]?.name)) throw new HttpError(403, 'errors.forbidden');
  const today = todayInIstanbul(app.now());
  const filter = {
    period: query.period,
    defaultState: defaultState(query.period, today),
    servedBy: hasPermission(auth, PERMISSIONS.showAccountsAll) ? undefined : auth.user.id,
    advisorId: query.advisor_id,
  };
  const [counted, page] = await Promise.all([
    countBoardStates(app.db, filter),
    findBoardPage(app.db, {
      ...filter,
      state: query.state,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
  ]);
  const ids = page.rows.map((row) => row.accountId);
  const [details, returns] = await Promise.all([
    findBoardDetails(app.db, ids, query.period),
    findOpenReturns(app.db, ids),
  ]);
  const rows: TBoardRow[] = page.rows.map((row) => ({
    ...row,
    advisorId: details.get(row.accountId)?.advisorId ?? null,
    advisorName: details.get(row.accountId)?.advisorName ?? null,
    documents: details.get(row.accountId)?.documents ?? 0,
  }));
  const counts = Object.fromEntries(MONTH_CLOSE_STATES.map((state) => [state, 0])) as Record<
    TMonthCloseState,
    number
  >;
  for (const row of counted) counts[row.state] = Number(row.count);
  return {
    data: rows.map((row) =>
      present(
        row,
        query.period,
        flagsOf(
          row,
          query.period,
          today,
          returns.filter((r) => r.accountId === row.accountId),
        ),
      ),
    ),
    meta: { page: query.page, per_page: query.per_page, total: page.total },
    counts,
  };
}

/** One company's month, as the board shows it. */
export async function companyMonth(
  app: TMonthCloseApp,
  account: TReachedAccount,
  period: string,
): Promise<TMonthClose> {
  const today = todayInIstanbul(app.now());
  const [row, documents, returns] = await Promise.all([
    findCompanyMonth(app.db, account.id, period),
    countMonthDocuments(app.db, account.id, period),
    findOpenReturns(app.db, [account.id]),
  ]);
  const board: TBoardRow = {
    accountId: account.id,
    accountName: account.name,
    advisorId: null,
    advisorName: null,
    state: row?.state ?? defaultState(period, today),
    documents,
    completedByCustomerAt: row?.completedByCustomerAt ?? null,
    updatedAt: row?.updatedAt ?? null,
  };
  return present(board, period, flagsOf(board, period, today, returns));
}

/** `PUT accounts/{id}/month-close/{period}`: staff move it one step on, or back; audited. */
export async function moveCompanyMonth(
  app: TMonthCloseApp,
  auth: TAuth,
  account: TReachedAccount,
  period: string,
  to: TMonthCloseState,
): Promise<TMonthClose> {
  const current = await companyMonth(app, account, period);
  if (!canMoveMonthClose(current.state, to)) throw new HttpError(409, MONTH_CLOSE_MESSAGES.moveNotAllowed);
  await app.db.transaction(async (tx) => {
    const moved = await moveMonth(tx, {
      accountId: account.id,
      period,
      from: current.state,
      to,
      by: auth.user.id,
      at: app.now(),
    });
    if (!moved) throw new HttpError(409, MONTH_CLOSE_MESSAGES.moveNotAllowed);
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'month_close.moved',
      subjectType: 'account',
      subjectId: account.id,
      accountId: account.id,
      before: { period, state: current.state },
      after: { period, state: to },
    });
  });
  return companyMonth(app, account, period);
}

/**
 * `POST accounts/{id}/month-close/{period}/complete`: the customer says the month's documents are
 * all in, once the month has ended, while it is `documents_pending` (409 otherwise).
 */
export async function completeCompanyMonth(
  app: TMonthCloseApp,
  auth: TAuth,
  account: TReachedAccount,
  period: string,
): Promise<TMonthClose> {
  if (period >= currentPeriod(app.now())) throw new HttpError(409, MONTH_CLOSE_MESSAGES.periodNotEnded);
  const current = await companyMonth(app, account, period);
  if (current.state !== 'documents_pending') throw new HttpError(409, MONTH_CLOSE_MESSAGES.alreadyComplete);
  const moved = await moveMonth(app.db, {
    accountId: account.id,
    period,
    from: 'documents_pending',
    to: 'documents_complete',
    by: auth.user.id,
    at: app.now(),
    byCustomer: true,
  });
  if (!moved) throw new HttpError(409, MONTH_CLOSE_MESSAGES.alreadyComplete);
  return companyMonth(app, account, period);
}
