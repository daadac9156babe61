import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { payments } from './payments.ts';

/**
 * The receipt mail of each successful card payment (issue 36), claimed once by the payment's id
 * in the transaction that queues the mail: a payment recorded again (a retried job, the bank's
 * answer and the reconciliation racing) never sends a second receipt. Only who it went to is
 * kept; the mail itself is the mail job's.
 */
export const paymentReceipts = pgTable('payment_receipts', {
  paymentId: integer('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  /** The person mailed: the payer, or (a renewal, staff paying for a customer) the company's owner. */
  sentTo: integer('sent_to').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
