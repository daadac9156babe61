/**
 * How near Fastify's own speed the portal's API answers over real sockets. Starts the portal as
 * its own process (as `npm start` does, on a fresh database) and a bare Fastify hello-world
 * (`bare-server.ts`), then runs autocannon against each route and the bare server in turn, pair
 * by pair, and prints requests per second, p50, p99, errors, timeouts and the ratio, then the CPU
 * each server spent per answer and the ratio of those (the servers' own, whatever autocannon
 * costs beside them on the same cores):
 *   npm run bench:api                                PGlite in a temporary folder
 *   BENCH_DATABASE_URL=postgres://…/postgres npm run bench:api
 *                                                    a throw-away database on that server
 * BENCH_SECONDS (default 5) per run, BENCH_PAIRS (default 3; the median ratio is printed),
 * BENCH_CONNECTIONS (default 10), BENCH_PORT (default 3411: the portal; the bare server on the
 * next port), BENCH_SERVER (a compiled server to run instead of dist/server.js), BENCH_ROUTES
 * (comma-separated parts of paths: only the routes, and the upload, whose path holds one are
 * run). Then the signed-in routes once more under heavy load (50 connections on PostgreSQL, 100
 * on PGlite) and the portal's memory afterwards. It measures and never fails the build.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createThrowawayDatabase } from '../test/throwaway-database.ts';
import {
  API_ROOT,
  cpuSeconds,
  fmt,
  load as loadOnce,
  median,
  monthlyDocumentUpload,
  out,
  rssMb,
  signedInCustomer,
  signIn,
  startBareServer,
  startProcess,
  type TResult,
} from './bench-kit.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORTAL_PORT = Number(process.env.BENCH_PORT ?? 3411);
const BARE_PORT = PORTAL_PORT + 1;
/** Parts of paths to run alone, to time one route before and after a change. */
const ONLY = process.env.BENCH_ROUTES?.split(',').filter(Boolean) ?? [];
const chosen = (path: string) => ONLY.length === 0 || ONLY.some((part) => path.includes(part));

/** The portal as `npm start` runs it: the compiled server when there is one, else through tsx. */
function portalCommand(): string[] {
  const compiled = process.env.BENCH_SERVER ?? join(API_ROOT, 'dist/server.js');
  try {
    readFileSync(compiled);
    return ['--enable-source-maps', compiled];
  } catch {
    return ['--import', 'tsx', 'src/server.ts'];
  }
}

/** Every staff list and the staff dashboard (issue 32). */
const STAFF_PATHS = [
  '/api/staff/dashboard',
  '/api/users',
  '/api/accounts?all=1',
  '/api/roles',
  '/api/audit-logs',
  '/api/security-events',
  '/api/jobs',
  '/api/jobs/payments-to-review',
  '/api/announcements',
  '/api/appointments',
  '/api/contact-messages',
  '/api/documents/review-queue',
  '/api/office/calls/desk',
  '/api/office/queue',
  '/api/office/companies',
  '/api/invoices',
];

type TTimedResult = TResult & { cpuMicros: number };

const load = (url: string, headers: Record<string, string>, connections = CONNECTIONS, seconds = SECONDS) =>
  loadOnce({ url, headers, connections, seconds });

/**
 * A run and the CPU its server spent per answer (µs, Linux's /proc). autocannon shares the two
 * cores: the bare server's tiny answer costs it little, the portal's larger ones more, so the rps
 * ratio is partly the client's. The CPU ratio is the servers' own.
 */
async function timedLoad(
  pid: number | undefined,
  url: string,
  headers: Record<string, string>,
): Promise<TTimedResult> {
  const before = cpuSeconds(pid);
  const run = await load(url, headers);
  const spent = cpuSeconds(pid) - before;
  return { ...run, cpuMicros: run.requests > 0 ? (spent * 1e6) / run.requests : Number.NaN };
}

/** A 200 KB PDF to this month's documents, with the local storage, at CONNECTIONS connections. */
async function timeUpload(base: string, path: string, admin: Record<string, string>) {
  const upload = monthlyDocumentUpload();
  const url = `${base}${path}`;
  const headers = { ...admin, 'content-type': upload.contentType };
  const first = await fetch(url, { method: 'POST', headers, body: upload.body });
  out();
  if (!first.ok) {
    out(`(upload left out: ${first.status} ${(await first.text()).slice(0, 120)})`);
    return;
  }
  const run = await loadOnce({
    url,
    method: 'POST',
    headers,
    body: upload.body,
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  out(
    `POST ${path} (${Math.round(upload.body.length / 1024)} KB PDF, ${CONNECTIONS} connections): ` +
      `${fmt(run.rps)} rps  p50 ${fmt(run.p50, 1)} ms  p99 ${fmt(run.p99, 1)} ms  ` +
      `errors ${run.errors}  timeouts ${run.timeouts}  non-2xx ${run.non2xx}`,
  );
}

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
    const bareServer = await startBareServer(BARE_PORT, join(dataDir, 'bare.log'));
    children.push(bareServer);
    const { token, accountId } = await signedInCustomer(base);
    const signedIn = { authorization: `Bearer ${token}` };
    const admin = { authorization: `Bearer ${await signIn(base, 'admin')}` };

    // What every browser says it accepts: the catalogue's kept answers go out compressed then.
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const routes: { path: string; headers: Record<string, string>; label?: string }[] = [
      { path: '/api/health', headers: {} },
      { path: '/api/packets', headers: {} },
      { path: '/api/packets', headers: browser, label: '/api/packets (browser: br)' },
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
      // The staff's lists and dashboard, as the admin (who may see every one) opens them.
      ...STAFF_PATHS.map((path) => ({ path, headers: admin })),
    ].filter((route) => chosen(route.path));

    out(
      `API bench: ${database ? `PostgreSQL (${database.host})` : 'PGlite (temporary folder)'}, ` +
        `${SECONDS} s per run, ${CONNECTIONS} connections, ${PAIRS} pairs; ` +
        `${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}; portal ready in ${startMs} ms (${portalCommand().at(-1)})`,
    );
    out();
    out(
      `${'route'.padEnd(34)}      rps      p50      p99   errors  bare rps    ratio  µs/req  bare µs  cpu ratio`,
    );
    for (const route of routes) {
      // A first request fills whatever the route caches; a 304 is checked separately below.
      await fetch(`${base}${route.path}`, { headers: route.headers });
      const ratios: number[] = [];
      const portalRuns: TTimedResult[] = [];
      const bareRuns: TTimedResult[] = [];
      for (let pair = 0; pair < PAIRS; pair += 1) {
        const bareRun = await timedLoad(bareServer.pid, bare, {});
        const portalRun = await timedLoad(portal.pid, `${base}${route.path}`, route.headers);
        bareRuns.push(bareRun);
        portalRuns.push(portalRun);
        ratios.push(portalRun.rps / bareRun.rps);
      }
      const ratio = median(ratios);
      const run = portalRuns[ratios.indexOf(ratio)] ?? portalRuns[0];
      const bareRun = bareRuns[ratios.indexOf(ratio)] ?? bareRuns[0];
      if (!run || !bareRun) continue;
      const failures = run.errors + run.timeouts + run.non2xx;
      const cpu = median(portalRuns.map((r) => r.cpuMicros));
      const bareCpu = median(bareRuns.map((r) => r.cpuMicros));
      out(
        `${(route.label ?? route.path).padEnd(34)} ${fmt(run.rps)} ${fmt(run.p50, 1)} ${fmt(run.p99, 1)} ${fmt(failures)} ${fmt(bareRun.rps)} ${fmt(ratio, 3)}× ${fmt(cpu, 1)} ${fmt(bareCpu, 1)} ${fmt(bareCpu / cpu, 3)}×`,
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

    // The upload of issue 32: `all`, the admin files it in the staff view, as a company they do not serve.
    const uploadPath = `/api/accounts/${accountId}/documents?all=1`;
    if (chosen(uploadPath)) await timeUpload(base, uploadPath, admin);

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
