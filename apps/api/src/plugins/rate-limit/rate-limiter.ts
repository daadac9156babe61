import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { serviceUnavailable, tooManyRequests } from '../errors.ts';
import type { TMessageKey } from '../i18n/messages.ts';
import type { TLimitName, TLimits } from './limits.ts';
import type { TCounter, TRateLimitStore } from './rate-limit-store.ts';

/** What a throttled person reads for each limit. */
const MESSAGES: Record<TLimitName, TMessageKey> = {
  loginFailures: 'auth.tooManyLoginAttempts',
  loginPerAccount: 'auth.tooManyLoginAttempts',
  forgotPassword: 'auth.tooManyResetRequests',
  // Never shown: a spent budget of these notices is silence (address-taken-notice.ts).
  addressTakenNotices: 'errors.tooManyRequests',
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
  invoiceRemindersPerInvoice: 'salesInvoices.reminderTooSoon',
  invoiceRemindersPerCompany: 'salesInvoices.tooManyReminders',
  einvoiceSendsPerCompany: 'salesInvoices.tooManySends',
  boothContacts: 'network.booths.tooManyContacts',
};

/**
 * Applies the limits of limits.ts. A key names what is counted (`e-mail|ip`, a user id) and is
 * hashed, so no e-mail address or IP sits in Redis. When the store fails (Redis down) each limit
 * does as limits.ts says (`whenStoreDown`): 503 with Retry-After, or through unthrottled.
 */
export class RateLimiter {
  /** Set from the first failure until the store answers again: one log line per outage, not per request. */
  #storeDown = false;
  /** A request is asking the store whether it is back. */
  #probing = false;

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
    const counter = await this.#count(name, key);
    if (!counter) return;
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

  /**
   * Gives one counted attempt back (a payment that went through is not a decline). Like `reset`,
   * it never fails the request when the store is down: at worst the attempt stays counted.
   */
  async release(name: TLimitName, key: string): Promise<void> {
    await this.#tryStore(() => this.store.decrement(this.#key(name, key)));
  }

  async reset(name: TLimitName, key: string): Promise<void> {
    await this.#tryStore(() => this.store.reset(this.#key(name, key)));
  }

  /** Reaches the store, unguarded: readiness wants the failure itself. */
  async ping(): Promise<void> {
    await this.store.ping();
  }

  #key(name: TLimitName, key: string): string {
    return `rl:${name}:${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
  }

  /** The window's count with this attempt; null when the store is down and the limit lets it through. */
  async #count(name: TLimitName, key: string): Promise<TCounter | null> {
    const limit = this.limits[name];
    const counter = await this.#tryStore(() => this.store.increment(this.#key(name, key), limit.windowMs));
    if (counter) return counter;
    if (limit.whenStoreDown === 'allow') return null;
    throw serviceUnavailable('errors.serviceUnavailable');
  }

  /**
   * The operation's result, or null when the store failed (logged once per outage). While it is
   * down one request at a time asks it again; the others don't wait for a store that may take
   * its command timeout to fail, and are answered at once as if it had.
   */
  async #tryStore<T>(operation: () => Promise<T>): Promise<T | null> {
    const probe = this.#storeDown;
    if (probe && this.#probing) return null;
    if (probe) this.#probing = true;
    try {
      const result = await operation();
      if (this.#storeDown) {
        this.#storeDown = false;
        this.log.info('rate-limit store reachable again');
      }
      return result;
    } catch (error) {
      if (!this.#storeDown) {
        this.#storeDown = true;
        this.log.warn(
          { err: error },
          'rate-limit store unavailable: refusing what guards sign-in, payments and messages, letting reads through',
        );
      }
      return null;
    } finally {
      if (probe) this.#probing = false;
    }
  }
}
