import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';
import { brands } from './products.ts';

/**
 * What staff did: who, what, to which record, for which company, for which customer, and the
 * record before and after. Written in the same transaction as the change it describes.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** AUDIT_ACTIONS of the contracts, e.g. 'account.status_changed'. */
    action: varchar('action', { length: 60 }).notNull(),
    subjectType: varchar('subject_type', { length: 30 }).notNull(),
    subjectId: integer('subject_id'),
    /** The company the action concerns, so its page can show its own history. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The customer staff acted for (`user_id`), when they did. */
    actingForUserId: integer('acting_for_user_id').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.accountId, t.createdAt), index().on(t.createdAt), index().on(t.actorId)],
);

/** Staff announcements to customers: all of them, or one product line's, within a date range. */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 160 }).notNull(),
    body: text('body').notNull(),
    /** Null: every customer; else the customers holding a product of this line. */
    brandId: smallint('brand_id').references(() => brands.id),
    isPublished: boolean('is_published').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index().on(t.isPublished, t.startsAt, t.endsAt), index().on(t.createdAt)],
);

/**
 * The security event log: sign-ins and their failures, password, e-mail and 2FA changes, card
 * declines, tripped budgets and staff reads of identity documents. Written outside the change's
 * transaction on purpose: a failed sign-in has no transaction, and must be kept all the same.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** SECURITY_EVENT_TYPES of the contracts, e.g. 'sign_in_failed'. */
    type: varchar('type', { length: 40 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    ip: varchar('ip', { length: 64 }),
    detail: jsonb('detail').$type<Record<string, string | number | null>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.occurredAt),
    index().on(t.type, t.occurredAt),
    index().on(t.userId, t.occurredAt),
    index().on(t.accountId, t.occurredAt),
  ],
);
