import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.ts';
import { HttpError } from '../errors.ts';
import { RATE_LIMITS } from './limits.ts';
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

  it('answers 503 when its store fails, instead of letting requests through unthrottled', async () => {
    const broken: TRateLimitStore = {
      increment: () => Promise.reject(new Error('connection refused')),
      get: () => Promise.reject(new Error('connection refused')),
      decrement: () => Promise.reject(new Error('connection refused')),
      reset: () => Promise.reject(new Error('connection refused')),
      ping: () => Promise.reject(new Error('connection refused')),
      close: () => Promise.resolve(),
    };
    const limiter = new RateLimiter(broken, RATE_LIMITS, silent);
    const error = await rejection(limiter.consume('authRoutesPerIp', '1.2.3.4'));
    expect(error.statusCode).toBe(503);
    expect(error.messageKey).toBe('errors.serviceUnavailable');
  });
});

/** REDIS_URL or TEST_REDIS_URL, else a Redis answering on 127.0.0.1:6379, else none (the tests are skipped). */
async function findRedis(): Promise<string | null> {
  const configured = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
  if (configured) return configured;
  const reachable = await new Promise<boolean>((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(300, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(6379, '127.0.0.1', () => done(true));
  });
  return reachable ? 'redis://127.0.0.1:6379' : null;
}

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
