import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';

/**
 * A company's tax calendar feed: a private, revocable `.ics` address. Only the SHA-256 of its
 * secret is kept; a new link replaces the old one.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdBy)],
);
