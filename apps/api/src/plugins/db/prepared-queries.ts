import type { TDatabase } from './database.ts';

/**
 * A read the query builder builds once per database (or transaction) instead of on every call:
 * building the SQL text of a query costs about as much CPU as the database's answer to it, so the
 * reads every request makes (the access check) are prepared, with `sql.placeholder` for what
 * changes between calls. For reads only: a value the builder computes itself (an `$onUpdate`
 * timestamp, a `$defaultFn`) would be computed once and kept. The name given to `prepare()` is
 * a label only: PostgreSQL's statement is named by its text (`named-queries.ts`), PGlite's not at all.
 */
export function preparedRead<T>(build: (db: TDatabase) => T): (db: TDatabase) => T {
  const built = new WeakMap<TDatabase, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
