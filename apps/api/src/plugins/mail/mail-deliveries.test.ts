import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailDeliveries } from '../../db/schema/mail-deliveries.ts';
import { readMailOutbox } from '../../test/auth-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { JOB_SCHEMA } from '../jobs/jobs-plugin.ts';
import { MAIL_DELIVERY_KEPT_DAYS } from './mail-deliveries.ts';
import { FORGET_DELIVERIES_JOB } from './mail-plugin.ts';
import type { TMail } from './mailer.ts';

const DAY_MS = 86_400_000;
let now = new Date('2026-11-24T09:00:00Z');
let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => now });
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await t?.close();
});

const mailTo = (to: string): TMail => ({
  to,
  subject: 'Şifre sıfırlama',
  html: '<p>Bağlantı</p>',
  text: 'Bağlantı',
  template: 'reset-password',
});

/** The mail job just queued for the address (the queue's own table; its data is the mail). */
async function mailJobOf(to: string): Promise<string> {
  const result = (await t.app.db.execute(
    sql`select id from ${sql.identifier(JOB_SCHEMA)}.job where name = 'mail' and data->>'to' = ${to}`,
  )) as unknown as { rows: { id: string }[] };
  const [row] = result.rows;
  if (!row) throw new Error(`no mail job for ${to}`);
  return row.id;
}

type TJobRow = { state: string; retry_count: number };

async function jobRow(id: string): Promise<TJobRow> {
  const result = (await t.app.db.execute(
    sql`select state, retry_count from ${sql.identifier(JOB_SCHEMA)}.job where id = ${id}`,
  )) as unknown as { rows: TJobRow[] };
  const [row] = result.rows;
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

/** A retry waits its delay in database time: made due now instead of waited for. */
async function makeDue(id: string): Promise<void> {
  await t.app.db.execute(
    sql`update ${sql.identifier(JOB_SCHEMA)}.job set start_after = now() - interval '1 second' where id = ${id}`,
  );
}

const mailsTo = async (to: string) => (await readMailOutbox(t)).filter((mail) => mail.to_address === to);

const databaseDown = () => Object.assign(new Error('connection terminated unexpectedly'), { code: '08006' });

describe('a mail job that runs again', () => {
  it('sends one mail when the queue lost the first run’s completion and ran the job again after its expiry', async () => {
    const to = 'lost-completion@example.com';
    await t.app.mailer.send(mailTo(to));
    const id = await mailJobOf(to);

    // The database is cut as the queue records the job's end: neither its completion nor a
    // failure is written, so the job stays active (what the chaos run's cut does to a job).
    const runSql = t.app.database.runSql.bind(t.app.database);
    vi.spyOn(t.app.database, 'runSql').mockImplementation((text, values) =>
      /completed_on = now\(\)|deleted_jobs/.test(text)
        ? Promise.reject(databaseDown())
        : runSql(text, values),
    );
    await expect(t.app.jobs.runDue()).rejects.toThrow('connection terminated');
    vi.restoreAllMocks();
    expect((await jobRow(id)).state).toBe('active');
    expect(await mailsTo(to)).toHaveLength(1);

    // Past its expiry the queue's supervisor puts an active job back for another attempt, under
    // the same id (pg-boss's failJobsByTimeout; the next fetch counts the attempt); made due now.
    await t.app.db.execute(
      sql`update ${sql.identifier(JOB_SCHEMA)}.job set state = 'retry',
        start_after = now() - interval '1 second' where id = ${id} and state = 'active'`,
    );
    expect(await t.app.jobs.runDue()).toBe(1);

    expect(await jobRow(id)).toMatchObject({ state: 'completed', retry_count: 1 });
    expect(await mailsTo(to)).toHaveLength(1);
    const [delivery] = await t.app.db.select().from(mailDeliveries).where(eq(mailDeliveries.jobId, id));
    expect(delivery).toMatchObject({ template: 'reset-password', state: 'sent', sentAt: now });
  });

  it('does not send again when the first run sent the mail but could not mark it sent', async () => {
    const to = 'lost-mark@example.com';
    await t.app.mailer.send(mailTo(to));
    const id = await mailJobOf(to);

    // The mail server took the mail; then the database was cut before the mark was written.
    vi.spyOn(t.app.db, 'update').mockImplementationOnce(() => {
      throw databaseDown();
    });
    await t.app.jobs.runDue();
    vi.restoreAllMocks();
    expect((await jobRow(id)).state).toBe('retry');

    await makeDue(id);
    expect(await t.app.jobs.runDue()).toBe(1);
    expect((await jobRow(id)).state).toBe('completed');
    expect(await mailsTo(to)).toHaveLength(1);
    const [delivery] = await t.app.db.select().from(mailDeliveries).where(eq(mailDeliveries.jobId, id));
    expect(delivery?.state).toBe('sending');
  });

  it('sends on the retry a mail whose first attempt failed (nothing left), once', async () => {
    const to = 'outbox-away@example.com';
    await t.app.mailer.send(mailTo(to));
    const id = await mailJobOf(to);

    // The outbox cannot be written (a file where its folder goes), as a mail server that is away.
    const folder = join(t.config.dataDir, 'outbox', 'mail');
    rmSync(folder, { recursive: true, force: true });
    writeFileSync(folder, 'not a folder');
    await t.app.jobs.runDue();
    expect((await jobRow(id)).state).toBe('retry');
    expect(await t.app.db.select().from(mailDeliveries).where(eq(mailDeliveries.jobId, id))).toEqual([]);

    rmSync(folder);
    await makeDue(id);
    await t.app.jobs.runDue();
    expect((await jobRow(id)).state).toBe('completed');
    // The other tests' mails went before the folder was taken away and are gone with it.
    expect(await mailsTo(to)).toHaveLength(1);
  });
});

describe('the job that forgets old deliveries', () => {
  it('forgets the deliveries whose jobs can no longer run, and keeps the others', async () => {
    const old = 'forgotten@example.com';
    await t.app.mailer.send(mailTo(old));
    const oldId = await mailJobOf(old);
    await t.app.jobs.runDue();

    now = new Date(now.getTime() + MAIL_DELIVERY_KEPT_DAYS * DAY_MS - DAY_MS);
    const recent = 'kept@example.com';
    await t.app.mailer.send(mailTo(recent));
    const recentId = await mailJobOf(recent);
    await t.app.jobs.runDue();

    now = new Date(now.getTime() + 2 * DAY_MS);
    await t.app.jobs.send(FORGET_DELIVERIES_JOB, {});
    await t.app.jobs.runDue();
    const left = await t.app.db.select({ jobId: mailDeliveries.jobId }).from(mailDeliveries);
    expect(left.map((row) => row.jobId)).toContain(recentId);
    expect(left.map((row) => row.jobId)).not.toContain(oldId);
  });
});
