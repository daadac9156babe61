/**
 * How near Fastify's own speed the portal's API answers over real sockets. Starts the portal as
 * its own process (as `npm start` does, on a fresh database) and a bare Fastify hello-world
 * (`bare-server.ts`), then runs autocannon against each route and the bare server in turn, pair
 * by pair, and prints requests per second, p50, p99, errors, timeouts and the ratio:
 *   npm run bench:api                                PGlite in a temporary folder
 *   BENCH_DATABASE_URL=postgres://…/postgres npm run bench:api
 *                                                    a throw-away database on that server
 * BENCH_SECONDS (default 5) per run, BENCH_PAIRS (default 3; the median ratio is printed),
 * BENCH_CONNECTIONS (default 10). Then the signed-in routes once more under heavy load (50
 * connections on PostgreSQL, 100 on PGlite) and the portal's memory afterwards. It measures and
 * never fails the build.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/data/demo-users.ts';
import { createThrowawayDatabase } from '../test/throwaway-database.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORTAL_PORT = 3411;
const BARE_PORT = 3412;
const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));

const out = (line = '') => process.stdout.write(`${line}\n`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Starts a node process, its output to a file (a pipe read by this process would take CPU from
 * autocannon), and resolves once `readyUrl` answers; rejects with the output's end if it exits.
 */
async function startProcess(args: string[], env: NodeJS.ProcessEnv, readyUrl: string, logFile: string) {
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, { cwd: API_ROOT, env, stdio: ['ignore', log, log] });
  closeSync(log);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited)
      throw new Error(`process exited before it was ready:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    const ready = await fetch(readyUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The portal as `npm start` runs it: the compiled server when there is one, else through tsx. */
function portalCommand(): string[] {
  const compiled = join(API_ROOT, 'dist/server.js');
  try {
    readFileSync(compiled);
    return ['--enable-source-maps', compiled];
  } catch {
    return ['--import', 'tsx', 'src/server.ts'];
  }
}

type TResult = { rps: number; p50: number; p99: number; errors: number; timeouts: number; non2xx: number };

async function load(
  url: string,
  headers: Record<string, string>,
  connections = CONNECTIONS,
  seconds = SECONDS,
): Promise<TResult> {
  const result = await autocannon({ url, headers, connections, duration: seconds, timeout: 10 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: T }).result;
}

/** Signs the demo customer in and gives them a company, so the signed-in reads have data. */
async function signedInCustomer(base: string): Promise<{ token: string; accountId: number }> {
  const customer = DEMO_USERS.find((user) => user.role === 'customer');
  if (!customer) throw new Error('no demo customer in the seed');
  const session = await json<{ token: string }>(
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: DEMO_PASSWORD }),
    }),
  );
  const account = await json<{ id: number }>(
    await fetch(`${base}/api/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ name: 'Bench Yazılım Ltd. Şti.' }),
    }),
  );
  return { token: session.token, accountId: account.id };
}

function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const fmt = (value: number, digits = 0) => value.toFixed(digits).padStart(8);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-bench-'));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const database = serverUrl ? await createThrowawayDatabase(serverUrl, 'portal_bench') : null;
  const children: ChildProcess[] = [];
  try {
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(PORTAL_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The log as production writes it: what it costs is part of the measure.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    if (!database) delete env.DATABASE_URL;
    const started = performance.now();
    const base = `http://127.0.0.1:${PORTAL_PORT}`;
    const bare = `http://127.0.0.1:${BARE_PORT}/`;
    const portal = await startProcess(
      portalCommand(),
      env,
      `${base}/api/health`,
      join(dataDir, 'portal.log'),
    );
    children.push(portal);
    const startMs = Math.round(performance.now() - started);
    children.push(
      await startProcess(
        ['--import', 'tsx', 'src/bench/bare-server.ts'],
        { ...process.env, PORT: String(BARE_PORT) },
        bare,
        join(dataDir, 'bare.log'),
      ),
    );
    const { token, accountId } = await signedInCustomer(base);
    const signedIn = { authorization: `Bearer ${token}` };

    const routes: { path: string; headers: Record<string, string> }[] = [
      { path: '/api/health', headers: {} },
      { path: '/api/packets', headers: {} },
      { path: '/api/brands/1/products', headers: {} },
      { path: '/api/brands/1/products/1', headers: {} },
      { path: '/api/categories', headers: {} },
      { path: '/api/office-locations', headers: {} },
      { path: '/api/accounts', headers: signedIn },
      { path: `/api/accounts/${accountId}`, headers: signedIn },
      { path: '/api/announcements/current', headers: signedIn },
      // The rest of the customer dashboard's calls (issue 14).
      { path: `/api/accounts/${accountId}/actions`, headers: signedIn },
      { path: `/api/accounts/${accountId}/timeline`, headers: signedIn },
    ];

    out(
      `API bench: ${database ? `PostgreSQL (${database.host})` : 'PGlite (temporary folder)'}, ` +
        `${SECONDS} s per run, ${CONNECTIONS} connections, ${PAIRS} pairs; ` +
        `${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}; portal ready in ${startMs} ms (${portalCommand().at(-1)})`,
    );
    out();
    out(`${'route'.padEnd(34)}      rps      p50      p99   errors  bare rps    ratio`);
    for (const route of routes) {
      // A first request fills whatever the route caches; a 304 is checked separately below.
      await fetch(`${base}${route.path}`, { headers: route.headers });
      const ratios: number[] = [];
      const portalRuns: TResult[] = [];
      const bareRuns: TResult[] = [];
      for (let pair = 0; pair < PAIRS; pair += 1) {
        const bareRun = await load(bare, {});
        const portalRun = await load(`${base}${route.path}`, route.headers);
        bareRuns.push(bareRun);
        portalRuns.push(portalRun);
        ratios.push(portalRun.rps / bareRun.rps);
      }
      const ratio = median(ratios);
      const run = portalRuns[ratios.indexOf(ratio)] ?? portalRuns[0];
      const bareRun = bareRuns[ratios.indexOf(ratio)] ?? bareRuns[0];
      if (!run || !bareRun) continue;
      const failures = run.errors + run.timeouts + run.non2xx;
      out(
        `${route.path.padEnd(34)} ${fmt(run.rps)} ${fmt(run.p50, 1)} ${fmt(run.p99, 1)} ${fmt(failures)} ${fmt(bareRun.rps)} ${fmt(ratio, 3)}×`,
      );
    }

    const heavy = database ? 50 : 100;
    out();
    out(`Signed-in reads at ${heavy} connections:`);
    for (const route of routes.filter((r) => r.headers.authorization)) {
      const run = await load(`${base}${route.path}`, route.headers, heavy);
      out(
        `${route.path.padEnd(34)} ${fmt(run.rps)} rps  p50 ${fmt(run.p50, 1)} ms  p99 ${fmt(run.p99, 1)} ms  ` +
          `errors ${run.errors}  timeouts ${run.timeouts}  non-2xx ${run.non2xx}`,
      );
    }

    const packets = await fetch(`${base}/api/packets`);
    const etag = packets.headers.get('etag');
    const revalidated = etag
      ? await fetch(`${base}/api/packets`, { headers: { 'if-none-match': etag } })
      : null;
    out();
    out(
      `GET /api/packets: ETag ${etag ?? 'none'}; with If-None-Match: ${revalidated?.status ?? 'not tried'}`,
    );
    out(`Portal memory after the load: ${rssMb(portal.pid)} MB resident`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
