import {
  OUTSIDE_HOURS_ACTIONS,
  type TBusinessHours,
  type TCallInstructionsFields,
} from '@portal/contracts/office/call-instructions';
import { boolean, integer, jsonb, pgEnum, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';

/*
 * A company's call instructions (issue 35): one row per company once a customer saved them (the
 * defaults until then). The hours and the people to put through are read and written whole, as
 * the schema in contracts checks them: jsonb.
 */

export const outsideHoursAction = pgEnum('outside_hours_action', OUTSIDE_HOURS_ACTIONS);

export const officeCallInstructions = pgTable('office_call_instructions', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  greeting: varchar('greeting', { length: 300 }).notNull(),
  businessHours: jsonb('business_hours').$type<TBusinessHours>().notNull(),
  putThrough: jsonb('put_through').$type<TCallInstructionsFields['put_through']>().notNull(),
  outsideHoursAction: outsideHoursAction('outside_hours_action').notNull(),
  outsideHoursNote: text('outside_hours_note').notNull().default(''),
  refusedCallers: text('refused_callers').notNull().default(''),
  notifyByMail: boolean('notify_by_mail').notNull(),
  notifyBySms: boolean('notify_by_sms').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
