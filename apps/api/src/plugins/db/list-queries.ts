import { LISTED_ROWS_LIMIT, type TPageMeta } from '@portal/contracts/common/envelope';
import { count, type Subquery, sql } from 'drizzle-orm';
import type { TDatabase } from './database.ts';

/** A list filter's rows counted up to LISTED_ROWS_LIMIT: `capped` when there are more. */
export type TListedTotal = { total: number; capped: boolean };

/** `%text%` for ILIKE, with the text's own `%`, `_` and `\` matched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rows a page skips. The query schemas (`pagedQuery`) keep it under LISTED_ROWS_LIMIT. */
export const pageOffset = (page: { page: number; perPage: number }) => (page.page - 1) * page.perPage;

/** What `countListed` counts: a select of the list's tables and filter, e.g. `db.select({ one: LISTED }).from(t).where(w)`. */
type TFilteredSelect = { limit: (rows: number) => { as: (alias: string) => Subquery } };

/** The column to select in a `countListed` filter: the rows matter, not their values. */
export const LISTED = sql<number>`1`;

/**
 * Counts the filter's rows, but reads at most one past LISTED_ROWS_LIMIT of them: a total over a
 * large table costs what a deep page costs, never a whole scan.
 */
async function countListed(db: TDatabase, filtered: TFilteredSelect): Promise<TListedTotal> {
  const [row] = await db.select({ total: count() }).from(filtered.limit(LISTED_ROWS_LIMIT + 1).as('listed'));
  return listedTotal(row?.total ?? 0);
}

function listedTotal(total: number): TListedTotal {
  return total > LISTED_ROWS_LIMIT ? { total: LISTED_ROWS_LIMIT, capped: true } : { total, capped: false };
}

/**
 * A page of a list and its filter's total. A page that is not full ends the list, so its rows
 * give the total and the count is not sent: most lists a customer opens (their companies, a
 * month's documents) fit one page, and each query saved is a round trip to the database. A full
 * page, or one past the end, is counted after its rows. `rows` and `filtered` are the query
 * builder's selects, which run only when awaited.
 */
export async function listedPage<T>(
  db: TDatabase,
  page: { page: number; perPage: number },
  rows: PromiseLike<T[]>,
  filtered: TFilteredSelect,
): Promise<{ rows: T[]; total: TListedTotal }> {
  const listed = await rows;
  const offset = pageOffset(page);
  const endsTheList = listed.length < page.perPage && (listed.length > 0 || offset === 0);
  const total = endsTheList ? listedTotal(offset + listed.length) : await countListed(db, filtered);
  return { rows: listed, total };
}

/** The `meta` of a list's answer. */
export function pageMeta(query: { page: number; per_page: number }, listed: TListedTotal): TPageMeta {
  const meta: TPageMeta = { page: query.page, per_page: query.per_page, total: listed.total };
  if (listed.capped) meta.total_capped = true;
  return meta;
}
