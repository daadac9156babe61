import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkStorageKey, StorageKeyTakenError, type TStorage, type TStoredObject } from './storage.ts';

export type TS3StorageOptions = {
  bucket: string;
  /** Of an S3-compatible server (MinIO, s3rver…); unset: AWS itself. Addressed path-style. */
  endpoint: string | null;
  region: string;
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Put before every key ('' or ending in '/'), so several portals can share one bucket. */
  prefix: string;
};

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/** Uploads in an S3-compatible bucket (STORAGE_URL=s3://bucket), seen alike by every instance. */
export class S3Storage implements TStorage {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor({ bucket, endpoint, region, credentials, prefix }: TS3StorageOptions) {
    this.#bucket = bucket;
    this.#prefix = prefix;
    this.#client = new S3Client({
      region,
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
      ...(credentials ? { credentials } : {}),
      // A stalled storage fails the request instead of holding it (and its connection) open.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      maxAttempts: 2,
      // TLS (over plain HTTP, the signature's SHA-256 of the payload) already guards the bytes on
      // the way: the SDK's extra CRC32 of each upload, in JavaScript on the request's thread, is
      // left to the operations that require one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
  }

  #key(key: string): string {
    return this.#prefix + checkStorageKey(key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const objectKey = this.#key(key);
    // `If-None-Match: *` makes the write conditional on S3 and MinIO; servers that ignore it
    // (s3rver) still get the look first. Keys are random, so the gap between the two is harmless.
    if (await this.#exists(objectKey)) throw new StorageKeyTakenError(key);
    try {
      await this.#client.send(
        new PutObjectCommand({ Bucket: this.#bucket, Key: objectKey, Body: data, IfNoneMatch: '*' }),
      );
    } catch (error) {
      if (statusOf(error) === 412) throw new StorageKeyTakenError(key, { cause: error });
      throw error;
    }
  }

  async read(key: string): Promise<TStoredObject | null> {
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: this.#key(key) }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered a body that is not a Node stream');
      return { stream: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || statusOf(error) === 404) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    // S3 answers 204 for a key that is not there.
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: this.#key(key) }));
  }

  async ping(): Promise<void> {
    await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }));
  }

  close(): void {
    this.#client.destroy();
  }

  async #exists(objectKey: string): Promise<boolean> {
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: objectKey }));
      return true;
    } catch (error) {
      if (error instanceof NotFound || statusOf(error) === 404) return false;
      throw error;
    }
  }
}
