import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { COMPANY_NAME_MAX_LENGTH } from '@portal/contracts/common/limits';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/*
 * Companies (accounts). A customer who creates one is attached through account_users; staff
 * assigned later (advisor, secretary) are attached the same way.
 */

export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: COMPANY_NAME_MAX_LENGTH }).notNull(),
    /** ACCOUNT_STATUSES of the contracts; moves only along ACCOUNT_STATUS_TRANSITIONS. */
    status: smallint('status').notNull().default(ACCOUNT_STATUSES.applicationInProgress),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    /** Soft delete: a deleted account keeps its history but is no longer listed or reachable. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // Staff lists: newest first (created_at), by status newest first, or by name (sort=name).
  (t) => [
    index().on(t.status, t.createdAt),
    index().on(t.createdAt),
    index().on(t.name, t.id),
    // Search by any part of the name (ILIKE '%…%'): a trigram index (pg_trgm).
    index('accounts_name_trgm_index').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const accountUsers = pgTable(
  'account_users',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] }), index().on(t.userId)],
);

/** The wizard's answers: one row per key of ACCOUNT_INFORMATION_KEYS. */
export const accountInformations = pgTable(
  'account_informations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [unique().on(t.accountId, t.key)],
);

/** Every status change: who moved the account from which status to which, and when. */
export const accountStatusChanges = pgTable(
  'account_status_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    /** Why staff rejected (or otherwise moved) the application; shown to the customer. */
    reason: text('reason'),
    /** The product line that moved (1 accountant, 2 office, 7 network); the account's status follows. */
    brandId: smallint('brand_id').notNull().default(1),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.accountId, t.createdAt)],
);

/**
 * Each product line a company holds (accountant, office, network) and its state (LINE_STATUSES of
 * the contracts). The account's `status` is derived from these (`accountStatusOfLines`) and
 * written in the same transaction as every change here.
 */
export const accountLines = pgTable(
  'account_lines',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: smallint('brand_id').notNull(),
    status: smallint('status').notNull().default(ACCOUNT_STATUSES.applicationInProgress),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  // Staff lists by line state (the office applications waiting for approval).
  (t) => [primaryKey({ columns: [t.accountId, t.brandId] }), index().on(t.brandId, t.status)],
);
