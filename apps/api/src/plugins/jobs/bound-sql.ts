import { type SQL, sql } from 'drizzle-orm';
import type { TDatabase } from '../db/database.ts';

/**
 * A library's `$1`-style statement as a query-builder statement, each placeholder bound as a
 * parameter: what lets the job queue write its row inside one of our transactions (the same
 * call works on both drivers). A placeholder used twice becomes two parameters of one value.
 */
function boundSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`)),
  );
}

/** The job queue's database interface over a transaction (or the database) of the query builder. */
export function sqlRunnerOf(db: TDatabase): {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
} {
  return {
    async executeSql(text, values) {
      // Both drivers answer `{ rows }`; the query builder types it as the driver's own result.
      const result = (await db.execute(boundSql(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
