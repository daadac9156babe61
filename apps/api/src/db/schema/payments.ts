import { PAYMENT_STATUSES } from '@portal/contracts/payments/payment-schemas';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';
import { products } from './products.ts';

/*
 * Card payments, what they bought and their invoices. Of the card only the provider's reference,
 * the last four digits and the brand are kept: never the number, never the CVC.
 */

export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who paid (the customer, or staff acting for them). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The packet (subscription) or add-on (buy) the call named. */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    kind: varchar('kind', { length: 20 }).notNull(),
    /** A buy's other one-off add-ons, paid in the same charge (kept so a 3-D Secure answer settles them all). */
    addOnIds: integer('add_on_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** The client's Idempotency-Key: the same key from the same user never charges twice. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    /** Total charged, KDV included, in kuruş. */
    amount: integer('amount').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    provider: varchar('provider', { length: 30 }).notNull(),
    providerRef: varchar('provider_ref', { length: 100 }),
    cardLast4: varchar('card_last4', { length: 4 }).notNull(),
    cardBrand: varchar('card_brand', { length: 20 }).notNull(),
    /** PAYMENT_DECLINE_CODES of the contracts when the provider refused. */
    failureCode: varchar('failure_code', { length: 40 }),
    /** The expiry of the card, kept with a subscription's card once a 3-D Secure payment completes. */
    cardExpireMonth: smallint('card_expire_month'),
    cardExpireYear: smallint('card_expire_year'),
    /**
     * The kept card a payment charged instead of a typed one (the card on file): a packet paid
     * with it renews from that same card, whichever path (the request, the reconciliation)
     * records the outcome.
     */
    storedCardId: integer('stored_card_id'),
    /**
     * While the bank asks the payer to confirm (3-D Secure): the SHA-256 of the secret in the
     * challenge's address (its only key: the bank's post back carries no bearer token), the page
     * the provider gave, and the portal page to send the payer back to.
     */
    challengeTokenHash: varchar('challenge_token_hash', { length: 64 }).unique(),
    challengePage: text('challenge_page'),
    returnTo: varchar('return_to', { length: 300 }),
    /**
     * A pending payment whose answer was lost: how many times, once it was old enough to be asked
     * by the provider's own reference, the provider could still not say what happened to it
     * (payment-reconciliation.ts); at the limit it is handed to a person (`needs_review_at`) and
     * no longer asked.
     */
    unansweredLookups: smallint('unanswered_lookups').notNull().default(0),
    needsReviewAt: timestamp('needs_review_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    unique().on(t.userId, t.idempotencyKey),
    index().on(t.accountId, t.createdAt),
    // The few payments waiting for a person (the staff jobs page).
    index('payments_needing_review').on(t.needsReviewAt).where(sql`${t.needsReviewAt} is not null`),
    check('payments_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/** The products an account holds: attached by a successful payment, detached by `.../remove`. */
export const accountProducts = pgTable(
  'account_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** Price paid before KDV, in kuruş (the catalogue price may change later). */
    price: integer('price').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    /** Monthly products only: when the next charge is due. */
    nextPaymentAt: timestamp('next_payment_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index().on(t.accountId, t.removedAt), index().on(t.productId)],
);

/** The invoice number series: one gap-free-enough sequence shared by all years (FP-2026-000001). */
export const invoiceNumberSequence = pgSequence('invoice_number_seq', { startWith: 1 });

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The number series: FP-<year>-<6 digits>, one sequence for all years. */
    number: varchar('number', { length: 20 }).notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    /** The company's name when the invoice was issued. */
    accountName: varchar('account_name', { length: 60 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    subtotal: integer('subtotal').notNull(),
    vatRate: smallint('vat_rate').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [index().on(t.accountId, t.issuedAt)],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [index().on(t.invoiceId)],
);

/** The credit note series: its own sequence (IA-2026-000001), as Turkish practice keeps refunds apart. */
export const creditNoteNumberSequence = pgSequence('credit_note_number_seq', { startWith: 1 });

/**
 * A refund of a paid invoice, in full, issued by staff: the money went back to the card through
 * the provider (`provider_ref`). One per invoice, so a second refund of the same charge is refused.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: varchar('number', { length: 20 }).notNull().unique(),
    invoiceId: integer('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Refunded, KDV included, in kuruş: the invoice's total. */
    amount: integer('amount').notNull(),
    providerRef: varchar('provider_ref', { length: 100 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.accountId, t.issuedAt)],
);
