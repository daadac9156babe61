import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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

/** The advisor's questions to a company; an unanswered one waits in the customer's inbox. */
export const advisorQuestions = pgTable(
  'advisor_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    askedBy: integer('asked_by').references(() => users.id, { onDelete: 'set null' }),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('advisor_questions_by_account').on(t.accountId, t.askedAt),
    index('advisor_questions_unanswered').on(t.accountId).where(sql`${t.answeredAt} is null`),
    index().on(t.askedBy),
    index().on(t.answeredBy),
  ],
);
