import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type TDatabaseHandle } from '../plugins/db/database.ts';

export type TTestDatabase = {
  handle: TDatabaseHandle;
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

  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  let closed = false;
  return {
    handle: {
      ...handle,
      close: async () => {
        if (closed) return;
        closed = true;
        await handle.close();
      },
    },
    dispose: async () => {
      if (!closed) {
        closed = true;
        await handle.close();
      }
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
