import { index, integer, pgEnum, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';

export const monthCloseState = pgEnum('month_close_state', [
  'documents_pending',
  'documents_complete',
  'booked',
  'returns_filed',
  'closed',
]);

/**
 * Where a company's month stands on the advisor's board (issue 33). A month without a row is
 * `documents_pending` (or `documents_complete` once its documents' deadline has passed).
 */
export const monthCloses = pgTable(
  'month_closes',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    period: varchar('period', { length: 7 }).notNull(),
    state: monthCloseState('state').notNull(),
    completedByCustomerAt: timestamp('completed_by_customer_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.period] }),
    // The board's counts and state filter for one month.
    index('month_closes_by_period').on(t.period, t.state),
    index().on(t.updatedBy),
  ],
);

/** The admins' mail about an application waiting 3 working days: once per application. */
export const applicationOverdueMails = pgTable('application_overdue_mails', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull().defaultNow(),
});
