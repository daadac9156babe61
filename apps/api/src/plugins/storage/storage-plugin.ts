import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config.ts';
import { LocalDiskStorage, type TStorage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: TStorage;
  }
}

/** `app.storage`: uploads under DATA_DIR/uploads, served only through authorised routes. */
export const storagePlugin = fp(
  async (app: FastifyInstance, { config }: { config: Pick<TConfig, 'dataDir'> }) => {
    app.decorate('storage', new LocalDiskStorage(config.dataDir));
  },
  { name: 'storage' },
);
