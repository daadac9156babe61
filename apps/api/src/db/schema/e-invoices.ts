import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { salesInvoices } from './pre-accounting.ts';

/*
 * Sales invoices sent to GİB through the e-invoice integrator (issue 34): what the portal asked
 * and the answer it recorded, and, for EINVOICE_PROVIDER=test, what the test integrator received.
 */

/**
 * An invoice's delivery: one row per invoice, claimed (`sending`) in its own transaction before
 * the integrator is called, so two sends cannot both go out, and an answer lost on the way leaves
 * a row that the next send resolves by asking the integrator first. The XML is not kept here: it
 * is written again, byte for byte, from the issued invoice and the profile stored below.
 */
export const salesInvoiceDeliveries = pgTable(
  'sales_invoice_deliveries',
  {
    invoiceId: integer('invoice_id')
      .primaryKey()
      .references(() => salesInvoices.id, { onDelete: 'cascade' }),
    /** The integrator it went through (EINVOICE_PROVIDER). */
    integrator: varchar('integrator', { length: 20 }).notNull(),
    /** The company's VKN or TCKN the integrator holds the document under (for its cancel and status). */
    senderTaxNumber: varchar('sender_tax_number', { length: 11 }).notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    /** The UBL-TR profile of the XML sent. */
    profile: varchar('profile', { length: 16 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    /** The integrator's reference of the document, once sent. */
    reference: varchar('reference', { length: 100 }),
    refusalCode: varchar('refusal_code', { length: 40 }),
    /** The integrator's own words about a refusal, for support; people read `refusal_code`'s text. */
    refusalDetail: varchar('refusal_detail', { length: 500 }),
    /** When the current attempt was claimed: a `sending` row older than the hold may be taken over. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index().on(t.sentBy),
    check('sales_invoice_deliveries_channel', sql`${t.channel} in ('e_fatura', 'e_arsiv')`),
    check('sales_invoice_deliveries_status', sql`${t.status} in ('sending', 'sent', 'refused', 'cancelled')`),
  ],
);

/**
 * The test integrator's own store (EINVOICE_PROVIDER=test): every document it accepted, with the
 * XML it was given, as a real integrator keeps them. A table rather than memory or a file so that
 * every instance and every restart sees one integrator, its uniqueness rules (an ETTN once, a
 * number once per sender) hold under concurrent sends, and tests read what it was sent. It is
 * apart from the deliveries above on purpose: the integrator may hold a document whose answer the
 * portal never recorded, which is the case the deliveries' "ask first" handles.
 */
export const testIntegratorDocuments = pgTable(
  'test_integrator_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull(),
    senderTaxNumber: varchar('sender_tax_number', { length: 11 }).notNull(),
    number: varchar('number', { length: 16 }).notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    profile: varchar('profile', { length: 16 }).notNull(),
    /** Null for an e-Arşiv invoice to a person who gave no tax number. */
    receiverTaxNumber: varchar('receiver_tax_number', { length: 11 }),
    xml: text('xml').notNull(),
    reference: varchar('reference', { length: 100 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('test_integrator_documents_uuid').on(t.uuid),
    uniqueIndex('test_integrator_documents_number').on(t.senderTaxNumber, t.number),
  ],
);
