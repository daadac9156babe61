/**
 * `npm run bench:load`: the portal as several instances behind HAProxy (scripts/cluster.mjs, as
 * `npm run demo:cluster` starts it) on PostgreSQL and Redis, loaded through the balancer with the
 * calls a day brings (landing packets, sign-in, the customer dashboard's calls, a company's page,
 * staff lists, an upload), each in turn, and a bare Fastify hello-world on the same machine as the
 * reference. Prints requests per second, p50, p99, failures and the ratio to the reference per
 * call; then a mixed run (the reads, with a write after every ninth on each connection) with each
 * instance's memory (RSS) before and after; with more than one cluster size, what each call gained.
 * In the mixed run the connections are shared out among BENCH_COMPANIES customers, each reading
 * and renaming a company of their own (the admin's reads and the landing's are everyone's). The
 * balancer sends each caller's requests to one instance (deploy/haproxy.cfg): a signed-in call
 * timed alone is one caller's, so one instance's; the mixed run's callers spread over all.
 *   BENCH_INSTANCES       cluster sizes, one after the other (default "1,2")
 *   BENCH_SECONDS         per call (default 5)
 *   BENCH_CONNECTIONS     per call (default 100; sign-in at BENCH_LOGIN_CONNECTIONS, default 4)
 *   BENCH_SOAK_SECONDS    the mixed run (default 20; the issue's 5 minutes: 300)
 *   BENCH_COMPANIES       customers of the mixed run, a company each (default 20)
 *   BENCH_READS_PER_WRITE reads before each write in the mixed run (default 9: the issue's mix; 0:
 *                         reads only, the most its reads can reach on this machine without writes)
 *   BENCH_DATABASE_URL    the PostgreSQL server for the throw-away database (default: local)
 *   THROWAWAY_DATABASE_PREFIX, BENCH_REDIS_KEY_PREFIX   name the run's database and Redis keys
 *   BENCH_BASE_PORT       (default 3480): instances from +1, the balancer +10 and +11, the bare
 *                         server's balancer +12 and +13, the object storage +18, the bare server +19
 *   REDIS_URL             (default redis://127.0.0.1:6379)
 * It measures and never fails the build.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  buildIfNeeded,
  cpuSeconds,
  DEFAULT_POSTGRES_URL,
  pidsOf,
  startCluster,
  startHaproxy,
  stopProcess,
} from '../../../../scripts/cluster.mjs';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/data/demo-users.ts';
import {
  fmt,
  load,
  monthlyDocumentUpload,
  out,
  rssMb,
  signedInCustomer,
  signIn,
  startBareServer,
  type TLoadOptions,
  type TResult,
} from './bench-kit.ts';

const SIZES = (process.env.BENCH_INSTANCES ?? '1,2')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const LOGIN_CONNECTIONS = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 4);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 20);
const COMPANIES = Math.max(1, Number(process.env.BENCH_COMPANIES ?? 20));
const PORTS = Number(process.env.BENCH_BASE_PORT ?? 3480);
const BARE_PORT = PORTS + 19;
const BASE_PORT = PORTS + 1;
const LISTEN_PORT = PORTS + 10;
/** HAProxy in front of the bare server alone: what the balancer costs by itself. */
const BARE_PROXY_PORT = PORTS + 12;
const STORAGE_PORT = PORTS + 18;

/** The upload: a 200 KB PDF to this month's documents (issue 32). */
const UPLOAD = monthlyDocumentUpload();

type TCall = { name: string; group: string } & Omit<TLoadOptions, 'url' | 'seconds' | 'connections'> & {
    path: string;
    connections?: number;
    /** Left out of the mixed run (the sign-in: its limits count per e-mail; the upload, timed alone). */
    soak?: false;
  };

/** A customer's own calls: their dashboard's and company's reads, and the rename of their company. */
function customerCalls({ token, accountId }: { token: string; accountId: number }): TCall[] {
  const customer = { authorization: `Bearer ${token}` };
  const account = `/api/accounts/${accountId}`;
  return [
    { group: 'dashboard', name: 'GET auth/permissions', path: '/api/auth/permissions', headers: customer },
    { group: 'dashboard', name: 'GET accounts', path: '/api/accounts', headers: customer },
    {
      group: 'dashboard',
      name: 'GET announcements/current',
      path: '/api/announcements/current',
      headers: customer,
    },
    { group: 'dashboard', name: 'GET accounts/:id/actions', path: `${account}/actions`, headers: customer },
    { group: 'dashboard', name: 'GET accounts/:id/timeline', path: `${account}/timeline`, headers: customer },
    { group: 'company', name: 'GET accounts/:id', path: account, headers: customer },
    { group: 'company', name: 'GET accounts/:id/documents', path: `${account}/documents`, headers: customer },
    // A write the readers feel: the company's name is in the company's, its list's and the
    // admin's answers, which it drops. The mixed run takes turns between two names, so each rename
    // changes it. (Uploads are timed on their own above: the cluster's stand-in bucket, s3rver,
    // stores about a hundred files a second by itself.)
    ...['Bench Yazılım Ltd. Şti.', 'Bench Yazılım ve Danışmanlık Ltd. Şti.'].map(
      (name, turn): TCall => ({
        group: 'write',
        name: turn === 0 ? 'PUT accounts/:id (rename)' : 'PUT accounts/:id (rename back)',
        path: account,
        method: 'PUT',
        headers: { ...customer, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      }),
    ),
  ];
}

/** A new customer, signed in, with a company of their own (the mixed run's other customers). */
async function newCustomer(base: string, index: number): Promise<{ token: string; accountId: number }> {
  const email = `bench-${index}-${Date.now()}@example.com`;
  const password = 'bench-2026-password';
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.status === 204
      ? null
      : ((await response.json()) as { result: Record<string, unknown> }).result;
  };
  await post('/api/auth/register', {
    language_id: 1,
    name: 'Bench Müşteri',
    phone: '532 123 45 67',
    email,
    password,
    password_confirmation: password,
  });
  const session = await post('/api/auth/login', { email, password });
  const token = String(session?.token);
  const account = await post('/api/accounts', { name: `Bench Şirket ${index} Ltd. Şti.` }, token);
  return { token, accountId: Number(account?.id) };
}

/**
 * Signs the customer and the admin in and gives the customer a company: the calls timed one by
 * one. `customers`: each customer's own calls, the demo customer's first (the mixed run's).
 */
async function seed(base: string): Promise<{ calls: TCall[]; customers: TCall[][] }> {
  const demo = await signedInCustomer(base);
  const adminToken = await signIn(base, 'admin');
  const admin = { authorization: `Bearer ${adminToken}` };
  const customerEmail = DEMO_USERS.find((user) => user.role === 'customer')?.email;
  const account = `/api/accounts/${demo.accountId}`;
  const own = customerCalls(demo);
  const calls: TCall[] = [
    { group: 'landing', name: 'GET packets', path: '/api/packets' },
    { group: 'landing', name: 'GET brand products', path: '/api/brands/1/products' },
    {
      group: 'sign-in',
      name: 'POST auth/login',
      path: '/api/auth/login',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customerEmail, password: DEMO_PASSWORD }),
      connections: LOGIN_CONNECTIONS,
      soak: false,
    },
    ...own.filter((call) => call.group !== 'write'),
    { group: 'staff', name: 'GET users (admin)', path: '/api/users', headers: admin },
    { group: 'staff', name: 'GET accounts (admin)', path: '/api/accounts', headers: admin },
    { group: 'staff', name: 'GET staff/dashboard (admin)', path: '/api/staff/dashboard', headers: admin },
    {
      group: 'upload',
      name: 'POST accounts/:id/documents (200 KB)',
      path: `${account}/documents?all=1`,
      method: 'POST',
      // Staff file the month's documents of any company; the new company has no active line yet.
      headers: { ...admin, 'content-type': UPLOAD.contentType },
      body: UPLOAD.body,
      // Each adds a document to the month (run for minutes, the company's lists the readers read
      // would grow without end), through the cluster's stand-in bucket.
      soak: false,
    },
    // Timed alone: the first rename (the mixed run takes turns with the second).
    ...own.filter((call) => call.group === 'write').slice(0, 1),
  ];
  // Every call must answer 2xx once before it is measured, or the table would time error pages.
  const usable: TCall[] = [];
  for (const call of calls) {
    const response = await fetch(`${base}${call.path}`, {
      method: call.method ?? 'GET',
      headers: call.headers ?? {},
      ...(call.body === undefined ? {} : { body: call.body }),
    });
    if (response.ok) usable.push(call);
    else
      out(`  (left out: ${call.name} answered ${response.status} ${(await response.text()).slice(0, 120)})`);
  }
  // The demo customer's reads that answered, and both renames (the first answered above).
  const customers = [own.filter((call) => call.group === 'write' || usable.includes(call))];
  for (let index = 1; index < COMPANIES; index += 1)
    customers.push(customerCalls(await newCustomer(base, index)));
  return { calls: usable, customers };
}

const failures = (run: TResult) => run.errors + run.timeouts + run.non2xx;

/** One request in ten is a write (the issue's mix); the other nine read. 0: no writes at all. */
const READS_PER_WRITE = Number(process.env.BENCH_READS_PER_WRITE ?? 9);

/**
 * What every connection of the mixed run walks through: the reads in turn, with a write after
 * every ninth, so that one request in ten writes whatever the two cost (a connection of its own
 * writing flat out would make the writes' share whatever their speed gives).
 */
function mixedSequence(reads: TCall[], writes: TCall[]): TCall[] {
  if (writes.length === 0 || READS_PER_WRITE === 0) return reads;
  const sequence: TCall[] = [];
  // Long enough for every read to meet every position between two writes.
  const length = reads.length * READS_PER_WRITE * writes.length;
  for (let index = 0; index < length; index += 1) {
    sequence.push(reads[index % reads.length] as TCall);
    if ((index + 1) % READS_PER_WRITE === 0) {
      sequence.push(writes[Math.floor(index / READS_PER_WRITE) % writes.length] as TCall);
    }
  }
  return sequence;
}

/** autocannon's requests for `calls`, each connection walking through them in turn. */
const inTurn = (calls: TCall[]) =>
  calls.map((call) => ({
    method: call.method ?? 'GET',
    path: call.path,
    headers: call.headers ?? {},
    ...(call.body === undefined ? {} : { body: call.body }),
  }));

/** Latencies (ms) and failures of one kind of request in the mixed run. */
type TTally = { latencies: number[]; failures: number };

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

function tallyResult({ latencies, failures }: TTally, seconds: number): TResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    errors: 0,
    timeouts: 0,
    non2xx: failures,
  };
}

const isRead = (call: TCall) => (call.method ?? 'GET') === 'GET';

/**
 * The mixed run, for `seconds`: the connections are shared out among the customers; each walks
 * through the landing's reads, its customer's and the admin's, with its customer's rename as one
 * request in ten (`mixedSequence`). Each response is tallied as a read or a write by the request
 * it answered, so a read's p99 is what a reader waits while writes drop the answers they change.
 */
async function soak(base: string, shared: TCall[], customers: TCall[][], seconds: number) {
  const sequenceOf = (own: TCall[]) =>
    inTurn(
      mixedSequence(
        [
          ...shared.filter((call) => isRead(call) && call.group === 'landing'),
          ...own.filter(isRead),
          ...shared.filter((call) => isRead(call) && call.group !== 'landing'),
        ],
        own.filter((call) => !isRead(call)),
      ),
    );
  const sequences = customers.map(sequenceOf);
  let clients = 0;
  const tallies = {
    read: { latencies: [], failures: 0 } as TTally,
    write: { latencies: [], failures: 0 } as TTally,
  };
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: sequences[0] ?? [],
    // A connection has one request in flight, so the one answered is its iterator's current one.
    setupClient: (client) => {
      const own = sequences[clients % sequences.length];
      clients += 1;
      if (own) client.setRequests(own);
      const iterator = (client as unknown as { requestIterator: { currentRequest: { method?: string } } })
        .requestIterator;
      client.on('response', (status: number, _bytes: number, duration: number) => {
        const tally = (iterator.currentRequest.method ?? 'GET') === 'GET' ? tallies.read : tallies.write;
        tally.latencies.push(duration);
        if (status < 200 || status >= 300) tally.failures += 1;
      });
    },
  });
  const failed = result.errors + result.timeouts;
  const read = { ...tallyResult(tallies.read, seconds), errors: failed };
  return {
    reads: read,
    writes: tallies.write.latencies.length > 0 ? tallyResult(tallies.write, seconds) : null,
    connections: CONNECTIONS,
  };
}

/**
 * The balancer's own count of requests per server so far. Each caller's requests go to the
 * instance its token hashes to, so how the mixed run's callers (its customers, the admin) fall on
 * the instances changes from run to run (new tokens), and with it the run's speed: printed for
 * the mixed run alone.
 */
async function answeredByInstance(statsUrl: string): Promise<Map<string, number>> {
  const csv = await fetch(`${statsUrl};csv`).then((response) => response.text());
  const counts = new Map<string, number>();
  for (const line of csv.split('\n').filter((row) => row.startsWith('portal_instances,portal'))) {
    const fields = line.split(',');
    counts.set(fields[1] ?? '?', Number(fields[7]));
  }
  return counts;
}

async function runSize(instances: number, workDir: string): Promise<Map<string, TResult>> {
  const cluster = await startCluster({
    instances,
    basePort: BASE_PORT,
    listenPort: LISTEN_PORT,
    storagePort: STORAGE_PORT,
    postgresUrl: process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL,
    ...(process.env.THROWAWAY_DATABASE_PREFIX
      ? { databasePrefix: process.env.THROWAWAY_DATABASE_PREFIX }
      : {}),
    ...(process.env.BENCH_REDIS_KEY_PREFIX ? { redisKeyPrefix: process.env.BENCH_REDIS_KEY_PREFIX } : {}),
    label: 'bench',
    env: {
      // Every request comes from this one machine: the per-IP limit of the guest auth routes
      // would stop the sign-in run after 30 a minute.
      AUTH_RATE_LIMIT_PER_MINUTE: '9999999',
      // The log as production writes it: what it costs is part of the measure.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
  });
  let bare: ChildProcess | null = null;
  let bareProxy: ChildProcess | null = null;
  const results = new Map<string, TResult>();
  try {
    bare = await startBareServer(BARE_PORT, join(workDir, `bare-${instances}.log`));
    bareProxy = await startHaproxy({
      listenPort: BARE_PROXY_PORT,
      ports: [BARE_PORT],
      healthPath: '/',
      workDir,
      name: `haproxy-bare-${instances}`,
      onSpawn: (child) => {
        bareProxy = child;
      },
    });
    const { calls, customers } = await seed(cluster.url);
    out();
    out(
      `${instances} instance${instances > 1 ? 's' : ''} behind HAProxy (${cluster.url}, health check ${cluster.healthPath}), ` +
        `PostgreSQL + Redis; ${SECONDS} s per call at ${CONNECTIONS} connections; load ${loadavg()[0]?.toFixed(2)}`,
    );
    const reference = await load({
      url: `http://127.0.0.1:${BARE_PORT}/`,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    results.set('reference', reference);
    out(`${'call'.padEnd(32)} conns      rps      p50      p99 failures    ratio`);
    const row = (name: string, connections: number, run: TResult, ratio: string) =>
      out(
        `${name.padEnd(32)} ${String(connections).padStart(5)} ${fmt(run.rps)} ${fmt(run.p50, 1)} ${fmt(run.p99, 1)} ${fmt(failures(run))} ${ratio}`,
      );
    row('bare Fastify (reference)', CONNECTIONS, reference, '   1.000×');
    const proxied = await load({
      url: `http://127.0.0.1:${BARE_PROXY_PORT}/`,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    results.set('bare Fastify via HAProxy', proxied);
    row('bare Fastify via HAProxy', CONNECTIONS, proxied, `${fmt(proxied.rps / reference.rps, 3)}×`);
    for (const call of calls) {
      const connections = call.connections ?? CONNECTIONS;
      const run = await load({
        url: `${cluster.url}${call.path}`,
        headers: call.headers ?? {},
        method: call.method ?? 'GET',
        ...(call.body === undefined ? {} : { body: call.body }),
        connections,
        seconds: SECONDS,
      });
      results.set(call.name, run);
      row(call.name, connections, run, `${fmt(run.rps / reference.rps, 3)}×`);
    }

    const soakCalls = calls.filter((call) => call.soak !== false);
    const before = cluster.instances.map((instance) => rssMb(instance.child?.pid));
    // Where the CPU goes during the mixed run: each instance, HAProxy, PostgreSQL, autocannon.
    const postgres = pidsOf('postgres');
    const cpu = () => ({
      instances: cluster.instances.map((instance) => cpuSeconds(instance.child?.pid)),
      haproxy: cpuSeconds(cluster.haproxy.pid),
      postgres: postgres.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
      autocannon: cpuSeconds(process.pid),
    });
    const cpuBefore = cpu();
    const answeredBefore = await answeredByInstance(cluster.statsUrl);
    // Memory sampled at each fifth of the run: growth that flattens is a warm cache, growth that
    // keeps climbing a leak.
    const samples: number[][] = [];
    const sampler = setInterval(
      () => samples.push(cluster.instances.map((instance) => rssMb(instance.child?.pid))),
      (SOAK_SECONDS * 1000) / 5,
    );
    const ownCalls = new Set(customers.flat());
    const mixed = await soak(
      cluster.url,
      soakCalls.filter((call) => !ownCalls.has(call)),
      customers,
      SOAK_SECONDS,
    ).finally(() => clearInterval(sampler));
    const cpuAfter = cpu();
    results.set('mixed: reads', mixed.reads);
    if (mixed.writes) results.set('mixed: writes', mixed.writes);
    const after = cluster.instances.map((instance) => rssMb(instance.child?.pid));
    const readCalls = soakCalls.filter(isRead).length;
    row(
      `mixed: ${readCalls} reads, ${customers.length} cos, ${SOAK_SECONDS} s`,
      mixed.connections,
      mixed.reads,
      `${fmt(mixed.reads.rps / reference.rps, 3)}×`,
    );
    if (mixed.writes) {
      row(
        `mixed: one write in ${READS_PER_WRITE + 1}`,
        mixed.connections,
        mixed.writes,
        `${fmt(mixed.writes.rps / reference.rps, 3)}×`,
      );
    }
    out(
      `memory (RSS, MB) before → each fifth of the mixed run → after: ${cluster.instances
        .map(
          (instance, index) =>
            `:${instance.port} ${[before[index], ...samples.map((sample) => sample[index]), after[index]].join(' → ')}`,
        )
        .join('; ')}`,
    );
    const share = (used: number) => `${Math.round((100 * used) / SOAK_SECONDS)}%`;
    out(
      `CPU during the mixed run (100% = one core): ${cluster.instances
        .map(
          (instance, index) =>
            `:${instance.port} ${share((cpuAfter.instances[index] ?? 0) - (cpuBefore.instances[index] ?? 0))}`,
        )
        .join(', ')}, HAProxy ${share(cpuAfter.haproxy - cpuBefore.haproxy)}, ` +
        `PostgreSQL ${share(cpuAfter.postgres - cpuBefore.postgres)}, autocannon ${share(cpuAfter.autocannon - cpuBefore.autocannon)}`,
    );
    const answeredAfter = await answeredByInstance(cluster.statsUrl);
    const during = [...answeredAfter].map(
      ([server, count]) => `${server} ${count - (answeredBefore.get(server) ?? 0)}`,
    );
    out(
      `requests per instance (HAProxy's count): mixed run ${during.join(', ')}; whole run ${[...answeredAfter].map(([server, count]) => `${server} ${count}`).join(', ')}`,
    );
  } finally {
    await stopProcess(bareProxy, 3000);
    await stopProcess(bare);
    await cluster.stop();
  }
  return results;
}

async function main() {
  buildIfNeeded();
  const workDir = mkdtempSync(join(tmpdir(), 'portal-load-bench-'));
  out(
    `Load bench: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}; autocannon runs in this process on the same cores. ` +
      `Cluster sizes: ${SIZES.join(', ')}.`,
  );
  const bySize = new Map<number, Map<string, TResult>>();
  try {
    for (const size of SIZES) bySize.set(size, await runSize(size, workDir));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  if (bySize.size < 2) return;
  const sizes = [...bySize.keys()];
  const first = bySize.get(sizes[0] ?? 1);
  if (!first) return;
  out();
  out(`Requests per second by cluster size (gain: last ÷ first):`);
  out(`${'call'.padEnd(32)}${sizes.map((size) => `${`${size} inst.`.padStart(10)}`).join('')}      gain`);
  for (const name of first.keys()) {
    const values = sizes.map((size) => bySize.get(size)?.get(name)?.rps ?? Number.NaN);
    const gain = (values.at(-1) ?? Number.NaN) / (values[0] ?? Number.NaN);
    out(
      `${name.padEnd(32)}${values.map((value) => `${value.toFixed(0).padStart(10)}`).join('')}  ${fmt(gain, 2)}×`,
    );
  }
}

await main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
