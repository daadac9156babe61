/**
 * How fast the renewals job charges a month's subscriptions: seeds BENCH_SUBSCRIPTIONS (default
 * 2,000) active companies, each with its packet, a kept test-gateway card and a subscription due
 * now, straight into the database, then times one `runRenewals` pass (each renewal: lease, claim
 * of the period, the charge, the payment, the invoice, the period moved on), and a second pass
 * with nothing due (the cost of the job's every-ten-minutes sweep).
 *   npm run bench:renewals                                PGlite in a temporary folder
 *   BENCH_DATABASE_URL=postgres://…/postgres npm run bench:renewals
 *                                                         a throw-away database on that server
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { testGateway } from '../modules/payments/providers/test-gateway.ts';
import { runRenewals } from '../modules/payments/subscriptions/renewals.ts';
import { parseConfig } from '../plugins/config.ts';
import { openDatabase, type TDatabaseHandle } from '../plugins/db/database.ts';
import { createThrowawayDatabase } from '../test/throwaway-database.ts';

const COUNT = Number(process.env.BENCH_SUBSCRIPTIONS ?? 2_000);
const out = (line = '') => process.stdout.write(`${line}\n`);

async function openBenchDatabase(dataDir: string) {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    return {
      handle: await openDatabase({ dataDir: join(dataDir, 'db') }),
      label: 'PGlite',
      drop: async () => {},
    };
  }
  const { url, host, drop } = await createThrowawayDatabase(serverUrl, 'portal_bench');
  return { handle: await openDatabase({ url }), label: `PostgreSQL (${host})`, drop };
}

/** Companies, their packets, kept cards and subscriptions, all due a minute before `now`. */
async function seed(handle: TDatabaseHandle, now: Date): Promise<void> {
  const due = new Date(now.getTime() - 60_000).toISOString();
  const start = new Date(now.getTime() - 31 * 86_400_000).toISOString();
  const token = `test_card_success_${randomBytes(12).toString('hex')}`;
  const db = handle.db;
  await db.execute(sql`insert into accounts (name, status)
    select 'Şirket ' || n, 4 from generate_series(1, ${COUNT}) as n`);
  await db.execute(sql`insert into account_products (account_id, product_id, price, purchased_at, next_payment_at)
    select a.id, p.id, p.price, ${start}::timestamptz, ${due}::timestamptz
    from accounts a, (select id, price from products where code = 'accountant-starter') p`);
  await db.execute(sql`insert into stored_cards (account_id, provider, token, brand, last4, expire_month, expire_year)
    select id, 'test', ${token}, 'mastercard', '0008', 12, 2035 from accounts`);
  await db.execute(sql`insert into subscriptions
      (account_id, product_id, brand_id, status, current_period_start, current_period_end, next_payment_at, card_id)
    select c.account_id, p.id, p.brand_id, 'active', ${start}::timestamptz, ${due}::timestamptz, ${due}::timestamptz, c.id
    from stored_cards c, (select id, brand_id from products where code = 'accountant-starter') p`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-renewals-'));
const database = await openBenchDatabase(dataDir);
const now = new Date();
const app = await buildApp({
  config: {
    ...parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    appSecret: randomBytes(32).toString('hex'),
  },
  database: database.handle,
  logger: false,
  runJobs: false,
  now: () => now,
});
let exitCode = 0;
try {
  await app.ready();
  await seed(database.handle, now);
  const started = performance.now();
  const report = await runRenewals(app, testGateway);
  const seconds = (performance.now() - started) / 1000;
  const idleStarted = performance.now();
  const idle = await runRenewals(app, testGateway);
  const idleMs = performance.now() - idleStarted;
  const [counts] = (
    (await app.db.execute(sql`select
      (select count(*) from invoices)::int as invoices,
      (select count(*) from subscription_charges)::int as charges,
      (select count(*) from subscriptions where next_payment_at > now())::int as moved`)) as unknown as {
      rows: { invoices: number; charges: number; moved: number }[];
    }
  ).rows;
  out(`database: ${database.label}; ${cpus().length} CPUs; ${COUNT} subscriptions due`);
  out(
    `one pass: ${JSON.stringify(report)} in ${seconds.toFixed(1)} s = ${(COUNT / seconds).toFixed(0)} renewals/s, ${((seconds * 1000) / COUNT).toFixed(1)} ms each`,
  );
  out(`rows: ${JSON.stringify(counts)}`);
  out(`second pass, nothing due: ${JSON.stringify(idle)} in ${idleMs.toFixed(0)} ms`);
} catch (error) {
  exitCode = 1;
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
} finally {
  await app.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
