import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { COMPANY_NAME_MAX_LENGTH } from '@portal/contracts/common/limits';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/*
 * Companies (accounts). A customer who creates one, and their team, are attached through
 * account_users; staff who serve it (advisor, secretary) through account_staff, per product line.
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
    /** A customer member's role on this company (MEMBER_ROLES) and switches (issue 16). */
    memberRole: varchar('member_role', { length: 10 }).notNull().default('owner'),
    canPay: boolean('can_pay').notNull().default(true),
    canUploadDocuments: boolean('can_upload_documents').notNull().default(true),
    canSeeOffice: boolean('can_see_office').notNull().default(true),
    canManageTeam: boolean('can_manage_team').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId] }),
    index().on(t.userId),
    check('account_users_member_role', sql`${t.memberRole} in ('owner', 'member', 'viewer')`),
  ],
);

/**
 * Staff who serve a company, each through the product line they serve (the advisor the
 * accountant line, the office's secretary the office line). They are not members of the
 * customer's team: a staff route reaches the company only through its own line.
 */
export const accountStaff = pgTable(
  'account_staff',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The product line served (PRODUCT_LINES: accountant 1, office 2, network 7). */
    line: smallint('line').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.line, t.userId] }),
    index('account_staff_by_user').on(t.userId, t.line),
    check('account_staff_line', sql`${t.line} in (1, 2, 7)`),
  ],
);

/**
 * An invitation to join a company's team: only the SHA-256 of the link's secret is kept; the link
 * is valid 72 hours (INVITATION_HOURS), once.
 */
export const accountInvitations = pgTable(
  'account_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    /** Lower-case, as users.email. */
    email: varchar('email', { length: 190 }).notNull(),
    phone: varchar('phone', { length: 16 }),
    memberRole: varchar('member_role', { length: 10 }).notNull(),
    canPay: boolean('can_pay').notNull(),
    canUploadDocuments: boolean('can_upload_documents').notNull(),
    canSeeOffice: boolean('can_see_office').notNull(),
    canManageTeam: boolean('can_manage_team').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('account_invitations_by_account').on(t.accountId, t.createdAt),
    // One open invitation per company and address; a revoked or accepted one may be followed by another.
    uniqueIndex('account_invitations_one_open')
      .on(t.accountId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('account_invitations_member_role', sql`${t.memberRole} in ('owner', 'member', 'viewer')`),
  ],
);

/**
 * A customer's change to the company's name, tax details or address after the application was
 * submitted: it waits for the company's advisor, who approves or rejects it (audited with the
 * values before and after).
 */
export const companyChangeRequests = pgTable(
  'company_change_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The fields asked for, by key (name, tax_office, tax_number, city, district, …), and the values before. */
    changes: jsonb('changes').$type<Record<string, string>>().notNull(),
    before: jsonb('before').$type<Record<string, string | null>>().notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    // One request waiting per company.
    uniqueIndex('company_change_requests_one_pending').on(t.accountId).where(sql`${t.status} = 'pending'`),
    check('company_change_requests_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
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
