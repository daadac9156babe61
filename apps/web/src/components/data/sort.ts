import { z } from 'zod';

export type TSortDirection = 'asc' | 'desc';
export type TSort = { key: string; direction: TSortDirection };

/**
 * A list's order as it stands in the URL's `sort`: the column's key for ascending, with a leading
 * `-` for descending (`name`, `-created_at`), as JSON:API writes it. An empty string: the server's
 * own order.
 */
export function parseSort(value: string): TSort | null {
  if (value === '' || value === '-') return null;
  return value.startsWith('-')
    ? { key: value.slice(1), direction: 'desc' }
    : { key: value, direction: 'asc' };
}

function formatSort(sort: TSort): string {
  return sort.direction === 'desc' ? `-${sort.key}` : sort.key;
}

/**
 * The order a click on a column's header asks for: the sorted column turns around; another column
 * starts in its first direction (dates usually newest first).
 */
export function nextSort(current: string, key: string, first: TSortDirection = 'asc'): string {
  const sort = parseSort(current);
  if (sort?.key !== key) return formatSort({ key, direction: first });
  return formatSort({ key, direction: sort.direction === 'asc' ? 'desc' : 'asc' });
}

/**
 * The `sort` field of a `useUrlFilters` schema: one of the sortable keys in either direction;
 * anything else (an old link, a hand-edited URL) falls back to `fallback`.
 */
export function sortParam(keys: readonly string[], fallback = '') {
  return z
    .string()
    .refine((value) => {
      const sort = parseSort(value);
      return sort !== null && keys.includes(sort.key);
    })
    .catch(fallback);
}
