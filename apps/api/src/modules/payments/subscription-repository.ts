import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import type { TPaymentDeclineCode } from '@portal/contracts/payments/payment-schemas';
import type { TSubscriptionStatus } from '@portal/contracts/payments/subscriptions';
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { accountProducts, creditNotes, invoices, payments } from '../../db/schema/payments.ts';
import { products, productTranslations } from '../../db/schema/products.ts';
import {
  cardChallenges,
  storedCards,
  subscriptionCharges,
  subscriptions,
} from '../../db/schema/subscriptions.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { moveLineTo } from '../accounts/product-lines.ts';

export type TSubscriptionRow = typeof subscriptions.$inferSelect;
export type TStoredCardRow = typeof storedCards.$inferSelect;
export type TChargeRow = typeof subscriptionCharges.$inferSelect;

/** The card as the provider keeps it: its token and what the customer recognises it by. */
export type TCardToKeep = Pick<
  TStoredCardRow,
  'provider' | 'token' | 'brand' | 'last4' | 'expireMonth' | 'expireYear'
>;

export type TNewSubscription = {
  productId: number;
  brandId: number;
  periodStart: Date;
  periodEnd: Date;
  /** What the first payment charged, KDV included. */
  amount: number;
  card: TCardToKeep | null;
  addedBy: number | null;
};

/** Keeps a card for an account; answers its id. */
export async function insertStoredCard(
  tx: TDatabase,
  accountId: number,
  card: TCardToKeep,
  addedBy: number | null,
): Promise<number> {
  const [row] = await tx
    .insert(storedCards)
    .values({ accountId, ...card, addedBy })
    .returning({ id: storedCards.id });
  if (!row) throw new Error('Could not keep the card');
  return row.id;
}

/**
 * A packet's first payment starts its subscription: the kept card, the subscription for the
 * period paid, and that period's charge (so the charges list starts with the first payment).
 */
export async function startSubscription(
  tx: TDatabase,
  input: TNewSubscription & { accountId: number; paymentId: number },
): Promise<void> {
  const cardId = input.card ? await insertStoredCard(tx, input.accountId, input.card, input.addedBy) : null;
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      accountId: input.accountId,
      productId: input.productId,
      brandId: input.brandId,
      status: 'active',
      currentPeriodStart: input.periodStart,
      currentPeriodEnd: input.periodEnd,
      nextPaymentAt: input.periodEnd,
      cardId,
    })
    .returning({ id: subscriptions.id });
  if (!subscription) throw new Error('Could not start the subscription');
  await tx.insert(subscriptionCharges).values({
    subscriptionId: subscription.id,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    status: 'succeeded',
    amount: input.amount,
    paymentId: input.paymentId,
    chargedAt: input.periodStart,
  });
}

/** A company's subscriptions, oldest first, each with its card on file. */
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

export type TChargeWithInvoice = TChargeRow & {
  invoiceId: number | null;
  invoiceNumber: string | null;
  invoiceTotal: number | null;
  creditNoteId: number | null;
  creditNoteNumber: string | null;
};

/** The charges of some subscriptions, newest period first, with the invoice (and credit note) of each paid one. */
export async function findCharges(
  db: TDatabase,
  subscriptionIds: readonly number[],
): Promise<TChargeWithInvoice[]> {
  if (subscriptionIds.length === 0) return [];
  const rows = await db
    .select({
      charge: subscriptionCharges,
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
      invoiceTotal: invoices.total,
      creditNoteId: creditNotes.id,
      creditNoteNumber: creditNotes.number,
    })
    .from(subscriptionCharges)
    .leftJoin(invoices, eq(invoices.paymentId, subscriptionCharges.paymentId))
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
    .where(inArray(subscriptionCharges.subscriptionId, [...subscriptionIds]))
    .orderBy(sql`${subscriptionCharges.periodStart} desc`, sql`${subscriptionCharges.id} desc`);
  return rows.map(({ charge, ...invoice }) => ({ ...charge, ...invoice }));
}

export type TRenewalLine = { productId: number; packetId: number; description: string; unitPrice: number };

/**
 * What each packet renews: the packet and its monthly add-ons the company still holds, at the
 * price they were bought for, named in `language`. One query for every packet asked.
 */
export async function findRenewalLines(
  db: TDatabase,
  accountId: number,
  packetIds: readonly number[],
  language: TLanguage,
): Promise<TRenewalLine[]> {
  if (packetIds.length === 0) return [];
  const rows = await db
    .select({
      productId: accountProducts.productId,
      parentId: products.parentId,
      description: productTranslations.name,
      unitPrice: accountProducts.price,
    })
    .from(accountProducts)
    .innerJoin(products, eq(products.id, accountProducts.productId))
    .innerJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, accountProducts.productId),
        eq(productTranslations.languageId, LANGUAGE_IDS[language]),
      ),
    )
    .where(
      and(
        eq(accountProducts.accountId, accountId),
        isNull(accountProducts.removedAt),
        isNotNull(accountProducts.nextPaymentAt),
        or(inArray(accountProducts.productId, [...packetIds]), inArray(products.parentId, [...packetIds])),
      ),
    )
    .orderBy(asc(accountProducts.id));
  return rows.map((row) => ({
    productId: row.productId,
    packetId: row.parentId ?? row.productId,
    description: row.description,
    unitPrice: row.unitPrice,
  }));
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

/** A charge held for longer than this (its worker died) may be claimed again. */
const STALE_CHARGE_MS = 60 * 60 * 1000;

/**
 * Claims the charge of one period: the first attempt inserts it, a retry takes back a refused one
 * (a stale held one keeps its attempt number, so the provider's key stays the same). Null when
 * the period is paid or another worker holds it: the unique key (subscription, period) is what
 * makes a period charged once.
 */
export async function claimCharge(
  db: TDatabase,
  input: { subscriptionId: number; periodStart: Date; periodEnd: Date; amount: number; now: Date },
): Promise<TChargeRow | null> {
  const [inserted] = await db
    .insert(subscriptionCharges)
    .values({ ...input, status: 'pending', attempts: 1, chargedAt: input.now })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const [retried] = await db
    .update(subscriptionCharges)
    .set({
      status: 'pending',
      attempts: sql`case when ${subscriptionCharges.status} = 'failed' then ${subscriptionCharges.attempts} + 1 else ${subscriptionCharges.attempts} end`,
      amount: input.amount,
      chargedAt: input.now,
    })
    .where(
      and(
        eq(subscriptionCharges.subscriptionId, input.subscriptionId),
        eq(subscriptionCharges.periodStart, input.periodStart),
        or(
          eq(subscriptionCharges.status, 'failed'),
          and(
            eq(subscriptionCharges.status, 'pending'),
            lte(subscriptionCharges.chargedAt, new Date(input.now.getTime() - STALE_CHARGE_MS)),
          ),
        ),
      ),
    )
    .returning();
  return retried ?? null;
}

/** The charge of one period, if any (the pay-now path settles it). */
export async function findCharge(
  db: TDatabase,
  subscriptionId: number,
  periodStart: Date,
): Promise<TChargeRow | null> {
  const [row] = await db
    .select()
    .from(subscriptionCharges)
    .where(
      and(
        eq(subscriptionCharges.subscriptionId, subscriptionId),
        eq(subscriptionCharges.periodStart, periodStart),
      ),
    );
  return row ?? null;
}

/** A paid renewal (or a due one paid in the modal): the charge, the period moved on, the line active again. */
export async function recordPaidPeriod(
  tx: TDatabase,
  input: {
    subscription: TSubscriptionRow;
    chargeId: number | null;
    periodStart: Date;
    periodEnd: Date;
    amount: number;
    paymentId: number;
    now: Date;
    cardId?: number;
    packetIds: readonly number[];
  },
): Promise<void> {
  if (input.chargeId === null) {
    await tx
      .insert(subscriptionCharges)
      .values({
        subscriptionId: input.subscription.id,
        periodStart: input.periodStart,
        periodEnd: input.periodEnd,
        status: 'succeeded',
        amount: input.amount,
        paymentId: input.paymentId,
        chargedAt: input.now,
      })
      .onConflictDoUpdate({
        target: [subscriptionCharges.subscriptionId, subscriptionCharges.periodStart],
        set: { status: 'succeeded', paymentId: input.paymentId, failureCode: null, chargedAt: input.now },
      });
  } else {
    await tx
      .update(subscriptionCharges)
      .set({ status: 'succeeded', paymentId: input.paymentId, failureCode: null })
      .where(eq(subscriptionCharges.id, input.chargeId));
  }
  // A cancellation waiting for the end of this period: no charge after it.
  const cancelAt = input.subscription.cancelAt;
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      currentPeriodStart: input.periodStart,
      currentPeriodEnd: input.periodEnd,
      nextPaymentAt: cancelAt && cancelAt <= input.periodEnd ? null : input.periodEnd,
      paymentDueSince: null,
      suspendedAt: null,
      ...(input.cardId !== undefined ? { cardId: input.cardId } : {}),
    })
    .where(eq(subscriptions.id, input.subscription.id));
  await moveNextPayment(tx, input.subscription.accountId, input.packetIds, input.periodEnd);
}

/** The held monthly lines show the next charge too (the customer dashboard reads them). */
async function moveNextPayment(tx: TDatabase, accountId: number, packetIds: readonly number[], at: Date) {
  await tx
    .update(accountProducts)
    .set({ nextPaymentAt: at })
    .where(
      and(
        eq(accountProducts.accountId, accountId),
        isNull(accountProducts.removedAt),
        isNotNull(accountProducts.nextPaymentAt),
        or(
          inArray(accountProducts.productId, [...packetIds]),
          inArray(
            accountProducts.productId,
            tx
              .select({ id: products.id })
              .from(products)
              .where(inArray(products.parentId, [...packetIds])),
          ),
        ),
      ),
    );
}

/** A refused renewal: the charge's code, and the subscription's dunning state. */
export async function recordRefusedRenewal(
  tx: TDatabase,
  input: {
    subscriptionId: number;
    chargeId: number;
    code: TPaymentDeclineCode;
    status: TSubscriptionStatus;
    paymentDueSince: Date | null;
    nextPaymentAt: Date | null;
  },
): Promise<void> {
  await tx
    .update(subscriptionCharges)
    .set({ status: 'failed', failureCode: input.code })
    .where(eq(subscriptionCharges.id, input.chargeId));
  await tx
    .update(subscriptions)
    .set({ status: input.status, paymentDueSince: input.paymentDueSince, nextPaymentAt: input.nextPaymentAt })
    .where(eq(subscriptions.id, input.subscriptionId));
}

/** Unpaid lines whose time is up: suspended, once (answers those that this call suspended). */
export async function suspendOverdue(db: TDatabase, dueBefore: Date, now: Date): Promise<TSubscriptionRow[]> {
  return db
    .update(subscriptions)
    .set({ status: 'suspended', suspendedAt: now, nextPaymentAt: null })
    .where(and(eq(subscriptions.status, 'payment_due'), lte(subscriptions.paymentDueSince, dueBefore)))
    .returning();
}

/**
 * Cancellations whose day has come: the subscription ends and its products leave the company
 * at the end of the month last paid. Answers those it ended.
 */
export async function endCancelled(db: TDatabase, now: Date): Promise<TSubscriptionRow[]> {
  return db.transaction(async (tx) => {
    const ended = await tx
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
    for (const subscription of ended) {
      await removeLineProducts(tx, subscription, subscription.cancelAt ?? now);
    }
    return ended;
  });
}

/** Ends a subscription now (its company was rejected or closed), with its products. */
export async function endNow(tx: TDatabase, subscription: TSubscriptionRow, now: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: now, cancelAt: now, nextPaymentAt: null })
    .where(eq(subscriptions.id, subscription.id));
  await removeLineProducts(tx, subscription, now);
}

/** The subscription ended: its line is cancelled (the company's status follows) and its products leave. */
async function removeLineProducts(tx: TDatabase, subscription: TSubscriptionRow, at: Date) {
  await moveLineTo(tx, subscription.accountId, subscription.brandId, LINE_STATUSES.cancelled);
  await tx
    .update(accountProducts)
    .set({ removedAt: at })
    .where(
      and(
        eq(accountProducts.accountId, subscription.accountId),
        isNull(accountProducts.removedAt),
        or(
          eq(accountProducts.productId, subscription.productId),
          inArray(
            accountProducts.productId,
            tx
              .select({ id: products.id })
              .from(products)
              .where(eq(products.parentId, subscription.productId)),
          ),
        ),
      ),
    );
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

export async function setNextProduct(tx: TDatabase, subscriptionId: number, productId: number | null) {
  await tx
    .update(subscriptions)
    .set({ nextProductId: productId })
    .where(eq(subscriptions.id, subscriptionId));
}

/**
 * A chosen packet change, at the start of the period it applies to: the old packet (and its
 * add-ons) leave the company, the new one arrives at its catalogue price with the same next
 * charge, and the subscription renews the new one from now on. Answers the subscription as it is now.
 */
export async function switchToNextPacket(
  db: TDatabase,
  subscription: TSubscriptionRow,
  now: Date,
): Promise<TSubscriptionRow> {
  const nextProductId = subscription.nextProductId;
  if (nextProductId === null) return subscription;
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(and(eq(products.id, nextProductId), eq(products.isActive, true)));
    if (!next) {
      // The packet was withdrawn meanwhile: the current one goes on.
      await setNextProduct(tx, subscription.id, null);
      return { ...subscription, nextProductId: null };
    }
    const leaving = await tx
      .select({ id: products.id })
      .from(products)
      .where(or(eq(products.id, subscription.productId), eq(products.parentId, subscription.productId)));
    await tx
      .update(accountProducts)
      .set({ removedAt: now })
      .where(
        and(
          eq(accountProducts.accountId, subscription.accountId),
          isNull(accountProducts.removedAt),
          inArray(
            accountProducts.productId,
            leaving.map((row) => row.id),
          ),
        ),
      );
    await tx.insert(accountProducts).values({
      accountId: subscription.accountId,
      productId: next.id,
      price: next.price,
      purchasedAt: now,
      nextPaymentAt: subscription.currentPeriodEnd,
    });
    const [updated] = await tx
      .update(subscriptions)
      .set({ productId: next.id, nextProductId: null })
      .where(eq(subscriptions.id, subscription.id))
      .returning();
    return updated ?? subscription;
  });
}

export async function useCard(tx: TDatabase, subscriptionId: number, cardId: number): Promise<void> {
  await tx.update(subscriptions).set({ cardId }).where(eq(subscriptions.id, subscriptionId));
}

export async function findStoredCard(db: TDatabase, cardId: number | null): Promise<TStoredCardRow | null> {
  if (cardId === null) return null;
  const [row] = await db.select().from(storedCards).where(eq(storedCards.id, cardId));
  return row ?? null;
}

/** A renewal's payment (no payer: the portal charged the kept card). */
export async function insertRenewalPayment(
  tx: TDatabase,
  values: {
    accountId: number;
    productId: number;
    idempotencyKey: string;
    amount: number;
    provider: string;
    providerRef: string;
    cardLast4: string;
    cardBrand: string;
  },
): Promise<number> {
  const [row] = await tx
    .insert(payments)
    .values({ ...values, userId: null, kind: 'renewal', status: 'succeeded' })
    .returning({ id: payments.id });
  if (!row) throw new Error('Could not record the renewal payment');
  return row.id;
}

/** A card the bank is asked to confirm, waiting for its answer. */
export async function insertCardChallenge(
  db: TDatabase,
  values: Omit<typeof cardChallenges.$inferInsert, 'id' | 'status' | 'failureCode' | 'createdAt'>,
): Promise<void> {
  await db.insert(cardChallenges).values(values);
}

export type TCardChallengeRow = typeof cardChallenges.$inferSelect;

export async function findCardChallenge(db: TDatabase, tokenHash: string): Promise<TCardChallengeRow | null> {
  const [row] = await db.select().from(cardChallenges).where(eq(cardChallenges.tokenHash, tokenHash));
  return row ?? null;
}

/** Takes the bank's answer once: the page is dropped by the one caller that gets the row back. */
export async function claimCardChallenge(db: TDatabase, id: number): Promise<boolean> {
  const rows = await db
    .update(cardChallenges)
    .set({ page: null })
    .where(
      and(eq(cardChallenges.id, id), eq(cardChallenges.status, 'pending'), isNotNull(cardChallenges.page)),
    )
    .returning({ id: cardChallenges.id });
  return rows.length === 1;
}

export async function finishCardChallenge(
  db: TDatabase,
  id: number,
  outcome: { status: 'succeeded' | 'failed'; failureCode: string | null },
): Promise<void> {
  await db.update(cardChallenges).set(outcome).where(eq(cardChallenges.id, id));
}

export async function findSubscriptionById(db: TDatabase, id: number): Promise<TSubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row ?? null;
}
