import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';

export const taxReturnKind = pgEnum('tax_return_kind', [
  'kdv',
  'muhtasar_prim',
  'gecici_vergi',
  'gelir_vergisi',
  'kurumlar_vergisi',
  'damga',
  'ba_bs',
  'sgk',
]);
export const taxReturnStatus = pgEnum('tax_return_status', [
  'preparing',
  'filed',
  'accrued',
  'paid',
  'not_required',
]);
export const taxReturnDocumentRole = pgEnum('tax_return_document_role', ['return', 'accrual', 'receipt']);

/**
 * A company's return for one period (issue 33): filed by its advisor, with the tax it accrued,
 * paid by the customer and confirmed by the advisor. One per kind and period.
 */
export const taxReturns = pgTable(
  'tax_returns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: taxReturnKind('kind').notNull(),
    /** `YYYY-MM`, `YYYY-Qn` or `YYYY`, as the kind needs. */
    period: varchar('period', { length: 7 }).notNull(),
    status: taxReturnStatus('status').notNull().default('preparing'),
    filedAt: timestamp('filed_at', { withTimezone: true }),
    /** Kuruş. */
    amountDue: bigint('amount_due', { mode: 'number' }),
    dueDate: date('due_date', { mode: 'string' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentConfirmedAt: timestamp('payment_confirmed_at', { withTimezone: true }),
    paymentConfirmedBy: integer('payment_confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    note: varchar('note', { length: 1000 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_returns_one_per_kind_and_period').on(t.accountId, t.kind, t.period),
    // The payment reminders' sweep: accrued returns by due date.
    index('tax_returns_accrued_by_due_date').on(t.dueDate).where(sql`${t.status} = 'accrued'`),
    index().on(t.paymentConfirmedBy),
    index().on(t.createdBy),
  ],
);

/**
 * The files of a return: its PDF and its tahakkuk fişi (uploaded by staff), the customer's
 * payment receipt. One per role; a new upload replaces the role's file. The file itself is in
 * storage under a generated key.
 */
export const taxReturnDocuments = pgTable(
  'tax_return_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taxReturnId: integer('tax_return_id').notNull(),
    accountId: integer('account_id').notNull(),
    role: taxReturnDocumentRole('role').notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    mimeType: varchar('mime_type', { length: 60 }).notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.taxReturnId], foreignColumns: [taxReturns.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.accountId], foreignColumns: [accounts.id] }).onDelete('cascade'),
    uniqueIndex('tax_return_documents_one_per_role').on(t.taxReturnId, t.role),
    index().on(t.accountId),
    index().on(t.uploadedBy),
  ],
);

/** The payment reminders sent (3 and 1 days before the due date): the key makes each go once. */
export const taxPaymentReminders = pgTable(
  'tax_payment_reminders',
  {
    taxReturnId: integer('tax_return_id')
      .notNull()
      .references(() => taxReturns.id, { onDelete: 'cascade' }),
    daysBefore: smallint('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taxReturnId, t.daysBefore] })],
);
