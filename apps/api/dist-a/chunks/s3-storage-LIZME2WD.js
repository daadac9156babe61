import {
  StorageKeyTakenError,
  checkStorageKey
} from "./chunk-Q3U3LY7N.js";

// src/plugins/storage/s3-storage.ts
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException
} from "@aws-sdk/client-s3";
var statusOf = (error) => error instanceof S3ServiceException ? error.$metadata.httpStatusCode : void 0;
var S3Storage = class {
  #client;
  #bucket;
  #prefix;
  constructor({ bucket, endpoint, region, credentials, prefix }) {
    this.#bucket = bucket;
    this.#prefix = prefix;
    this.#client = new S3Client({
      region,
      ...endpoint ? { endpoint, forcePathStyle: true } : {},
      ...credentials ? { credentials } : {},
      // A stalled storage fails the request instead of holding it (and its connection) open.
      requestHandler: { connectionTimeout: 5e3, requestTimeout: 3e4 },
      maxAttempts: 2
    });
  }
  #key(key) {
    return this.#prefix + checkStorageKey(key);
  }
  async put(key, data) {
    const objectKey = this.#key(key);
    if (await this.#exists(objectKey)) throw new StorageKeyTakenError(key);
    try {
      await this.#client.send(
        new PutObjectCommand({ Bucket: this.#bucket, Key: objectKey, Body: data, IfNoneMatch: "*" })
      );
    } catch (error) {
      if (statusOf(error) === 412) throw new StorageKeyTakenError(key, { cause: error });
      throw error;
    }
  }
  async read(key) {
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: this.#key(key) })
      );
      if (!(answer.Body instanceof Readable)) throw new Error("S3 answered a body that is not a Node stream");
      return { stream: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || statusOf(error) === 404) return null;
      throw error;
    }
  }
  async remove(key) {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: this.#key(key) }));
  }
  async ping() {
    await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }));
  }
  close() {
    this.#client.destroy();
  }
  async #exists(objectKey) {
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: objectKey }));
      return true;
    } catch (error) {
      if (error instanceof NotFound || statusOf(error) === 404) return false;
      throw error;
    }
  }
};
export {
  S3Storage
};
//# sourceMappingURL=s3-storage-LIZME2WD.js.map
