import {
  BOOTH_DOCUMENT_TITLE_MAX_LENGTH,
  BOOTH_LIMITS,
  NETWORK_SECTORS,
  REGISTRATION_LIMITS,
  SESSION_LIMITS,
  SESSION_STATUSES,
} from '@portal/contracts/network/network-constants';
import type { TBoothItem, TBoothTeamMember } from '@portal/contracts/network/network-schemas';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
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
import { payments } from './payments.ts';

/*
 * The Endless network (product line 7, issue 17): member companies' booths with their brochures
 * and the messages sent through them, the seminar stages, the hours companies book on them
 * (sessions) and the people registered for each. The rules that must hold also when two requests
 * arrive together are the database's: one booth per company and per representative, one session
 * per stage and hour, no more registrations than seats. Their names are the API's to map to
 * messages (`NETWORK_CONSTRAINT_MESSAGES` of the contracts).
 */

export const networkSector = pgEnum('network_sector', NETWORK_SECTORS);
export const networkSessionStatus = pgEnum('network_session_status', SESSION_STATUSES);

export const networkBooths = pgTable(
  'network_booths',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /**
     * The company's member who answers for the booth and receives its contact messages. Users are
     * anonymised, never deleted, so the booth always has one.
     */
    representativeUserId: integer('representative_user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: BOOTH_LIMITS.name }).notNull(),
    sector: networkSector('sector').notNull(),
    /** The city as the company names it ('İstanbul'), matched exactly by the directory's filter. */
    city: varchar('city', { length: BOOTH_LIMITS.city }).notNull(),
    description: text('description').notNull(),
    offer: varchar('offer', { length: BOOTH_LIMITS.offer }).notNull().default(''),
    website: varchar('website', { length: BOOTH_LIMITS.website }),
    /** The logo's private storage key and checked type (PNG, JPEG or WebP). */
    logoKey: varchar('logo_key', { length: 200 }),
    logoType: varchar('logo_type', { length: 40 }),
    /** Products and services shown, in the company's order (read and written whole with the booth). */
    items: jsonb('items').$type<TBoothItem[]>().notNull().default([]),
    team: jsonb('team').$type<TBoothTeamMember[]>().notNull().default([]),
    /** Hidden by staff for breaking the rules: out of the directory, the reason mailed to the representative. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('network_booths_one_per_company').on(t.accountId),
    // The spec's rule (section 5): a representative cannot open more than one booth.
    uniqueIndex('network_booths_one_per_representative').on(t.representativeUserId),
    // The directory: visible booths by name, or within a sector or a city by name (id breaks ties).
    index('network_booths_directory').on(t.name, t.id).where(sql`${t.hiddenAt} is null`),
    index('network_booths_directory_by_sector').on(t.sector, t.name, t.id).where(sql`${t.hiddenAt} is null`),
    index('network_booths_directory_by_city').on(t.city, t.name, t.id).where(sql`${t.hiddenAt} is null`),
  ],
);

/** Brochures (PDF) on a booth. */
export const networkBoothDocuments = pgTable(
  'network_booth_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => networkBooths.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: BOOTH_DOCUMENT_TITLE_MAX_LENGTH }).notNull(),
    fileKey: varchar('file_key', { length: 200 }).notNull(),
    fileType: varchar('file_type', { length: 40 }).notNull(),
    /** Bytes. */
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('network_booth_documents_by_booth').on(t.boothId, t.createdAt)],
);

/** What visitors sent through a booth's contact form: kept, so nothing is lost if a mail is. */
export const networkBoothContacts = pgTable(
  'network_booth_contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => networkBooths.id, { onDelete: 'cascade' }),
    /** The signed-in sender, for the rate limit and abuse reports. */
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: varchar('full_name', { length: 120 }).notNull(),
    email: varchar('email', { length: 190 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('network_booth_contacts_by_booth').on(t.boothId, t.createdAt)],
);

/** The seminar rooms (reference data, seeded by slug), named in both languages. */
export const networkStages = pgTable(
  'network_stages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar('slug', { length: 60 }).notNull().unique(),
    nameTr: varchar('name_tr', { length: 80 }).notNull(),
    nameEn: varchar('name_en', { length: 80 }).notNull(),
    descriptionTr: text('description_tr').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** Seats: each session on the stage takes this capacity when it is booked. */
    capacity: integer('capacity').notNull(),
    /** Where the room is (an address, the same in both languages). */
    location: varchar('location', { length: 200 }).notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [check('network_stages_capacity_positive', sql`${t.capacity} > 0`)],
);

/**
 * An hour a company booked on a stage: held while it pays, confirmed once paid. Every session
 * lasts one whole hour starting on the hour (the one-hour conference package), so "no two
 * bookings share a stage and hour" is a unique (stage, start) among the sessions that occupy
 * their hour; a longer package would need an exclusion constraint on the time range instead.
 */
export const networkSessions = pgTable(
  'network_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => networkStages.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The company's booth when it booked (the session links to it); none if it has none now. */
    boothId: integer('booth_id').references(() => networkBooths.id, { onDelete: 'set null' }),
    bookedBy: integer('booked_by').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: networkSessionStatus('status').notNull().default('held'),
    /** While held: when the unpaid hold lets the hour go. */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** The payment of the conference hour that confirmed it. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    title: varchar('title', { length: SESSION_LIMITS.title }).notNull(),
    speaker: varchar('speaker', { length: SESSION_LIMITS.speaker }).notNull(),
    description: text('description').notNull().default(''),
    sector: networkSector('sector'),
    /** The stage's seats when booked, and how many are taken: registering adds one within the CHECK. */
    capacity: integer('capacity').notNull(),
    registered: integer('registered').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // Two companies clicking the same hour at the same moment: one insert wins, the other is refused.
    uniqueIndex('network_sessions_one_per_stage_hour')
      .on(t.stageId, t.startsAt)
      .where(sql`${t.status} in ('held', 'confirmed')`),
    // The last seat holds under concurrent registrations: `registered + 1` past capacity fails.
    check(
      'network_sessions_registered_within_capacity',
      sql`${t.registered} >= 0 and ${t.registered} <= ${t.capacity}`,
    ),
    check('network_sessions_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('network_sessions_held_until_set', sql`${t.status} <> 'held' or ${t.heldUntil} is not null`),
    // The calendar, the stage pages and the booths' upcoming sessions: confirmed ones by time.
    index('network_sessions_calendar').on(t.startsAt).where(sql`${t.status} = 'confirmed'`),
    // The expiry job: holds by when they run out.
    index('network_sessions_expiring').on(t.heldUntil).where(sql`${t.status} = 'held'`),
    // A company's bookings (my-company-stage).
    index('network_sessions_by_account').on(t.accountId, t.startsAt),
    // One session per payment: a retried payment cannot confirm a second hour.
    uniqueIndex('network_sessions_one_per_payment').on(t.paymentId).where(sql`${t.paymentId} is not null`),
  ],
);

/** People registered for a session; a cancelled registration stays, marked, and frees the seat. */
export const networkSessionRegistrations = pgTable(
  'network_session_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => networkSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name and address on the attendee list and the confirmation mail. */
    name: varchar('name', { length: REGISTRATION_LIMITS.name }).notNull(),
    email: varchar('email', { length: REGISTRATION_LIMITS.email }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // One live registration per person and session (a cancelled one does not count).
    uniqueIndex('network_session_registrations_one_per_user')
      .on(t.sessionId, t.userId)
      .where(sql`${t.cancelledAt} is null`),
    // A person's registrations: `is_registered`, and the limit on those for sessions to come.
    index('network_session_registrations_by_user').on(t.userId).where(sql`${t.cancelledAt} is null`),
  ],
);
