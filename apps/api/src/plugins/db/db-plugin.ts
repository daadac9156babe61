import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedDatabase } from '../../db/seed/seed.ts';
import type { TConfig } from '../config.ts';
import { openDatabase, type TDatabase, type TDatabaseHandle } from './database.ts';

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
    await handle.migrate((db) => seedDatabase(db, { demoUsers: !config.isProduction, admin: config.admin }));
    app.log.info(
      { driver: handle.driver, ms: Math.round(performance.now() - started) },
      'database migrated and seeded',
    );
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
