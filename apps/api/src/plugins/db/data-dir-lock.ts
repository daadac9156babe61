import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * Claims DATA_DIR for this process with a pid file. A file left by a process that is gone
 * (a crash, a kill -9) is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = join(dataDir, 'server.pid');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (owner !== process.pid && Number.isInteger(owner) && isRunning(owner)) {
      throw new DataDirLockedError(
        `Another server (pid ${owner}) is using ${dataDir}; stop it or set another DATA_DIR.`,
      );
    }
    writeFileSync(file, String(process.pid));
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    rmSync(file, { force: true });
  };
}
