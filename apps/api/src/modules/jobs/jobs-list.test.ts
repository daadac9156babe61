import type { TJob } from '@portal/contracts/staff/jobs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SCHEMA } from '../../plugins/jobs/jobs-plugin.ts';
import { bearer, DEMO, login, RELAXED_LIMITS } from '../../test/auth-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
let admin: { token: string };
const ids = { done: '', waiting: '', failed: '', library: '' };

/** pg-boss's own cron bookkeeping, as its scheduler writes it: a queue of its own and a finished send. */
const LIBRARY_QUEUE = '__pgboss__send-it';

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      rateLimits: RELAXED_LIMITS,
      beforeReady: (app) =>
        app.jobs.define<{ fail: boolean }>({
          name: 'listing-probe',
          retryLimit: 0,
          retryDelaySeconds: 1,
          async handler({ fail }) {
            if (fail) throw new Error('the probe failed');
          },
        }),
    },
  );
  admin = await login(t.app, DEMO.admin, DEMO.password);
  ids.done = (await t.app.jobs.send('listing-probe', { fail: false })) ?? '';
  ids.failed = (await t.app.jobs.send('listing-probe', { fail: true })) ?? '';
  await t.app.jobs.runDue();
  await t.app.jobs.runDue();
  // Due tomorrow: waiting.
  ids.waiting =
    (await t.app.jobs.send(
      'listing-probe',
      { fail: false },
      { startAfter: new Date(Date.now() + 24 * 3_600_000) },
    )) ?? '';
  const schema = sql.identifier(JOB_SCHEMA);
  await t.app.db.execute(sql`select ${schema}.create_queue(${LIBRARY_QUEUE}, '{"policy":"standard"}'::json)`);
  const inserted = (await t.app.db.execute(
    sql`insert into ${schema}.job (name, state, completed_on) values (${LIBRARY_QUEUE}, 'completed', now()) returning id`,
  )) as unknown as { rows: { id: string }[] };
  ids.library = inserted.rows[0]?.id ?? '';
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function listed(query: string): Promise<TJob[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/jobs?per_page=100${query}`,
    headers: { ...bearer(admin.token), 'accept-language': 'en' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data;
}

describe('GET /api/jobs: what the jobs page lists', () => {
  it('never lists the job library’s own queues (__pgboss__…), whatever the filter', async () => {
    expect(ids.library).not.toBe('');
    for (const query of ['', '&state=completed', '&state=open']) {
      const jobs = await listed(query);
      expect(
        jobs.some((job) => job.name.startsWith('__pgboss__')),
        query,
      ).toBe(false);
      expect(jobs.map((job) => job.id)).not.toContain(ids.library);
    }
    expect((await listed('&state=completed')).map((job) => job.id)).toContain(ids.done);
  });

  it('lists the open jobs with state=open: waiting, running, retrying and failed, not the completed', async () => {
    const open = await listed('&state=open&name=listing-probe');
    expect(open.map((job) => [job.id, job.state])).toEqual([
      [ids.waiting, 'created'],
      [ids.failed, 'failed'],
    ]);
    const all = await listed('&name=listing-probe');
    expect(all.map((job) => job.id).sort()).toEqual([ids.done, ids.failed, ids.waiting].sort());
  });

  it('refuses a state it does not know', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/jobs?state=finished',
      headers: { ...bearer(admin.token), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(422);
  });
});
