import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/*
 * Secrets the portal hands out (bearer tokens, password-reset tokens, SMS codes) are stored only
 * as hashes: a copy of the database lets nobody sign in, reset a password or verify a phone.
 */

/** Bearer tokens: SHA-256 of the random token, 2-hour lifetime, revoked on logout. */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The end of the session this token belongs to: a refresh's token keeps it (never later). */
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '12 hours'`),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The session's sign-in passed a second factor; a refresh's token keeps it (STAFF_2FA=required). */
    secondFactor: boolean('second_factor').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

/** Single-use password-reset tokens (SHA-256), 60 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * The one pending SMS code of a user (a new send replaces it): an HMAC of the code, the number it
 * was sent to (a code sent to an old number proves nothing about a new one) and the tries used.
 */
export const smsVerificationCodes = pgTable(
  'sms_verification_codes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: varchar('phone', { length: 16 }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sms_verification_codes_attempts_not_negative', sql`${t.attempts} >= 0`)],
);
