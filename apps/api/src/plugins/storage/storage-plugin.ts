import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config.ts';
import { LocalDiskStorage, type TStorage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: TStorage;
  }
}

/**
 * `app.storage`: uploads under DATA_DIR/uploads, or in the STORAGE_URL bucket when several
 * instances serve the portal; served only through authorised routes.
 */
export const storagePlugin = fp(
  async (app: FastifyInstance, { config }: { config: Pick<TConfig, 'dataDir' | 'storage'> }) => {
    const { storage } = config;
    if (storage.kind === 'local') {
      app.decorate('storage', new LocalDiskStorage(config.dataDir));
      return;
    }
    // Loaded only here: the AWS SDK costs a single-instance start about 0.3 s and 24 MB.
    const { S3Storage } = await import('./s3-storage.ts');
    const s3 = new S3Storage(storage);
    // A wrong bucket, endpoint or key fails the start, not the first upload.
    try {
      await s3.ping();
    } catch (error) {
      s3.close();
      const reason =
        error instanceof Error ? error.name + (error.message ? `: ${error.message}` : '') : String(error);
      throw new Error(`cannot reach the bucket of STORAGE_URL: ${reason}`, { cause: error });
    }
    app.addHook('onClose', () => s3.close());
    app.decorate('storage', s3);
  },
  { name: 'storage' },
);
