import { type SQL, sql } from 'drizzle-orm';

/**
 * A subquery that reads the outer query's columns, as a select field. In a select from one table
 * (no join), drizzle writes a field's columns without their table (`"account_id" = "id"`), and
 * PostgreSQL then reads both from the subquery's own table: a wrong answer, silently. Drizzle
 * rewrites only a field's own columns, not those of a fragment nested in it, so nested they keep
 * their tables (`correlated.test.ts` holds drizzle to that). The wrapper is a new fragment: a
 * `.mapWith()` goes after it, not on what it wraps.
 */
export function correlated<T>(subquery: SQL<T>): SQL<T> {
  return sql<T>`${subquery}`;
}
