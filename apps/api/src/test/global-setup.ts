import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an empty PGlite cluster; null when the tests run on PostgreSQL. */
    pgliteTemplate: string | null;
  }
}

/**
 * Creating a PGlite cluster (initdb) takes seconds; loading a dump of an empty one takes a
 * fraction of that. Each test file still gets its own empty database and migrates and seeds it.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return () => {};
  }
  const folder = mkdtempSync(join(tmpdir(), 'portal-pglite-template-'));
  const file = join(folder, 'empty-cluster.tar');
  const pglite = new PGlite();
  await pglite.waitReady;
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
