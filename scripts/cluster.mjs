// Several portal instances behind HAProxy on one machine: what `npm run demo:cluster` and
// `npm run bench:load` share. Starts N compiled servers on consecutive ports with the settings
// every instance of one portal shares (one database, one Redis with a key prefix, one APP_SECRET,
// TRUST_PROXY=1) and a DATA_DIR each, then HAProxy with deploy/haproxy.cfg rewritten for those
// ports, and stops it all again (dropping the throw-away database it created and the run's Redis
// keys). `npm run chaos` also uses it, with the instances reaching PostgreSQL and Redis through
// TCP proxies it can cut, and restarts an instance it killed.
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_ROOT = join(REPO_ROOT, 'apps/api');
const SERVER = join(API_ROOT, 'dist/server.js');
const HAPROXY_CONFIG = join(REPO_ROOT, 'deploy/haproxy.cfg');
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds the web app and the server when their sources changed (a no-op otherwise). `quiet`: one
 * line per app instead of the build's output, which is printed only when the build fails.
 */
export function buildIfNeeded({ quiet = false } = {}) {
  if (!quiet) {
    execSync('node scripts/build-changed.mjs', { cwd: REPO_ROOT, stdio: 'inherit' });
    return;
  }
  try {
    const output = execSync('node scripts/build-changed.mjs', {
      cwd: REPO_ROOT,
      stdio: 'pipe',
      encoding: 'utf8',
      // Vite lists every chunk it writes.
      maxBuffer: 64 * 1024 * 1024,
    });
    const built = ['apps/web', 'apps/api'].map((app) =>
      output.includes(`${app}: unchanged`) ? `${app} unchanged` : `${app} built`,
    );
    console.log(`Build: ${built.join(', ')}.`);
  } catch (error) {
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    throw new Error('the build failed (its output is above)');
  }
}

/**
 * Debian's HAProxy: its path, installed first when we may (root with apt-get), else one line
 * saying what to run and an exit.
 */
export function ensureHaproxy() {
  const candidates = [process.env.HAPROXY_PATH, '/usr/sbin/haproxy', '/usr/bin/haproxy'].filter(Boolean);
  const found = () => candidates.find((path) => existsSync(path));
  if (!found()) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (isRoot && existsSync('/usr/bin/apt-get')) {
      console.log('HAProxy not found: installing the Debian package (apt-get install haproxy)...');
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy', {
        stdio: 'inherit',
      });
    }
  }
  const path = found();
  if (!path) {
    console.error(
      'HAProxy is missing: run `sudo apt-get install -y haproxy` (or set HAPROXY_PATH) and try again.',
    );
    process.exit(1);
  }
  return path;
}

/**
 * deploy/haproxy.cfg for these ports: the portal's `bind` on `listenPort`, the statistics page
 * on `statsPort`, one `server` line per instance (and one `backup` line each when the template
 * has them), and the health check on `healthPath`.
 */
export function haproxyConfig({ listenPort, statsPort, ports, healthPath }) {
  const template = readFileSync(HAPROXY_CONFIG, 'utf8');
  let binds = 0;
  const serversWritten = new Set();
  const lines = [];
  for (const line of template.split('\n')) {
    const bind = /^(\s*bind\s+)127\.0\.0\.1:\d+(.*)$/.exec(line);
    if (bind) {
      binds += 1;
      lines.push(`${bind[1]}127.0.0.1:${binds === 1 ? listenPort : statsPort}${bind[2]}`);
      continue;
    }
    // The checked servers, then the same instances again as unchecked backups (`-shared`).
    const server = /^(\s*)server\s+(\S+)\s+127\.0\.0\.1:\d+(.*)$/.exec(line);
    if (server) {
      const kind = server[2].endsWith('-shared') ? 'backup' : 'checked';
      if (!serversWritten.has(kind))
        for (const [index, port] of ports.entries())
          lines.push(
            `${server[1]}server portal${index + 1}${kind === 'backup' ? '-shared' : ''} 127.0.0.1:${port}${server[3]}`,
          );
      serversWritten.add(kind);
      continue;
    }
    lines.push(line.replace(/^(\s*option httpchk GET )\S+/, `$1${healthPath}`));
  }
  if (binds !== 2 || !serversWritten.has('checked'))
    throw new Error(`${HAPROXY_CONFIG}: expected two binds and server lines`);
  return lines.join('\n');
}

/** A new database on the PostgreSQL server of `serverUrl`, and the way to drop it again. */
export async function createThrowawayDatabase(serverUrl, prefix) {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (query) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

/**
 * Starts `args` with node, its output to `logFile` (after what it holds with `appendLog`), and
 * resolves once `readyUrl` answers 200; rejects with the end of the log when the process exits first.
 */
export async function startNode(
  args,
  { cwd, env, logFile, readyUrl, timeoutMs = 180_000, onSpawn, appendLog = false },
) {
  const log = openSync(logFile, appendLog ? 'a' : 'w');
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', log, log] });
  closeSync(log);
  onSpawn?.(child);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited)
      throw new Error(
        `${args.at(-1)} exited before it was ready:\n${readFileSync(logFile, 'utf8').slice(-3000)}`,
      );
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`${args.at(-1)} was not ready after ${timeoutMs / 1000} s (log: ${logFile})`);
    }
    const ready = await fetch(readyUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await sleep(100);
  }
}

/** Sends SIGTERM and waits for the exit (SIGKILL after `graceMs`). */
export async function stopProcess(child, graceMs = 12_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return Number.NaN;
  }
}

/**
 * HAProxy with deploy/haproxy.cfg for `ports` (its files in `workDir`), the portal on `listenPort`
 * and its statistics page on the next port; resolves once every server has passed its checks.
 */
export async function startHaproxy({ listenPort, ports, healthPath, workDir, name = 'haproxy', onSpawn }) {
  const haproxyPath = ensureHaproxy();
  const configFile = join(workDir, `${name}.cfg`);
  const logFile = join(workDir, `${name}.log`);
  writeFileSync(configFile, haproxyConfig({ listenPort, statsPort: listenPort + 1, ports, healthPath }));
  try {
    execSync(`${haproxyPath} -c -q -f ${configFile}`, { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`HAProxy refused ${configFile}:\n${error.stderr}${error.stdout}`);
  }
  const log = openSync(logFile, 'w');
  const haproxy = spawn(haproxyPath, ['-db', '-f', configFile], { stdio: ['ignore', log, log] });
  closeSync(log);
  onSpawn?.(haproxy);
  // Ready once every server has passed its checks (rise 2, every 2 s).
  const statsUrl = `http://127.0.0.1:${listenPort + 1}/`;
  for (let tries = 0; ; tries += 1) {
    if (haproxy.exitCode !== null) throw new Error(`haproxy exited:\n${readFileSync(logFile, 'utf8')}`);
    const csv = await fetch(`${statsUrl};csv`).then(
      (response) => (response.ok ? response.text() : ''),
      () => '',
    );
    const up = csv.split('\n').filter((line) => /^portal_instances,portal\d+,.*,UP,/.test(line)).length;
    if (up === ports.length) return haproxy;
    if (tries > 200) {
      haproxy.kill('SIGTERM');
      throw new Error(`only ${up} of ${ports.length} servers came up in HAProxy`);
    }
    await sleep(250);
  }
}

/** CPU time (user + system) a process has used so far, in seconds (Linux). */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The ids of every process whose command is `command` (Linux: /proc/<pid>/comm). */
export function pidsOf(command) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === command;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * s3rver on a loopback port (`port`, else a free one) with one bucket, and the variables that
 * point the portal at it.
 */
async function startLocalObjectStorage(directory, port = 0) {
  const { default: S3rver } = await import('s3rver');
  const bucket = 'portal-uploads';
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port: listening } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${listening}`,
    env: {
      STORAGE_URL: `s3://${bucket}`,
      STORAGE_ENDPOINT: `http://127.0.0.1:${listening}`,
      // s3rver takes any keys; these are the ones its documentation shows.
      STORAGE_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: () => server.close(),
  };
}

/**
 * Deletes the keys under `prefix` on the Redis of `url` (a run's own prefix: rate-limit counters
 * would otherwise linger until their windows end). Answers how many went; never throws.
 */
export async function deleteRedisKeys(url, prefix) {
  if (!prefix || prefix.length < 4) return 0;
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3_000 });
  redis.on('error', () => {});
  let deleted = 0;
  try {
    await redis.connect();
    const pattern = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== '0');
  } catch {
    // Best effort: the keys expire with their windows anyway.
  } finally {
    redis.disconnect();
  }
  return deleted;
}

/** `url` with its host and port replaced by `hostPort` (`127.0.0.1:4320`); `url` itself without one. */
function via(url, hostPort) {
  if (!hostPort) return url;
  const changed = new URL(url);
  changed.host = hostPort;
  return changed.toString();
}

/**
 * Starts the cluster. Options (all optional): `instances` (2), `basePort` (3001: the instances on
 * 3001, 3002, …), `listenPort` (8080, the balancer; its statistics page on the next port),
 * `databaseUrl` (an existing database, kept; else a throw-away one on `postgresUrl`, named
 * `databasePrefix`_…), `redisUrl`, `redisKeyPrefix` (the run's own keys, deleted at the stop),
 * `env` (more variables for every instance), `label` (names the temporary folder and database),
 * `workDir` (a folder of the caller's instead of a temporary one), `storagePort` (s3rver's port,
 * else a free one), `through` ({ postgres, redis }: `host:port` addresses the instances use instead
 * of the servers', for TCP proxies in front; this script's own connections stay direct), and
 * `onCleanup` (called at once with `stop`, so a Ctrl-C during the start can stop what has started).
 * Returns { url, statsUrl, healthPath, instances: [{ port, url, child, dataDir, logFile }], haproxy,
 * workDir, databaseUrl, instanceEnv, restartInstance(index), stop }.
 */
export async function startCluster(options = {}) {
  const count = options.instances ?? 2;
  const basePort = options.basePort ?? 3001;
  const listenPort = options.listenPort ?? 8080;
  const label = options.label ?? 'demo';
  ensureHaproxy();
  const workDir = options.workDir ?? mkdtempSync(join(tmpdir(), `portal-cluster-${label}-`));
  mkdirSync(workDir, { recursive: true });
  const redisUrl = options.redisUrl ?? DEFAULT_REDIS_URL;
  // One Redis may serve several clusters (and the tests): each run its own keys.
  const redisKeyPrefix = options.redisKeyPrefix ?? `portal-${label}-${process.pid}:`;
  const instances = [];
  let haproxy = null;
  let database = null;
  let stopped = false;

  let objectStorage = null;

  const stop = async ({ keepLogs = false } = {}) => {
    if (stopped) return;
    stopped = true;
    await stopProcess(haproxy, 3000);
    await Promise.all(instances.map((instance) => stopProcess(instance.child)));
    await objectStorage?.close().catch(() => {});
    await database?.drop().catch((error) => console.error(`could not drop the database: ${error.message}`));
    await deleteRedisKeys(redisUrl, redisKeyPrefix);
    if (keepLogs) console.error(`Logs kept in ${workDir}`);
    else if (!options.workDir) rmSync(workDir, { recursive: true, force: true });
  };
  options.onCleanup?.(stop);

  try {
    if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build`);
    if (!options.databaseUrl)
      database = await createThrowawayDatabase(
        options.postgresUrl ?? DEFAULT_POSTGRES_URL,
        options.databasePrefix ?? `portal_${label}`,
      );
    const databaseUrl = options.databaseUrl ?? database.url;
    const shared = {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      HOST: '127.0.0.1',
      DATABASE_URL: via(databaseUrl, options.through?.postgres),
      REDIS_URL: via(redisUrl, options.through?.redis),
      REDIS_KEY_PREFIX: redisKeyPrefix,
      // Every instance signs and checks the same links and codes.
      APP_SECRET: process.env.APP_SECRET ?? randomBytes(32).toString('hex'),
      // One proxy in front: the client's address is the last X-Forwarded-For hop.
      TRUST_PROXY: '1',
      APP_URL: process.env.APP_URL ?? `http://127.0.0.1:${listenPort}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      ...options.env,
    };
    // Uploads every instance sees: the given STORAGE_URL, else a local S3-compatible server
    // (s3rver, a development dependency) with a bucket in the work folder.
    if (!shared.STORAGE_URL) {
      objectStorage = await startLocalObjectStorage(join(workDir, 's3'), options.storagePort ?? 0);
      Object.assign(shared, objectStorage.env);
    }
    // Several instances: the start refuses anything kept in one process.
    shared.INSTANCES = String(count);
    const envOf = (instance) => ({ ...shared, PORT: String(instance.port), DATA_DIR: instance.dataDir });
    const launch = (instance, appendLog) =>
      startNode(['--enable-source-maps', SERVER], {
        cwd: API_ROOT,
        env: envOf(instance),
        logFile: instance.logFile,
        appendLog,
        readyUrl: `${instance.url}/api/health`,
        onSpawn: (child) => {
          instance.child = child;
        },
      });
    const startInstance = async (index) => {
      const port = basePort + index;
      const dataDir = join(workDir, `instance-${index + 1}`);
      mkdirSync(dataDir, { recursive: true });
      const url = `http://127.0.0.1:${port}`;
      const logFile = join(workDir, `instance-${index + 1}.log`);
      const instance = { port, url, child: null, dataDir, logFile };
      instances.push(instance);
      await launch(instance, false);
      return instance;
    };
    // All at once: migrations, the seed and the job queues run under the start-up lock.
    const started = await Promise.all(Array.from({ length: count }, (_, i) => startInstance(i)));
    const first = started[0];
    const ready = await fetch(`${first.url}/api/health/ready`).then(
      (response) => response.status !== 404,
      () => false,
    );
    const healthPath = ready ? '/api/health/ready' : '/api/health';
    haproxy = await startHaproxy({
      listenPort,
      ports: started.map((instance) => instance.port),
      healthPath,
      workDir,
      onSpawn: (child) => {
        haproxy = child;
      },
    });
    const url = `http://127.0.0.1:${listenPort}`;
    const statsUrl = `http://127.0.0.1:${listenPort + 1}/`;
    return {
      url,
      statsUrl,
      healthPath,
      instances: started,
      haproxy,
      workDir,
      databaseUrl,
      redisKeyPrefix,
      storageEndpoint: objectStorage?.endpoint ?? null,
      /** What every instance was started with (its PORT and DATA_DIR apart). */
      instanceEnv: shared,
      /** Starts instance `index` again (after it died or was killed), its log continued. */
      async restartInstance(index) {
        const instance = started[index];
        if (!instance) throw new Error(`no instance ${index}`);
        if (instance.child && instance.child.exitCode === null && instance.child.signalCode === null)
          throw new Error(`instance ${index + 1} is still running`);
        await launch(instance, true);
        return instance;
      },
      stop,
    };
  } catch (error) {
    await stop({ keepLogs: true });
    throw error;
  }
}
