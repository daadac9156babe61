import { Redis } from 'ioredis';
import { z } from 'zod';
import type { TCounter, TRateLimitStore } from './rate-limit-store.ts';

/**
 * INCR and, on the first hit, PEXPIRE in one atomic step (a script), then the time left. Works
 * on every Redis version (no `PEXPIRE ... NX`), and two instances can never both start a window.
 */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** The count and the time left, or nil when no window is running. */
const GET_SCRIPT = `
local count = redis.call('GET', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if not count or ttl < 0 then return nil end
return {tonumber(count), ttl}
`;

/** DECR only a running window, and never below zero (a missing key is not created). */
const DECREMENT_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]))
if count and count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

const ZReply = z.tuple([z.number(), z.number()]);

/** Counters shared by every instance through Redis (REDIS_URL), under REDIS_KEY_PREFIX. */
export class RedisRateLimitStore implements TRateLimitStore {
  private constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /**
   * Connects before the server starts answering, so a wrong REDIS_URL fails at start. Once
   * connected, a lost connection is retried until Redis is back; `onError` hears of the first
   * error of each outage.
   */
  static async connect(
    url: string,
    prefix: string,
    onError: (error: Error) => void,
  ): Promise<RedisRateLimitStore> {
    const redis = new Redis(url, {
      lazyConnect: true,
      // A refused or unknown host fails at once; this bounds only an answerless one. Not tighter: the
      // timer runs on the event loop, and a start that is migrating the database (or a loaded
      // machine) kept it busy past 2 s, which failed a healthy Redis (seen in CI).
      connectTimeout: 10_000,
      // No INFO round trip before `ready`: it ran under the 1 s command timeout below, whose timer
      // fired before the answer was read when a migrating start held the event loop, and closed a
      // healthy connection at start ("Connection is closed", seen in CI). The counters need no
      // loaded dataset, and a command still fails at once while Redis is away.
      enableReadyCheck: false,
      // While Redis is down a command fails at once instead of waiting in a queue (see limits.ts
      // for what each limit then does); one in flight when the connection drops fails with it.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // A Redis that stops answering without closing the connection fails a command after this.
      commandTimeout: 1_000,
      // Tries again for ever, at most 2 s apart, so the counters are back soon after Redis is.
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    let reported = false;
    redis.on('error', (error: Error) => {
      if (reported) return;
      reported = true;
      onError(error);
    });
    redis.on('ready', () => {
      reported = false;
    });
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`cannot connect to the Redis of REDIS_URL: ${reason}`, { cause: error });
    }
    return new RedisRateLimitStore(redis, prefix);
  }

  async increment(key: string, windowMs: number): Promise<TCounter> {
    const reply = await this.redis.eval(INCREMENT_SCRIPT, 1, this.prefix + key, windowMs);
    const [count, ttl] = ZReply.parse(reply);
    return { count, resetInMs: ttl };
  }

  async get(key: string): Promise<TCounter | null> {
    const reply = await this.redis.eval(GET_SCRIPT, 1, this.prefix + key);
    if (reply === null) return null;
    const [count, ttl] = ZReply.parse(reply);
    return { count, resetInMs: ttl };
  }

  async decrement(key: string): Promise<void> {
    await this.redis.eval(DECREMENT_SCRIPT, 1, this.prefix + key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
