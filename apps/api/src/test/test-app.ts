import { rmSync } from 'node:fs';
import { buildApp, type TBuildAppOptions } from '../app.ts';
import type { TConfig } from '../plugins/config.ts';
import { testConfig } from './test-config.ts';
import { createTestDatabase, type TTestDatabase } from './test-database.ts';

export type TTestApp = {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: TTestDatabase;
  config: TConfig;
  close(): Promise<void>;
};

/** One app per test file, on its own fresh database (a copy of the migrated and seeded template). */
export async function buildTestApp(
  env: NodeJS.ProcessEnv = {},
  {
    beforeReady,
    ...options
  }: Pick<TBuildAppOptions, 'rateLimits' | 'logger' | 'now' | 'runJobs'> & {
    /** Runs before the app is ready (a test's own job definitions). */
    beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
  } = {},
): Promise<TTestApp> {
  const config = testConfig(env);
  const database = await createTestDatabase('seeded');
  // Jobs run when a test says so (`backgroundIdle`, `jobs.runDue`), after it has moved the clock.
  const app = await buildApp({
    config,
    database: database.handle,
    logger: false,
    runJobs: false,
    ...options,
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.dispose();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
