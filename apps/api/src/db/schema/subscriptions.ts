import { SUBSCRIPTION_STATUSES } from '@portal/contracts/payments/subscriptions';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';
import { paymentStatus, payments } from './payments.ts';
import { products } from './products.ts';

/*
 * Monthly packets that renew. The card stays at the provider: only its token (useless without
 * the portal's provider keys), brand, last four digits and expiry are kept here.
 */

export const storedCards = pgTable(
  'stored_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 30 }).notNull(),
    token: varchar('token', { length: 200 }).notNull(),
    brand: varchar('brand', { length: 20 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    expireMonth: smallint('expire_month').notNull(),
    expireYear: smallint('expire_year').notNull(),
    /** Who gave the card (the customer, or staff acting for them). */
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.accountId)],
);

export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The packet; its monthly add-ons held by the account renew with it. */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The product line (brand), so that a company holds one live subscription per line. */
    brandId: smallint('brand_id').notNull(),
    status: subscriptionStatus('status').notNull().default('active'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /**
     * The day of the month (Istanbul calendar, 1-31) the packet renews on: the day of its first
     * payment, kept so that a renewal after a short month (31 January → 28 February) goes back
     * to it (31 March). Null for a subscription started before it was kept: its period's day.
     */
    renewalDay: smallint('renewal_day'),
    /** The next charge: the period's end, a dunning retry, or null when none is coming. */
    nextPaymentAt: timestamp('next_payment_at', { withTimezone: true }),
    /** A cancellation waiting for the end of the month last paid. */
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The first refused renewal of the period still unpaid (dunning counts from here). */
    paymentDueSince: timestamp('payment_due_since', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    cardId: integer('card_id').references(() => storedCards.id, { onDelete: 'set null' }),
    /** An upgrade chosen by the customer: the packet the next period renews with. */
    nextProductId: integer('next_product_id').references(() => products.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // One live subscription per company and line; a cancelled one may be followed by a new one.
    uniqueIndex('subscriptions_one_live_per_line')
      .on(t.accountId, t.brandId)
      .where(sql`${t.status} <> 'cancelled'`),
    // The renewal sweep: what is due, oldest first.
    index('subscriptions_due').on(t.nextPaymentAt).where(sql`${t.nextPaymentAt} is not null`),
  ],
);

/**
 * One renewal of one period. The unique key (subscription, period start) is what makes a period
 * charged once, whichever worker or instance gets there first; retries of a refused renewal
 * update this row (`attempts`), they never add one.
 */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** `pending` while one worker holds it (being charged); the outcome otherwise. */
    status: paymentStatus('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(1),
    /** KDV included, in kuruş. */
    amount: integer('amount').notNull(),
    failureCode: varchar('failure_code', { length: 40 }),
    /** The successful payment (with its invoice). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    chargedAt: timestamp('charged_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('subscription_charges_once_per_period').on(t.subscriptionId, t.periodStart),
    check('subscription_charges_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * "Change card" where the bank asks the payer to confirm (3-D Secure): the card the provider
 * would keep waits here, by the SHA-256 of the secret in the challenge's address, until the
 * bank's answer comes back; only then does it become the subscription's card.
 */
export const cardChallenges = pgTable('card_challenges', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  subscriptionId: integer('subscription_id')
    .notNull()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  providerRef: varchar('provider_ref', { length: 100 }).notNull(),
  /** The provider's page; dropped once the answer is taken. */
  page: text('page'),
  returnTo: varchar('return_to', { length: 300 }).notNull(),
  status: paymentStatus('status').notNull().default('pending'),
  failureCode: varchar('failure_code', { length: 40 }),
  cardBrand: varchar('card_brand', { length: 20 }).notNull(),
  cardLast4: varchar('card_last4', { length: 4 }).notNull(),
  expireMonth: smallint('expire_month').notNull(),
  expireYear: smallint('expire_year').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
