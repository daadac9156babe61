import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

/**
 * Where uploaded files live. Keys are made by the server (`avatars/<random>.png`), never taken
 * from the client; a key that could leave the root is refused all the same.
 */
export interface TStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file as a stream, or null when it is not there. */
  read(key: string): Promise<{ stream: ReadStream; size: number } | null>;
  /** Removing a missing file is not an error. */
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-]+(\/[a-zA-Z0-9_-]+)*\.[a-z0-9]+$/;

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
}

/** Files under DATA_DIR/uploads. */
export class LocalDiskStorage implements TStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'uploads');
  }

  #path(key: string): string {
    const path = resolve(this.root, key);
    if (!KEY.test(key) || !path.startsWith(this.root + sep)) throw new InvalidStorageKeyError(key);
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data, { mode: 0o600, flag: 'wx' });
  }

  async read(key: string): Promise<{ stream: ReadStream; size: number } | null> {
    const path = this.#path(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }
}
