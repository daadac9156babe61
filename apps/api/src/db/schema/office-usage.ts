import { OFFICE_FEE_CODES, OFFICE_USAGE_KINDS } from '@portal/contracts/office/office-usage';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { payments } from './payments.ts';
import { products } from './products.ts';

/*
 * The office line as a monthly service (issue 35): what each office packet includes a month,
 * what each action costs beyond it, and what the desk did for each company.
 */

/** A packet's monthly allowance; `storage_days` is how long each item is stored free. */
export const officeAllowances = pgTable('office_allowances', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  calls: integer('calls').notNull().default(0),
  scans: integer('scans').notNull().default(0),
  forwardings: integer('forwardings').notNull().default(0),
  roomHours: integer('room_hours').notNull().default(0),
  storageDays: integer('storage_days').notNull().default(0),
});

export const officeFeeCode = pgEnum('office_fee_code', OFFICE_FEE_CODES);

/** The price list beyond the allowance: kuruş before KDV per unit. */
export const officeFees = pgTable(
  'office_fees',
  {
    code: officeFeeCode('code').primaryKey(),
    unitPrice: integer('unit_price').notNull(),
  },
  (t) => [check('office_fees_price_not_negative', sql`${t.unitPrice} >= 0`)],
);

export const officeUsageKind = pgEnum('office_usage_kind', OFFICE_USAGE_KINDS);

/**
 * One thing the desk did for a company, counted once: `source` names what it was (a call, a
 * scanned item, a shipment, a booking), unique per company and kind, so a retried write counts
 * nothing twice. `quantity` counts against the allowance; `fee_units` is what a fee beyond it
 * multiplies (a scanned letter's pages). A renewal that charges it sets `charged_payment_id`;
 * `prepaid` usage (a room hour paid by card when booked) is never charged again.
 */
export const officeUsage = pgTable(
  'office_usage',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The Istanbul month it happened in (YYYY-MM). */
    period: char('period', { length: 7 }).notNull(),
    kind: officeUsageKind('kind').notNull(),
    quantity: integer('quantity').notNull(),
    feeUnits: integer('fee_units').notNull(),
    source: varchar('source', { length: 80 }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    prepaid: boolean('prepaid').notNull().default(false),
    chargedPaymentId: integer('charged_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    chargedAmount: integer('charged_amount'),
  },
  (t) => [
    uniqueIndex('office_usage_once').on(t.accountId, t.kind, t.source),
    // A month's usage, and the renewal's search for what is not charged yet.
    index('office_usage_by_period').on(t.accountId, t.period, t.kind, t.occurredAt),
    check('office_usage_quantity_positive', sql`${t.quantity} > 0 and ${t.feeUnits} >= 0`),
  ],
);
