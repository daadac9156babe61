import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { createTestDatabase, type TTestDatabase } from '../../test/test-database.ts';

describe.runIf(process.env.TEST_DATABASE_URL)("the query builder's queries on PostgreSQL", () => {
  let database: TTestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.handle.migrate();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** One query on one connection (a transaction keeps to one), and what that connection has prepared. */
  const onOneConnection = (query: ReturnType<typeof sql>) =>
    database.handle.db.transaction(async (tx) => {
      const rows = (await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] };
      const prepared = (await tx.execute(sql`select statement from pg_prepared_statements`)) as unknown as {
        rows: { statement: string }[];
      };
      return { rows: rows.rows, prepared: prepared.rows.map((row) => row.statement) };
    });

  it('are prepared once per connection and run again by name', async () => {
    const query = sql`select ${'bir'}::text as word from "users" limit 1`;
    await onOneConnection(query);
    const { prepared } = await onOneConnection(query);
    expect(prepared.filter((statement) => statement.includes('::text as word'))).toHaveLength(1);
  });

  it('are named by their text, whatever name the builder was given', async () => {
    const names = await database.handle.db.transaction(async (tx) => {
      await tx
        .select({ word: sql<string>`${sql.placeholder('word')}::text as prepared_word` })
        .from(users)
        .limit(1)
        .prepare('given_name')
        .execute({ word: 'bir' });
      const prepared = (await tx.execute(
        sql`select name from pg_prepared_statements where statement like '%as prepared_word%' and statement not like '%pg_prepared_statements%'`,
      )) as unknown as { rows: { name: string }[] };
      return prepared.rows.map((row) => row.name);
    });
    expect(names).toHaveLength(1);
    expect(names[0]).not.toBe('given_name');
  });

  it('are prepared afresh when a migration changed what one answers, after failing once', async () => {
    await database.handle.runSql('create table "probe_reshaped" (word varchar(5))');
    await database.handle.runSql(`insert into "probe_reshaped" values ('bir')`);
    const query = sql`select word from "probe_reshaped" where word <> ${'yok'}`;
    expect((await onOneConnection(query)).rows).toEqual([{ word: 'bir' }]);
    // Every idle connection of the pool sees the change (the query above may have used any).
    await database.handle.runSql('alter table "probe_reshaped" alter column word type varchar(10)');
    const again = async () => {
      try {
        return (await onOneConnection(query)).rows;
      } catch (error) {
        return String((error as { cause?: unknown }).cause ?? error);
      }
    };
    const first = await again();
    // The connection that had it prepared refuses it once (any other plans it afresh anyway).
    if (typeof first === 'string') expect(first).toContain('cached plan must not change result type');
    expect(await again()).toEqual([{ word: 'bir' }]);
    expect(await again()).toEqual([{ word: 'bir' }]);
  });
});
