import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { seedDatabase } from '../db/seed/seed.ts';
import { parseConfig } from '../plugins/config.ts';
import { openDatabase } from '../plugins/db/database.ts';
import { seedOptionsOf } from '../plugins/db/db-plugin.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';

/** Where each test file's database is copied from (`createTestDatabase`). */
export type TTestTemplates =
  /** Dumps of a PGlite cluster, empty and migrated and seeded as a test app's. */
  | { driver: 'pglite'; empty: string; seeded: string }
  /** A migrated and seeded database on the PostgreSQL server (empty ones need no template). */
  | { driver: 'postgres'; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TTestTemplates;
  }
}

/** What a test app's start seeds: the server's own choice for its configuration (`testConfig`). */
const TEST_SEED = seedOptionsOf(parseConfig({ NODE_ENV: 'test', DATA_DIR: tmpdir() }));

/**
 * Creating a PGlite cluster (initdb) takes seconds, and migrating and seeding a database about a
 * second more, in every test file: done once here, each file's database is a copy. A test app
 * migrates and seeds its copy again on start, which finds nothing left to do.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createThrowawayDatabase(serverUrl, 'portal_test');
    const handle = await openDatabase({ url: template.url });
    try {
      await handle.migrate((db) => seedDatabase(db, TEST_SEED));
    } finally {
      await handle.close();
    }
    project.provide('testTemplates', { driver: 'postgres', seeded: template.name });
    return template.drop;
  }
  const folder = mkdtempSync(join(tmpdir(), 'portal-pglite-template-'));
  const empty = join(folder, 'empty-cluster.tar');
  const seeded = join(folder, 'seeded-cluster.tar');
  const pglite = new PGlite();
  await pglite.waitReady;
  const emptyDump = await pglite.dumpDataDir('none');
  await pglite.close();
  writeFileSync(empty, Buffer.from(await emptyDump.arrayBuffer()));
  const handle = await openDatabase({ memory: true, template: emptyDump });
  try {
    await handle.migrate((db) => seedDatabase(db, TEST_SEED));
    const seededDump = await handle.dump?.();
    if (!seededDump) throw new Error('PGlite gave no dump of the seeded database');
    writeFileSync(seeded, Buffer.from(await seededDump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('testTemplates', { driver: 'pglite', empty, seeded });
  return async () => rmSync(folder, { recursive: true, force: true });
}
