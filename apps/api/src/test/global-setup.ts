import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app.ts';
import { openDatabase, type TDatabaseHandle } from '../plugins/db/database.ts';
import { testConfig } from './test-config.ts';
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

/**
 * Starts a test app once on `handle` (which it closes when it closes): its start migrates and
 * seeds the database as every test app's does, and creates the job queues' tables (16 queues'
 * DDL: 0.3 s of each test file's start otherwise). `beforeClose` sees the database as left.
 */
async function startTestAppOn(handle: TDatabaseHandle, beforeClose?: () => Promise<void>): Promise<void> {
  const config = testConfig();
  const app = await buildApp({ config, database: handle, logger: false, runJobs: false });
  try {
    await app.ready();
    await beforeClose?.();
  } finally {
    await app.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  }
}

/**
 * Creating a PGlite cluster (initdb) takes seconds, and migrating and seeding a database and
 * creating the job queues about a second more, in every test file: done once here, by a test
 * app's start, each file's database is a copy. A test app's start on its copy finds nothing left
 * to do.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createThrowawayDatabase(serverUrl, 'portal_test');
    await startTestAppOn(await openDatabase({ url: template.url }));
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
  await startTestAppOn(handle, async () => {
    const seededDump = await handle.dump?.();
    if (!seededDump) throw new Error('PGlite gave no dump of the seeded database');
    writeFileSync(seeded, Buffer.from(await seededDump.arrayBuffer()));
  });
  project.provide('testTemplates', { driver: 'pglite', empty, seeded });
  return async () => rmSync(folder, { recursive: true, force: true });
}
