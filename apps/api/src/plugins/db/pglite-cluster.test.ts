import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { createPgliteCluster } from './pglite-cluster.ts';

describe('an embedded database in a new folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-pglite-cluster-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is created by a child process, then opened by the server', async () => {
    const clusterDir = join(dataDir, 'pglite');
    await createPgliteCluster(clusterDir);
    expect(existsSync(join(clusterDir, 'PG_VERSION'))).toBe(true);

    const handle = await openDatabase({ dataDir });
    try {
      const { rows } = await handle.runSql('select 1 as ok', []);
      expect(rows).toEqual([{ ok: 1 }]);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('leaves an existing cluster as it is', async () => {
    const versionFile = join(dataDir, 'pglite', 'PG_VERSION');
    const before = statSync(versionFile).mtimeMs;
    await createPgliteCluster(join(dataDir, 'pglite'));
    expect(statSync(versionFile).mtimeMs).toBe(before);
  });
});
