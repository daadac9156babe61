import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

/**
 * A list's filters, sort and page live in the URL (`?status=active&search=ayşe&page=2`), so the
 * back button, a reload and a shared link keep them. The list describes them as a Zod object
 * whose every field falls back (`.catch(...)`) to its default: an unreadable or missing value
 * means the default, and a default is never written to the URL.
 */
export type TFilterSchema = z.ZodObject;

/**
 * A change of filters: typed values, or the strings a select or input gives (read back through
 * the schema, so a bad one lands on the default).
 */
export type TFilterInput<T> = { [K in keyof T]?: T[K] | string };

/** The field that holds the page: any other change starts again at page 1. */
const PAGE = 'page';

/** The page of a list, from 1; anything else is page 1. */
export const pageParam = z.coerce.number().int().min(1).catch(1);

/** The filters of a list whose URL holds only its page (`?page=2`). */
export const pageOnlySchema = z.object({ page: pageParam });

/** A free-text search, trimmed; missing is empty. */
export const searchParam = z.string().trim().catch('');

/** The filters the URL holds, through the schema. Parameters the schema does not name are not read. */
export function readUrlFilters<S extends TFilterSchema>(schema: S, params: URLSearchParams): z.output<S> {
  const raw = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, params.get(key) ?? undefined]));
  return schema.parse(raw);
}

/**
 * `current` with `values` written over it: the schema's fields in their order, a default left out.
 * Parameters the schema does not name stay as they are.
 */
export function writeUrlFilters<S extends TFilterSchema>(
  schema: S,
  current: URLSearchParams,
  values: Readonly<Record<string, unknown>>,
): URLSearchParams {
  const defaults: Record<string, unknown> = schema.parse({});
  const next = new URLSearchParams(current);
  for (const key of Object.keys(schema.shape)) {
    const value = values[key];
    if (value === undefined || value === null || String(value) === String(defaults[key])) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * Reads the list's filters from the URL and writes changes back. `setFilters` starts again at the
 * first page, because the old page number means nothing in a new result; `setPage` only turns the
 * page. Keep the schema stable (module level, or `useMemo`).
 */
export function useUrlFilters<S extends TFilterSchema>(schema: S) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => readUrlFilters(schema, new URLSearchParams(search)), [schema, search]);

  const write = (changes: Readonly<Record<string, unknown>>) =>
    setParams((current) => {
      const now: Record<string, unknown> = readUrlFilters(schema, current);
      return writeUrlFilters(schema, current, { ...now, ...changes });
    });

  return {
    filters,
    setFilters: (next: TFilterInput<z.output<S>>) =>
      write(PAGE in schema.shape && !(PAGE in next) ? { ...next, [PAGE]: 1 } : next),
    setPage: (page: number) => write({ [PAGE]: page }),
  };
}
