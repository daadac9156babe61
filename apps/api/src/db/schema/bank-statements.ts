import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';
import { collections } from './pre-accounting.ts';

/*
 * A company's bank statements, read from the bank's file, and their lines, each matched to an
 * open sales invoice or an unpaid ledger entry: proposed by the server on import, confirmed by the
 * customer. Amounts in kuruş, signed: + money in, − money out.
 */

export const bankStatements = pgTable(
  'bank_statements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    format: varchar('format', { length: 10 }).notNull(),
    bank: varchar('bank', { length: 100 }),
    iban: varchar('iban', { length: 34 }),
    currency: varchar('currency', { length: 3 }).notNull(),
    openingBalance: bigint('opening_balance', { mode: 'number' }),
    closingBalance: bigint('closing_balance', { mode: 'number' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_statements_by_account').on(t.accountId, t.id),
    index().on(t.createdBy),
    check('bank_statements_format', sql`${t.format} in ('mt940', 'camt053', 'bank_csv', 'bank_xlsx')`),
  ],
);

export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    /** The line's place in the bank's file. */
    position: integer('position').notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    valueOn: date('value_on', { mode: 'string' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    counterpartyName: varchar('counterparty_name', { length: 200 }),
    counterpartyIban: varchar('counterparty_iban', { length: 34 }),
    reference: varchar('reference', { length: 100 }),
    /** The server's proposal at import: a sales or purchase invoice's or an entry's id, with why. */
    proposedKind: varchar('proposed_kind', { length: 16 }),
    proposedId: integer('proposed_id'),
    proposedReasons: varchar('proposed_reasons', { length: 60 }).notNull().default(''),
    /** The customer's decision: 'confirmed' with a match, or 'unmatched' said outright. */
    matchedKind: varchar('matched_kind', { length: 16 }),
    matchedId: integer('matched_id'),
    /** The collection (or payment) a confirmed invoice match recorded. */
    collectionId: integer('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('bank_statement_lines_by_statement').on(t.statementId, t.position),
    index().on(t.collectionId),
    index().on(t.confirmedBy),
    check(
      'bank_statement_lines_proposed_kind',
      sql`${t.proposedKind} in ('invoice', 'purchase_invoice', 'entry')`,
    ),
    check(
      'bank_statement_lines_matched_kind',
      sql`${t.matchedKind} in ('invoice', 'purchase_invoice', 'entry')`,
    ),
  ],
);
