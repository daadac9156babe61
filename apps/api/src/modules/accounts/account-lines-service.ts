import type { TAccountLine } from '@portal/contracts/accounts/account-schemas';
import {
  accountStatusOfLines,
  canChangeLineStatus,
  LINE_STATUSES,
  lineStateName,
  type TLineStatus,
} from '@portal/contracts/accounts/product-lines';
import { ACCOUNTANT_LINE } from '@portal/contracts/product-lines/accountant';
import type { TProductLine } from '@portal/contracts/product-lines/registry';
import { and, asc, eq, exists, isNull, type Placeholder, sql } from 'drizzle-orm';
import { accountLines, accountStatusChanges, accounts } from '../../db/schema/accounts.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { preparedQuery } from '../../plugins/db/prepared-queries.ts';

/*
 * One company, several product lines (issue 15). Every move of a line goes through `moveLine`,
 * which also writes the company's overall `status` (accountStatusOfLines) and the history row,
 * in the caller's transaction: the two can't disagree.
 */

export type TLineRow = { brandId: number; status: number; updatedAt: Date };

/** The company's lines, by line (brand). */
export function linesSelect(db: TDatabase, accountId: number | Placeholder) {
  return db
    .select({ brandId: accountLines.brandId, status: accountLines.status, updatedAt: accountLines.updatedAt })
    .from(accountLines)
    .where(eq(accountLines.accountId, accountId))
    .orderBy(asc(accountLines.brandId));
}

const linesQuery = preparedQuery((db) =>
  linesSelect(db, sql.placeholder('accountId')).prepare('account_lines'),
);

export async function findLines(db: TDatabase, accountId: number): Promise<TLineRow[]> {
  return linesQuery(db).execute({ accountId });
}

/** A line's state; null when the company has never started it. */
export async function lineStatusOf(
  db: TDatabase,
  accountId: number,
  brandId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ status: accountLines.status })
    .from(accountLines)
    .where(and(eq(accountLines.accountId, accountId), eq(accountLines.brandId, brandId)));
  return row?.status ?? null;
}

/** The line's state, or in progress for a line not started yet (its wizard is where it begins). */
export async function lineStatusOrNew(db: TDatabase, accountId: number, brandId: number): Promise<number> {
  return (await lineStatusOf(db, accountId, brandId)) ?? LINE_STATUSES.inProgress;
}

/** Starts a line (in progress) when the company begins its wizard; nothing when it exists. */
export async function startLine(db: TDatabase, accountId: number, brandId: TProductLine): Promise<void> {
  await db.insert(accountLines).values({ accountId, brandId }).onConflictDoNothing();
  await syncAccountStatus(db, accountId);
}

export type TLineMove = {
  brandId: number;
  from: number;
  to: TLineStatus;
  changedBy: number | null;
  reason?: string | null;
};

/**
 * Moves one line from `from` to `to` (along LINE_STATUS_TRANSITIONS), writes the history and the
 * company's status. Only while the line is still `from` (a line never started counts as in
 * progress): a change that got in first wins, and false says this one did not happen.
 */
export async function moveLine(db: TDatabase, accountId: number, move: TLineMove): Promise<boolean> {
  // The line's own rule: the network line needs no approval (contracts' product-lines).
  if (!canChangeLineStatus(move.from, move.to, move.brandId)) return false;
  if (move.from === LINE_STATUSES.inProgress) {
    await db.insert(accountLines).values({ accountId, brandId: move.brandId }).onConflictDoNothing();
  }
  const [row] = await db
    .update(accountLines)
    .set({ status: move.to })
    .where(
      and(
        eq(accountLines.accountId, accountId),
        eq(accountLines.brandId, move.brandId),
        eq(accountLines.status, move.from),
      ),
    )
    .returning({ accountId: accountLines.accountId });
  if (!row) return false;
  await db.insert(accountStatusChanges).values({
    accountId,
    brandId: move.brandId,
    fromStatus: move.from,
    toStatus: move.to,
    changedBy: move.changedBy,
    reason: move.reason ?? null,
  });
  await syncAccountStatus(db, accountId);
  return true;
}

/** Moves a line to `to` from whatever state it is in, when that move is allowed (a job's moves). */
export async function moveLineTo(
  db: TDatabase,
  accountId: number,
  brandId: number,
  to: TLineStatus,
): Promise<boolean> {
  const from = await lineStatusOf(db, accountId, brandId);
  if (from === null || from === to) return false;
  return moveLine(db, accountId, { brandId, from, to, changedBy: null });
}

/** Writes the company's overall status from its lines (a soft-deleted company is left alone). */
export async function syncAccountStatus(db: TDatabase, accountId: number): Promise<void> {
  const lines = await findLines(db, accountId);
  await db
    .update(accounts)
    .set({ status: accountStatusOfLines(lines.map((line) => line.status)) })
    .where(and(eq(accounts.id, accountId), isNull(accounts.deletedAt)));
}

export function presentLines(rows: readonly TLineRow[]): TAccountLine[] {
  return rows.map((row) => ({
    type: row.brandId,
    status: row.status,
    state: lineStateName(row.status),
    updated_at: row.updatedAt.toISOString(),
  }));
}

// One round trip: an approval is only ever written on a line's row (`moveLine`) and both go when
// the company is closed, so a company without the line's row was never approved either. The
// approval is a query of its own, not a sql text: in a one-table select drizzle writes the text's
// columns without their table, and "account_id" = "account_id" would match any company.
const accountantLineQuery = preparedQuery((db) => {
  const approval = db
    .select({ one: sql`1` })
    .from(accountStatusChanges)
    .where(
      and(
        eq(accountStatusChanges.accountId, accountLines.accountId),
        eq(accountStatusChanges.brandId, accountLines.brandId),
        eq(accountStatusChanges.toStatus, LINE_STATUSES.active),
      ),
    );
  return db
    .select({ status: accountLines.status, everApproved: sql<boolean>`${exists(approval)}` })
    .from(accountLines)
    .where(
      and(
        eq(accountLines.accountId, sql.placeholder('accountId')),
        eq(accountLines.brandId, ACCOUNTANT_LINE.id),
      ),
    )
    .prepare('accountant_line');
});

/**
 * The accountant line's state (in progress when never started) and whether it was ever approved:
 * what decides if a change of the details applies at once.
 */
export async function findAccountantLine(
  db: TDatabase,
  accountId: number,
): Promise<{ status: number; everApproved: boolean }> {
  const [line] = await accountantLineQuery(db).execute({ accountId });
  return { status: line?.status ?? LINE_STATUSES.inProgress, everApproved: line?.everApproved ?? false };
}
