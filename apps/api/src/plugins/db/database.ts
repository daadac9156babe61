import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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
   * Plain SQL for a library that brings its own (the job queue): with `values`, one statement
   * with `$1`-style parameters; without, a script of several statements (its last one's rows).
   */
  runSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs start-up work one instance at a time (the lock the migrations take): the job queues'
   * creation, which deadlocks when two instances start together on a new database.
   */
  withStartupLock<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type TDatabaseTarget =
  | { url: string }
  | { dataDir: string }
  /** `template`: a dump of an empty PGlite cluster, which skips initdb (tests). */
  | { memory: true; template?: Blob };

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

async function openPglite(
  target: { dataDir: string } | { memory: true; template?: Blob },
): Promise<TDatabaseHandle> {
  let releaseLock = () => {};
  let client: PGlite;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
    // Two processes on one PGlite folder would corrupt it, so the second one refuses to start.
    releaseLock = acquireDataDirLock(target.dataDir);
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
  const db = drizzlePglite({ client });
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
    async runSql(text, values) {
      if (values && values.length > 0) return client.query(text, [...values]);
      // The extended protocol takes one statement; a script goes through the simple one.
      const results = await client.exec(text);
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

/** `task` while this process holds the start-up advisory lock, on a connection of its own. */
async function withAdvisoryLock<T>(
  pool: pg.Pool,
  task: (connection: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await task(connection);
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    connection.release();
  }
}

async function openPostgres(url: string): Promise<TDatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool });
  const handle: TDatabaseHandle = {
    db,
    driver: 'postgres',
    async migrate(afterMigrate) {
      // Several instances may start at once: migrations and the seed run one instance at a time.
      await withAdvisoryLock(pool, async (connection) => {
        const locked = drizzleNodePg({ client: connection });
        await migrateNodePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
        await afterMigrate?.(locked);
      });
    },
    withStartupLock: (task) => withAdvisoryLock(pool, task),
    async ping() {
      await db.execute(sql`select 1`);
    },
    listen(channel, onNotice) {
      return listenOnPostgres(url, channel, onNotice);
    },
    runSql(text, values) {
      return pool.query(text, values ? [...values] : undefined);
    },
    async close() {
      await pool.end();
    },
  };
  try {
    await handle.ping();
  } catch (error) {
    await pool.end();
    throw new Error(
      `cannot connect to the PostgreSQL database of DATABASE_URL (${describeTarget(url)}): ${rootCause(error)}`,
      {
        cause: error,
      },
    );
  }
  return handle;
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries), connecting again
 * after a loss; `onNotice` also runs on each loss and each return, since notices sent in between
 * never arrive.
 */
async function listenOnPostgres(url: string, channel: string, onNotice: (payload: string | null) => void) {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    client.on('error', () => {});
    client.on('end', () => {
      if (stopped || current !== client) return;
      current = null;
      onNotice(null);
      retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    current = client;
  };
  const reconnect = () => {
    if (stopped) return;
    connect().then(
      () => onNotice(null),
      () => {
        retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
      },
    );
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end();
  };
}
