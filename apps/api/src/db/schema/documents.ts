import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';

export const documentReviewStatus = pgEnum('document_review_status', ['pending', 'accepted', 'needs_fix']);

/**
 * A company's documents. Two families share the table (and its download and delete routes):
 * - the application's documents (`period` null, DOCUMENT_KINDS of the contracts), one per kind:
 *   an upload of a kind the account already has replaces it;
 * - the monthly documents (`period` 'YYYY-MM': invoices, receipts, bank statements…), several
 *   per kind and month, each reviewed by the advisor (`review_status`).
 * The file itself is in storage under a generated key; the name the customer gave it is kept
 * only to show and to download.
 */
export const accountDocuments = pgTable(
  'account_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30 }).notNull(),
    /** The month a monthly document belongs to ('YYYY-MM'); null for the application's documents. */
    period: varchar('period', { length: 7 }),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    mimeType: varchar('mime_type', { length: 60 }).notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Monthly documents only: the advisor's review; a replaced file goes back to 'pending'. */
    reviewStatus: documentReviewStatus('review_status'),
    reviewNote: varchar('review_note', { length: 1000 }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_documents_one_application_document_per_kind')
      .on(t.accountId, t.kind)
      .where(sql`${t.period} is null`),
    // A month's documents of a company, in upload order.
    index('account_documents_by_period')
      .on(t.accountId, t.period, t.createdAt)
      .where(sql`${t.period} is not null`),
    // The advisors' review queue: unreviewed documents, oldest first.
    index('account_documents_review_queue').on(t.createdAt, t.id).where(sql`${t.reviewStatus} = 'pending'`),
    index().on(t.uploadedBy),
    index().on(t.reviewedBy),
  ],
);

/**
 * The documents reminder mails sent (3 and 1 days before a month's deadline): the key makes each
 * one go once, whichever worker or instance runs the sweep.
 */
export const documentReminders = pgTable(
  'document_reminders',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    period: varchar('period', { length: 7 }).notNull(),
    daysBefore: smallint('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.period, t.daysBefore] })],
);
