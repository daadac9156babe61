/**
 * How long a successful sign-in takes inside the server (argon2id verify, token, session
 * queries), measured with Fastify's inject so no network is counted:
 *   npm run bench:login -w apps/api                    PGlite in memory
 *   BENCH_DATABASE_URL=postgres://…/postgres npm run bench:login -w apps/api
 *                                                      a throw-away database on that server
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { hashPassword, verifyPassword } from '../plugins/auth/password.ts';
import { parseConfig } from '../plugins/config.ts';
import { openDatabase, type TDatabaseHandle } from '../plugins/db/database.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const WARM_UP = 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function openBenchDatabase(): Promise<{
  handle: TDatabaseHandle;
  label: string;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl)
    return {
      handle: await openDatabase({ memory: true }),
      label: 'PGlite (in memory)',
      drop: async () => {},
    };
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    handle,
    label: `PostgreSQL (${url.host})`,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const database = await openBenchDatabase();
const config = {
  ...parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
  appSecret: randomBytes(32).toString('hex'),
};
const app = await buildApp({
  config,
  database: database.handle,
  logger: false,
  rateLimits: {
    authRoutesPerIp: { max: 1_000_000, windowMs: 60_000, per: 'IP' },
    loginFailures: { max: 1_000_000, windowMs: 60_000, per: 'e-mail + IP' },
    loginPerAccount: { max: 1_000_000, windowMs: 60_000, per: 'e-mail' },
  },
});
await app.ready();

try {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password-2026';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      language_id: 1,
      name: 'Bench',
      phone: '5321234567',
      email,
      password,
      password_confirmation: password,
    },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);

  const logins: number[] = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
    if (i >= WARM_UP) logins.push(elapsed);
  }

  /** Failed sign-ins: a wrong password and an unknown address should cost the same. */
  const failing = async (body: { email: string; password: string }) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
      times.push(performance.now() - started);
      if (res.statusCode !== 422) throw new Error(`expected 422: ${res.body}`);
    }
    return times;
  };
  const wrongPassword = await failing({ email, password: 'wrong-password-1' });
  const unknownEmail = await failing({
    email: `nobody-${Date.now()}@example.com`,
    password: 'wrong-password-1',
  });

  const hash = await hashPassword(password);
  const verifies: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await verifyPassword(hash, password);
    verifies.push(performance.now() - started);
  }

  process.stdout.write(
    [
      `database: ${database.label}; ${RUNS} successful logins after ${WARM_UP} warm-up`,
      `login (inject, whole server path): median ${ms(median(logins))}, p90 ${ms(percentile(logins, 90))}, min ${ms(Math.min(...logins))}, max ${ms(Math.max(...logins))}`,
      `wrong password:                    median ${ms(median(wrongPassword))}`,
      `unknown e-mail:                    median ${ms(median(unknownEmail))}`,
      `argon2id verify alone:             median ${ms(median(verifies))}`,
      '',
    ].join('\n'),
  );
} finally {
  await app.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
