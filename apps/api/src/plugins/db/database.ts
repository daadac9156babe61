import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { API_ROOT } from '../config.ts';
import { restrictToOwner } from '../private-files.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { nameQueries } from './named-queries.ts';
import { TRIGGER_CHANNELS } from './notice-channels.ts';
import { createPgliteCluster } from './pglite-cluster.ts';
import { PostgresNotices, STATEMENT_TIMEOUT_MS } from './postgres-notices.ts';
import { tablesRead } from './tables-read.ts';

/** The one database type the rest of the code sees: both drivers are a PgDatabase. */
export type TDatabase = PgDatabase<PgQueryResultHKT>;

export type TDatabaseHandle = {
  db: TDatabase;
  driver: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations, then runs `afterMigrate` (the seed) on the same connection. */
  migrate(afterMigrate?: (db: TDatabase) => Promise<void>): Promise<void>;
  /** A real round trip (`select 1`); rejects when the database is unreachable. */
  ping(): Promise<void>;
  /**
   * Calls `onNotice` with the payload of every NOTIFY on `channel`, whichever connection or
   * instance sent it, and with null when the listening connection was lost or came back (notices
   * may have been missed). Resolves to the function that stops listening.
   */
  listen(channel: string, onNotice: (payload: string | null) => void): Promise<() => Promise<void>>;
  /**
   * Whether notices arrive now. False while PostgreSQL's listening connection is lost: a change
   * made then would go unnoticed, so nothing read from the database may be kept in memory.
   */
  listening(): boolean;
  /**
   * Plain SQL for a library that brings its own (the job queue): with `values`, one statement
   * with `$1`-style parameters; without, a script of several statements (its last one's rows).
   */
  runSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs start-up work one instance at a time (the lock the migrations take): the job queues'
   * creation, which deadlocks when two instances start together on a new database.
   */
  withStartupLock<T>(task: () => Promise<T>): Promise<T>;
  /** The embedded database's files as one archive (a template for the tests' databases); PGlite only. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
};

export type TDatabaseTarget =
  | { url: string }
  | { dataDir: string }
  /** `template`: a dump of a PGlite cluster (`dump()`), which skips initdb (tests). */
  | { memory: true; template?: Blob };

/** Every query of the query builder tells the answer cache which tables it read (`tables-read.ts`). */
const QUERY_LOGGER = { logQuery: tablesRead.noteQuery };

const MIGRATIONS_FOLDER = join(API_ROOT, 'src/db/migrations');
/** Any constant shared by every instance: serialises migrate + seed between servers on one database. */
const STARTUP_LOCK_KEY = 727_274_001;

export async function openDatabase(target: TDatabaseTarget): Promise<TDatabaseHandle> {
  return 'url' in target ? openPostgres(target.url) : openPglite(target);
}

/** pg_trgm: the staff lists search names and e-mails by any part, through trigram indexes. */
const PGLITE_EXTENSIONS = { pg_trgm };
/**
 * PostgreSQL's default 128 MB of shared buffers live in the WebAssembly heap, which never
 * shrinks; 32 MB keeps a portal's working set while the operating system caches the files
 * (measured: about 100 MB less resident memory).
 */
const PGLITE_SETTINGS = ['shared_buffers = 32MB'];

/**
 * The types drizzle-orm's pglite driver reads as PostgreSQL's text (its column types parse them),
 * as in the `parsers` of its PglitePreparedQuery (pglite-parsers.test.ts keeps the two equal):
 * timestamp, timestamptz, interval, date, and the arrays of these and of numeric.
 */
export const DRIZZLE_PASS_THROUGH_TYPES: readonly number[] = [
  1114, 1184, 1186, 1082, 1115, 1185, 1187, 1182, 1231,
];
/** Array type → its element type, for those above. */
const ELEMENT_TYPES: Readonly<Record<number, number>> = {
  1115: 1114,
  1185: 1184,
  1187: 1186,
  1182: 1082,
  1231: 1700,
};
const passThrough = (value: string) => value;

/**
 * drizzle-orm's pglite driver passes `parsers` with every query, and PGlite then copies its map
 * of some 300 parsers into a new object per query ({...this.parsers, ...options.parsers}): about
 * 15 % of a request in the profile, 40 % of a small query. So the client's own parsers read
 * drizzle's types as text, set once here; drizzle gets `drizzleClient`, which leaves the
 * per-query parsers out (same results, nothing copied); and `runSql` (the job queue's SQL) passes
 * the parsers PGlite had, returned here, with each call: it still gets Dates for timestamps.
 */
function readDrizzleTypesAsText(client: PGlite): NonNullable<QueryOptions['parsers']> {
  const before = { ...client.parsers };
  const pgliteHad: NonNullable<QueryOptions['parsers']> = {};
  for (const typeId of DRIZZLE_PASS_THROUGH_TYPES) {
    const element = ELEMENT_TYPES[typeId];
    // PGlite's array parsers look their element's parser up when called: built on the old one.
    pgliteHad[typeId] =
      element === undefined
        ? (before[typeId] ?? passThrough)
        : (value) => types.arrayParser(value, before[element] as types.Parser, typeId);
  }
  for (const typeId of DRIZZLE_PASS_THROUGH_TYPES) client.parsers[typeId] = passThrough;
  return pgliteHad;
}

/** The queries of `client` without their `parsers`: those drizzle passes are the client's own. */
function withoutQueryParsers(client: Pick<Transaction, 'query'>): Pick<Transaction, 'query'> {
  return {
    query: (text, params, options) => {
      if (!options?.parsers) return client.query(text, params, options);
      const { parsers: _theClientsOwn, ...rest } = options;
      return client.query(text, params, rest);
    },
  };
}

/**
 * The client drizzle's pglite driver gets. It calls nothing but `query` and `transaction`, and in
 * a transaction the transaction's `query` (its nested transactions are savepoints).
 */
function drizzleClient(client: PGlite): PGlite {
  const wrapped = {
    ...withoutQueryParsers(client),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => callback(withoutQueryParsers(tx) as Transaction)),
  };
  return wrapped as unknown as PGlite;
}

async function openPglite(
  target: { dataDir: string } | { memory: true; template?: Blob },
): Promise<TDatabaseHandle> {
  let releaseLock = () => {};
  let client: PGlite;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
    // Two processes on one PGlite folder would corrupt it, so the second one refuses to start.
    releaseLock = acquireDataDirLock(target.dataDir);
    try {
      await createPgliteCluster(join(target.dataDir, 'pglite'));
    } catch (error) {
      releaseLock();
      throw error;
    }
    client = new PGlite(join(target.dataDir, 'pglite'), {
      extensions: PGLITE_EXTENSIONS,
      postgresqlconf: PGLITE_SETTINGS,
    });
  } else {
    client = new PGlite({
      extensions: PGLITE_EXTENSIONS,
      postgresqlconf: PGLITE_SETTINGS,
      ...(target.template ? { loadDataDir: target.template } : {}),
    });
  }
  try {
    await client.waitReady;
  } catch (error) {
    releaseLock();
    throw error;
  }
  if ('dataDir' in target) restrictToOwner(target.dataDir);
  // After waitReady: starting up sets the array types' parsers.
  const parsersPgliteHad = readDrizzleTypesAsText(client);
  const runSqlOptions = { parsers: parsersPgliteHad };
  const db = drizzlePglite({ client: drizzleClient(client), logger: QUERY_LOGGER });
  return {
    db,
    driver: 'pglite',
    async migrate(afterMigrate) {
      // PGlite has a single connection, so nothing can run in between.
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await afterMigrate?.(db);
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    // One process holds an embedded database: there is no other instance to wait for.
    withStartupLock: (task) => task(),
    async listen(channel, onNotice) {
      const unlisten = await client.listen(channel, onNotice);
      // A closed database listens to nothing any more.
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    // One process: its notices never get lost on the way.
    listening: () => true,
    async dump() {
      // After a checkpoint, a copy opens without replaying the migrations' and the seed's WAL:
      // 0.35 core-seconds less for each test file's database.
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
    async runSql(text, values) {
      tablesRead.noteUnannounced();
      if (values && values.length > 0) return client.query(text, [...values], runSqlOptions);
      // The extended protocol takes one statement; a script goes through the simple one.
      const results = await client.exec(text, runSqlOptions);
      return results.at(-1) ?? { rows: [] };
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/** host:port/database, without the credentials. */
function describeTarget(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

/** The driver's message under drizzle's "Failed query" wrapper. */
function rootCause(error: unknown): string {
  if (error instanceof Error && error.cause instanceof Error) return rootCause(error.cause);
  if (error instanceof Error) return error.message || ('code' in error ? String(error.code) : error.name);
  return String(error);
}

/**
 * `task` while this process holds the start-up advisory lock, on a connection of its own outside
 * the pool: waiting for another instance's migrations, or a long migration, must not meet the
 * pool's query timeout.
 */
async function withAdvisoryLock<T>(url: string, task: (connection: pg.Client) => Promise<T>): Promise<T> {
  const connection = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // A lost connection fails the task's query; it must not crash the process as well.
  connection.on('error', () => {});
  await connection.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await task(connection);
  } finally {
    // Ending the session releases the lock too, if the unlock cannot be sent.
    await connection.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    await connection.end().catch(() => {});
  }
}

/**
 * The pool's limits for a database that went away. A refused or reset connection fails at once
 * on its own; these bound the silent cases (a firewall dropping packets, a server that hangs): a
 * new connection gives up after 2 s, a query on an open connection that stopped answering after
 * 35 s instead of the operating system's minutes (the longest statements, the benchmark's bulk
 * inserts of 50,000 rows, take about 12 s on a busy two-core machine). The server gives up on a
 * statement 5 s before that: a write the client stopped waiting for then never commits unseen,
 * with nobody left to relay its changes (postgres-notices.ts).
 */
const POOL_OPTIONS = {
  max: 10,
  connectionTimeoutMillis: 2_000,
  statement_timeout: STATEMENT_TIMEOUT_MS,
  query_timeout: STATEMENT_TIMEOUT_MS + 5_000,
} satisfies pg.PoolConfig;
/** Closing waits this long for the connections to end: one whose server stopped answering never does. */
const CLOSE_TIMEOUT_MS = 2_000;

async function endPool(pool: pg.Pool): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, CLOSE_TIMEOUT_MS);
  });
  await Promise.race([pool.end(), giveUp]).finally(() => clearTimeout(timer));
}

async function openPostgres(url: string): Promise<TDatabaseHandle> {
  const notices = new PostgresNotices(url, TRIGGER_CHANNELS, (text, values) => pool.query(text, values));
  const pool = new pg.Pool({
    connectionString: url,
    ...POOL_OPTIONS,
    onConnect: async (client) => {
      nameQueries(client);
      await notices.relayOnPooled(client);
    },
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, logger: QUERY_LOGGER });
  const handle: TDatabaseHandle = {
    db,
    driver: 'postgres',
    async migrate(afterMigrate) {
      // Several instances may start at once: migrations and the seed run one instance at a time.
      await withAdvisoryLock(url, async (connection) => {
        const locked = drizzleNodePg({ client: connection });
        await migrateNodePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
        await afterMigrate?.(locked);
      });
    },
    withStartupLock: (task) => withAdvisoryLock(url, task),
    async ping() {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onNotice) => notices.listen(channel, onNotice),
    listening: () => notices.listening,
    runSql(text, values) {
      tablesRead.noteUnannounced();
      return pool.query(text, values ? [...values] : undefined);
    },
    async close() {
      // The pool's last writes first: their changes are then announced before the listener ends.
      await endPool(pool);
      await notices.close();
    },
  };
  try {
    await handle.ping();
  } catch (error) {
    await endPool(pool);
    throw new Error(
      `cannot connect to the PostgreSQL database of DATABASE_URL (${describeTarget(url)}): ${rootCause(error)}`,
      {
        cause: error,
      },
    );
  }
  return handle;
}
