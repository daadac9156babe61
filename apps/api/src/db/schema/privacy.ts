import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';
import { accountDocuments } from './documents.ts';

/*
 * A person's own data (KVKK, issue 16): who of the staff opened their company's documents, and
 * the exports of everything the portal holds about them.
 */

/** Each time staff open a company's document: shown to the company's customers. */
export const documentAccesses = pgTable(
  'document_accesses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    documentId: integer('document_id').references(() => accountDocuments.id, { onDelete: 'set null' }),
    /** The document's kind and period at the time, kept after it is replaced or deleted. */
    documentKind: varchar('document_kind', { length: 40 }).notNull(),
    documentPeriod: varchar('document_period', { length: 7 }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    accessedAt: timestamp('accessed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_accesses_by_account').on(t.accountId, t.accessedAt)],
);

/**
 * "Download my data": prepared by a job, mailed as a link valid 24 hours; only the SHA-256 of the
 * link's secret is kept. `status`: pending, ready, failed.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    tokenHash: varchar('token_hash', { length: 64 }).unique(),
    fileKey: varchar('file_key', { length: 200 }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_by_user').on(t.userId, t.requestedAt),
    // The sweep that removes expired files.
    index('data_exports_expiring').on(t.expiresAt).where(sql`${t.fileKey} is not null`),
  ],
);
