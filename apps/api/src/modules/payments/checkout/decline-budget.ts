import type { FastifyInstance } from 'fastify';
import type { TAuth } from '../../../plugins/auth/access-tokens.ts';
import { recordAudit } from '../../../plugins/record-audit.ts';
import { recordSecurityEvent } from '../../../plugins/record-security-event.ts';

type TBudgetApp = Pick<FastifyInstance, 'db' | 'now' | 'log' | 'rateLimiter'>;

/**
 * The declined-payment budget of one attempt: the payer's, the company's and the IP's counters
 * (RATE_LIMITS.paymentDeclines). `reserve` takes one of each before the card is charged, so
 * parallel attempts cannot pass together; `release` gives them back once the payment is not a
 * decline. When one trips, the security log and the company's audit log (which its staff see)
 * say so.
 */
export function declineBudget(app: TBudgetApp, auth: TAuth, accountId: number, ip: string) {
  const counters = { user: `user:${auth.user.id}`, company: `account:${accountId}`, ip: `ip:${ip}` };
  const keys = Object.values(counters);
  const counterOf = (key: string) =>
    (Object.keys(counters) as (keyof typeof counters)[]).find((name) => counters[name] === key) ?? 'user';

  async function reportTrip(key: string): Promise<void> {
    const { max, windowMs } = app.rateLimiter.limits.paymentDeclines;
    const counter = counterOf(key);
    await recordSecurityEvent(app, {
      type: 'budget_tripped',
      userId: auth.user.id,
      accountId,
      ip,
      detail: { budget: 'paymentDeclines', counter },
    });
    await recordAudit(app.db, {
      actorId: auth.user.id,
      action: 'account.payments_paused',
      subjectType: 'account',
      subjectId: accountId,
      accountId,
      after: { counter, declines: max, minutes: windowMs / 60_000 },
    });
  }

  return {
    reserve: () => app.rateLimiter.consumeEach('paymentDeclines', keys, reportTrip),
    release: () => Promise.all(keys.map((key) => app.rateLimiter.release('paymentDeclines', key))),
  };
}
