import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, interval, json, jsonb, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyPgliteTemplate } from '../../test/test-database.ts';
import { DRIZZLE_PASS_THROUGH_TYPES, openDatabase, type TDatabaseHandle } from './database.ts';

/*
 * The embedded database's client reads drizzle's types as text itself, instead of drizzle passing
 * parsers with every query (database.ts): what drizzle and the job queue's `runSql` receive must
 * stay what they received before. The expected values below were taken before that change.
 */

const samples = pgTable('parser_samples', {
  id: integer('id').primaryKey(),
  ts: timestamp('ts'),
  tsString: timestamp('ts_string', { mode: 'string' }),
  tstz: timestamp('tstz', { withTimezone: true }),
  d: date('d'),
  dDate: date('d_date', { mode: 'date' }),
  iv: interval('iv'),
  n: numeric('n'),
  j: json('j'),
  jb: jsonb('jb'),
  tsArr: timestamp('ts_arr').array(),
  tstzArr: timestamp('tstz_arr', { withTimezone: true }).array(),
  dArr: date('d_arr').array(),
  ivArr: interval('iv_arr').array(),
  nArr: numeric('n_arr').array(),
});

const COLUMNS = 'ts, ts_string, tstz, d, d_date, iv, n, j, jb, ts_arr, tstz_arr, d_arr, iv_arr, n_arr';
const SELECT_ALL = `select ${COLUMNS} from parser_samples order by id`;

let handle: TDatabaseHandle;
beforeAll(async () => {
  const template = emptyPgliteTemplate();
  handle = await openDatabase({ memory: true, ...(template ? { template } : {}) });
  await handle.runSql(`
    create table parser_samples (
      id int primary key, ts timestamp, ts_string timestamp, tstz timestamptz, d date, d_date date,
      iv interval, n numeric, j json, jb jsonb, ts_arr timestamp[], tstz_arr timestamptz[],
      d_arr date[], iv_arr interval[], n_arr numeric[]);
    insert into parser_samples values (1, '2024-03-05 10:20:30.123', '2024-03-05 10:20:30.123',
      '2024-03-05 10:20:30.123+03', '2024-03-05', '2024-03-05', '1 day 02:03:04', '12345.6789',
      '{"a":[1,"x"]}', '{"b":{"c":true}}', '{"2024-03-05 10:20:30"}', '{"2024-03-05 10:20:30+00",NULL}',
      '{2024-03-05,2024-12-31}', '{"1 day","00:00:05"}', '{1.50,NULL,-2}');
    insert into parser_samples (id) values (2);`);
});
afterAll(async () => {
  await handle?.close();
});

/** Dates as text, so that an invalid one compares too. */
function shown(value: unknown): unknown {
  if (value instanceof Date)
    return `Date(${Number.isNaN(value.getTime()) ? 'invalid' : value.toISOString()})`;
  if (Array.isArray(value)) return value.map(shown);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shown(item)]));
  return value;
}
/** `execute`'s result, typed by neither driver. */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
/** PGlite's own parser: `new Date` of PostgreSQL's text (a timestamp without zone in local time). */
const pgliteDate = (text: string) => `Date(${new Date(text).toISOString()})`;

const BUILDER_ROWS = [
  {
    id: 1,
    ts: 'Date(2024-03-05T10:20:30.123Z)',
    tsString: '2024-03-05 10:20:30.123',
    tstz: 'Date(2024-03-05T07:20:30.123Z)',
    d: '2024-03-05',
    dDate: 'Date(2024-03-05T00:00:00.000Z)',
    iv: '1 day 02:03:04',
    n: '12345.6789',
    j: { a: [1, 'x'] },
    jb: { b: { c: true } },
    tsArr: ['Date(2024-03-05T10:20:30.000Z)'],
    // drizzle's own reading of an array's NULL, as it was.
    tstzArr: ['Date(2024-03-05T10:20:30.000Z)', 'Date(invalid)'],
    dArr: ['2024-03-05', '2024-12-31'],
    ivArr: ['1 day', '00:00:05'],
    nArr: ['1.50', 'NULL', '-2'],
  },
  {
    id: 2,
    ...{ ts: null, tsString: null, tstz: null, d: null, dDate: null, iv: null, n: null, j: null, jb: null },
    ...{ tsArr: null, tstzArr: null, dArr: null, ivArr: null, nArr: null },
  },
];
const NULL_ROW = Object.fromEntries(COLUMNS.split(', ').map((column) => [column, null]));
const EXECUTE_ROWS = [
  {
    ts: '2024-03-05 10:20:30.123',
    ts_string: '2024-03-05 10:20:30.123',
    tstz: '2024-03-05 07:20:30.123+00',
    d: '2024-03-05',
    d_date: '2024-03-05',
    iv: '1 day 02:03:04',
    n: '12345.6789',
    j: { a: [1, 'x'] },
    jb: { b: { c: true } },
    ts_arr: '{"2024-03-05 10:20:30"}',
    tstz_arr: '{"2024-03-05 10:20:30+00",NULL}',
    d_arr: '{2024-03-05,2024-12-31}',
    iv_arr: '{"1 day",00:00:05}',
    n_arr: '{1.50,NULL,-2}',
  },
  NULL_ROW,
];
const RUN_SQL_ROWS = [
  {
    ts: pgliteDate('2024-03-05 10:20:30.123'),
    ts_string: pgliteDate('2024-03-05 10:20:30.123'),
    tstz: 'Date(2024-03-05T07:20:30.123Z)',
    d: 'Date(2024-03-05T00:00:00.000Z)',
    d_date: 'Date(2024-03-05T00:00:00.000Z)',
    iv: '1 day 02:03:04',
    n: '12345.6789',
    j: { a: [1, 'x'] },
    jb: { b: { c: true } },
    ts_arr: [pgliteDate('2024-03-05 10:20:30')],
    tstz_arr: ['Date(2024-03-05T10:20:30.000Z)', null],
    d_arr: ['Date(2024-03-05T00:00:00.000Z)', 'Date(2024-12-31T00:00:00.000Z)'],
    iv_arr: ['1 day', '00:00:05'],
    n_arr: ['1.50', null, '-2'],
  },
  NULL_ROW,
];

describe('the embedded database reads', () => {
  it('through drizzle what drizzle read with its per-query parsers', async () => {
    expect(shown(await handle.db.select().from(samples).orderBy(samples.id))).toEqual(BUILDER_ROWS);
    expect(shown(rowsOf(await handle.db.execute(sql.raw(SELECT_ALL))))).toEqual(EXECUTE_ROWS);
  });

  it('through drizzle in a transaction the same', async () => {
    const read = await handle.db.transaction(async (tx) => ({
      builder: await tx.select().from(samples).orderBy(samples.id),
      execute: rowsOf(await tx.execute(sql.raw(SELECT_ALL))),
    }));
    expect(shown(read)).toEqual({ builder: BUILDER_ROWS, execute: EXECUTE_ROWS });
  });

  it("through runSql with PGlite's usual parsers: Dates for timestamps and dates", async () => {
    const one = await handle.runSql(`select ${COLUMNS} from parser_samples where id = $1`, [1]);
    expect(shown(one.rows)).toEqual(RUN_SQL_ROWS.slice(0, 1));
    // A script (the simple protocol): its last statement's rows.
    expect(shown((await handle.runSql(`select 1; ${SELECT_ALL}`)).rows)).toEqual(RUN_SQL_ROWS);
  });

  it('without handing PGlite parsers per query, for the same types drizzle passes', async () => {
    const passed: QueryOptions[] = [];
    const client = (handle.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
      .$client;
    const drizzles = client.query;
    client.query = (...args: unknown[]) => {
      passed.push(args[2] as QueryOptions);
      return drizzles(...args);
    };
    const pglites = vi.spyOn(PGlite.prototype, 'query');
    let pglitesOptions: unknown[] = [];
    try {
      await handle.db.select().from(samples);
      await handle.db.execute(sql`select 1`);
      pglitesOptions = pglites.mock.calls.map(([, , options]) => options);
    } finally {
      client.query = drizzles;
      pglites.mockRestore();
    }
    expect(passed).toHaveLength(2);
    for (const options of passed)
      expect(
        Object.keys(options.parsers ?? {})
          .map(Number)
          .sort(),
      ).toEqual([...DRIZZLE_PASS_THROUGH_TYPES].sort());
    expect(pglitesOptions).toEqual([{ rowMode: 'array' }, { rowMode: 'object' }]);
  });
});
