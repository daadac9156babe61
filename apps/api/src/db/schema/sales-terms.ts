import type { TSalesDocument } from '@portal/contracts/payments/sales-terms';
import { index, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';
import { payments } from './payments.ts';
import { products } from './products.ts';

/**
 * The buyer's acceptance of the pre-information form (ön bilgilendirme formu) and the distance
 * sales contract (mesafeli satış sözleşmesi) before a distance sale (Mesafeli Sözleşmeler
 * Yönetmeliği), one row per payment that needed it: who accepted, when, from which IP address,
 * and the exact texts shown (their template version, their SHA-256, and the texts themselves),
 * so the acceptance can be proven and the documents sent again word for word.
 */
export const salesTermsAcceptances = pgTable(
  'sales_terms_acceptances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The person who ticked the box (the customer, or staff acting for them). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The payment the acceptance came with; one acceptance per payment. */
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The packet (or add-on) the sale named. */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    brandId: smallint('brand_id').notNull(),
    /** The language the texts were shown (and are mailed) in: `tr` or `en`. */
    language: varchar('language', { length: 2 }).notNull(),
    /** The template version of the texts (SALES_TERMS_VERSION when they were shown). */
    version: varchar('version', { length: 20 }).notNull(),
    /** SHA-256 (hex) of the texts shown, as the payment call echoed it. */
    textHash: varchar('text_hash', { length: 64 }).notNull(),
    /** The two documents exactly as shown: { pre_information, contract }. */
    documents: jsonb('documents')
      .$type<{ pre_information: TSalesDocument; contract: TSalesDocument }>()
      .notNull(),
    /** The connection's address (IPv6 at most 45 characters). */
    ip: varchar('ip', { length: 45 }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    /** When both documents were mailed to the buyer (after the payment succeeded). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [index().on(t.accountId)],
);
