import { JOB_STATES, type TJobState } from '@portal/contracts/staff/jobs';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../../plugins/db/database.ts';
import { LISTED, listedPage, pageOffset, type TListedTotal } from '../../plugins/db/list-queries.ts';
import { JOB_SCHEMA } from '../../plugins/jobs/jobs-plugin.ts';

/**
 * The job library's own table, read for the staff page only (the library writes it). Only the
 * columns the page shows are declared; `data` (a mail's body) is never read here.
 */
const jobTable = pgSchema(JOB_SCHEMA).table('job', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  retryCount: integer('retry_count').notNull(),
  retryLimit: integer('retry_limit').notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
  startAfter: timestamp('start_after', { withTimezone: true }).notNull(),
  startedOn: timestamp('started_on', { withTimezone: true }),
  completedOn: timestamp('completed_on', { withTimezone: true }),
  output: jsonb('output'),
});

const columns = {
  id: jobTable.id,
  name: jobTable.name,
  state: sql<TJobState>`${jobTable.state}::text`,
  retryCount: jobTable.retryCount,
  retryLimit: jobTable.retryLimit,
  createdOn: jobTable.createdOn,
  startAfter: jobTable.startAfter,
  startedOn: jobTable.startedOn,
  completedOn: jobTable.completedOn,
  output: jobTable.output,
};

export type TJobRow = {
  id: string;
  name: string;
  state: TJobState;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startAfter: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  output: unknown;
};

export type TJobFilter = { states?: readonly TJobState[]; name?: string; page: number; perPage: number };

/** pg-boss's own queues (`__pgboss__send-it`: its clock's sends, before ours) are no jobs of the portal's. */
const JOB_LIBRARY_QUEUE_PREFIX = '__pgboss__';

export async function listJobs(
  db: TDatabase,
  filter: TJobFilter,
): Promise<{ rows: TJobRow[]; total: TListedTotal }> {
  // pg-boss's own bookkeeping is left out by a prefix compared as text (no LIKE: `_` is a wildcard).
  const conditions: SQL[] = [
    sql`left(${jobTable.name}, ${JOB_LIBRARY_QUEUE_PREFIX.length}) <> ${JOB_LIBRARY_QUEUE_PREFIX}`,
  ];
  if (filter.states && filter.states.length > 0) {
    const states = sql.join(
      filter.states.map((state) => sql`${state}::${sql.identifier(JOB_SCHEMA)}.job_state`),
      sql`, `,
    );
    conditions.push(sql`${jobTable.state} in (${states})`);
  }
  if (filter.name) conditions.push(eq(jobTable.name, filter.name));
  const where = and(...conditions);
  const { rows, total } = await listedPage(
    db,
    filter,
    db
      .select(columns)
      .from(jobTable)
      .where(where)
      .orderBy(desc(jobTable.createdOn), desc(jobTable.id))
      .limit(filter.perPage)
      .offset(pageOffset(filter)),
    db.select({ one: LISTED }).from(jobTable).where(where),
  );
  return { rows: rows.map(toRow), total };
}

export async function findJob(db: TDatabase, id: string): Promise<TJobRow | null> {
  const [row] = await db.select(columns).from(jobTable).where(eq(jobTable.id, id));
  return row ? toRow(row) : null;
}

function toRow(row: Omit<TJobRow, 'state'> & { state: string }): TJobRow {
  const state = JOB_STATES.find((known) => known === row.state);
  if (!state) throw new Error(`unknown job state ${row.state}`);
  return { ...row, state };
}
