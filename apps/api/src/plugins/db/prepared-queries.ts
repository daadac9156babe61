import type { TDatabase } from './database.ts';

/**
 * A query the query builder builds once per database (or transaction) instead of on every call:
 * building the SQL text of a query costs about as much CPU as the database's answer to it, so the
 * queries every request makes (the access check) and the hot writes are prepared, with
 * `sql.placeholder` for what changes between calls. A value the builder would compute itself (an
 * `$onUpdate` timestamp, a `$defaultFn`) is computed once and kept, so a prepared write sets such
 * columns through a placeholder (from the app's clock). The name given to `prepare()` is a label
 * only: PostgreSQL's statement is named by its text (`named-queries.ts`), PGlite's not at all.
 */
export function preparedQuery<T>(build: (db: TDatabase) => T): (db: TDatabase) => T {
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
