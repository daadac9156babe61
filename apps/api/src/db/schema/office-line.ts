import { CALL_OUTCOMES } from '@portal/contracts/office/office-calls';
import {
  SHIPMENT_ACTIONS,
  SHIPMENT_KINDS,
  SHIPMENT_STATUSES,
} from '@portal/contracts/office/office-shipments';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';

/*
 * The office line's daily work (issue 15): the calls a secretary answers on a company's line, and
 * the mail and parcels the office receives for it with what the customer asked done with each.
 */

export const callOutcome = pgEnum('call_outcome', CALL_OUTCOMES);

export const officeCalls = pgTable(
  'office_calls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    calledAt: timestamp('called_at', { withTimezone: true }).notNull(),
    callerName: varchar('caller_name', { length: 120 }).notNull(),
    callerPhone: varchar('caller_phone', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull().default(''),
    outcome: callOutcome('outcome').notNull(),
    /** The customer's own note on the call. */
    note: text('note'),
    readAt: timestamp('read_at', { withTimezone: true }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The log, newest first; the unread count; the secretary's day and month counts.
    index('office_calls_by_account').on(t.accountId, t.calledAt),
    index('office_calls_unread').on(t.accountId).where(sql`${t.readAt} is null`),
    index('office_calls_by_time').on(t.calledAt),
  ],
);

export const shipmentKind = pgEnum('shipment_kind', SHIPMENT_KINDS);
export const shipmentStatus = pgEnum('shipment_status', SHIPMENT_STATUSES);
export const shipmentAction = pgEnum('shipment_action', SHIPMENT_ACTIONS);

export const officeShipments = pgTable(
  'office_shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    kind: shipmentKind('kind').notNull(),
    sender: varchar('sender', { length: 200 }).notNull(),
    carrier: varchar('carrier', { length: 60 }),
    trackingNumber: varchar('tracking_number', { length: 60 }),
    status: shipmentStatus('status').notNull().default('received'),
    /** Stored files (private storage keys): the envelope's photo, the scanned contents. */
    photoKey: varchar('photo_key', { length: 200 }),
    photoType: varchar('photo_type', { length: 40 }),
    scanKey: varchar('scan_key', { length: 200 }),
    /** The first time one of the company's customers opened it. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** The standing rule that decided what happens to it when it was recorded, if one did. */
    ruleId: integer('rule_id').references((): AnyPgColumn => officeMailRules.id, { onDelete: 'set null' }),
    /** Collected in person at the desk: by whom (an authorised recipient), when, and the proof. */
    collectedBy: integer('collected_by').references((): AnyPgColumn => officeAuthorisedRecipients.id),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    collectionProofKey: varchar('collection_proof_key', { length: 200 }),
    /** When the customer was told it is stored past the packet's free days. */
    storageNoticeAt: timestamp('storage_notice_at', { withTimezone: true }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('office_shipments_by_account').on(t.accountId, t.receivedAt)],
);

export const officeShipmentRequests = pgTable(
  'office_shipment_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => officeShipments.id, { onDelete: 'cascade' }),
    action: shipmentAction('action').notNull(),
    address: text('address'),
    note: text('note'),
    carrier: varchar('carrier', { length: 60 }),
    trackingNumber: varchar('tracking_number', { length: 60 }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('office_shipment_requests_by_shipment').on(t.shipmentId),
    // One request waiting per item, and an item is forwarded or shredded once at most, never both:
    // the database holds both rules, also when two clicks arrive together.
    uniqueIndex('office_shipment_requests_one_open').on(t.shipmentId).where(sql`${t.doneAt} is null`),
    uniqueIndex('office_shipment_requests_one_final')
      .on(t.shipmentId)
      .where(sql`${t.action} in ('forward', 'shred')`),
    // The operator queue, oldest first.
    index('office_shipment_requests_queue').on(t.requestedAt).where(sql`${t.doneAt} is null`),
  ],
);

/*
 * The company's standing mail instructions (issue 35): the rules the desk applies to each item it
 * records, the addresses mail is forwarded to, and the people who may collect it in person.
 */

/** A saved forwarding address; deleted ones stay (a done forwarding names them) but are not offered. */
export const officeForwardingAddresses = pgTable(
  'office_forwarding_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 60 }).notNull(),
    recipient: varchar('recipient', { length: 120 }).notNull(),
    city: varchar('city', { length: 60 }).notNull(),
    district: varchar('district', { length: 60 }).notNull(),
    neighbourhood: varchar('neighbourhood', { length: 120 }).notNull(),
    street: varchar('street', { length: 200 }).notNull(),
    postalCode: varchar('postal_code', { length: 5 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('office_forwarding_addresses_by_account').on(t.accountId).where(sql`${t.deletedAt} is null`)],
);

/** The company's mail preferences beside its rules: the weekday batched forwardings leave. */
export const officeMailPreferences = pgTable('office_mail_preferences', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  forwardingWeekday: smallint('forwarding_weekday').notNull().default(5),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** A standing rule: the first whose kind and sender match an item decides what happens to it. */
export const officeMailRules = pgTable(
  'office_mail_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** Null: every kind. */
    kind: shipmentKind('kind'),
    senderContains: varchar('sender_contains', { length: 100 }).notNull().default(''),
    action: shipmentAction('action').notNull(),
    forwardingAddressId: integer('forwarding_address_id').references(() => officeForwardingAddresses.id),
    notifyAtOnce: boolean('notify_at_once').notNull().default(false),
    /** Replaced rules stay (an item names the rule that decided it) but no longer apply. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [index('office_mail_rules_current').on(t.accountId, t.position).where(sql`${t.replacedAt} is null`)],
);

/**
 * Someone who may collect the company's mail in person. The national ID is kept as a keyed hash
 * (the desk types the ID card's number and it is compared) with its last three digits to show.
 */
export const officeAuthorisedRecipients = pgTable(
  'office_authorised_recipients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fullName: varchar('full_name', { length: 120 }).notNull(),
    nationalIdHash: varchar('national_id_hash', { length: 64 }).notNull(),
    nationalIdLast3: varchar('national_id_last3', { length: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('office_authorised_recipients_once')
      .on(t.accountId, t.nationalIdHash)
      .where(sql`${t.deletedAt} is null`),
  ],
);
