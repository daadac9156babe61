import type { TOfficeContractTerms } from '@portal/contracts/office/office-contract';
import { integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';

/*
 * The virtual office lease contract of a company (issue 35): one per company, produced the first
 * time it is asked for after the office line is approved. `terms` is the snapshot the contract and
 * its PDFs are written from, so a later change of price, address or packet never rewrites a
 * contract already produced. The acceptance is kept with its time, IP address and person.
 */
export const officeContracts = pgTable('office_contracts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: integer('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  number: varchar('number', { length: 30 }).notNull().unique(),
  terms: jsonb('terms').$type<TOfficeContractTerms>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  /** The caller's address as the server saw it (behind the proxy: the client's, per trustProxy). */
  acceptedIp: varchar('accepted_ip', { length: 45 }),
  acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
});
