import { LINE_STATUSES, lineOwes } from '@portal/contracts/accounts/product-lines';
import { DEFAULT_LANGUAGE } from '@portal/contracts/common/languages';
import type { TDatabase } from '../../../plugins/db/database.ts';
import { lineStatusOf, moveLineTo } from '../../accounts/account-lines-service.ts';
import {
  moveNextPaymentOfPackets,
  removePacketProducts,
  replaceHeldPacket,
} from '../../accounts/held-products-service.ts';
import { findCatalogueProducts } from '../../products/service.ts';
import type { TNewInvoice } from '../invoices/invoice-repository.ts';
import { issueInvoice } from '../invoices/invoice-service.ts';
import { markPaymentSucceeded } from '../payment-repository.ts';
import { oneMonthLater } from '../payment-rules.ts';
import { insertStoredCard, type TCardToKeep } from './card-repository.ts';
import { findCharge, insertPaidCharge, markChargePaid, upsertPaidCharge } from './charge-repository.ts';
import {
  endDueCancellations,
  findLiveSubscriptionsOf,
  insertSubscription,
  markEndedNow,
  markPeriodPaid,
  setNextProduct,
  switchPacket,
  type TSubscriptionRow,
} from './subscription-repository.ts';

/*
 * The moves of a subscription that change the company too (its line, the products it holds),
 * each inside the caller's transaction or its own: the unit of work of the subscriptions.
 */

export type TNewSubscription = {
  productId: number;
  brandId: number;
  periodStart: Date;
  periodEnd: Date;
  /** The day of the month (Istanbul) it renews on: the first payment's (`istanbulDayOfMonth`). */
  renewalDay: number;
  /** What the first payment charged, KDV included. */
  amount: number;
  /** A card typed for this packet, kept now for its renewals. */
  card: TCardToKeep | null;
  /** Or the company's card on file the payment charged: the packet renews from that same card. */
  storedCardId?: number | null;
  addedBy: number | null;
};

/**
 * A packet's first payment starts its subscription: the kept card, the subscription for the
 * period paid, and that period's charge (so the charges list starts with the first payment).
 */
export async function startSubscription(
  tx: TDatabase,
  input: TNewSubscription & { accountId: number; paymentId: number },
): Promise<void> {
  const cardId = input.card
    ? await insertStoredCard(tx, input.accountId, input.card, input.addedBy)
    : (input.storedCardId ?? null);
  const subscriptionId = await insertSubscription(tx, { ...input, cardId });
  await insertPaidCharge(tx, {
    subscriptionId,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    amount: input.amount,
    paymentId: input.paymentId,
    chargedAt: input.periodStart,
  });
}

/** A paid renewal (or a due one paid in the modal): the charge, the period moved on, the held products' next charge. */
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
  const { subscription, periodStart, periodEnd, paymentId } = input;
  if (input.chargeId === null) {
    await upsertPaidCharge(tx, {
      subscriptionId: subscription.id,
      periodStart,
      periodEnd,
      amount: input.amount,
      paymentId,
      chargedAt: input.now,
    });
  } else {
    await markChargePaid(tx, input.chargeId, paymentId);
  }
  await markPeriodPaid(tx, subscription, {
    start: periodStart,
    end: periodEnd,
    ...(input.cardId !== undefined ? { cardId: input.cardId } : {}),
  });
  await moveNextPaymentOfPackets(tx, subscription.accountId, input.packetIds, periodEnd);
}

/**
 * Each line whose subscription owes nothing any more is active again (payment due or suspended
 * before); the company's status follows its lines, so it leaves 2 once no line owes.
 */
export async function restoreAccountIfSettled(tx: TDatabase, accountId: number): Promise<void> {
  const live = await findLiveSubscriptionsOf(tx, accountId);
  for (const subscription of live) {
    if (subscription.status === 'payment_due' || subscription.status === 'suspended') continue;
    const lineStatus = await lineStatusOf(tx, accountId, subscription.brandId);
    if (lineStatus !== null && lineOwes(lineStatus)) {
      await moveLineTo(tx, accountId, subscription.brandId, LINE_STATUSES.active);
    }
  }
}

/**
 * A due period paid in the card modal: the payment and its invoice, the card kept instead of the
 * refused one, the period moved on and the line active again; the company leaves status 2 once
 * nothing of it is unpaid. One transaction.
 */
export async function settleDuePeriod(
  db: TDatabase,
  input: Omit<TNewInvoice, 'accountName'> & {
    providerRef: string;
    subscription: TSubscriptionRow;
    card: TCardToKeep | null;
    addedBy: number;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await markPaymentSucceeded(tx, input.paymentId, input.providerRef);
    await issueInvoice(tx, input);
    const cardId = input.card
      ? await insertStoredCard(tx, input.accountId, input.card, input.addedBy)
      : undefined;
    const periodStart = input.subscription.currentPeriodEnd;
    const charge = await findCharge(tx, input.subscription.id, periodStart);
    await recordPaidPeriod(tx, {
      subscription: input.subscription,
      chargeId: charge?.id ?? null,
      periodStart,
      periodEnd: oneMonthLater(periodStart, input.subscription.renewalDay),
      amount: input.totals.total,
      paymentId: input.paymentId,
      now: input.at,
      ...(cardId !== undefined ? { cardId } : {}),
      packetIds: [input.subscription.productId],
    });
    await restoreAccountIfSettled(tx, input.accountId);
  });
}

/** The subscription ended: its line is cancelled (the company's status follows) and its products leave. */
async function endLine(tx: TDatabase, subscription: TSubscriptionRow, at: Date): Promise<void> {
  await moveLineTo(tx, subscription.accountId, subscription.brandId, LINE_STATUSES.cancelled);
  await removePacketProducts(tx, subscription.accountId, subscription.productId, at);
}

/** Ends a subscription now (its company was rejected or closed, or its line owed), with its products. */
export async function endSubscriptionNow(
  tx: TDatabase,
  subscription: TSubscriptionRow,
  now: Date,
): Promise<void> {
  await markEndedNow(tx, subscription.id, now);
  await endLine(tx, subscription, now);
}

/**
 * Cancellations whose day has come: the subscription ends and its products leave the company
 * at the end of the month last paid. Answers those it ended.
 */
export async function endCancelledSubscriptions(db: TDatabase, now: Date): Promise<TSubscriptionRow[]> {
  return db.transaction(async (tx) => {
    const ended = await endDueCancellations(tx, now);
    for (const subscription of ended) await endLine(tx, subscription, subscription.cancelAt ?? now);
    return ended;
  });
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
    // Active products only; the language names nothing that is used here.
    const [next] = await findCatalogueProducts(tx, { id: nextProductId }, DEFAULT_LANGUAGE);
    if (!next) {
      // The packet was withdrawn meanwhile: the current one goes on.
      await setNextProduct(tx, subscription.id, null);
      return { ...subscription, nextProductId: null };
    }
    await replaceHeldPacket(tx, {
      accountId: subscription.accountId,
      packetId: subscription.productId,
      next: { id: next.id, price: next.price },
      at: now,
      nextPaymentAt: subscription.currentPeriodEnd,
    });
    return (await switchPacket(tx, subscription.id, next.id)) ?? subscription;
  });
}
