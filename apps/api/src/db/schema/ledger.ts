import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';
import { accountDocuments } from './documents.ts';
import { counterparties, purchaseInvoices, salesInvoices } from './pre-accounting.ts';

/**
 * The pre-accounting program: a company's income and expense entries. Amounts are kuruş as
 * integers (bigint: a company's invoice may pass the 21 million lira of a 32-bit integer).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The invoice's date, a calendar date in Istanbul. */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    counterpartyName: varchar('counterparty_name', { length: 200 }).notNull(),
    /** VKN (10 digits) or TCKN (11 digits), checked; optional for a till receipt. */
    counterpartyTaxNumber: varchar('counterparty_tax_number', { length: 11 }),
    description: varchar('description', { length: 500 }).notNull().default(''),
    category: varchar('category', { length: 40 }).notNull(),
    netAmount: bigint('net_amount', { mode: 'number' }).notNull(),
    kdvRate: smallint('kdv_rate').notNull(),
    kdvAmount: bigint('kdv_amount', { mode: 'number' }).notNull(),
    grossAmount: bigint('gross_amount', { mode: 'number' }).notNull(),
    paid: boolean('paid').notNull().default(false),
    documentId: integer('document_id').references(() => accountDocuments.id, { onDelete: 'set null' }),
    /**
     * 'manual', 'e_invoice' for an entry confirmed from an imported UBL-TR invoice, or 'invoice'
     * for one a sales invoice wrote when issued (changed only through the invoice).
     */
    source: varchar('source', { length: 10 }).notNull().default('manual'),
    counterpartyId: integer('counterparty_id').references(() => counterparties.id, { onDelete: 'set null' }),
    salesInvoiceId: integer('sales_invoice_id').references(() => salesInvoices.id, { onDelete: 'cascade' }),
    /** The ETTN of the e-invoice whose import wrote the entry: an invoice is imported once. */
    eInvoiceUuid: uuid('e_invoice_uuid'),
    /** The purchase invoice whose import wrote the entry: its payments say it was paid. */
    purchaseInvoiceId: integer('purchase_invoice_id').references(() => purchaseInvoices.id, {
      onDelete: 'cascade',
    }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // Lists, period filters and the summary: one company's entries by date.
    index('ledger_entries_by_date').on(t.accountId, t.entryDate, t.id),
    index('ledger_entries_by_kind_date').on(t.accountId, t.kind, t.entryDate),
    index().on(t.documentId),
    index().on(t.createdBy),
    index().on(t.counterpartyId),
    index().on(t.salesInvoiceId),
    index().on(t.purchaseInvoiceId),
    index('ledger_entries_by_e_invoice')
      .on(t.accountId, t.eInvoiceUuid)
      .where(sql`${t.eInvoiceUuid} is not null`),
    check('ledger_entries_kind', sql`${t.kind} in ('income', 'expense')`),
    check('ledger_entries_kdv_rate', sql`${t.kdvRate} in (0, 1, 8, 10, 18, 20)`),
    check(
      'ledger_entries_amounts',
      sql`${t.netAmount} >= 0 and ${t.kdvAmount} >= 0 and ${t.grossAmount} = ${t.netAmount} + ${t.kdvAmount}`,
    ),
  ],
);

/** Months the advisor closed: read-only for the customer. */
export const ledgerClosedPeriods = pgTable(
  'ledger_closed_periods',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    period: varchar('period', { length: 7 }).notNull(),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.period] }), index().on(t.closedBy)],
);
