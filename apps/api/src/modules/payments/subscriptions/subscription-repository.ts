import { LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import type { TSubscriptionStatus } from '@portal/contracts/payments/subscriptions';
import { and, asc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { productTranslations } from '../../../db/schema/products.ts';
import { storedCards, subscriptions } from '../../../db/schema/subscriptions.ts';
import type { TDatabase } from '../../../plugins/db/database.ts';
import type { TStoredCardRow } from './card-repository.ts';

/** The `subscriptions` table: one live subscription per company and line. */

export type TSubscriptionRow = typeof subscriptions.$inferSelect;

/** A company's subscriptions, oldest first, each with its card on file and its packet's name. */
export async function findSubscriptions(
  db: TDatabase,
  accountId: number,
  language: TLanguage,
): Promise<(TSubscriptionRow & { productName: string; card: TStoredCardRow | null })[]> {
  const rows = await db
    .select({ subscription: subscriptions, productName: productTranslations.name, card: storedCards })
    .from(subscriptions)
    .innerJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, subscriptions.productId),
        eq(productTranslations.languageId, LANGUAGE_IDS[language]),
      ),
    )
    .leftJoin(storedCards, eq(storedCards.id, subscriptions.cardId))
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(asc(subscriptions.id));
  return rows.map((row) => ({ ...row.subscription, productName: row.productName, card: row.card }));
}

export async function findSubscription(
  db: TDatabase,
  accountId: number,
  subscriptionId: number,
): Promise<TSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.accountId, accountId)));
  return row ?? null;
}

export async function findSubscriptionById(db: TDatabase, id: number): Promise<TSubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row ?? null;
}

/** The company's subscription of one line that has not ended, if any. */
export async function findLiveSubscription(
  db: TDatabase,
  accountId: number,
  brandId: number,
): Promise<TSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.accountId, accountId),
        eq(subscriptions.brandId, brandId),
        ne(subscriptions.status, 'cancelled'),
      ),
    );
  return row ?? null;
}

/** The company's subscriptions that have not ended. */
export async function findLiveSubscriptionsOf(db: TDatabase, accountId: number): Promise<TSubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), ne(subscriptions.status, 'cancelled')));
}

/** A packet's first payment: its subscription, active for the period paid; answers its id. */
export async function insertSubscription(
  tx: TDatabase,
  input: {
    accountId: number;
    productId: number;
    brandId: number;
    periodStart: Date;
    periodEnd: Date;
    renewalDay: number;
    cardId: number | null;
  },
): Promise<number> {
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      accountId: input.accountId,
      productId: input.productId,
      brandId: input.brandId,
      status: 'active',
      currentPeriodStart: input.periodStart,
      currentPeriodEnd: input.periodEnd,
      renewalDay: input.renewalDay,
      nextPaymentAt: input.periodEnd,
      cardId: input.cardId,
    })
    .returning({ id: subscriptions.id });
  if (!subscription) throw new Error('Could not start the subscription');
  return subscription.id;
}

/** Subscriptions whose next charge (a renewal or a dunning retry) has come, oldest first. */
export async function findDueSubscriptions(
  db: TDatabase,
  now: Date,
  limit: number,
): Promise<TSubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        isNotNull(subscriptions.nextPaymentAt),
        lte(subscriptions.nextPaymentAt, now),
        inArray(subscriptions.status, ['active', 'payment_due']),
      ),
    )
    .orderBy(asc(subscriptions.nextPaymentAt), asc(subscriptions.id))
    .limit(limit);
}

/**
 * Claims a due subscription for one worker: moves its next charge to `leaseUntil` only if it is
 * still the one that worker read. Another worker (or instance) that read the same row gets null.
 * A worker that dies holding it leaves the lease to run out, and the renewal is tried again.
 */
export async function leaseRenewal(
  db: TDatabase,
  subscription: TSubscriptionRow,
  leaseUntil: Date,
): Promise<boolean> {
  if (!subscription.nextPaymentAt) return false;
  const rows = await db
    .update(subscriptions)
    .set({ nextPaymentAt: leaseUntil })
    .where(
      and(
        eq(subscriptions.id, subscription.id),
        // Compared to the millisecond a JavaScript Date holds: a time written by SQL (now(), a
        // backfill) keeps microseconds, and would never equal the value read back otherwise.
        sql`date_trunc('milliseconds', ${subscriptions.nextPaymentAt}) = ${subscription.nextPaymentAt}`,
        inArray(subscriptions.status, ['active', 'payment_due']),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length === 1;
}

/** A period paid: the subscription is active for it (and charges next at its end, unless it is cancelled by then). */
export async function markPeriodPaid(
  tx: TDatabase,
  subscription: TSubscriptionRow,
  period: { start: Date; end: Date; cardId?: number },
): Promise<void> {
  // A cancellation waiting for the end of this period: no charge after it.
  const cancelAt = subscription.cancelAt;
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      nextPaymentAt: cancelAt && cancelAt <= period.end ? null : period.end,
      paymentDueSince: null,
      suspendedAt: null,
      ...(period.cardId !== undefined ? { cardId: period.cardId } : {}),
    })
    .where(eq(subscriptions.id, subscription.id));
}

/** A refused renewal: the subscription's dunning state and its next try. */
export async function setDunningState(
  tx: TDatabase,
  subscriptionId: number,
  state: { status: TSubscriptionStatus; paymentDueSince: Date | null; nextPaymentAt: Date | null },
): Promise<void> {
  await tx.update(subscriptions).set(state).where(eq(subscriptions.id, subscriptionId));
}

/** Unpaid subscriptions whose time is up: suspended, once (answers those that this call suspended). */
export async function suspendOverdue(db: TDatabase, dueBefore: Date, now: Date): Promise<TSubscriptionRow[]> {
  return db
    .update(subscriptions)
    .set({ status: 'suspended', suspendedAt: now, nextPaymentAt: null })
    .where(and(eq(subscriptions.status, 'payment_due'), lte(subscriptions.paymentDueSince, dueBefore)))
    .returning();
}

/** Cancellations whose day has come: those subscriptions end (answers them). */
export async function endDueCancellations(tx: TDatabase, now: Date): Promise<TSubscriptionRow[]> {
  return tx
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: sql`${subscriptions.cancelAt}`, nextPaymentAt: null })
    .where(
      and(
        isNotNull(subscriptions.cancelAt),
        lte(subscriptions.cancelAt, now),
        ne(subscriptions.status, 'cancelled'),
      ),
    )
    .returning();
}

/** Ends a subscription now. */
export async function markEndedNow(tx: TDatabase, subscriptionId: number, now: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: now, cancelAt: now, nextPaymentAt: null })
    .where(eq(subscriptions.id, subscriptionId));
}

/** Sets or clears a pending cancellation; only while the subscription has not ended. */
export async function setCancelAt(
  db: TDatabase,
  subscriptionId: number,
  cancelAt: Date | null,
  nextPaymentAt: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ cancelAt, nextPaymentAt })
    .where(and(eq(subscriptions.id, subscriptionId), ne(subscriptions.status, 'cancelled')))
    .returning({ id: subscriptions.id });
  return rows.length === 1;
}

/** The packet the next period renews with (null: the current one). */
export async function setNextProduct(tx: TDatabase, subscriptionId: number, productId: number | null) {
  await tx
    .update(subscriptions)
    .set({ nextProductId: productId })
    .where(eq(subscriptions.id, subscriptionId));
}

/** The chosen packet becomes the one renewed; answers the subscription as it is now. */
export async function switchPacket(
  tx: TDatabase,
  subscriptionId: number,
  productId: number,
): Promise<TSubscriptionRow | null> {
  const [updated] = await tx
    .update(subscriptions)
    .set({ productId, nextProductId: null })
    .where(eq(subscriptions.id, subscriptionId))
    .returning();
  return updated ?? null;
}

export async function useCard(tx: TDatabase, subscriptionId: number, cardId: number): Promise<void> {
  await tx.update(subscriptions).set({ cardId }).where(eq(subscriptions.id, subscriptionId));
}
