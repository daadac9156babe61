import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config.ts';
import { RATE_LIMITS, type TLimitName, type TLimitOverrides, withFigures } from './limits.ts';
import { MemoryRateLimitStore, type TRateLimitStore } from './rate-limit-store.ts';
import { RateLimiter } from './rate-limiter.ts';
import { RedisRateLimitStore } from './redis-rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    /** An onRequest hook counting every request per IP against `name` (429 past the limit). */
    rateLimitPerIp(name: TLimitName): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export type TRateLimitPluginOptions = {
  config: Pick<TConfig, 'redisUrl' | 'redisKeyPrefix' | 'authRateLimitPerMinute'>;
  /** Overrides of the figures in limits.ts (tests that are not about throttling). */
  limits?: TLimitOverrides;
};

/** The limiter, on Redis when REDIS_URL is set (counters shared by instances), else in memory. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { config, limits }: TRateLimitPluginOptions) => {
    const store: TRateLimitStore = config.redisUrl
      ? await RedisRateLimitStore.connect(config.redisUrl, config.redisKeyPrefix, (error) =>
          app.log.warn({ err: error }, 'redis connection lost; reconnecting'),
        )
      : new MemoryRateLimitStore();
    app.addHook('onClose', () => store.close());
    const figures = withFigures({
      authRoutesPerIp: { ...RATE_LIMITS.authRoutesPerIp, max: config.authRateLimitPerMinute },
      ...limits,
    });
    const limiter = new RateLimiter(store, figures, app.log);
    app.decorate('rateLimiter', limiter);
    app.decorate('rateLimitPerIp', (name: TLimitName) => async (request: FastifyRequest) => {
      await limiter.consume(name, request.ip);
    });
  },
  { name: 'rate-limit' },
);
