import type { TReceiptDraft } from '@portal/contracts/receipt-scans/receipt-scans';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';

/*
 * A receipt's (fiş) or invoice's photo or PDF a customer uploaded, read by OCR in a job into a
 * draft the customer confirms by posting its entries to the ledger. The file stays in storage.
 */
export const receiptScans = pgTable(
  'receipt_scans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** The message key of why it could not be read (translated when shown). */
    failureKey: varchar('failure_key', { length: 100 }),
    draft: jsonb('draft').$type<TReceiptDraft>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('receipt_scans_by_account').on(t.accountId, t.id),
    index().on(t.createdBy),
    check('receipt_scans_status', sql`${t.status} in ('pending', 'read', 'failed')`),
  ],
);
