import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_KEYS, startTestS3Server, type TTestS3Server } from '../../test/s3-server.ts';
import { S3Storage } from './s3-storage.ts';
import { InvalidStorageKeyError, LocalDiskStorage, StorageKeyTakenError, type TStorage } from './storage.ts';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

let folder: string;
let s3: TTestS3Server;
const s3Storages: S3Storage[] = [];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'portal-storage-'));
  s3 = await startTestS3Server(['portal-uploads']);
});

afterAll(async () => {
  for (const storage of s3Storages) storage.close();
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

function s3Storage(bucket = 'portal-uploads', prefix = ''): S3Storage {
  const storage = new S3Storage({
    bucket,
    prefix,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    credentials: S3RVER_KEYS,
  });
  s3Storages.push(storage);
  return storage;
}

/** The same behaviour from every backend: what the modules rely on. */
describe.each([
  { backend: 'the local folder', make: (): TStorage => new LocalDiskStorage(folder) },
  { backend: 'S3-compatible object storage', make: (): TStorage => s3Storage() },
  { backend: 'S3 under a key prefix', make: (): TStorage => s3Storage('portal-uploads', 'tenant-a/') },
])('storage on $backend', ({ make }) => {
  it('reads back what was put, with its size, as a stream', async () => {
    const storage = make();
    await storage.put('avatars/read-back.png', Buffer.from('png bytes'));
    const file = await storage.read('avatars/read-back.png');
    expect(file?.size).toBe(9);
    expect(file && (await text(file.stream))).toBe('png bytes');
  });

  it('answers null for a file that is not there', async () => {
    expect(await make().read('documents/never-written.pdf')).toBeNull();
  });

  it('refuses to overwrite a key, keeping the first file', async () => {
    const storage = make();
    await storage.put('documents/once.pdf', Buffer.from('first'));
    await expect(storage.put('documents/once.pdf', Buffer.from('second'))).rejects.toBeInstanceOf(
      StorageKeyTakenError,
    );
    const file = await storage.read('documents/once.pdf');
    expect(file && (await text(file.stream))).toBe('first');
  });

  it('removes a file, and removing it again (or one never written) is no error', async () => {
    const storage = make();
    await storage.put('documents/gone.pdf', Buffer.from('x'));
    await storage.remove('documents/gone.pdf');
    expect(await storage.read('documents/gone.pdf')).toBeNull();
    await storage.remove('documents/gone.pdf');
    await storage.remove('documents/never-written.pdf');
  });

  it('refuses a key that is not one the server makes, before touching anything', async () => {
    const storage = make();
    for (const key of ['../escape.png', 'avatars/../../x.png', '/abs.png', 'Avatars/x.png', 'no-extension']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.read(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.remove(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });

  it('answers a ping while reachable', async () => {
    await expect(make().ping()).resolves.toBeUndefined();
  });
});

describe('storage on the local folder', () => {
  it('streams a file whole that is removed once its read has begun, and throws nothing', async () => {
    const storage = new LocalDiskStorage(folder);
    await storage.put('exports/removed-meanwhile.zip', Buffer.from('zip bytes'));
    const file = await storage.read('exports/removed-meanwhile.zip');
    await storage.remove('exports/removed-meanwhile.zip');
    expect(file && (await text(file.stream))).toBe('zip bytes');
    expect(await storage.read('exports/removed-meanwhile.zip')).toBeNull();
  });
});

describe('S3 storage', () => {
  it('keeps prefixed keys apart from unprefixed ones in one bucket', async () => {
    await s3Storage('portal-uploads', 'tenant-b/').put('avatars/apart.png', Buffer.from('b'));
    expect(await s3Storage().read('avatars/apart.png')).toBeNull();
  });

  it('fails the ping for a bucket that does not exist, or a server that is not there', async () => {
    await expect(s3Storage('no-such-bucket').ping()).rejects.toThrow();
    const nowhere = new S3Storage({
      bucket: 'portal-uploads',
      prefix: '',
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      credentials: S3RVER_KEYS,
    });
    s3Storages.push(nowhere);
    await expect(nowhere.ping()).rejects.toThrow();
  });
});
