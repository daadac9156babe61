// src/plugins/storage/storage.ts
import { constants, createReadStream } from "node:fs";
import { access, mkdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
var KEY = /^[a-z0-9-]+(\/[a-zA-Z0-9_-]+)*\.[a-z0-9]+$/;
var InvalidStorageKeyError = class extends Error {
  name = "InvalidStorageKeyError";
};
function checkStorageKey(key) {
  if (!KEY.test(key)) throw new InvalidStorageKeyError(key);
  return key;
}
var StorageKeyTakenError = class extends Error {
  name = "StorageKeyTakenError";
};
var errorCode = (error) => error instanceof Error && "code" in error ? String(error.code) : void 0;
var LocalDiskStorage = class {
  root;
  constructor(dataDir) {
    this.root = resolve(dataDir, "uploads");
  }
  #path(key) {
    const path = resolve(this.root, checkStorageKey(key));
    if (!path.startsWith(this.root + sep)) throw new InvalidStorageKeyError(key);
    return path;
  }
  async put(key, data) {
    const path = this.#path(key);
    const write = () => writeFile(path, data, { mode: 384, flag: "wx" });
    try {
      await write().catch(async (error) => {
        if (errorCode(error) !== "ENOENT") throw error;
        await mkdir(dirname(path), { recursive: true });
        await write();
      });
    } catch (error) {
      if (errorCode(error) === "EEXIST") throw new StorageKeyTakenError(key, { cause: error });
      throw error;
    }
  }
  async read(key) {
    const path = this.#path(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    } catch (error) {
      if (error instanceof Error && "code" in error && error.code === "ENOENT") return null;
      throw error;
    }
  }
  async remove(key) {
    await rm(this.#path(key), { force: true });
  }
  async ping() {
    await access(this.root, constants.W_OK).catch(() => access(dirname(this.root), constants.W_OK));
  }
};

export {
  checkStorageKey,
  StorageKeyTakenError,
  LocalDiskStorage
};
//# sourceMappingURL=chunk-PXIEQMVR.js.map
