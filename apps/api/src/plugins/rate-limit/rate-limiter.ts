import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, tooManyRequests } from '../errors.ts';
import type { TMessageKey } from '../i18n/messages.ts';
import type { TLimitName, TLimits } from './limits.ts';
import type { TRateLimitStore } from './rate-limit-store.ts';

/** What a throttled person reads for each limit. */
const MESSAGES: Record<TLimitName, TMessageKey> = {
  loginFailures: 'auth.tooManyLoginAttempts',
  loginPerAccount: 'auth.tooManyLoginAttempts',
  forgotPassword: 'auth.tooManyResetRequests',
  currentPasswordChecks: 'users.tooManyPasswordChecks',
  twoFactorAttempts: 'auth.tooManyTwoFactorAttempts',
  verificationSends: 'verification.tooManySends',
  authRoutesPerIp: 'errors.tooManyRequests',
  smsPerPhone: 'verification.tooManySms',
  smsPerIp: 'verification.tooManySms',
  paymentDeclines: 'payments.tooManyDeclines',
  contactMessages: 'contact.tooManyMessages',
  demoBookings: 'appointments.tooManyBookings',
  calendarFeedsPerIp: 'errors.tooManyRequests',
  calendarFeedPerToken: 'errors.tooManyRequests',
  dataExports: 'errors.tooManyRequests',
  dataExportDownloadsPerIp: 'errors.tooManyRequests',
  teamInvitations: 'team.tooManyInvitations',
  boothContacts: 'network.booths.tooManyContacts',
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

  /**
   * Counts one attempt before the work it guards, so parallel attempts cannot pass the budget
   * together; 429 with Retry-After once the window's budget is spent. `onTrip` runs once per
   * window, on the first refused attempt (a mail to the owner, a note for staff).
   */
  async consume(name: TLimitName, key: string, onTrip?: () => Promise<void>): Promise<void> {
    const counter = await this.#call(() =>
      this.store.increment(this.#key(name, key), this.limits[name].windowMs),
    );
    const { max } = this.limits[name];
    if (counter.count <= max) return;
    if (counter.count === max + 1 && onTrip) {
      try {
        await onTrip();
      } catch (error) {
        this.log.error({ err: error, limit: name }, 'could not report a tripped budget');
      }
    }
    throw tooManyRequests(counter.resetInMs, MESSAGES[name]);
  }

  /**
   * `consume` for several counters of one limit (a user's, a company's, an IP's): all count, or
   * none does; the first one spent answers 429 and gives the others' attempt back.
   */
  async consumeEach(
    name: TLimitName,
    keys: readonly string[],
    onTrip?: (key: string) => Promise<void>,
  ): Promise<void> {
    const taken: string[] = [];
    try {
      for (const key of keys) {
        await this.consume(name, key, onTrip && (() => onTrip(key)));
        taken.push(key);
      }
    } catch (error) {
      await Promise.all(taken.map((key) => this.release(name, key)));
      throw error;
    }
  }

  /** Gives one counted attempt back (a payment that went through is not a decline). */
  async release(name: TLimitName, key: string): Promise<void> {
    await this.#call(() => this.store.decrement(this.#key(name, key)));
  }

  async reset(name: TLimitName, key: string): Promise<void> {
    await this.#call(() => this.store.reset(this.#key(name, key)));
  }

  /** Reaches the store, unguarded: readiness wants the failure itself. */
  async ping(): Promise<void> {
    await this.store.ping();
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
