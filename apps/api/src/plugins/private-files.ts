import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Makes a folder and everything in it its owner's alone (folders 0700, files 0600). The process
 * umask covers what the server creates later; this covers what PGlite unpacks with explicit
 * modes at initdb and data folders left by older versions.
 */
export function restrictToOwner(path: string): void {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat || stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    chmodSync(path, 0o700);
    for (const name of readdirSync(path)) restrictToOwner(join(path, name));
  } else if ((stat.mode & 0o077) !== 0) {
    chmodSync(path, 0o600);
  }
}
