import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';

/*
 * The pre-accounting program beyond the ledger (issue 34): a company's counterparties, its sales
 * invoices and their lines, the numbering of its series, and the money that came in or went out
 * against them. Amounts are integers: kuruş, or the invoice currency's smallest unit on an
 * invoice's own figures.
 */

/** A company's customers and suppliers (cari hesaplar). */
export const counterparties = pgTable(
  'counterparties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    /** VKN or TCKN, checked; null for a person who gave none. One per company. */
    taxNumber: varchar('tax_number', { length: 11 }),
    taxOffice: varchar('tax_office', { length: 100 }).notNull().default(''),
    address: varchar('address', { length: 500 }).notNull().default(''),
    city: varchar('city', { length: 100 }).notNull().default(''),
    district: varchar('district', { length: 100 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    kind: varchar('kind', { length: 10 }).notNull(),
    /**
     * What it owes the company (kuruş; negative: the company owes it), kept with every movement
     * in the movement's transaction, so that lists sort and page by it without summing.
     */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('counterparties_by_name').on(t.accountId, t.name, t.id),
    index('counterparties_by_balance').on(t.accountId, t.balance, t.id),
    uniqueIndex('counterparties_tax_number').on(t.accountId, t.taxNumber),
    check('counterparties_kind', sql`${t.kind} in ('customer', 'supplier', 'both')`),
  ],
);

/** A sales invoice or a return invoice the company issued (or drafts it). */
export const salesInvoices = pgTable(
  'sales_invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    counterpartyId: integer('counterparty_id')
      .notNull()
      .references(() => counterparties.id, { onDelete: 'no action' }),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    type: varchar('type', { length: 12 }).notNull(),
    profile: varchar('profile', { length: 16 }).notNull(),
    /** Given when issued: `ABC2026000000001`. */
    number: varchar('number', { length: 16 }),
    /** The ETTN. */
    uuid: uuid('uuid').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Lira per unit of the currency in ten thousandths; null for TRY. */
    exchangeRate: integer('exchange_rate'),
    note: varchar('note', { length: 500 }).notNull().default(''),
    netAmount: bigint('net_amount', { mode: 'number' }).notNull(),
    kdvAmount: bigint('kdv_amount', { mode: 'number' }).notNull(),
    withheldKdv: bigint('withheld_kdv', { mode: 'number' }).notNull(),
    grossAmount: bigint('gross_amount', { mode: 'number' }).notNull(),
    payableAmount: bigint('payable_amount', { mode: 'number' }).notNull(),
    /** The payable amount in kuruş. */
    payableTry: bigint('payable_try', { mode: 'number' }).notNull(),
    /** Kuruş still open: payable less collections and returns; 0 for drafts, cancelled and return invoices. */
    openAmount: bigint('open_amount', { mode: 'number' }).notNull().default(0),
    /** A return invoice: the invoice it returns. */
    returnsInvoiceId: integer('returns_invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('sales_invoices_by_issue_date').on(t.accountId, t.issueDate, t.id),
    index('sales_invoices_by_counterparty').on(t.accountId, t.counterpartyId, t.issueDate),
    // The ageing and the overdue list: what is still open, by due date.
    index('sales_invoices_open_by_due').on(t.accountId, t.dueDate).where(sql`${t.openAmount} > 0`),
    uniqueIndex('sales_invoices_number').on(t.accountId, t.number),
    index().on(t.returnsInvoiceId),
    index().on(t.createdBy),
    check('sales_invoices_status', sql`${t.status} in ('draft', 'issued', 'cancelled')`),
    check('sales_invoices_open', sql`${t.openAmount} >= 0 and ${t.openAmount} <= ${t.payableTry}`),
  ],
);

export const salesInvoiceLines = pgTable(
  'sales_invoice_lines',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => salesInvoices.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: varchar('name', { length: 300 }).notNull(),
    /** Thousandths. */
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    unit: varchar('unit', { length: 3 }).notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    /** Hundredths of a percent. */
    discountRate: integer('discount_rate').notNull(),
    kdvRate: smallint('kdv_rate').notNull(),
    withholdingCode: varchar('withholding_code', { length: 3 }),
    exemptionCode: varchar('exemption_code', { length: 3 }),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull(),
    netAmount: bigint('net_amount', { mode: 'number' }).notNull(),
    kdvAmount: bigint('kdv_amount', { mode: 'number' }).notNull(),
    withheldKdv: bigint('withheld_kdv', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.position] })],
);

/** The last number given in a company's series for a year. */
export const salesInvoiceSeries = pgTable(
  'sales_invoice_series',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    prefix: varchar('prefix', { length: 3 }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.year] })],
);

/** Money in from a customer (collection) or out to a supplier (payment), in kuruş. */
export const collections = pgTable(
  'collections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    counterpartyId: integer('counterparty_id')
      .notNull()
      .references(() => counterparties.id, { onDelete: 'no action' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    collectedOn: date('collected_on', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: varchar('method', { length: 15 }).notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collections_by_date').on(t.accountId, t.collectedOn, t.id),
    index('collections_by_counterparty').on(t.counterpartyId, t.collectedOn),
    index().on(t.createdBy),
    check('collections_kind', sql`${t.kind} in ('collection', 'payment')`),
    check('collections_amount', sql`${t.amount} > 0`),
  ],
);

export const collectionAllocations = pgTable(
  'collection_allocations',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => salesInvoices.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.invoiceId] }),
    index().on(t.invoiceId),
    check('collection_allocations_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * The invoices the company received and confirmed from the e-invoice import: what it owes each
 * supplier (kuruş, lira at the invoice's own rate), paid by payments. One per ETTN.
 */
export const purchaseInvoices = pgTable(
  'purchase_invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    counterpartyId: integer('counterparty_id')
      .notNull()
      .references(() => counterparties.id, { onDelete: 'no action' }),
    number: varchar('number', { length: 40 }).notNull(),
    uuid: uuid('uuid'),
    type: varchar('type', { length: 20 }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    payableAmount: bigint('payable_amount', { mode: 'number' }).notNull(),
    openAmount: bigint('open_amount', { mode: 'number' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_invoices_uuid').on(t.accountId, t.uuid),
    index('purchase_invoices_by_counterparty').on(t.accountId, t.counterpartyId, t.dueDate),
    index('purchase_invoices_open_by_due').on(t.accountId, t.dueDate).where(sql`${t.openAmount} > 0`),
    index().on(t.createdBy),
    check('purchase_invoices_open', sql`${t.openAmount} >= 0 and ${t.openAmount} <= ${t.payableAmount}`),
  ],
);

/** A payment's share set against a purchase invoice. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => purchaseInvoices.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.invoiceId] }),
    index().on(t.invoiceId),
    check('payment_allocations_amount', sql`${t.amount} > 0`),
  ],
);
