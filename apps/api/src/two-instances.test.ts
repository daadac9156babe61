import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase } from './plugins/db/database.ts';
import { scheduledJobId } from './plugins/jobs/job-clock.ts';
import { JOB_SCHEMA } from './plugins/jobs/jobs-plugin.ts';
import { bearer, registerCustomer } from './test/auth-helpers.ts';
import { startTestS3Server, type TTestS3Server } from './test/s3-server.ts';
import { buildTestApp, type TTestApp } from './test/test-app.ts';
import { testConfig } from './test/test-config.ts';
import { createThrowawayDatabase } from './test/throwaway-database.ts';

/**
 * Two instances of the portal as several machines run it: one PostgreSQL database, one Redis
 * and one bucket, each instance with its own DATA_DIR. Needs TEST_DATABASE_URL (the embedded
 * database opens in one process only) and a Redis (TEST_REDIS_URL, else the local one).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** This run's keys only; deleted afterwards. */
const redisPrefix = `portal-two-${randomBytes(6).toString('hex')}:`;
const BUCKET = 'portal-two-instances';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type TApp = TTestApp['app'];

describe.runIf(databaseUrl)('two instances on one PostgreSQL, one Redis and one bucket', () => {
  let s3: TTestS3Server;
  let first: TTestApp;
  let second: TApp;
  let secondDataDir: string;
  let env: Record<string, string>;
  const ran: { instance: string; label: string }[] = [];
  /** Both instances' clock: the real one, unless a test pins it. */
  let pinned: Date | null = null;
  const now = () => pinned ?? new Date();

  /** Both define the same job kind, as every instance of the server does. */
  const defineProbe = (instance: string) => (app: TApp) =>
    app.jobs.define<{ label: string }>({
      name: 'two-instances-probe',
      retryLimit: 0,
      retryDelaySeconds: 1,
      handler: async ({ label }) => void ran.push({ instance, label }),
    });

  beforeAll(async () => {
    s3 = await startTestS3Server([BUCKET]);
    env = {
      ...s3.env(BUCKET),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
    };
    first = await buildTestApp(env, { beforeReady: defineProbe('first'), now });
    const url = first.database.url;
    if (!url) throw new Error('a PostgreSQL test database has a URL');
    // The second one is configured as a deployment would be (the first gets its database from
    // the test helper, so it cannot name it in the environment).
    const config = testConfig({ ...env, DATABASE_URL: url, INSTANCES: '2' });
    secondDataDir = config.dataDir;
    second = await buildApp({
      config,
      database: await openDatabase({ url }),
      logger: false,
      runJobs: false,
      now,
    });
    defineProbe('second')(second);
    await second.ready();
  });

  afterAll(async () => {
    await second?.close();
    if (secondDataDir) rmSync(secondDataDir, { recursive: true, force: true });
    await first?.close();
    await s3?.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('are both ready, with Redis and the bucket in use', async () => {
    for (const app of [first.app, second]) {
      const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.json()).toEqual({ result: { status: 'ready', db: 'ok', redis: 'ok', storage: 'ok' } });
    }
  });

  it('share one sign-in limit: five failures spread over both stop the sixth on either', async () => {
    const person = await registerCustomer(first.app);
    const attempt = (app: TApp) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: person.user.email, password: 'not-the-password' },
      });
    const statuses: number[] = [];
    for (const app of [first.app, second, first.app, second, first.app])
      statuses.push((await attempt(app)).statusCode);
    expect(statuses).not.toContain(429);
    // In-memory counters would allow five more here (three on this instance so far).
    const sixth = await attempt(second);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(first.app)).statusCode).toBe(429);
  });

  it('serve through one instance the upload written through the other', async () => {
    const person = await registerCustomer(first.app);
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const body = new Response(form);
    const uploaded = await first.app.inject({
      method: 'POST',
      url: `/api/users/${person.user.id}/update-avatar`,
      headers: { ...bearer(person.token), 'content-type': body.headers.get('content-type') ?? '' },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    // In the bucket, not in the first instance's folder.
    expect(existsSync(join(first.config.dataDir, 'uploads'))).toBe(false);

    const image = await second.inject({
      method: 'GET',
      url: uploaded.json().result.avatar_url,
      headers: bearer(person.token),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('run a due job once when both run their due jobs at the same time', async () => {
    const label = `once-${randomBytes(4).toString('hex')}`;
    await second.jobs.send('two-instances-probe', { label });
    // (Other jobs may be due as well: the registrations' mails.)
    await Promise.all([first.app.jobs.runDue(), second.jobs.runDue()]);
    expect(ran.filter((run) => run.label === label)).toHaveLength(1);
    // Run again: nothing is left for either.
    await Promise.all([first.app.jobs.runDue(), second.jobs.runDue()]);
    expect(ran.filter((run) => run.label === label)).toHaveLength(1);
  });

  it('queue a scheduled start once when both look for it at the same time', async () => {
    // Monday 7 December 2026, 09:00:20 in Istanbul: the reminders' start (0 9-11 * * *), and the
    // every-minute kinds'.
    pinned = new Date('2026-12-07T06:00:20Z');
    try {
      const [byFirst, bySecond] = await Promise.all([
        first.app.jobs.queueScheduled(),
        second.jobs.queueScheduled(),
      ]);
      const queued = [...byFirst, ...bySecond];
      expect(queued).toContain('documents.reminders');
      expect(queued).toContain('network.expire-holds');
      expect(new Set(queued).size).toBe(queued.length);
      const id = scheduledJobId('documents.reminders', new Date('2026-12-07T06:00:00Z'));
      const rows = (await second.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(JOB_SCHEMA)}.job where id = ${id}`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows.rows[0]?.n).toBe(1);
    } finally {
      pinned = null;
    }
  });

  it("wake a third instance's worker as soon as a job queued through another commits", async () => {
    const url = first.database.url ?? '';
    const config = testConfig({ ...env, DATABASE_URL: url, INSTANCES: '3' });
    const working = await buildApp({
      config,
      database: await openDatabase({ url }),
      logger: false,
      runJobs: true,
    });
    defineProbe('working')(working);
    await working.ready();
    try {
      // Past its first look for work: from now on it polls every 30 s.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const label = `woken-${randomBytes(4).toString('hex')}`;
      const queued = Date.now();
      await second.db.transaction((tx) => second.jobs.send('two-instances-probe', { label }, { within: tx }));
      await expect.poll(() => ran.find((run) => run.label === label), { timeout: 20_000 }).toBeDefined();
      expect(ran.find((run) => run.label === label)?.instance).toBe('working');
      expect(Date.now() - queued).toBeLessThan(10_000);
    } finally {
      await working.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });

  it('start together on a new database: migrations, seed and job queues one at a time', async () => {
    const serverUrl = databaseUrl ?? '';
    const fresh = await createThrowawayDatabase(serverUrl, 'portal_test');
    const dataDirs: string[] = [];
    const start = async () => {
      const config = testConfig({ DATABASE_URL: fresh.url });
      dataDirs.push(config.dataDir);
      const app = await buildApp({ config, database: await openDatabase({ url: fresh.url }), logger: false });
      await app.ready();
      return app;
    };
    try {
      // Before the start-up lock covered the job queues, this deadlocked in PostgreSQL.
      const apps = await Promise.all([start(), start()]);
      for (const app of apps) {
        const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(res.statusCode, res.body).toBe(200);
      }
      await Promise.all(apps.map((app) => app.close()));
    } finally {
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
      await fresh.drop();
    }
  });
});
