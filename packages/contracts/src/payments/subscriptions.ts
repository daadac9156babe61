import { z } from 'zod';
import { ZRecordId } from '../products/product-requests.ts';
import { CARD_BRANDS, ZCardFields } from './card.ts';
import { PAYMENT_DECLINE_CODES, PAYMENT_STATUSES, ZReturnPath } from './payment-schemas.ts';

/**
 * A paid packet renews every month (spec section 9). `payment_due`: a renewal was refused and is
 * retried; `suspended`: still unpaid 14 days after the first refusal; `cancelled`: ended (a
 * cancellation takes effect at the end of the month last paid, FAQ).
 */
export const SUBSCRIPTION_STATUSES = ['active', 'payment_due', 'suspended', 'cancelled'] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * The dunning timeline, in days after the first refused renewal of a period (day 0): the card is
 * tried again on these days at the same hour, and the line is suspended on `SUSPEND_AFTER_DAYS`.
 * Istanbul keeps one offset all year, so a day is always 24 hours there.
 */
const DUNNING_RETRY_DAYS = [3, 7] as const;
export const SUSPEND_AFTER_DAYS = 14;
const DAY_MS = 86_400_000;

/** The next retry after `now` of a period first refused at `dueSince`; null when none is left. */
export function nextDunningRetry(dueSince: Date, now: Date): Date | null {
  for (const day of DUNNING_RETRY_DAYS) {
    const at = new Date(dueSince.getTime() + day * DAY_MS);
    if (at > now) return at;
  }
  return null;
}

/** When a line still unpaid is suspended. */
export function suspensionAt(dueSince: Date): Date {
  return new Date(dueSince.getTime() + SUSPEND_AFTER_DAYS * DAY_MS);
}

const ZStoredCard = z.object({
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  expire_month: z.number().int(),
  expire_year: z.number().int(),
});

const ZSubscriptionCharge = z.object({
  id: z.number().int(),
  period_start: z.iso.datetime(),
  period_end: z.iso.datetime(),
  status: z.enum(PAYMENT_STATUSES),
  /** KDV included, in kuruş. */
  amount: z.number().int(),
  attempts: z.number().int(),
  failure_code: z.enum(PAYMENT_DECLINE_CODES).nullable(),
  invoice_id: z.number().int().nullable(),
  invoice_number: z.string().nullable(),
  /** Set once staff refunded the charge: its credit note (PDF at `/api/credit-notes/{id}/pdf`). */
  credit_note: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  charged_at: z.iso.datetime(),
});
export type TSubscriptionCharge = z.infer<typeof ZSubscriptionCharge>;

export const ZSubscription = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), brand_id: z.number().int() }),
  /** A packet change the customer chose: the next period renews with this packet (and its price). */
  next_product: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The monthly lines (the packet and its monthly add-ons) before KDV, and with it, in kuruş. */
  price: z.number().int(),
  total: z.number().int(),
  current_period_start: z.iso.datetime(),
  current_period_end: z.iso.datetime(),
  /** When the card is charged next: the period's end, or the next retry while payment is due; null once none is coming. */
  next_payment_at: z.iso.datetime().nullable(),
  /** Set while a cancellation waits to take effect (the end of the month last paid); null otherwise. */
  cancel_at: z.iso.datetime().nullable(),
  /** The first refused renewal of the period still unpaid, and when the line is (or was) suspended. */
  payment_due_since: z.iso.datetime().nullable(),
  suspends_at: z.iso.datetime().nullable(),
  card: ZStoredCard.nullable(),
  charges: z.array(ZSubscriptionCharge),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/** `PUT accounts/{id}/subscriptions/{subscriptionId}/packet`: the packet of the next period; null keeps the current one. */
export const ZSubscriptionPacketRequest = z.object({ product_id: ZRecordId.nullable() });

/** `PUT accounts/{id}/subscriptions/{subscriptionId}/card`: the card to keep instead. */
export const ZSubscriptionCardRequest = z.intersection(
  ZCardFields,
  z.object({ return_to: ZReturnPath.optional() }),
);

/**
 * The answer of `PUT …/card`: the subscription, and while the bank asks the payer to confirm the
 * new card (3-D Secure) the page to open; the card changes only once the bank approves.
 */
export const ZSubscriptionCardResult = ZSubscription.extend({
  challenge_url: z.string().nullable().default(null),
});
export type TSubscriptionCardResult = z.infer<typeof ZSubscriptionCardResult>;
