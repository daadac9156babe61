import { ACCOUNT_REACH, companyRead, tablesRead } from './tables-read.ts';

/*
 * How a query of companies' rows is recorded when it reads less of them than a whole table
 * (issue 32): a rename then drops only the answers that show that company's name.
 */

/**
 * Runs `query`, which reads of the companies' rows only whether they exist, their status and
 * creation date (`ACCOUNT_REACH`), never a name.
 */
export function readingReach<T>(query: () => Promise<T>): Promise<T> {
  return tablesRead.readingAs('accounts', ACCOUNT_REACH, query);
}

/**
 * Runs `query`, which lists companies without filtering or ordering them by name: it reads every
 * company's reach, and the names of the companies it returns (`shownIds` of its result). When
 * `shownIds` answers null (the list was filtered or ordered by name and holds only some of them),
 * every company's name counts as read.
 */
export async function readingShownNames<T>(
  query: () => Promise<T>,
  shownIds: (result: T) => Iterable<number> | null,
): Promise<T> {
  const result = await readingReach(query);
  const ids = shownIds(result);
  if (ids === null) tablesRead.noteRead('accounts');
  else for (const id of ids) tablesRead.noteRead(companyRead('accounts', id));
  return result;
}

/** The companies of rows that name theirs as `id` (a list of companies), for `readingShownNames`. */
export const companyIds = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

/** The companies of rows that belong to one (`accountId`: a document, a call), for `readingShownNames`. */
export const accountIds = (rows: readonly { accountId: number }[]) => rows.map((row) => row.accountId);
