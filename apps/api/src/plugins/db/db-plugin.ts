import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedDatabase, type TSeedOptions } from '../../db/seed/seed.ts';
import type { TConfig } from '../config.ts';
import { openDatabase, type TDatabase, type TDatabaseHandle } from './database.ts';
import { tablesRead } from './tables-read.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: TDatabase;
    /** The database's connection handle, for what the query builder doesn't do. */
    database: TDatabaseHandle;
    /** LISTENs on `channel` (see `TDatabaseHandle.listen`) until the server closes. */
    listenToDatabase(channel: string, onNotice: (payload: string | null) => void): Promise<void>;
  }
}

export type TDbPluginOptions = {
  config: TConfig;
  /** An already opened database (tests); otherwise DATABASE_URL or PGlite in DATA_DIR. */
  database?: TDatabaseHandle;
};

/**
 * The public tables, each with whether its `data_changed` trigger announces every change (or, on a
 * table of companies' rows, its `company_*` triggers say whose rows changed: migration 0046), and
 * the other schemas of the database (the job queue's, the migrations' bookkeeping).
 */
async function tablesAndSchemas(handle: TDatabaseHandle): Promise<Parameters<typeof tablesRead.configure>> {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string; announced: boolean; byCompany: boolean }>(sql`
    select c.relname as name,
      exists (
        select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = c.relname || '_data_changed'
      ) as announced,
      (
        select count(*) from pg_trigger t
        where t.tgrelid = c.oid and t.tgname in (
          c.relname || '_company_inserted', c.relname || '_company_updated', c.relname || '_company_deleted'
        )
      ) = 3 as "byCompany"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')`);
  const schemas = await rows<{ name: string }>(sql`
    select nspname as name from pg_namespace
    where nspname not in ('public', 'information_schema') and nspname not like 'pg\_%'`);
  return [tables, schemas.map((schema) => schema.name)];
}

/** What the seed adds for a server of `config`: demo users outside production, the configured admin. */
function seedOptionsOf(config: Pick<TConfig, 'isProduction' | 'admin'>): TSeedOptions {
  return { demoUsers: !config.isProduction, admin: config.admin };
}

/**
 * Opens the database, applies the committed migrations and seeds the reference data before the
 * server answers anything; closes the database when the server closes.
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, { config, database }: TDbPluginOptions) => {
    const started = performance.now();
    const handle =
      database ??
      (await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir }));
    app.addHook('onClose', () => handle.close());
    await handle.migrate((db) => seedDatabase(db, seedOptionsOf(config)));
    app.log.info(
      { driver: handle.driver, ms: Math.round(performance.now() - started) },
      'database migrated and seeded',
    );
    tablesRead.configure(...(await tablesAndSchemas(handle)));
    app.decorate('db', handle.db);
    app.decorate('database', handle);
    app.decorate('listenToDatabase', async (channel: string, onNotice: (payload: string | null) => void) => {
      const stop = await handle.listen(channel, onNotice);
      app.addHook('preClose', async () => {
        await stop();
      });
    });
  },
  { name: 'db' },
);
