import { NOTIFICATION_KINDS } from '@portal/contracts/notifications/notification-routes';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';

export const notificationKind = pgEnum('notification_kind', NOTIFICATION_KINDS);

/** A person's in-app notifications; the text is made in the reader's language from kind and params. */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    link: varchar('link', { length: 300 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_notifications_latest').on(t.userId, t.createdAt),
    index('user_notifications_unread').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
