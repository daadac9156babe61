import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed keys: any pair works, these are the ones its documentation shows. */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TTestS3Server = {
  /** http://127.0.0.1:<free port> */
  endpoint: string;
  /** The variables an app needs to keep its uploads in `bucket` of this server. */
  env(bucket: string): Record<string, string>;
  close(): Promise<void>;
};

/** A local S3-compatible server (s3rver) on a free port, its buckets in a temporary folder. */
export async function startTestS3Server(buckets: string[]): Promise<TTestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (bucket) => ({
      STORAGE_URL: `s3://${bucket}`,
      STORAGE_ENDPOINT: endpoint,
      STORAGE_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
      STORAGE_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
