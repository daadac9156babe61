import { constants } from 'node:fs';
import { access, mkdir, open, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file: its bytes as a stream (the caller reads or destroys it) and its length. */
export type TStoredObject = { stream: Readable; size: number };

/**
 * Where uploaded files live. Keys are made by the server (`avatars/<random>.png`), never taken
 * from the client; a key that could leave the root is refused all the same.
 */
export interface TStorage {
  /** Refuses to replace a file that is already there (a key names one upload for ever). */
  put(key: string, data: Buffer): Promise<void>;
  /** The file as a stream, or null when it is not there. */
  read(key: string): Promise<TStoredObject | null>;
  /** Removing a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Throws when the storage cannot be reached (readiness). */
  ping(): Promise<void>;
}

const KEY = /^[a-z0-9-]+(\/[a-zA-Z0-9_-]+)*\.[a-z0-9]+$/;

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
}

/** The same rule for every backend, so a key that works on one folder works on object storage. */
export function checkStorageKey(key: string): string {
  if (!KEY.test(key)) throw new InvalidStorageKeyError(key);
  return key;
}

/** Raised by `put` when the key is taken (the local folder's EEXIST, S3's 412). */
export class StorageKeyTakenError extends Error {
  override name = 'StorageKeyTakenError';
}

const errorCode = (error: unknown) =>
  error instanceof Error && 'code' in error ? String(error.code) : undefined;

/** Files under DATA_DIR/uploads. */
export class LocalDiskStorage implements TStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'uploads');
  }

  #path(key: string): string {
    const path = resolve(this.root, checkStorageKey(key));
    if (!path.startsWith(this.root + sep)) throw new InvalidStorageKeyError(key);
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.#path(key);
    const write = () => writeFile(path, data, { mode: 0o600, flag: 'wx' });
    try {
      // The folder exists but for a key's first file in it: made then, not before every write.
      await write().catch(async (error: unknown) => {
        if (errorCode(error) !== 'ENOENT') throw error;
        await mkdir(dirname(path), { recursive: true });
        await write();
      });
    } catch (error) {
      if (errorCode(error) === 'EEXIST') throw new StorageKeyTakenError(key, { cause: error });
      throw error;
    }
  }

  async read(key: string): Promise<TStoredObject | null> {
    const path = this.#path(key);
    // The file is opened first, then measured and streamed through that one handle: a stream
    // opened by path after a check failed later, with no one listening, when the file went in
    // between (a sweep, a removed folder), and stopped the process.
    const handle = await open(path, 'r').catch((error: unknown) => {
      if (errorCode(error) === 'ENOENT') return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { stream: handle.createReadStream(), size: info.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  async ping(): Promise<void> {
    // The folder is made by the first upload; before that its parent (DATA_DIR) must be there.
    await access(this.root, constants.W_OK).catch(() => access(dirname(this.root), constants.W_OK));
  }
}
