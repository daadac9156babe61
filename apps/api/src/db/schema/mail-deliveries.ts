import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** A delivery is claimed (`sending`) before the mail leaves and marked `sent` once it has. */
export const MAIL_DELIVERY_STATES = ['sending', 'sent'] as const;
export type TMailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

/**
 * Each mail job's effect, claimed once by the job's id (plugins/mail/mail-deliveries.ts): a job
 * that runs again (its completion was lost in a database cut, so the queue ran it again after its
 * expiry) finds its mail claimed and does not send it twice. Neither the address nor the body is
 * kept: the template's name, for the log.
 */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    jobId: uuid('job_id').primaryKey(),
    template: varchar('template', { length: 60 }).notNull(),
    state: varchar('state', { length: 10 }).$type<TMailDeliveryState>().notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_deliveries_by_claimed_at').on(t.claimedAt),
    check('mail_deliveries_state', sql`${t.state} in ('sending', 'sent')`),
  ],
);
