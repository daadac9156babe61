import { index, integer, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';

/**
 * The application's documents of an account (DOCUMENT_KINDS of the contracts), one per kind: an
 * upload of a kind the account already has replaces it. The file itself is in storage under a
 * generated key; the name the customer gave it is kept only to show and to download.
 */
export const accountDocuments = pgTable(
  'account_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    mimeType: varchar('mime_type', { length: 60 }).notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.accountId, t.kind), index().on(t.uploadedBy)],
);
