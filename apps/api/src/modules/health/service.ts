import type { TReadinessPart } from '@portal/contracts/health/health-schemas';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from './repository.ts';

/** Each part answers within this, so a load balancer's probe is never left hanging. */
const READINESS_TIMEOUT_MS = 2_000;

type TReadinessApp = Pick<FastifyInstance, 'db' | 'config' | 'rateLimiter' | 'storage' | 'log'>;

function withinTimeout(check: () => Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Pings the database, Redis (when REDIS_URL is set) and the file storage at once; answers the
 * parts that failed (none: ready) and whether Redis is in use.
 */
export async function checkReadiness(
  app: TReadinessApp,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<{ down: TReadinessPart[]; redisUsed: boolean }> {
  const redisUsed = app.config.redisUrl !== null;
  const checks: [TReadinessPart, () => Promise<void>][] = [
    ['db', () => pingDatabase(app.db)],
    ['storage', () => app.storage.ping()],
  ];
  if (redisUsed) checks.push(['redis', () => app.rateLimiter.ping()]);
  const results = await Promise.allSettled(checks.map(([, check]) => withinTimeout(check, timeoutMs)));
  const down: TReadinessPart[] = [];
  results.forEach((result, index) => {
    const part = checks[index]?.[0];
    if (result.status === 'fulfilled' || !part) return;
    app.log.error({ err: result.reason, part }, 'readiness check: part unavailable');
    down.push(part);
  });
  return { down, redisUsed };
}
