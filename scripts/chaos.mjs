// `npm run chaos`: the portal as two compiled instances behind HAProxy (scripts/cluster.mjs), on a
// throw-away PostgreSQL database, Redis, a local SMTP sink and s3rver, all on loopback, measured
// while faults are injected one after the other under a steady load through the balancer:
//   1. an instance is killed (SIGKILL), then started again and seen to rejoin;
//   2. PostgreSQL is cut for 10 s (a TCP proxy in front of it closes every connection and refuses
//      new ones), with a card payment in flight when the cut lands;
//   3. Redis is cut for 10 s the same way (sign-in and payment must fail closed, reads stay open);
//   4. the SMTP server goes away while a mail is sent, and comes back.
// It records every answer (per second, by status, for the load through HAProxy and for probes
// sent straight to each instance), then prints the fault timeline, per-route totals, whether each
// expectation held, and each instance's memory. It is a measurement: what it finds never changes
// its exit status (only a run that could not start exits 1), and it always stops every process it
// started and drops its database and Redis keys, on Ctrl-C or an error too. Loopback only; the
// ports are CHAOS_PORT_BASE (4300) to CHAOS_PORT_BASE + 23.
//
// Options (environment):
//   CHAOS_LOAD_RPS             requests per second through HAProxy (default 20)
//   CHAOS_QUIET_SECONDS        the quiet gap before and after each fault (default 10)
//   CHAOS_CUT_SECONDS          how long PostgreSQL and Redis stay cut (default 10)
//   CHAOS_KILL_DOWN_SECONDS    how long the killed instance stays down before its restart (default 5)
//   CHAOS_SMTP_DOWN_SECONDS    how long SMTP stays away after the mail is sent (default 20)
//   CHAOS_MAIL_WAIT_SECONDS    how long to wait for the mail once SMTP is back (default 150)
//   CHAOS_RECONCILE_SECONDS    how long after the cut the payment may take to settle (default 240:
//                              the job runs every minute and takes payments pending for 2 minutes)
//   CHAOS_PORT_BASE            first port of the range (default 4300)
//   CHAOS_WORK_DIR             where the logs, the ledger and the timeline go (default: a new
//                              folder under the system's temporary folder; kept)
//   CHAOS_SLOW_CARD, CHAOS_SLOW_CARD_DELAY_MS
//                              the test gateway's card that answers after a delay (default: the one
//                              apps/api/src/modules/payments/providers/test-gateway.ts exports)
//   CHAOS_POSTGRES_URL         the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
//   CHAOS_REDIS_URL            the Redis server (default redis://127.0.0.1:6379)
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { NETWORK_PRODUCT_CODES } from '@portal/contracts/network/network-constants';
import { IDEMPOTENCY_HEADER } from '@portal/contracts/payments/payment-schemas';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import pg from 'pg';
import { DEMO_PASSWORD, DEMO_USERS } from '../apps/api/src/db/seed/data/demo-users.ts';
// The API tests' proxy (this script runs through tsx): one way to cut a server off.
import { startTcpProxy } from '../apps/api/src/test/tcp-proxy.ts';
import {
  buildIfNeeded,
  DEFAULT_POSTGRES_URL,
  DEFAULT_REDIS_URL,
  ensureHaproxy,
  rssMb,
  startCluster,
} from './cluster.mjs';
import { startSmtpSink } from './smtp-sink.mjs';

const num = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`${name} must be a number (got ${process.env[name]}).`);
    process.exit(1);
  }
  return value;
};

const LOAD_RPS = Math.max(1, num('CHAOS_LOAD_RPS', 20));
const QUIET_S = num('CHAOS_QUIET_SECONDS', 10);
const CUT_S = num('CHAOS_CUT_SECONDS', 10);
const KILL_DOWN_S = num('CHAOS_KILL_DOWN_SECONDS', 5);
const SMTP_DOWN_S = num('CHAOS_SMTP_DOWN_SECONDS', 20);
const MAIL_WAIT_S = num('CHAOS_MAIL_WAIT_SECONDS', 150);
const RECONCILE_S = num('CHAOS_RECONCILE_SECONDS', 240);
const PORT_BASE = num('CHAOS_PORT_BASE', 4300);
const POSTGRES_URL = process.env.CHAOS_POSTGRES_URL ?? DEFAULT_POSTGRES_URL;
const REDIS_URL = process.env.CHAOS_REDIS_URL ?? DEFAULT_REDIS_URL;

const PORTS = {
  instances: PORT_BASE + 1, // and + 2
  balancer: PORT_BASE + 10, // statistics on + 11
  postgresProxy: PORT_BASE + 20,
  redisProxy: PORT_BASE + 21,
  smtp: PORT_BASE + 22,
  s3: PORT_BASE + 23,
};

/** An answer slower than this during a cut counts as a hang, not the fast 503 the portal owes. */
const HANG_MS = 2_000;
/** Time allowed after a restore for every route to answer 200 again. */
const RECOVERY_S = 15;
/** Every request of the load gives up after this. */
const REQUEST_TIMEOUT_MS = 15_000;

const out = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// The clock of the run, the records and the events
// ---------------------------------------------------------------------------------------------

let origin = performance.now();
/** Seconds since the load started. */
const now = () => (performance.now() - origin) / 1000;
const at = (t) => `+${t.toFixed(1)} s`;
const span = (from, to) => (from === null || to === null ? '—' : `${(to - from).toFixed(2)} s`);

/**
 * One answer: `t` when it was sent (s), `ms` how long it took, `route`, `via` ('balancer' or
 * 'portal1'/'portal2' straight to an instance), `status` (a number, 'error' when the connection
 * failed, 'timeout'), `from` ('portal' for the portal's JSON, 'balancer' for HAProxy's own page),
 * whether it carried Retry-After, and the connection's `error` code when it failed.
 */
const records = [];
/** { t, text } in the order they happened: faults, restores, HAProxy's view of the servers. */
const events = [];
const event = (text, t = now()) => {
  events.push({ t, text });
  out(`  ${at(t).padStart(9)}  ${text}`);
};

/** The routes of the steady load (and the probes): the rest are the faults' own calls. */
const LOAD_ROUTES = new Set(['GET packets', 'GET accounts', 'GET accounts/:id', 'GET health/ready']);
const isLoad = (r) => LOAD_ROUTES.has(r.route);
const isOk = (r) => typeof r.status === 'number' && r.status >= 200 && r.status < 300;
const end = (r) => r.t + r.ms / 1000;

/** How a failed connection shows in the timeline. */
const CONNECTION_ERRORS = {
  ECONNREFUSED: 'refused',
  ECONNRESET: 'reset',
  UND_ERR_SOCKET: 'reset',
  EPIPE: 'reset',
};

function categoryOf(r) {
  if (r.status === 'timeout') return 'timeout';
  if (r.status === 'error') return CONNECTION_ERRORS[r.error] ?? `conn-error(${r.error})`;
  if (isOk(r)) return '2xx';
  if (r.from === 'balancer') return `${r.status}-haproxy`;
  return String(r.status);
}

/** A request timed and recorded; answers { status, headers, body } (status 'error'/'timeout'). */
async function call(
  route,
  via,
  url,
  { method = 'GET', headers = {}, body, timeoutMs = REQUEST_TIMEOUT_MS } = {},
) {
  const t = now();
  const started = performance.now();
  const record = { t, ms: 0, route, via, status: 'error', from: null, retryAfter: false, error: null };
  let answer = { status: 'error', headers: new Headers(), body: '' };
  try {
    const response = await fetch(url, {
      method,
      headers: {
        'accept-language': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json');
    record.status = response.status;
    record.from = json ? 'portal' : response.status >= 500 ? 'balancer' : 'portal';
    record.retryAfter = response.headers.has('retry-after');
    answer = { status: response.status, headers: response.headers, body: text };
  } catch (error) {
    const timedOut = error?.name === 'TimeoutError' || error?.name === 'AbortError';
    record.status = timedOut ? 'timeout' : 'error';
    record.error = timedOut
      ? null
      : String(error?.cause?.code ?? error?.cause?.message ?? error?.message ?? error);
    answer = { status: record.status, headers: new Headers(), body: String(error?.cause?.code ?? error) };
  }
  record.ms = performance.now() - started;
  records.push(record);
  return answer;
}

const resultOf = (answer) => {
  try {
    return JSON.parse(answer.body).result;
  } catch {
    return undefined;
  }
};
const messageOf = (answer) => {
  try {
    return JSON.parse(answer.body).message ?? answer.body.slice(0, 100);
  } catch {
    return String(answer.body).replace(/\s+/g, ' ').slice(0, 100);
  }
};
const describe = (answer) =>
  typeof answer.status === 'number'
    ? `${answer.status}${answer.headers.has('retry-after') ? ` (Retry-After ${answer.headers.get('retry-after')})` : ''} ${messageOf(answer)}`
    : `${answer.status} ${answer.body}`;

// ---------------------------------------------------------------------------------------------
// Expectations
// ---------------------------------------------------------------------------------------------

/** { fault, text, held: true | false | null (not measured), detail } */
const expectations = [];
const expect = (fault, text, held, detail = '') => expectations.push({ fault, text, held, detail });

// ---------------------------------------------------------------------------------------------
// Clean-up: everything started is stopped, in reverse order, once, whatever happens
// ---------------------------------------------------------------------------------------------

const cleanups = [];
let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`clean-up: ${error?.message ?? error}`);
      }
    }
  })();
  return cleaning;
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping every process of the run and dropping its database...`);
    cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

async function main() {
  ensureHaproxy();
  buildIfNeeded({ quiet: true });
  const workDir = process.env.CHAOS_WORK_DIR ?? mkdtempSync(join(tmpdir(), 'portal-chaos-'));
  mkdirSync(workDir, { recursive: true });
  const ledgerFile = join(workDir, 'test-gateway-ledger.jsonl');
  const slow = await slowCard();

  out(
    `Chaos run: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}; ${LOAD_RPS} requests/s through HAProxy; ` +
      `faults ${CUT_S} s long with ${QUIET_S} s quiet gaps. Work folder: ${workDir}`,
  );

  const smtp = await startSmtpSink({ port: PORTS.smtp, now });
  cleanups.push(() => smtp.close());
  const hostOf = (address) => {
    const url = new URL(address);
    return { host: url.hostname, port: Number(url.port) || (url.protocol === 'redis:' ? 6379 : 5432) };
  };
  const postgresProxy = await startTcpProxy(hostOf(POSTGRES_URL), { port: PORTS.postgresProxy });
  cleanups.push(() => postgresProxy.close());
  const redisProxy = await startTcpProxy(hostOf(REDIS_URL), { port: PORTS.redisProxy });
  cleanups.push(() => redisProxy.close());

  out('Starting 2 instances and HAProxy...');
  const cluster = await startCluster({
    instances: 2,
    basePort: PORTS.instances,
    listenPort: PORTS.balancer,
    postgresUrl: POSTGRES_URL,
    databasePrefix: 'h_chaos',
    redisUrl: REDIS_URL,
    redisKeyPrefix: `h_chaos:${process.pid}:`,
    label: 'chaos',
    workDir,
    storagePort: PORTS.s3,
    through: {
      postgres: `127.0.0.1:${PORTS.postgresProxy}`,
      redis: `127.0.0.1:${PORTS.redisProxy}`,
    },
    env: {
      SMTP_URL: smtp.url,
      TEST_GATEWAY_LEDGER: ledgerFile,
      // Every request comes from this one machine: the per-IP limit of the guest auth routes
      // would stop the sign-in probes after 30 a minute.
      AUTH_RATE_LIMIT_PER_MINUTE: '9999999',
      PAYMENT_PROVIDER: 'test',
    },
    onCleanup: (stop) =>
      cleanups.push(async () => {
        // The instances shut down on reachable dependencies, then everything stops and the
        // database and the Redis keys are dropped (directly, not through the proxies).
        await Promise.all([postgresProxy.restore(), redisProxy.restore(), smtp.start()]);
        await stop({ keepLogs: true });
      }),
  });
  const base = cluster.url;
  const direct = cluster.instances.map((instance, index) => ({
    name: `portal${index + 1}`,
    url: instance.url,
  }));
  out(`Balancer ${base} (statistics ${cluster.statsUrl}), health check GET ${cluster.healthPath}`);

  // --- What the load and the probes need: a signed-in customer with companies -----------------
  const seed = await seedData(base);
  const memoryAtStart = cluster.instances.map((instance) => ({
    pid: instance.child?.pid,
    rss: rssMb(instance.child?.pid),
  }));

  // --- The load, the probes, HAProxy's view -----------------------------------------------------
  origin = performance.now();
  const loops = startLoad(base, direct, seed);
  const stats = watchHaproxy(cluster.statsUrl);
  cleanups.push(() => {
    loops.stop();
    stats.stop();
  });
  out();
  out('Events:');
  event(`load started: ${LOAD_RPS}/s through HAProxy, probes once a second straight to each instance`);
  await sleep(QUIET_S * 1000);

  const faults = {};
  faults.kill = await killInstance(cluster, stats);
  await sleep(QUIET_S * 1000);
  faults.postgres = await cutPostgres({ postgresProxy, base, direct, seed, slow, cluster });
  await sleep(QUIET_S * 1000);
  faults.redis = await cutRedis({ redisProxy, base, direct, seed, cluster });
  await sleep(QUIET_S * 1000);
  faults.smtp = await failSmtp({ smtp, base });
  // The payment of the database cut may still be waiting for the reconciliation job.
  if (faults.postgres.payment?.settling) {
    const deadline = faults.postgres.start + RECONCILE_S;
    if (now() < deadline && !faults.postgres.payment.settledAt) {
      event(`waiting up to ${Math.round(deadline - now())} s more for the payment to settle`);
    }
    await faults.postgres.payment.settling;
  }
  await sleep(Math.min(QUIET_S, 5) * 1000);
  event('load stopped');
  loops.stop();
  await loops.drained();
  stats.stop();
  const endOfRun = now();

  const memoryAtEnd = cluster.instances.map((instance) => ({
    pid: instance.child?.pid,
    rss: rssMb(instance.child?.pid),
  }));
  const ledger = readLedger(ledgerFile);
  const paymentRows = await paymentsByKey(cluster.databaseUrl, [
    faults.postgres.payment?.key,
    faults.redis.payment?.key,
  ]);

  writeFileSync(join(workDir, 'timeline.json'), JSON.stringify({ events, records }, null, 0));
  report({
    faults,
    endOfRun,
    memoryAtStart,
    memoryAtEnd,
    ledger,
    ledgerFile,
    paymentRows,
    cluster,
    workDir,
  });
}

// ---------------------------------------------------------------------------------------------
// Seed: the demo customer signed in, a company for the reads, companies to pay for, a feed
// ---------------------------------------------------------------------------------------------

const CARD = (number) => ({
  card_holder_name: 'Ayşe Yılmaz',
  card_number: number,
  card_expire_month: '12',
  card_expire_year: '35',
  card_cvc: '947',
});
/** A card the test gateway accepts at once (iyzico sandbox's Mastercard). */
const GOOD_CARD = '5528790000000008';

async function seedData(base) {
  const customer = DEMO_USERS.find((user) => user.role === 'customer');
  if (!customer) throw new Error('no demo customer in the seed');
  const signIn = await call('setup', 'balancer', `${base}/api/auth/login`, {
    method: 'POST',
    body: { email: customer.email, password: DEMO_PASSWORD },
  });
  const token = resultOf(signIn)?.token;
  if (!token) throw new Error(`the demo customer could not sign in: ${describe(signIn)}`);
  const auth = { authorization: `Bearer ${token}` };
  const company = async (name) => {
    const created = await call('setup', 'balancer', `${base}/api/accounts`, {
      method: 'POST',
      headers: auth,
      body: { name },
    });
    const id = resultOf(created)?.id;
    if (!id) throw new Error(`could not create a company: ${describe(created)}`);
    return id;
  };
  const accountId = await company('Chaos Okuma Ltd. Şti.');
  // One company per payment: a line holds one packet, and each payment buys the network's.
  const payAccounts = {
    postgres: await company('Chaos Ödeme Bir Ltd. Şti.'),
    redis: await company('Chaos Ödeme İki Ltd. Şti.'),
  };
  const products = resultOf(
    await call('setup', 'balancer', `${base}/api/brands/${PRODUCT_TYPES.network}/products`),
  );
  const packet = Array.isArray(products)
    ? products.find((product) => product.code === NETWORK_PRODUCT_CODES.boothStandard)
    : undefined;
  // Paying asks first that the buyer accepted the pre-information form and the distance sales
  // contract the portal showed them for that company (their hash is sent with the payment).
  const acceptedTerms = async (id) => {
    if (!packet) return {};
    const terms = resultOf(
      await call(
        'setup',
        'balancer',
        `${base}/api/brands/${PRODUCT_TYPES.network}/products/${packet.id}/sales-terms?account_id=${id}&kind=subscription`,
        { headers: auth },
      ),
    );
    if (!terms?.hash) throw new Error(`could not read the sales terms for company ${id}`);
    return terms.required ? { accept_sales_terms: true, sales_terms_hash: terms.hash } : {};
  };
  const payTerms = {
    postgres: await acceptedTerms(payAccounts.postgres),
    redis: await acceptedTerms(payAccounts.redis),
  };
  // The company's calendar feed: a read with no sign-in, its own rate limits in Redis.
  const feed = await call('setup', 'balancer', `${base}/api/accounts/${accountId}/calendar/feed`, {
    method: 'POST',
    headers: auth,
  });
  const feedUrl = resultOf(feed)?.url;
  out(
    `Seeded: the demo customer signed in, company ${accountId} for the reads, companies ${payAccounts.postgres} and ${payAccounts.redis} to pay for` +
      `${packet ? ` (network packet ${packet.id})` : ' (no network packet found: the payment scenarios are skipped)'}` +
      `${feedUrl ? ', a calendar feed' : `; no calendar feed (${describe(feed)})`}.`,
  );
  return {
    email: customer.email,
    token,
    auth,
    accountId,
    payAccounts,
    payTerms,
    packetId: packet?.id ?? null,
    feedPath: feedUrl ? new URL(feedUrl, base).pathname : null,
  };
}

/**
 * The test gateway's card that answers after a delay, so a cut can land between the charge and
 * its recording: CHAOS_SLOW_CARD, else the one test-gateway.ts exports (a 16-digit string whose
 * export name says slow or delay), with its delay (a number export naming a delay in ms).
 */
async function slowCard() {
  if (process.env.CHAOS_SLOW_CARD) {
    return {
      number: process.env.CHAOS_SLOW_CARD,
      delayMs: Number(process.env.CHAOS_SLOW_CARD_DELAY_MS ?? 3000),
      source: 'CHAOS_SLOW_CARD',
    };
  }
  try {
    const gateway = await import('../apps/api/src/modules/payments/providers/test-gateway.ts');
    const entries = Object.entries(gateway);
    const card = entries.find(([name, value]) => /slow|delay/i.test(name) && /^\d{16}$/.test(String(value)));
    if (!card) return null;
    const delay = entries.find(
      ([name, value]) => /delay|slow/i.test(name) && typeof value === 'number' && value > 0,
    );
    return {
      number: String(card[1]),
      delayMs: Number(process.env.CHAOS_SLOW_CARD_DELAY_MS ?? delay?.[1] ?? 3000),
      source: `test-gateway.ts ${card[0]}${delay ? ` (${delay[0]})` : ''}`,
    };
  } catch (error) {
    out(`(could not read the test gateway's cards: ${error?.message ?? error})`);
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Load and probes
// ---------------------------------------------------------------------------------------------

function startLoad(base, direct, seed) {
  const mix = [
    { route: 'GET packets', path: '/api/packets', headers: {} },
    { route: 'GET accounts', path: '/api/accounts', headers: seed.auth },
    { route: 'GET accounts/:id', path: `/api/accounts/${seed.accountId}`, headers: seed.auth },
    { route: 'GET health/ready', path: '/api/health/ready', headers: {} },
  ];
  const pending = new Set();
  const track = (promise) => {
    pending.add(promise);
    promise.finally(() => pending.delete(promise));
  };
  let next = 0;
  // Open loop: a request every 1/rps s whatever the answers do, as independent users would.
  const load = setInterval(() => {
    const call_ = mix[next % mix.length];
    next += 1;
    track(call(call_.route, 'balancer', `${base}${call_.path}`, { headers: call_.headers }));
  }, 1000 / LOAD_RPS);
  // Straight to each instance: what the portal itself answers, whatever the balancer does.
  const probes = setInterval(() => {
    for (const instance of direct) {
      track(
        call('GET accounts/:id', instance.name, `${instance.url}/api/accounts/${seed.accountId}`, {
          headers: seed.auth,
          timeoutMs: 10_000,
        }),
      );
      track(
        call('GET health/ready', instance.name, `${instance.url}/api/health/ready`, { timeoutMs: 10_000 }),
      );
    }
  }, 1000);
  return {
    stop() {
      clearInterval(load);
      clearInterval(probes);
    },
    drained: () => Promise.allSettled([...pending]),
  };
}

/** When HAProxy had no server UP (it answers its own 503 then): [{ from, to }]. */
const haproxyOutages = [];
/** Every change of a server's state in HAProxy: [{ t, server, status }]. */
const haproxyHistory = [];

/** HAProxy's state of each server, polled four times a second; a change is an event. */
function watchHaproxy(statsUrl) {
  const state = new Map();
  let counts = new Map();
  let stopped = false;
  const poll = async () => {
    const csv = await fetch(`${statsUrl};csv`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => (response.ok ? response.text() : ''),
      () => '',
    );
    const [header, ...lines] = csv.split('\n');
    const columns = (header ?? '').replace(/^# /, '').split(',');
    const statusAt = columns.indexOf('status');
    const totalAt = columns.indexOf('stot');
    const nextCounts = new Map();
    for (const line of lines) {
      const fields = line.split(',');
      if (fields[0] !== 'portal_instances' || !/^portal\d+$/.test(fields[1] ?? '')) continue;
      const server = fields[1];
      const status = (fields[statusAt] ?? '').split(' ')[0];
      nextCounts.set(server, Number(fields[totalAt] ?? 0));
      if (state.get(server) !== status) {
        if (state.has(server)) {
          haproxyHistory.push({ t: now(), server, status });
          event(`HAProxy: ${server} ${status}`);
        }
        state.set(server, status);
      }
    }
    if (nextCounts.size > 0) counts = nextCounts;
    const anyUp = [...state.values()].some((status) => status === 'UP');
    const open = haproxyOutages.at(-1);
    if (state.size > 0 && !anyUp && (!open || open.to !== null)) {
      haproxyOutages.push({ from: now(), to: null });
      event('HAProxy: no server left, it answers 503 itself');
    } else if (anyUp && open && open.to === null) open.to = now();
  };
  const loop = (async () => {
    while (!stopped) {
      await poll();
      await sleep(250);
    }
  })();
  return {
    status: (server) => state.get(server),
    requests: (server) => counts.get(server) ?? 0,
    stop() {
      stopped = true;
      return loop;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Fault 1: an instance killed, then started again
// ---------------------------------------------------------------------------------------------

async function killInstance(cluster, stats) {
  const index = 1;
  const name = `portal${index + 1}`;
  const instance = cluster.instances[index];
  const pid = instance.child?.pid;
  const start = now();
  instance.child?.kill('SIGKILL');
  event(`FAULT 1: ${name} killed (SIGKILL, pid ${pid})`);
  await sleep(KILL_DOWN_S * 1000);
  const restartAt = now();
  event(`${name} starting again`);
  let readyAt = null;
  let restartError = null;
  try {
    await cluster.restartInstance(index);
    readyAt = now();
    event(`${name} answers /api/health again (pid ${instance.child?.pid})`);
  } catch (error) {
    restartError = error.message.split('\n')[0];
    event(`${name} did not start again: ${restartError}`);
  }
  let upAt = null;
  let servedAfter = false;
  if (readyAt !== null) {
    const deadline = now() + 30;
    while (now() < deadline && stats.status(name) !== 'UP') await sleep(250);
    if (stats.status(name) === 'UP') {
      upAt = now();
      const before = stats.requests(name);
      await sleep(3000);
      servedAfter = stats.requests(name) > before;
    }
  }
  const down = haproxyHistory.find(
    (change) => change.server === name && change.t >= start && change.status !== 'UP',
  );
  return {
    name,
    pid,
    start,
    downAt: down?.t ?? null,
    restartAt,
    readyAt,
    upAt,
    servedAfter,
    restartError,
  };
}

// ---------------------------------------------------------------------------------------------
// Fault 2: PostgreSQL cut, with a payment in flight
// ---------------------------------------------------------------------------------------------

const subscriptionPath = (seed) =>
  `/api/brands/${PRODUCT_TYPES.network}/products/${seed.packetId}/subscription`;
const newKey = () => `chaos_${randomBytes(12).toString('hex')}`;

async function cutPostgres({ postgresProxy, base, direct, seed, slow, cluster }) {
  const pidsBefore = cluster.instances.map((instance) => instance.child?.pid);
  let payment = null;
  let paying = null;
  if (!seed.packetId) {
    payment = { skipped: 'no network packet to pay for' };
  } else if (!slow) {
    payment = {
      skipped:
        'the test gateway has no slow card yet (nothing in test-gateway.ts names one; set CHAOS_SLOW_CARD to try another)',
    };
  } else {
    payment = { key: newKey(), card: slow, accountId: seed.payAccounts.postgres };
    const body = { ...CARD(slow.number), account_id: payment.accountId, ...seed.payTerms.postgres };
    payment.body = body;
    payment.sentAt = now();
    event(
      `payment sent (slow card …${slow.number.slice(-4)}, provider answers in ${slow.delayMs} ms, key ${payment.key})`,
    );
    paying = call('POST subscription (payment)', 'balancer', `${base}${subscriptionPath(seed)}`, {
      method: 'POST',
      headers: { ...seed.auth, [IDEMPOTENCY_HEADER]: payment.key },
      body,
      timeoutMs: 70_000,
    }).then((answer) => {
      payment.first = { at: now(), answer };
      event(`payment's first answer: ${describe(answer)}`);
      return answer;
    });
    // The cut lands while the provider is answering: after the pending payment is written, before
    // the charge comes back.
    await sleep(Math.max(300, slow.delayMs / 2));
  }
  const start = now();
  await postgresProxy.cut();
  event(`FAULT 2: PostgreSQL cut (every connection closed, new ones refused) for ${CUT_S} s`);
  await Promise.all([sleep(CUT_S * 1000), burst(direct, seed)]);
  const restoredAt = now();
  await postgresProxy.restore();
  event('PostgreSQL restored');
  await paying;
  const recovery = await waitForRecovery(restoredAt, direct);
  const pidsAfter = cluster.instances.map((instance) => instance.child?.pid);

  if (payment?.key) {
    // The client retries with the same key: it must answer the first outcome, never charge again.
    payment.retry = await call(
      'POST subscription (payment)',
      'balancer',
      `${base}${subscriptionPath(seed)}`,
      {
        method: 'POST',
        headers: { ...seed.auth, [IDEMPOTENCY_HEADER]: payment.key },
        body: payment.body,
        timeoutMs: 30_000,
      },
    );
    event(`payment retried with the same key: ${describe(payment.retry)}`);
    payment.settling = settlePayment(base, seed, payment, start);
  }
  return { start, restoredAt, recovery, payment, pidsBefore, pidsAfter };
}

/**
 * Polls the payment through the API (the same call with the same key answers its outcome: 409
 * while it is pending, 201 once it succeeded, the decline once it failed) until it settles or
 * CHAOS_RECONCILE_SECONDS after the cut have passed.
 */
async function settlePayment(base, seed, payment, cutAt) {
  const settled = (answer) => answer.status === 201 || answer.status === 402;
  if (settled(payment.retry)) {
    payment.settledAt = now();
    payment.outcome = payment.retry;
    return;
  }
  while (now() < cutAt + RECONCILE_S && !interrupted) {
    await sleep(5000);
    const answer = await call('POST subscription (payment)', 'balancer', `${base}${subscriptionPath(seed)}`, {
      method: 'POST',
      headers: { ...seed.auth, [IDEMPOTENCY_HEADER]: payment.key },
      body: payment.body,
      timeoutMs: 30_000,
    });
    payment.polls = (payment.polls ?? 0) + 1;
    payment.last = answer;
    if (settled(answer)) {
      payment.settledAt = now();
      payment.outcome = answer;
      event(`payment of the cut settled: ${describe(answer)}`);
      return;
    }
  }
}

/**
 * For the first seconds of a cut, a signed-in read straight to each instance every 100 ms: when
 * the portal's first 503 comes, to a tenth of a second (the steady probes ask once a second).
 */
async function burst(direct, seed, seconds = 2) {
  const calls = [];
  const until = now() + seconds;
  while (now() < until) {
    for (const instance of direct)
      calls.push(
        call('GET accounts/:id', instance.name, `${instance.url}/api/accounts/${seed.accountId}`, {
          headers: seed.auth,
          timeoutMs: 10_000,
        }),
      );
    await sleep(100);
  }
  await Promise.allSettled(calls);
}

/** When each route answered 200 again after `restoredAt`, through the balancer and straight. */
async function waitForRecovery(restoredAt, direct) {
  const routes = [...LOAD_ROUTES];
  const firstOk = (route, via) =>
    records.find((r) => r.route === route && r.via === via && r.t >= restoredAt && isOk(r));
  const deadline = restoredAt + RECOVERY_S + 15;
  for (;;) {
    const found = routes.map((route) => firstOk(route, 'balancer'));
    const directFound = direct.map((instance) => firstOk('GET accounts/:id', instance.name));
    if ((found.every(Boolean) && directFound.every(Boolean)) || now() > deadline) {
      const perRoute = Object.fromEntries(
        routes.map((route, i) => [route, found[i] ? end(found[i]) - restoredAt : null]),
      );
      const perInstance = Object.fromEntries(
        direct.map((instance, i) => [
          instance.name,
          directFound[i] ? end(directFound[i]) - restoredAt : null,
        ]),
      );
      return { perRoute, perInstance };
    }
    await sleep(250);
  }
}

// ---------------------------------------------------------------------------------------------
// Fault 3: Redis cut
// ---------------------------------------------------------------------------------------------

async function cutRedis({ redisProxy, base, direct, seed, cluster }) {
  const pidsBefore = cluster.instances.map((instance) => instance.child?.pid);
  const login = (via, url) =>
    call('POST auth/login', via, `${url}/api/auth/login`, {
      method: 'POST',
      body: { email: seed.email, password: DEMO_PASSWORD },
      timeoutMs: 10_000,
    });
  const feed = (via, url) =>
    seed.feedPath ? call('GET calendar feed', via, `${url}${seed.feedPath}`, { timeoutMs: 10_000 }) : null;
  const payment = seed.packetId
    ? {
        key: newKey(),
        body: { ...CARD(GOOD_CARD), account_id: seed.payAccounts.redis, ...seed.payTerms.redis },
      }
    : { skipped: 'no network packet to pay for' };
  const pay = (via, url) =>
    call('POST subscription (payment)', via, `${url}${subscriptionPath(seed)}`, {
      method: 'POST',
      headers: { ...seed.auth, [IDEMPOTENCY_HEADER]: payment.key },
      body: payment.body,
      timeoutMs: 30_000,
    });

  // Before: the feed answers (its own limits are counted in Redis).
  const feedBefore = await feed('balancer', base);
  const start = now();
  await redisProxy.cut();
  event(`FAULT 3: Redis cut for ${CUT_S} s`);
  const during = { feeds: [], payment: null };
  // From the cut on, sign-in each second (straight to the instances in turn, and through the
  // balancer), the feed three times (it allows 60 fetches an hour) and one payment.
  const probeUntil = start + CUT_S - 0.5;
  let tick = 0;
  while (now() < probeUntil) {
    const target = direct[tick % direct.length];
    await Promise.all([login(target.name, target.url), login('balancer', base)]);
    if (tick % 3 === 1 && seed.feedPath && during.feeds.length < 3)
      during.feeds.push(await feed(target.name, target.url));
    if (tick === 2 && payment.key) {
      during.payment = await pay(target.name, target.url);
      event(`payment during the Redis cut (straight to ${target.name}): ${describe(during.payment)}`);
    }
    tick += 1;
    await sleep(Math.max(0, start + tick - now()) * 1000);
  }
  const restoredAt = now();
  await redisProxy.restore();
  event('Redis restored');

  // After: sign-in straight and through the balancer until both answer, the feed, and the
  // payment again with the same key (a refused attempt claimed nothing).
  const loginBack = { straight: null, balancer: null };
  const deadline = restoredAt + RECOVERY_S + 15;
  while (now() < deadline && (loginBack.straight === null || loginBack.balancer === null)) {
    const [straight, balanced] = await Promise.all([
      loginBack.straight === null ? login(direct[0].name, direct[0].url) : null,
      loginBack.balancer === null ? login('balancer', base) : null,
    ]);
    if (straight && isOk({ status: straight.status })) loginBack.straight = now();
    if (balanced && isOk({ status: balanced.status })) loginBack.balancer = now();
    await sleep(250);
  }
  event(
    `sign-in answers 200 again: straight ${loginBack.straight === null ? 'not yet' : `${span(restoredAt, loginBack.straight)} after the restore`}, ` +
      `through HAProxy ${loginBack.balancer === null ? 'not yet' : span(restoredAt, loginBack.balancer)}`,
  );
  const feedAfter = await feed('balancer', base);
  let paymentAfter = null;
  if (payment.key) {
    paymentAfter = await pay('balancer', base);
    event(`payment after the Redis restore (same key): ${describe(paymentAfter)}`);
  }
  const recovery = await waitForRecovery(restoredAt, direct);
  const pidsAfter = cluster.instances.map((instance) => instance.child?.pid);
  return {
    start,
    restoredAt,
    during,
    feedBefore,
    feedAfter,
    loginBack,
    payment: { ...payment, during: during.payment, after: paymentAfter },
    recovery,
    pidsBefore,
    pidsAfter,
  };
}

// ---------------------------------------------------------------------------------------------
// Fault 4: SMTP away while a mail is sent
// ---------------------------------------------------------------------------------------------

async function failSmtp({ smtp, base }) {
  const customer = DEMO_USERS.find((user) => user.role === 'customer');
  const start = now();
  await smtp.stop();
  event(`FAULT 4: SMTP stopped for ${SMTP_DOWN_S} s`);
  await sleep(1000);
  // A password-reset mail for the demo customer: public, no honeypot, one mail through the queue.
  const sentAt = now();
  const asked = await call('POST auth/forgot-password', 'balancer', `${base}/api/auth/forgot-password`, {
    method: 'POST',
    body: { email: customer.email },
  });
  event(`password-reset mail asked for ${customer.email}: ${describe(asked)}`);
  const mailTo = () => smtp.received.find((mail) => mail.at >= sentAt && mail.to.includes(customer.email));
  await sleep(Math.max(0, start + SMTP_DOWN_S - now()) * 1000);
  const deliveredWhileDown = Boolean(mailTo());
  const restoredAt = now();
  await smtp.start();
  event('SMTP started again');
  const deadline = restoredAt + MAIL_WAIT_S;
  while (!mailTo() && now() < deadline && !interrupted) await sleep(250);
  const mail = mailTo();
  if (mail) event(`the mail arrived: "${mail.subject}" (${span(restoredAt, mail.at)} after SMTP returned)`);
  else event(`no mail ${MAIL_WAIT_S} s after SMTP returned`);
  return {
    start,
    sentAt,
    asked,
    restoredAt,
    deliveredWhileDown,
    mail: mail ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Evidence after the run: the gateway's ledger, the payment rows
// ---------------------------------------------------------------------------------------------

/**
 * The test gateway's ledger (TEST_GATEWAY_LEDGER): one JSON line per charge it made, `{ key,
 * amountKurus, outcome, providerRef?, at }`, never a card number; null when no file was written.
 */
function readLedger(file) {
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return null;
      }
    })
    .filter(Boolean);
}

/** The ledger's entries for a client's key (the portal asks the provider with `<payment id>-<key>`). */
const ledgerEntriesFor = (ledger, key) =>
  (ledger ?? []).filter(
    (entry) => typeof entry.key === 'string' && (entry.key === key || entry.key.endsWith(`-${key}`)),
  );

/** The payment rows of these keys, read straight from the database (evidence beside the API's answers). */
async function paymentsByKey(databaseUrl, keys) {
  const wanted = keys.filter(Boolean);
  if (wanted.length === 0) return [];
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query(
      'select id, idempotency_key, status, provider_ref, failure_code from payments where idempotency_key = any($1) order by id',
      [wanted],
    );
    return rows;
  } catch (error) {
    return [{ error: error.message }];
  } finally {
    await client.end().catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------------------

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
const ms = (value) => (value === null || value === undefined ? '—' : `${Math.round(value)} ms`);
const seconds = (value) => (value === null || value === undefined ? 'never' : `${value.toFixed(2)} s`);
const countBy = (list, key) => {
  const counts = new Map();
  for (const item of list) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};
const formatCounts = (counts) =>
  [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([name, count]) => `${name}×${count}`)
    .join(' ') || 'none';
const statusName = (answer) => (answer ? String(answer.status) : '—');
const earliest = (list, key = end) =>
  list.reduce((best, r) => (best === null || key(r) < key(best) ? r : best), null);
const pidsUnchanged = (fault) => fault.pidsBefore.every((pid, i) => pid === fault.pidsAfter[i]);

/**
 * The load's failures through the balancer whose answers came between `from` and `to` (a request
 * sent just before a fault and failed by it belongs to the fault): count, first, last, what.
 */
function failuresIn(from, to) {
  const failed = records.filter(
    (r) => r.via === 'balancer' && isLoad(r) && !isOk(r) && end(r) >= from && end(r) < to,
  );
  return {
    count: failed.length,
    first: failed.length ? Math.min(...failed.map(end)) : null,
    last: failed.length ? Math.max(...failed.map(end)) : null,
    kinds: countBy(failed, categoryOf),
  };
}

/** The span HAProxy had no server UP within [from, to), if any. */
function outageIn(from, to) {
  const outage = haproxyOutages.find((o) => o.from >= from && o.from < to);
  return outage ? { from: outage.from, to: outage.to } : null;
}

function report(context) {
  const { faults, endOfRun } = context;
  printTimeline(endOfRun);
  out();
  out('Faults (times from the start of the load; "answered" = when the answer came back):');
  reportKill(faults.kill, faults.postgres.start);
  reportPostgres(faults.postgres, faults.redis.start, context);
  reportRedis(faults.redis, faults.smtp.start);
  reportSmtp(faults.smtp, endOfRun);
  printRouteTotals();
  printMemory(context);
  printExpectations();
}

/** One line a second: the load through HAProxy by answer, each instance's probes; calm seconds folded. */
function printTimeline(endOfRun) {
  out();
  out('Timeline, one line per second in which requests were sent: the load through HAProxy by');
  out('answer | the probes straight to each instance as pN <GET accounts/:id>/<GET health/ready>.');
  out('"503-haproxy": HAProxy\'s own page; refused/reset: the connection was. Calm seconds are folded.');
  const last = Math.floor(endOfRun);
  const bySecond = Array.from({ length: last + 1 }, () => []);
  for (const r of records) if (isLoad(r)) bySecond[Math.min(last, Math.max(0, Math.floor(r.t)))]?.push(r);
  const notesBySecond = new Map();
  for (const e of events) {
    const second = Math.min(last, Math.floor(e.t));
    notesBySecond.set(second, [...(notesBySecond.get(second) ?? []), e.text]);
  }
  const probe = (list, name, route) => {
    const kinds = [...new Set(list.filter((r) => r.via === name && r.route === route).map(categoryOf))];
    return kinds.length ? kinds.join('+') : '·';
  };
  let folded = null;
  const flush = () => {
    if (!folded) return;
    const range = folded.from === folded.to ? `+${folded.from} s` : `+${folded.from}–${folded.to} s`;
    out(`  ${range.padEnd(12)} all 2xx (${folded.count} answers)`);
    folded = null;
  };
  for (let second = 0; second <= last; second += 1) {
    const list = bySecond[second] ?? [];
    const notes = notesBySecond.get(second) ?? [];
    if (list.every(isOk) && notes.length === 0) {
      if (list.length === 0 && !folded) continue;
      folded = folded
        ? { ...folded, to: second, count: folded.count + list.length }
        : { from: second, to: second, count: list.length };
      continue;
    }
    flush();
    const balanced = formatCounts(
      countBy(
        list.filter((r) => r.via === 'balancer'),
        categoryOf,
      ),
    );
    const probes = ['portal1', 'portal2']
      .map(
        (name) =>
          `${name.replace('portal', 'p')} ${probe(list, name, 'GET accounts/:id')}/${probe(list, name, 'GET health/ready')}`,
      )
      .join('  ');
    out(
      `  ${`+${second} s`.padEnd(12)} ${balanced.padEnd(34)} | ${probes}${notes.length ? `   ◀ ${notes.join('; ')}` : ''}`,
    );
  }
  flush();
}

function reportKill(kill, nextStart) {
  const inFlight = records.filter(
    (r) => r.via === 'balancer' && isLoad(r) && r.t < kill.start && end(r) > kill.start,
  );
  const inFlightFailed = inFlight.filter((r) => !isOk(r));
  // Sent after the kill and answered before the next fault began (that one's failures are its own).
  const after = records.filter(
    (r) => r.via === 'balancer' && isLoad(r) && r.t >= kill.start && end(r) < nextStart,
  );
  const afterFailed = after.filter((r) => !isOk(r));
  const down = kill.downAt === null ? 'not seen' : `${span(kill.start, kill.downAt)} after the kill`;
  out(`  1. ${kill.name} killed (SIGKILL)   ${at(kill.start)}`);
  out(
    `     HAProxy took it out: ${down}; restarted ${at(kill.restartAt)}, answering ${kill.readyAt === null ? 'never' : `${at(kill.readyAt)} (${span(kill.restartAt, kill.readyAt)})`}, HAProxy UP ${kill.upAt === null ? 'never' : `${at(kill.upAt)} (${span(kill.readyAt, kill.upAt)} later)`}, served requests after: ${kill.servedAfter ? 'yes' : 'no'}`,
  );
  out(
    `     in flight at the kill: ${inFlight.length}, failed ${inFlightFailed.length}; sent after it until the next fault: ${after.length}, failed ${afterFailed.length}${afterFailed.length ? ` (${formatCounts(countBy(afterFailed, categoryOf))}, answered ${at(Math.min(...afterFailed.map(end)))} to ${at(Math.max(...afterFailed.map(end)))})` : ''}`,
  );
  expect(
    'kill',
    'the balancer keeps serving: no request sent after the kill fails (those in flight may)',
    afterFailed.length === 0,
    `${afterFailed.length} of ${after.length} failed; ${inFlightFailed.length} of ${inFlight.length} in flight failed`,
  );
  expect(
    'kill',
    `${kill.name} rejoins after its restart (HAProxy UP, and serving)`,
    kill.upAt !== null && kill.servedAfter,
    kill.restartError ??
      (kill.upAt !== null
        ? `UP ${span(kill.readyAt, kill.upAt)} after it answered /api/health`
        : 'not UP within 30 s'),
  );
}

/**
 * What a PostgreSQL or Redis cut did: the load's errors, HAProxy's view, the first 503 and the
 * latency of 503s among `failing` records (those expected to fail closed), and the recovery.
 */
function reportCut(title, fault, nextStart, failing) {
  const inCut = (r) => r.t >= fault.start && r.t < fault.restoredAt;
  const load = records.filter((r) => isLoad(r) && inCut(r));
  const portal503 = records.filter((r) => failing(r) && inCut(r) && r.status === 503 && r.from === 'portal');
  // Straight to an instance: the portal's own answer. Through HAProxy: what a client sees, with
  // the balancer's retries of a 503 on the other instance on top.
  const straight = portal503.filter((r) => r.via !== 'balancer');
  const balanced = portal503.filter((r) => r.via === 'balancer');
  const firstStraight = earliest(straight);
  const firstBalanced = earliest(balanced);
  const latency = (list) =>
    `p50 ${ms(
      percentile(
        list.map((r) => r.ms),
        50,
      ),
    )}, p99 ${ms(
      percentile(
        list.map((r) => r.ms),
        99,
      ),
    )}, max ${ms(
      percentile(
        list.map((r) => r.ms),
        100,
      ),
    )}`;
  const slow = straight.filter((r) => r.ms > HANG_MS);
  const failures = failuresIn(fault.start, nextStart);
  const outage = outageIn(fault.start, nextStart);
  const balanced503 = load.filter((r) => r.via === 'balancer' && r.status === 503);
  const firstText = (r) =>
    r
      ? `${span(fault.start, end(r))} (${r.route}${r.via === 'balancer' ? '' : ` on ${r.via}`}, in ${ms(r.ms)})`
      : 'none';
  out(`  ${title}   ${at(fault.start)} → restored ${at(fault.restoredAt)}`);
  out(
    `     load errors (through HAProxy) began ${failures.first === null ? '—' : `${at(failures.first)} (${span(fault.start, failures.first)} after the cut)`}, ended ${failures.last === null ? '—' : `${at(failures.last)} (${span(fault.restoredAt, failures.last)} after the restore)`}; ${failures.count} failures: ${formatCounts(failures.kinds)}`,
  );
  out(
    `     HAProxy had no server UP: ${outage ? `${at(outage.from)} (${span(fault.start, outage.from)} after the cut) to ${outage.to === null ? 'the end' : `${at(outage.to)} (${span(fault.restoredAt, outage.to)} after the restore)`}` : 'never'}`,
  );
  out(
    `     load during the cut, through HAProxy: ${formatCounts(
      countBy(
        load.filter((r) => r.via === 'balancer'),
        categoryOf,
      ),
    )}; ` +
      `straight: ${formatCounts(
        countBy(
          load.filter((r) => r.via !== 'balancer'),
          (r) => `${r.route === 'GET health/ready' ? 'ready ' : ''}${categoryOf(r)}`,
        ),
      )}`,
  );
  out(
    `     first 503 after the cut, straight: ${firstText(firstStraight)}; through HAProxy: ${firstText(firstBalanced)}`,
  );
  out(
    `     the portal's 503s straight: ${straight.length}, ${latency(straight)}, Retry-After on ${straight.filter((r) => r.retryAfter).length}; ` +
      `through HAProxy: ${balanced.length}, ${latency(balanced)}`,
  );
  out(
    `     503s a client got through HAProxy: ${balanced503.length}, with Retry-After ${balanced503.filter((r) => r.retryAfter).length} (HAProxy's own page: ${balanced503.filter((r) => r.from === 'balancer').length})`,
  );
  const perRoute = Object.entries(fault.recovery.perRoute)
    .map(([route, time]) => `${route} ${seconds(time)}`)
    .join(', ');
  const perInstance = Object.entries(fault.recovery.perInstance)
    .map(([name, time]) => `${name} ${seconds(time)}`)
    .join(', ');
  out(`     first 200 after the restore, through HAProxy: ${perRoute}`);
  out(
    `       straight to the instances (GET accounts/:id): ${perInstance}; restarted: ${pidsUnchanged(fault) ? 'none' : 'yes'}`,
  );
  return { straight, balanced, firstStraight, slow, load, balanced503 };
}

function expectRecovery(key, fault) {
  const times = Object.values(fault.recovery.perRoute);
  const straight = Object.values(fault.recovery.perInstance);
  expect(
    key,
    `it recovers by itself: every route answers 200 again within ${RECOVERY_S} s of the restore (through HAProxy), no restart`,
    times.every((time) => time !== null && time <= RECOVERY_S) && pidsUnchanged(fault),
    `slowest ${times.every((t) => t !== null) ? `${Math.max(...times).toFixed(2)} s` : 'never'} through HAProxy, ${straight.every((t) => t !== null) ? `${Math.max(...straight).toFixed(2)} s` : 'never'} straight${pidsUnchanged(fault) ? '' : '; an instance was restarted'}`,
  );
}

function reportPostgres(fault, nextStart, { ledger, ledgerFile, paymentRows }) {
  const cut = reportCut('2. PostgreSQL cut     ', fault, nextStart, isLoad);
  const latencies = cut.straight.map((r) => r.ms);
  // The portal's own failures: any answer of an instance but its 503, and any failed request
  // straight to one. A reset between HAProxy and this client is counted apart.
  const other = cut.load.filter(
    (r) => !isOk(r) && r.status !== 503 && (r.via !== 'balancer' || typeof r.status === 'number'),
  );
  const balancerResets = cut.load.filter((r) => r.via === 'balancer' && typeof r.status !== 'number');
  expect(
    'db',
    'the portal answers 503 at once (straight to an instance: the first within 1 s of the cut)',
    cut.firstStraight !== null && end(cut.firstStraight) - fault.start <= 1,
    cut.firstStraight ? `${span(fault.start, end(cut.firstStraight))}` : 'no 503 from the portal',
  );
  expect(
    'db',
    "the portal's 503s carry Retry-After",
    cut.straight.length + cut.balanced.length > 0 &&
      [...cut.straight, ...cut.balanced].every((r) => r.retryAfter),
    `${[...cut.straight, ...cut.balanced].filter((r) => r.retryAfter).length} of ${cut.straight.length + cut.balanced.length}`,
  );
  expect(
    'db',
    `the portal's 503s are fast, not hangs (straight: p99 under 1 s, none over ${HANG_MS} ms)`,
    cut.straight.length > 0 &&
      (percentile(latencies, 99) ?? Number.POSITIVE_INFINITY) < 1000 &&
      cut.slow.length === 0,
    `p99 ${ms(percentile(latencies, 99))}, max ${ms(percentile(latencies, 100))}; through HAProxy p99 ${ms(
      percentile(
        cut.balanced.map((r) => r.ms),
        99,
      ),
    )}`,
  );
  expect(
    'db',
    'the portal fails no other way during the cut (no 500, no timeout, no reset)',
    other.length === 0,
    `${other.length ? formatCounts(countBy(other, categoryOf)) : 'none'}${balancerResets.length ? `; between HAProxy and the client: ${formatCounts(countBy(balancerResets, categoryOf))}` : ''}`,
  );
  expect(
    'db',
    'a client going through HAProxy gets 503s with Retry-After',
    cut.balanced503.length > 0 && cut.balanced503.every((r) => r.retryAfter),
    `${cut.balanced503.filter((r) => r.retryAfter).length} of ${cut.balanced503.length}; HAProxy's own 503 page has none`,
  );
  expectRecovery('db', fault);

  const payment = fault.payment;
  if (payment?.skipped) {
    out(`     payment in flight: SKIPPED, ${payment.skipped}`);
    expect(
      'db',
      'a payment in flight is charged once and settled by reconciliation',
      null,
      `skipped: ${payment.skipped}`,
    );
    return;
  }
  const entries = ledger === null ? null : ledgerEntriesFor(ledger, payment.key);
  const charged = entries?.filter((entry) => entry.outcome === 'success') ?? null;
  const rows = paymentRows.filter((row) => row.idempotency_key === payment.key);
  out(
    `     payment in flight (${payment.card.source}, key ${payment.key}): sent ${at(payment.sentAt)}, the cut ${span(payment.sentAt, fault.start)} later; ` +
      `first answer ${payment.first ? `${at(payment.first.at)}: ${describe(payment.first.answer)}` : 'none'}`,
  );
  out(`       retried with the same key after the restore: ${describe(payment.retry)}`);
  out(
    `       settled: ${payment.settledAt ? `${at(payment.settledAt)}, ${span(fault.restoredAt, payment.settledAt)} after the restore (${payment.polls ?? 0} polls): ${describe(payment.outcome)}` : `not within ${RECONCILE_S} s of the cut; last answer ${describe(payment.last ?? payment.retry)}`}`,
  );
  out(
    `       test gateway ledger (${ledgerFile}): ${entries === null ? 'no file written' : `${entries.length} entr${entries.length === 1 ? 'y' : 'ies'} for the key, ${charged.length} charge(s)${entries.length ? ` (${entries.map((entry) => `${entry.outcome} ${entry.amountKurus} kuruş ${entry.providerRef ?? ''}`.trim()).join('; ')})` : ''}`}`,
  );
  out(
    `       payment rows (read from the database): ${rows.length ? rows.map((row) => `#${row.id} ${row.status}${row.provider_ref ? ` ${row.provider_ref}` : ''}${row.failure_code ? ` ${row.failure_code}` : ''}`).join(', ') : 'none'}`,
  );
  expect(
    'db',
    'the payment in flight is charged once (the gateway ledger holds one charge for the key)',
    charged === null ? null : charged.length === 1,
    charged === null
      ? 'no ledger file (TEST_GATEWAY_LEDGER not supported by this build)'
      : `${charged.length} charge(s)`,
  );
  expect(
    'db',
    'the retry with the same key creates no second payment (one row for the key)',
    rows.length === 1,
    `${rows.length} row(s)`,
  );
  expect(
    'db',
    `the payment is settled by the reconciliation job within ${RECONCILE_S} s of the cut (the same key then answers 201)`,
    Boolean(payment.settledAt) && payment.outcome?.status === 201,
    payment.settledAt
      ? `${statusName(payment.outcome)} ${span(fault.start, payment.settledAt)} after the cut`
      : `still ${statusName(payment.last ?? payment.retry)}${rows[0] ? ` (row: ${rows[0].status})` : ''}`,
  );
  if (charged?.length === 1 && rows[0])
    expect(
      'db',
      "the recorded payment carries the provider's reference of that one charge",
      rows[0].provider_ref === charged[0].providerRef,
      `row ${rows[0].provider_ref ?? 'without a reference'}, ledger ${charged[0].providerRef}`,
    );
}

function reportRedis(fault, nextStart) {
  const closedRoutes = new Set(['POST auth/login', 'POST subscription (payment)']);
  const cut = reportCut('3. Redis cut          ', fault, nextStart, (r) => closedRoutes.has(r.route));
  const inCut = (r) => r.t >= fault.start && r.t < fault.restoredAt;
  const logins = records.filter((r) => r.route === 'POST auth/login' && inCut(r));
  const straightLogins = logins.filter((r) => r.via !== 'balancer');
  const balancedLogins = logins.filter((r) => r.via === 'balancer');
  const reads = (via) =>
    records.filter(
      (r) => inCut(r) && (r.route === 'GET accounts/:id' || r.route === 'GET accounts') && via(r.via),
    );
  const straightReads = reads((via) => via !== 'balancer');
  const balancedReads = reads((via) => via === 'balancer');
  const { payment } = fault;
  out(
    `     sign-in during the cut: straight ${formatCounts(countBy(straightLogins, categoryOf))}; through HAProxy ${formatCounts(countBy(balancedLogins, categoryOf))}`,
  );
  out(
    `     sign-in answers 200 again: straight ${seconds(fault.loginBack.straight === null ? null : fault.loginBack.straight - fault.restoredAt)}, through HAProxy ${seconds(fault.loginBack.balancer === null ? null : fault.loginBack.balancer - fault.restoredAt)} after the restore`,
  );
  out(
    `     signed-in reads during the cut: straight ${formatCounts(countBy(straightReads, categoryOf))}; through HAProxy ${formatCounts(countBy(balancedReads, categoryOf))}`,
  );
  out(
    `     payment during the cut: ${payment.skipped ? `skipped (${payment.skipped})` : payment.during ? describe(payment.during) : 'not sent'}; after the restore, same key: ${payment.after ? describe(payment.after) : '—'}`,
  );
  out(
    `     calendar feed (no sign-in): before ${statusName(fault.feedBefore)}, during ${fault.during.feeds.length ? fault.during.feeds.map(statusName).join(' ') : '—'}, after ${statusName(fault.feedAfter)}`,
  );
  expect(
    'redis',
    'sign-in fails closed during the cut: 503 at once (straight to the instances)',
    straightLogins.length > 0 &&
      straightLogins.every((r) => r.status === 503 && r.from === 'portal') &&
      cut.firstStraight !== null &&
      end(cut.firstStraight) - fault.start <= 1,
    `${formatCounts(countBy(straightLogins, categoryOf))}; first ${cut.firstStraight ? span(fault.start, end(cut.firstStraight)) : 'never'} after the cut, p99 ${ms(
      percentile(
        cut.straight.map((r) => r.ms),
        99,
      ),
    )}`,
  );
  expect(
    'redis',
    'a payment fails closed during the cut: 503',
    payment.skipped ? null : payment.during?.status === 503,
    payment.skipped ? `skipped: ${payment.skipped}` : statusName(payment.during),
  );
  expect(
    'redis',
    'signed-in reads stay open during the cut: 200 (straight to the instances)',
    straightReads.length > 0 && straightReads.every(isOk),
    formatCounts(countBy(straightReads, categoryOf)),
  );
  expect(
    'redis',
    'signed-in reads stay open during the cut: 200 (through HAProxy)',
    balancedReads.length > 0 && balancedReads.every(isOk),
    formatCounts(countBy(balancedReads, categoryOf)),
  );
  expect(
    'redis',
    'the calendar feed stays open during the cut: 200',
    fault.during.feeds.length === 0 ? null : fault.during.feeds.every((answer) => answer.status === 200),
    fault.during.feeds.length === 0 ? 'not measured: no feed' : fault.during.feeds.map(statusName).join(' '),
  );
  expect(
    'redis',
    `sign-in recovers within ${RECOVERY_S} s of the restore (straight and through HAProxy)`,
    fault.loginBack.straight !== null &&
      fault.loginBack.balancer !== null &&
      fault.loginBack.balancer - fault.restoredAt <= RECOVERY_S,
    `straight ${seconds(fault.loginBack.straight === null ? null : fault.loginBack.straight - fault.restoredAt)}, through HAProxy ${seconds(fault.loginBack.balancer === null ? null : fault.loginBack.balancer - fault.restoredAt)}`,
  );
  if (!payment.skipped)
    expect(
      'redis',
      'a payment goes through after the restore (same key: the refused attempt claimed nothing)',
      payment.after?.status === 201,
      statusName(payment.after),
    );
  expectRecovery('redis', fault);
}

function reportSmtp(fault, endOfRun) {
  const failures = failuresIn(fault.start, endOfRun);
  out(
    `  4. SMTP stopped         ${at(fault.start)}; mail asked ${at(fault.sentAt)} (${statusName(fault.asked)}); SMTP back ${at(fault.restoredAt)}`,
  );
  out(
    `     the mail: ${fault.mail ? `arrived ${at(fault.mail.at)}, ${span(fault.restoredAt, fault.mail.at)} after SMTP returned, ${span(fault.sentAt, fault.mail.at)} after it was asked for ("${fault.mail.subject}")` : `not arrived ${MAIL_WAIT_S} s after SMTP returned`}`,
  );
  out(
    `     load errors from here to the end: ${failures.count}${failures.count ? ` (${formatCounts(failures.kinds)})` : ''}`,
  );
  expect(
    'smtp',
    'the request that sends mail answers at once while SMTP is down',
    isOk({ status: fault.asked.status }),
    statusName(fault.asked),
  );
  expect(
    'smtp',
    'the mail is not lost nor delivered while SMTP is down (it waits in the queue)',
    !fault.deliveredWhileDown,
  );
  expect(
    'smtp',
    `the mail goes out once SMTP is back (within ${MAIL_WAIT_S} s)`,
    Boolean(fault.mail),
    fault.mail ? `${span(fault.restoredAt, fault.mail.at)} after SMTP returned` : 'not arrived',
  );
}

function printRouteTotals() {
  out();
  out('Per route, the whole run (straight = sent to an instance, not through HAProxy):');
  out(
    `  ${'route'.padEnd(30)} ${'via'.padEnd(9)} ${'requests'.padStart(8)} ${'2xx'.padStart(6)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}  failures`,
  );
  const groups = new Map();
  for (const r of records) {
    if (r.route === 'setup') continue;
    const key = `${r.route}\u0000${r.via === 'balancer' ? 'HAProxy' : 'straight'}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const [key, list] of [...groups.entries()].sort()) {
    const [route, via] = key.split('\u0000');
    const latencies = list.map((r) => r.ms);
    const failed = list.filter((r) => !isOk(r));
    out(
      `  ${route.padEnd(30)} ${via.padEnd(9)} ${String(list.length).padStart(8)} ${String(list.length - failed.length).padStart(6)} ` +
        `${ms(percentile(latencies, 50)).padStart(8)} ${ms(percentile(latencies, 99)).padStart(8)}  ${failed.length ? formatCounts(countBy(failed, categoryOf)) : '—'}`,
    );
  }
}

function printMemory({ cluster, memoryAtStart, memoryAtEnd, workDir }) {
  out();
  out('Memory (RSS) and logs:');
  cluster.instances.forEach((instance, i) => {
    const first = memoryAtStart[i];
    const last = memoryAtEnd[i];
    const restarted =
      first?.pid !== last?.pid ? ` (killed and restarted: pid ${first?.pid} → ${last?.pid})` : '';
    out(
      `  portal${i + 1} :${instance.port}  start ${first?.rss} MB, end ${last?.rss} MB${restarted}; log ${instance.logFile}`,
    );
  });
  out(
    `  HAProxy log ${join(workDir, 'haproxy.log')}; every answer of the run: ${join(workDir, 'timeline.json')}`,
  );
}

function printExpectations() {
  out();
  out('Expectations:');
  const names = { kill: '1 kill', db: '2 PostgreSQL', redis: '3 Redis', smtp: '4 SMTP' };
  for (const e of expectations) {
    const verdict = e.held === null ? 'not measured' : e.held ? 'held' : 'DID NOT HOLD';
    out(`  ${verdict.padEnd(13)} [${names[e.fault]}] ${e.text}${e.detail ? ` — ${e.detail}` : ''}`);
  }
  const held = expectations.filter((e) => e.held === true).length;
  const missed = expectations.filter((e) => e.held === false).length;
  const skipped = expectations.filter((e) => e.held === null).length;
  out(
    `  ${held} held, ${missed} did not hold, ${skipped} not measured. A measurement: the exit status does not depend on them.`,
  );
}

// ---------------------------------------------------------------------------------------------

try {
  await main();
  await cleanup();
  process.exit(0);
} catch (error) {
  console.error(`\nThe chaos run stopped: ${error?.stack ?? error}`);
  await cleanup();
  process.exit(1);
}
