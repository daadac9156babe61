import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { healthRoutes } from './modules/health/routes.ts';
import { officeLocationRoutes } from './modules/office-locations/routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import type { TConfig } from './plugins/config.ts';
import type { TDatabaseHandle } from './plugins/db/database.ts';
import { dbPlugin } from './plugins/db/db-plugin.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { loggerOptions } from './plugins/logger.ts';
import { securityPlugin } from './plugins/security.ts';
import { spaPlugin } from './plugins/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
  }
}

export type TBuildAppOptions = {
  config: TConfig;
  /** An already opened database (tests); by default DATABASE_URL, else PGlite in DATA_DIR. */
  database?: TDatabaseHandle;
  /** Overrides the logger built from the config (tests pass false). */
  logger?: FastifyServerOptions['logger'];
};

/** Everything under /api; each module's routes are relative to it. */
const apiRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(healthRoutes);
  await api.register(productRoutes);
  await api.register(officeLocationRoutes);
};

/**
 * Builds the whole server: external plugins first (errors, security headers, docs, database),
 * then the API, then the web app for every other path. The caller listens or injects.
 */
export async function buildApp({ config, database, logger }: TBuildAppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    // A first start creates the embedded database, migrates and seeds it: on a busy two-core
    // machine that can pass Fastify's 10 s default for a plugin.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(dbPlugin, { config, ...(database ? { database } : {}) });
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(spaPlugin, { webDistDir: config.webDistDir });
  return app;
}
