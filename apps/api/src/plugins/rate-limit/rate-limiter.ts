import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, tooManyRequests } from '../errors.ts';
import type { TMessageKey } from '../i18n/messages.ts';
import type { TLimitName, TLimits } from './limits.ts';
import type { TCounter, TRateLimitStore } from './rate-limit-store.ts';

/** What a throttled person reads for each limit. */
const MESSAGES: Record<TLimitName, TMessageKey> = {
  loginFailures: 'auth.tooManyLoginAttempts',
  forgotPassword: 'auth.tooManyResetRequests',
  verificationSends: 'verification.tooManySends',
  authRoutesPerIp: 'errors.tooManyRequests',
  contactMessages: 'contact.tooManyMessages',
  demoBookings: 'appointments.tooManyBookings',
};

/**
 * Applies the limits of limits.ts. A key names what is counted (`e-mail|ip`, a user id) and is
 * hashed, so no e-mail address or IP sits in Redis. When the store fails (Redis down) the
 * request is answered 503 rather than let through unthrottled.
 */
export class RateLimiter {
  constructor(
    private readonly store: TRateLimitStore,
    readonly limits: TLimits,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Counts one request; 429 with Retry-After once the window's budget is spent. */
  async consume(name: TLimitName, key: string): Promise<void> {
    const counter = await this.#call(() =>
      this.store.increment(this.#key(name, key), this.limits[name].windowMs),
    );
    if (counter.count > this.limits[name].max) throw tooManyRequests(counter.resetInMs, MESSAGES[name]);
  }

  /** 429 when the budget is already spent, without counting (failed logins: check first, count failures). */
  async assertAvailable(name: TLimitName, key: string): Promise<void> {
    const counter = await this.#call(() => this.store.get(this.#key(name, key)));
    if (counter && counter.count >= this.limits[name].max) {
      throw tooManyRequests(counter.resetInMs, MESSAGES[name]);
    }
  }

  /** Counts one event (a failed login) without refusing anything. */
  async record(name: TLimitName, key: string): Promise<TCounter> {
    return this.#call(() => this.store.increment(this.#key(name, key), this.limits[name].windowMs));
  }

  async reset(name: TLimitName, key: string): Promise<void> {
    await this.#call(() => this.store.reset(this.#key(name, key)));
  }

  #key(name: TLimitName, key: string): string {
    return `rl:${name}:${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
  }

  async #call<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      this.log.error({ err: error }, 'rate-limit store unavailable');
      throw new HttpError(503, 'errors.serviceUnavailable');
    }
  }
}
