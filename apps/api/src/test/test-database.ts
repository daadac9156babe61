import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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

/** The templates' archives, read once per worker (its files share the loaded modules). */
const templateBlobs = new Map<string, Blob>();

function templateBlob(file: string): Blob {
  let blob = templateBlobs.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    templateBlobs.set(file, blob);
  }
  return blob;
}

/** An empty PGlite cluster's archive, when the tests run on PGlite (else PGlite runs initdb). */
export function emptyPgliteTemplate(): Blob | undefined {
  const templates = inject('testTemplates');
  return templates.driver === 'pglite' ? templateBlob(templates.empty) : undefined;
}

/**
 * A fresh database for one test file, `empty` or migrated and `seeded` as a test app's start
 * leaves it (copied from the templates of `global-setup.ts`): PGlite in memory, or, when
 * TEST_DATABASE_URL is set, a uniquely named database created on that PostgreSQL server and
 * dropped afterwards.
 */
export async function createTestDatabase(kind: 'empty' | 'seeded' = 'empty'): Promise<TTestDatabase> {
  const templates = inject('testTemplates');
  if (templates.driver === 'pglite') {
    const template = templateBlob(templates[kind]);
    const handle = await openDatabase({ memory: true, template });
    return { handle, dispose: () => handle.close() };
  }

  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const template = kind === 'seeded' ? templates.seeded : undefined;
  const { url, drop } = await createThrowawayDatabase(serverUrl, 'portal_test', { template });
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

/**
 * A copy of the seeded template in `dataDir`, where a server keeps its embedded database: a test
 * of what survives on disk starts from it instead of creating and migrating a cluster (initdb and
 * every migration: most of such a test's time). On PostgreSQL runs there is no PGlite template,
 * and the server makes its cluster as `npm start` does.
 */
export async function seededClusterIn(dataDir: string): Promise<void> {
  const templates = inject('testTemplates');
  if (templates.driver !== 'pglite') return;
  const cluster = new PGlite(join(dataDir, 'pglite'), { loadDataDir: templateBlob(templates.seeded) });
  await cluster.waitReady;
  await cluster.close();
}
