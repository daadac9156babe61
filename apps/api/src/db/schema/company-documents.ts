import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';
import { accountDocuments } from './documents.ts';

/**
 * The company's vault (issue 33): what the firm obtains for it (its tax plate, trade registry
 * gazette…), uploaded by staff, each with the last day it is valid when it lapses.
 */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30 }).notNull(),
    title: varchar('title', { length: 120 }),
    validUntil: date('valid_until', { mode: 'string' }),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    mimeType: varchar('mime_type', { length: 60 }).notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_documents_by_account').on(t.accountId, t.createdAt),
    // The expiry reminders' sweep.
    index('company_documents_by_valid_until').on(t.validUntil).where(sql`${t.validUntil} is not null`),
    index().on(t.uploadedBy),
  ],
);

/** Every download of a vault document, by anyone (staff's also go to the customers' access list). */
export const companyDocumentDownloads = pgTable(
  'company_document_downloads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => companyDocuments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.documentId, t.downloadedAt), index().on(t.userId)],
);

/** The staff reminders of a vault document about to lapse (30 and 7 days ahead): each goes once. */
export const companyDocumentReminders = pgTable(
  'company_document_reminders',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => companyDocuments.id, { onDelete: 'cascade' }),
    daysBefore: smallint('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.daysBefore] })],
);

export const documentRequestStatus = pgEnum('document_request_status', ['open', 'fulfilled']);

/** A document the advisor asks of the company, answered by an upload (a monthly document) linked to it. */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 30 }).notNull(),
    period: varchar('period', { length: 7 }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    note: varchar('note', { length: 1000 }),
    status: documentRequestStatus('status').notNull().default('open'),
    documentId: integer('document_id').references(() => accountDocuments.id, { onDelete: 'set null' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (t) => [
    index('document_requests_by_account').on(t.accountId, t.status, t.dueDate),
    index().on(t.documentId),
    index().on(t.requestedBy),
  ],
);
