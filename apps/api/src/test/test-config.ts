import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig, type TConfig } from '../plugins/config.ts';

/** A configuration as the server would read it, in a temporary DATA_DIR. */
export function testConfig(env: NodeJS.ProcessEnv = {}): TConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-test-'));
  const parsed = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'web-dist'),
    ...env,
  });
  return { ...parsed, appSecret: parsed.appSecret ?? 'test-secret-test-secret-test-secret-1234' };
}
