import { APPOINTMENT_STATUSES } from '@portal/contracts/contact/demo-booking-schemas';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';
import { languages } from './languages.ts';
import { products } from './products.ts';

/*
 * What visitors send from the public site. The language is the one the visitor used (the
 * answer to them goes out in it). Phones are +90 and ten digits, as everywhere.
 */

/**
 * Messages of the landing page's contact form. The sender's IP is kept only as an HMAC keyed
 * with APP_SECRET (`ip_hash`): enough to see that several messages came from one source, while
 * the address itself (personal data under KVKK) is never stored and cannot be recovered by
 * hashing every IPv4 address, as a plain hash could.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fullName: varchar('full_name', { length: 120 }).notNull(),
    email: varchar('email', { length: 190 }).notNull(),
    phone: varchar('phone', { length: 16 }).notNull(),
    subject: varchar('subject', { length: 120 }).notNull(),
    message: text('message').notNull(),
    languageId: smallint('language_id')
      .notNull()
      .references(() => languages.id),
    /** Hex HMAC-SHA256 of the IP. */
    ipHash: varchar('ip_hash', { length: 64 }).notNull(),
    /** The browser's User-Agent, cut to 255 characters. */
    userAgent: varchar('user_agent', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by staff once answered. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Who marked it answered. */
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index().on(t.createdAt),
    check('contact_messages_phone_format', sql`${t.phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
  ],
);

export const appointmentStatus = pgEnum('appointment_status', APPOINTMENT_STATUSES);

/** Demo bookings of the landing page; the staff's appointment list works through them. */
export const appointmentRequests = pgTable(
  'appointment_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fullName: varchar('full_name', { length: 120 }).notNull(),
    email: varchar('email', { length: 190 }).notNull(),
    phone: varchar('phone', { length: 16 }).notNull(),
    company: varchar('company', { length: 120 }).notNull(),
    /** The day the visitor asked for, a calendar date in Istanbul (null: "contact me" about a product). */
    preferredDate: date('preferred_date', { mode: 'string' }),
    /** One of DEMO_TIME_SLOTS (Istanbul time); the list may change, so not an enum. */
    timeSlot: varchar('time_slot', { length: 5 }),
    /** A signed-in customer's "contact me about this product" (spec section 7): the company and product. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id),
    status: appointmentStatus('status').notNull().default('new'),
    /** The staff member who took it on. */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    languageId: smallint('language_id')
      .notNull()
      .references(() => languages.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index().on(t.status, t.createdAt),
    // The unfiltered staff list: newest first.
    index().on(t.createdAt, t.id),
    index().on(t.preferredDate),
    index().on(t.assigneeId),
    index().on(t.accountId),
    index().on(t.productId),
    // A demo booking has its day and hour; a product request has its company and product.
    check(
      'appointment_requests_demo_or_product',
      sql`(${t.preferredDate} is not null and ${t.timeSlot} is not null) or (${t.accountId} is not null and ${t.productId} is not null)`,
    ),
    check('appointment_requests_phone_format', sql`${t.phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check('appointment_requests_time_slot_format', sql`${t.timeSlot} ~ '^[0-2][0-9]:[0-5][0-9]$'`),
  ],
);
