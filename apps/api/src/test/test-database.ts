import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type TDatabaseHandle } from '../plugins/db/database.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';

export type TTestDatabase = {
  handle: TDatabaseHandle;
  /** The PostgreSQL database's URL (another instance may connect to it); none for PGlite. */
  url?: string;
  /** Closes the connection (if still open) and drops the database. */
  dispose(): Promise<void>;
};

/**
 * A fresh, empty database for one test file: PGlite in memory, or, when TEST_DATABASE_URL is
 * set, a uniquely named database created on that PostgreSQL server and dropped afterwards.
 */
export async function createTestDatabase(): Promise<TTestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const templateFile = inject('pgliteTemplate');
    const template = templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
    const handle = await openDatabase({ memory: true, ...(template ? { template } : {}) });
    return { handle, dispose: () => handle.close() };
  }

  const { url, drop } = await createThrowawayDatabase(serverUrl, 'portal_test');
  const handle = await openDatabase({ url });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await handle.close();
  };
  return {
    handle: { ...handle, close },
    url,
    dispose: async () => {
      await close();
      await drop();
    },
  };
}
