import { rmSync } from 'node:fs';
import type { TJob } from '@portal/contracts/staff/jobs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { bearer, DEMO, login, RELAXED_LIMITS } from '../../test/auth-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { testConfig } from '../../test/test-config.ts';
import { seededClusterIn } from '../../test/test-database.ts';
import { redactSecrets } from './job-failure.ts';
import { JOB_SCHEMA } from './jobs-plugin.ts';

let t: TTestApp;
const handled: string[] = [];
let failuresLeft = 0;
/** The app's clock: the real one, unless a test pins it. */
let pinned: Date | null = null;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      rateLimits: RELAXED_LIMITS,
      now: () => pinned ?? new Date(),
      // Kinds of job of the test's own, defined before ready as a module does.
      beforeReady: (app) => {
        app.jobs.define<{ label: string }>({
          name: 'probe',
          retryLimit: 1,
          retryDelaySeconds: 1,
          async handler({ label }) {
            if (failuresLeft > 0) {
              failuresLeft -= 1;
              throw new Error(
                'SMTP login failed for ayse@example.com with smtp://user:hunter2@mail.test/?token=abc',
              );
            }
            handled.push(label);
          },
        });
        // Mondays at 09:00 in Istanbul (06:00 UTC: Turkey keeps UTC+3 all year).
        app.jobs.define({
          name: 'clocked',
          retryLimit: 0,
          retryDelaySeconds: 1,
          cron: '0 9 * * 1',
          handler: async () => undefined,
        });
      },
    },
  );
});

afterAll(async () => {
  await t?.close();
});

/** The queue's clock is the database's: a retry's wait is skipped by making it due now. */
async function makeDue(id: string): Promise<void> {
  await t.app.db.execute(
    sql`update ${sql.identifier(JOB_SCHEMA)}.job set start_after = now() - interval '1 second' where id = ${id}`,
  );
}

type TJobRow = { state: string; output: { message?: string; stack?: string } | null; retry_count: number };

async function jobRow(id: string): Promise<TJobRow> {
  const result = (await t.app.db.execute(
    sql`select state, output, retry_count from ${sql.identifier(JOB_SCHEMA)}.job where id = ${id}`,
  )) as unknown as { rows: TJobRow[] };
  const [row] = result.rows;
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

describe('jobs (pg-boss on the test database)', () => {
  it('queues a job inside a transaction: kept when it commits, gone when it rolls back', async () => {
    const kept = await t.app.db.transaction((tx) =>
      t.app.jobs.send('probe', { label: 'committed' }, { within: tx }),
    );
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.jobs.send('probe', { label: 'rolled back' }, { within: tx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await t.app.jobs.runDue()).toBe(1);
    expect(handled).toEqual(['committed']);
    expect((await jobRow(kept ?? '')).state).toBe('completed');
  });

  it('retries a failed job, stores its error without secrets or stack, and staff can retry it', async () => {
    failuresLeft = 2;
    const id = (await t.app.jobs.send('probe', { label: 'retried' })) ?? '';
    await t.app.jobs.runDue();
    const first = await jobRow(id);
    expect(first.state).toBe('retry');
    expect(first.output?.message).toBe(
      'Error: SMTP login failed for [e-mail] with smtp://[redacted]@mail.test/?[redacted]',
    );
    expect(first.output?.stack).toBeUndefined();

    // The retry waits its delay (1-2 s of database time; skipped here), then fails its last attempt.
    await t.app.jobs.runDue();
    expect((await jobRow(id)).state).toBe('retry');
    await makeDue(id);
    await t.app.jobs.runDue();
    expect((await jobRow(id)).state).toBe('failed');
    expect(handled).not.toContain('retried');

    expect(await t.app.jobs.retry('probe', id)).toBe(true);
    await t.app.jobs.runDue();
    expect((await jobRow(id)).state).toBe('completed');
    expect(handled).toContain('retried');
    // Only a failed job is retried.
    expect(await t.app.jobs.retry('probe', id)).toBe(false);
  });
});

describe('a working queue', () => {
  it('runs the jobs one transaction queued as soon as it commits, back to back', async () => {
    const started: number[] = [];
    const working = await buildTestApp(
      {},
      {
        runJobs: true,
        beforeReady: (app) =>
          app.jobs.define({
            name: 'burst',
            retryLimit: 0,
            retryDelaySeconds: 1,
            handler: async () => void started.push(Date.now()),
          }),
      },
    );
    try {
      // As an approval queues its mails: inside its transaction, which wakes the worker as it commits.
      await working.app.db.transaction(async (tx) => {
        for (let n = 0; n < 5; n++) await working.app.jobs.send('burst', {}, { within: tx });
      });
      const committed = Date.now();
      await expect.poll(() => started.length, { timeout: 20_000 }).toBe(5);
      // An idle worker polls every 30 s: the first job ran because the commit woke it, and the
      // others each because the one before found work (one per poll would take minutes).
      expect((started[0] ?? 0) - committed).toBeLessThan(10_000);
      expect((started.at(-1) ?? 0) - (started[0] ?? 0)).toBeLessThan(10_000);
      // So is a job queued on its own.
      const queued = Date.now();
      await working.app.jobs.send('burst', {});
      await expect.poll(() => started.length, { timeout: 20_000 }).toBe(6);
      expect((started[5] ?? 0) - queued).toBeLessThan(10_000);
    } finally {
      await working.close();
    }
  });
});

describe('a restart', () => {
  it('keeps the jobs: one queued before the server stops runs after it starts again', async () => {
    const config = testConfig();
    const ran: string[] = [];
    const start = async () => {
      // The embedded database on disk, as `npm start` keeps it.
      const app = await buildApp({ config, logger: false, runJobs: false });
      app.jobs.define<{ label: string }>({
        name: 'probe',
        retryLimit: 0,
        retryDelaySeconds: 1,
        handler: async ({ label }) => void ran.push(label),
      });
      await app.ready();
      return app;
    };
    try {
      await seededClusterIn(config.dataDir);
      const first = await start();
      await first.jobs.send('probe', { label: 'queued before the restart' });
      await first.close();
      expect(ran).toEqual([]);

      const second = await start();
      expect(await second.jobs.runDue()).toBe(1);
      await second.close();
      expect(ran).toEqual(['queued before the restart']);
    } finally {
      rmSync(config.dataDir, { recursive: true, force: true });
    }
    // Two servers start on a database on disk: over a minute on a loaded machine when the first
    // made the cluster itself (seen in CI beside the end-to-end suite).
  }, 180_000);
});

describe('GET /api/jobs and POST /api/jobs/{id}/retry', () => {
  async function call(method: 'GET' | 'POST', url: string, who: string) {
    const session = await login(t.app, who, DEMO.password);
    return t.app.inject({ method, url, headers: { ...bearer(session.token), 'accept-language': 'en' } });
  }

  it('shows staff holding "show jobs" a failed job with its redacted error, and retries it once', async () => {
    failuresLeft = 2;
    const id = (await t.app.jobs.send('probe', { label: 'from the page' })) ?? '';
    await t.app.jobs.runDue();
    await makeDue(id);
    await t.app.jobs.runDue();

    const failed = await call('GET', '/api/jobs?state=failed', DEMO.admin);
    expect(failed.statusCode).toBe(200);
    const listed: TJob[] = failed.json().result.data;
    const job = listed.find((candidate) => candidate.id === id);
    expect(job).toMatchObject({ name: 'probe', state: 'failed', retry_count: 1, retry_limit: 1 });
    expect(job?.last_error).toContain('[e-mail]');
    expect(failed.body).not.toContain('hunter2');
    expect(failed.body).not.toContain('from the page');

    const retried = await call('POST', `/api/jobs/${id}/retry`, DEMO.admin);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({
      result: { id, state: 'retry' },
      message: 'The job has been put back in the queue.',
    });
    const again = await call('POST', `/api/jobs/${id}/retry`, DEMO.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a failed job can be retried; this one is not failed.');

    const audit = await call('GET', '/api/audit-logs?action=job.retried', DEMO.admin);
    expect(audit.json().result.data[0]).toMatchObject({ subject_type: 'job', before: { id, name: 'probe' } });

    // Advisors hold no 'show jobs' by default.
    expect((await call('GET', '/api/jobs', DEMO.advisor)).statusCode).toBe(403);
    expect((await call('POST', `/api/jobs/${id}/retry`, DEMO.advisor)).statusCode).toBe(403);
  });
});

describe('the scheduled kinds', () => {
  async function queuedClocked(): Promise<number> {
    const result = (await t.app.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(JOB_SCHEMA)}.job where name = 'clocked'`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  }

  it('queues a kind once for each start, by its schedule in Istanbul time, however often asked', async () => {
    try {
      // Monday 7 December 2026, 09:00:20 in Istanbul.
      pinned = new Date('2026-12-07T06:00:20Z');
      expect(await t.app.jobs.queueScheduled()).toContain('clocked');
      // The next tick, 30 s later, asks for the same start: the queue keeps the one it has.
      pinned = new Date('2026-12-07T06:00:50Z');
      expect(await t.app.jobs.queueScheduled()).not.toContain('clocked');
      // Over a minute after the start, and 09:00 UTC (12:00 in Istanbul): nothing.
      pinned = new Date('2026-12-07T06:01:30Z');
      expect(await t.app.jobs.queueScheduled()).not.toContain('clocked');
      pinned = new Date('2026-12-07T09:00:10Z');
      expect(await t.app.jobs.queueScheduled()).not.toContain('clocked');
      expect(await queuedClocked()).toBe(1);
      // The next Monday's start.
      pinned = new Date('2026-12-14T06:00:05Z');
      expect(await t.app.jobs.queueScheduled()).toContain('clocked');
      expect(await queuedClocked()).toBe(2);
    } finally {
      pinned = null;
    }
  });

  it('refuses a schedule it cannot read before the server starts', () => {
    const define = (cron: string) => () =>
      t.app.jobs.define({
        name: `bad ${cron}`,
        retryLimit: 0,
        retryDelaySeconds: 1,
        cron,
        handler: async () => {},
      });
    // Seconds would start a kind several times within a tick's minute.
    expect(define('*/5 * * * * *')).toThrow('must have five fields');
    expect(define('61 * * * *')).toThrow();
  });
});

describe('redactSecrets', () => {
  it('takes out addresses, credentials, query strings, card numbers and tokens', () => {
    expect(redactSecrets('card 5528 7900 0000 0008 refused')).toBe('card [number] refused');
    expect(redactSecrets('token eyJhbGciOiJIUzI1NiJ9abcdefghijkl used')).toBe('token [token] used');
    expect(redactSecrets('connect ECONNREFUSED 127.0.0.1:587')).toBe('connect ECONNREFUSED 127.0.0.1:587');
  });
});
