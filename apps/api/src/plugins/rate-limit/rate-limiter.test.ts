import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { findRedis } from '../../test/find-redis.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { HttpError, RETRY_AFTER_SECONDS } from '../errors.ts';
import { RATE_LIMITS, withFigures } from './limits.ts';
import { MemoryRateLimitStore, type TRateLimitStore } from './rate-limit-store.ts';
import { RateLimiter } from './rate-limiter.ts';
import { RedisRateLimitStore } from './redis-rate-limit-store.ts';

const silent = pino({ level: 'silent' });

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe('MemoryRateLimitStore', () => {
  it('counts hits in a fixed window that starts at the first hit, then starts again', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore(time.now);
    expect(await store.get('k')).toBeNull();
    expect(await store.increment('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
    time.advance(400);
    expect(await store.increment('k', 1000)).toEqual({ count: 2, resetInMs: 600 });
    expect(await store.get('k')).toEqual({ count: 2, resetInMs: 600 });
    time.advance(600);
    expect(await store.get('k')).toBeNull();
    expect(await store.increment('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
    await store.reset('k');
    expect(await store.get('k')).toBeNull();
    await store.close();
  });
});

describe('RateLimiter', () => {
  it('lets `max` requests through per window and then answers 429 with Retry-After in seconds', async () => {
    const time = clock();
    const limiter = new RateLimiter(new MemoryRateLimitStore(time.now), RATE_LIMITS, silent);
    for (let i = 0; i < RATE_LIMITS.forgotPassword.max; i++)
      await limiter.consume('forgotPassword', 'a@b.co|1.2.3.4');
    time.advance(60_000);
    const error = await rejection(limiter.consume('forgotPassword', 'a@b.co|1.2.3.4'));
    expect(error.statusCode).toBe(429);
    expect(error.messageKey).toBe('auth.tooManyResetRequests');
    expect(error.headers).toEqual({ 'retry-after': String(15 * 60 - 60) });
    expect(error.params).toEqual({ seconds: 15 * 60 - 60, minutes: 14 });
    // Another key has its own budget; the window's end frees the first.
    await limiter.consume('forgotPassword', 'c@d.co|1.2.3.4');
    time.advance(15 * 60_000);
    await limiter.consume('forgotPassword', 'a@b.co|1.2.3.4');
  });

  it('forgets the count on reset, and reports a tripped budget once per window', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), RATE_LIMITS, silent);
    const trips: string[] = [];
    const onTrip = async () => {
      trips.push('tripped');
    };
    for (let i = 0; i < RATE_LIMITS.loginFailures.max; i++)
      await limiter.consume('loginFailures', 'k', onTrip);
    for (let i = 0; i < 3; i++) {
      expect((await rejection(limiter.consume('loginFailures', 'k', onTrip))).statusCode).toBe(429);
    }
    expect(trips).toEqual(['tripped']);
    await limiter.reset('loginFailures', 'k');
    await limiter.consume('loginFailures', 'k', onTrip);
  });

  it('lets no more parallel attempts through than the budget', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), RATE_LIMITS, silent);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 25 }, () => limiter.consume('loginFailures', 'parallel')),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(
      RATE_LIMITS.loginFailures.max,
    );
  });

  it('counts several counters together, or none when one is spent', async () => {
    const store = new MemoryRateLimitStore();
    const limiter = new RateLimiter(store, RATE_LIMITS, silent);
    const { max } = RATE_LIMITS.paymentDeclines;
    for (let i = 0; i < max; i++) await limiter.consume('paymentDeclines', 'company');
    const tripped: string[] = [];
    const error = await rejection(
      limiter.consumeEach('paymentDeclines', ['user', 'company', 'ip'], async (key) => {
        tripped.push(key);
      }),
    );
    expect(error.statusCode).toBe(429);
    expect(tripped).toEqual(['company']);
    // The user's attempt was given back and the IP's never taken: both still have all of theirs.
    for (let i = 0; i < max; i++) await limiter.consumeEach('paymentDeclines', ['user', 'ip']);
    expect((await rejection(limiter.consume('paymentDeclines', 'user'))).statusCode).toBe(429);
  });

  it('gives an attempt back, never below zero and never into a window that ended', async () => {
    let now = 1_000;
    const store = new MemoryRateLimitStore(() => now);
    await store.increment('k', 100);
    await store.decrement('k');
    await store.decrement('k');
    expect((await store.get('k'))?.count).toBe(0);
    now += 200;
    await store.decrement('k');
    expect(await store.get('k')).toBeNull();
    store.close();
  });

  describe('when its store fails (Redis down)', () => {
    /**
     * A memory store that fails every call while `down` is set, and leaves them unanswered
     * while `hung` is set, until `answer()`.
     */
    function breakable() {
      const memory = new MemoryRateLimitStore();
      const state = { down: false, hung: false };
      const waiting: (() => void)[] = [];
      const guard =
        <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
        async (...args: A): Promise<R> => {
          if (state.hung) await new Promise<void>((resolve) => waiting.push(resolve));
          if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
          return call(...args);
        };
      const store: TRateLimitStore = {
        increment: guard((key: string, windowMs: number) => memory.increment(key, windowMs)),
        get: guard((key: string) => memory.get(key)),
        decrement: guard((key: string) => memory.decrement(key)),
        reset: guard((key: string) => memory.reset(key)),
        ping: guard(() => memory.ping()),
        close: () => memory.close(),
      };
      const answer = () => {
        state.hung = false;
        for (const resolve of waiting.splice(0)) resolve();
      };
      return { store, state, answer };
    }

    it('refuses what guards sign-in, payments and messages: 503 with Retry-After', async () => {
      const { store, state } = breakable();
      const limiter = new RateLimiter(store, RATE_LIMITS, silent);
      state.down = true;
      for (const name of ['authRoutesPerIp', 'loginFailures', 'paymentDeclines', 'smsPerPhone'] as const) {
        const error = await rejection(limiter.consume(name, '1.2.3.4'));
        expect(error.statusCode).toBe(503);
        expect(error.messageKey).toBe('errors.serviceUnavailable');
        expect(error.headers).toEqual({ 'retry-after': String(RETRY_AFTER_SECONDS) });
      }
      await store.close();
    });

    it('lets reads through unthrottled, warning once per outage', async () => {
      const { store, state } = breakable();
      const log = pino({ level: 'silent' });
      const warn = vi.spyOn(log, 'warn');
      const info = vi.spyOn(log, 'info');
      const limiter = new RateLimiter(
        store,
        { ...RATE_LIMITS, calendarFeedsPerIp: { ...RATE_LIMITS.calendarFeedsPerIp, max: 1 } },
        log,
      );
      state.down = true;
      for (let i = 0; i < 5; i++) await limiter.consume('calendarFeedsPerIp', '1.2.3.4');
      await limiter.consume('calendarFeedPerToken', 'feed');
      await limiter.consume('dataExportDownloadsPerIp', '1.2.3.4');
      expect(warn).toHaveBeenCalledTimes(1);
      state.down = false;
      await limiter.consume('calendarFeedsPerIp', '1.2.3.4');
      expect(info).toHaveBeenCalledWith('rate-limit store reachable again');
      // Counting again: the second fetch of the window is over the budget.
      expect((await rejection(limiter.consume('calendarFeedsPerIp', '1.2.3.4'))).statusCode).toBe(429);
      state.down = true;
      await limiter.consume('calendarFeedsPerIp', '1.2.3.4');
      expect(warn).toHaveBeenCalledTimes(2);
      await store.close();
    });

    it('answers at once while one request asks a store that does not answer whether it is back', async () => {
      const { store, state, answer } = breakable();
      const limiter = new RateLimiter(store, RATE_LIMITS, silent);
      state.down = true;
      expect((await rejection(limiter.consume('loginFailures', 'k'))).statusCode).toBe(503);
      state.hung = true;
      const probe = limiter.consume('loginFailures', 'k').catch((error: unknown) => error);
      // Settled before the probe is: no waiting behind it.
      expect((await rejection(limiter.consume('loginFailures', 'k'))).statusCode).toBe(503);
      await limiter.consume('calendarFeedsPerIp', '1.2.3.4');
      state.down = false;
      answer();
      expect(await probe).toBeUndefined();
      await limiter.consume('loginFailures', 'k');
      await store.close();
    });

    it('never fails a request for an attempt it could not give back or clear', async () => {
      const { store, state } = breakable();
      const limiter = new RateLimiter(store, RATE_LIMITS, silent);
      await limiter.consume('paymentDeclines', 'user');
      state.down = true;
      await limiter.release('paymentDeclines', 'user');
      await limiter.reset('loginFailures', 'a@b.co|1.2.3.4');
      await store.close();
    });

    it('has a policy for every limit', () => {
      for (const limit of Object.values(RATE_LIMITS))
        expect(['refuse', 'allow']).toContain(limit.whenStoreDown);
      const allowed = Object.entries(RATE_LIMITS).filter(([, limit]) => limit.whenStoreDown === 'allow');
      expect(allowed.map(([name]) => name).sort()).toEqual([
        'calendarFeedPerToken',
        'calendarFeedsPerIp',
        'dataExportDownloadsPerIp',
      ]);
    });
  });

  it('takes other figures for a limit, keeping its policy for a store outage', () => {
    const limits = withFigures({ calendarFeedsPerIp: { max: 2, windowMs: 1_000, per: 'IP' } });
    expect(limits.calendarFeedsPerIp).toEqual({ max: 2, windowMs: 1_000, per: 'IP', whenStoreDown: 'allow' });
    expect(limits.loginFailures).toBe(RATE_LIMITS.loginFailures);
  });
});

const redisUrl = await findRedis();
/** A prefix of this run only; every key under it is deleted afterwards. */
const prefix = `portal-test-${randomBytes(6).toString('hex')}:`;

describe.runIf(redisUrl)('RedisRateLimitStore (REDIS_URL)', () => {
  const url = redisUrl ?? '';
  const stores: RedisRateLimitStore[] = [];
  const connect = async () => {
    const store = await RedisRateLimitStore.connect(url, prefix, () => {});
    stores.push(store);
    return store;
  };

  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    const redis = new Redis(url);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('shares one counter between instances, under the key prefix', async () => {
    const [a, b] = [await connect(), await connect()];
    expect(await a.get('shared')).toBeNull();
    expect((await a.increment('shared', 60_000)).count).toBe(1);
    expect((await b.increment('shared', 60_000)).count).toBe(2);
    const counter = await a.get('shared');
    expect(counter?.count).toBe(2);
    expect(counter?.resetInMs).toBeGreaterThan(59_000);
    const redis = new Redis(url);
    expect(await redis.get(`${prefix}shared`)).toBe('2');
    await redis.quit();
    await b.reset('shared');
    expect(await a.get('shared')).toBeNull();
  });

  it('gives a hit back without creating a key or going below zero', async () => {
    const store = await connect();
    await store.decrement('absent');
    expect(await store.get('absent')).toBeNull();
    await store.increment('taken', 60_000);
    await store.increment('taken', 60_000);
    await store.decrement('taken');
    expect((await store.get('taken'))?.count).toBe(1);
    await store.decrement('taken');
    await store.decrement('taken');
    expect((await store.get('taken'))?.count).toBe(0);
  });

  it('starts a new window when the old one ends', async () => {
    const store = await connect();
    await store.increment('short', 150);
    await store.increment('short', 150);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await store.get('short')).toBeNull();
    expect((await store.increment('short', 150)).count).toBe(1);
  });

  it('throttles failed sign-ins across two servers sharing the Redis', async () => {
    const env = { REDIS_URL: url, REDIS_KEY_PREFIX: prefix };
    const [one, two] = await Promise.all([buildTestApp(env), buildTestApp(env)]);
    try {
      const attempt = (app: typeof one) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'shared-counter@example.com', password: 'wrong-password1' },
        });
      for (let i = 0; i < RATE_LIMITS.loginFailures.max; i++) {
        expect((await attempt(i % 2 === 0 ? one : two)).statusCode).toBe(422);
      }
      const blocked = await attempt(two);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await attempt(one)).statusCode).toBe(429);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

describe('a wrong REDIS_URL', () => {
  it('stops the server at start with a clear message', async () => {
    await expect(RedisRateLimitStore.connect('redis://127.0.0.1:1', prefix, () => {})).rejects.toThrow(
      /^cannot connect to the Redis of REDIS_URL/,
    );
  });
});
