import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** initdb takes a few seconds; a busy machine may take many times that. */
const INITDB_TIMEOUT_MS = 180_000;

/**
 * Creates a new PGlite cluster in `dir` (initdb) in a short-lived child process, when there is
 * none yet. initdb grows the WebAssembly heap to about 500 MB, which a process never gives back:
 * done here, the server opens a cluster that exists and stays about 100 MB smaller for its life.
 */
export async function createPgliteCluster(dir: string): Promise<void> {
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  // The child resolves nothing itself: it imports PGlite by the address this module resolves.
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = [
    `const { PGlite } = await import(${JSON.stringify(pglite)});`,
    'const cluster = new PGlite(process.argv[1]);',
    'await cluster.waitReady;',
    'await cluster.close();',
  ].join('\n');
  try {
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, dir], {
      timeout: INITDB_TIMEOUT_MS,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`cannot create the embedded database in ${dir}${stderr ? `: ${stderr}` : ''}`, {
      cause: error,
    });
  }
}
