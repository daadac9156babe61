import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';

export const messageSide = pgEnum('message_side', ['customer', 'staff']);
export const messageKind = pgEnum('message_kind', ['message', 'question', 'advisor_change']);

/**
 * A company's thread with its advisor (issue 33), one per company: its members write as
 * `customer`, the staff serving it as `staff`. The advisor questions of the earlier desk were
 * moved here (migration 0030), each question and its answer a message.
 */
export const companyMessages = pgTable(
  'company_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: messageKind('kind').notNull().default('message'),
    side: messageSide('side').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    storageKey: varchar('storage_key', { length: 200 }),
    fileName: varchar('file_name', { length: 200 }),
    mimeType: varchar('mime_type', { length: 60 }),
    size: integer('size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The thread, and each side's unread count after a read mark.
    index('company_messages_by_account').on(t.accountId, t.side, t.id),
    index().on(t.authorId),
  ],
);

/** Where each person stopped reading a thread. */
export const companyMessageReads = pgTable(
  'company_message_reads',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadId: integer('last_read_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] }), index().on(t.userId)],
);

/** When each side of a thread was last mailed about new messages: at most once in 15 minutes. */
export const companyMessageMails = pgTable(
  'company_message_mails',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    side: messageSide('side').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.side] })],
);

export const advisorChangeStatus = pgEnum('advisor_change_status', ['open', 'approved', 'declined']);

/** A customer's request for another advisor, answered by an admin. One open per company. */
export const advisorChangeRequests = pgTable(
  'advisor_change_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 1000 }).notNull(),
    status: advisorChangeStatus('status').notNull().default('open'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    currentAdvisorId: integer('current_advisor_id').references(() => users.id, { onDelete: 'set null' }),
    newAdvisorId: integer('new_advisor_id').references(() => users.id, { onDelete: 'set null' }),
    answerNote: varchar('answer_note', { length: 1000 }),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('advisor_change_requests_by_status').on(t.status, t.createdAt),
    uniqueIndex('advisor_change_requests_one_open').on(t.accountId).where(sql`${t.status} = 'open'`),
    index().on(t.requestedBy),
    index().on(t.currentAdvisorId),
    index().on(t.newAdvisorId),
    index().on(t.answeredBy),
  ],
);
