import type { TMeetingRoomEquipment } from '@portal/contracts/office/office-rooms';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './auth.ts';
import { officeLocations } from './office-locations.ts';
import { payments } from './payments.ts';

/*
 * The meeting rooms of the office locations and the hours companies book them for (issue 35).
 * "No two bookings share a room's hour" holds also when two companies ask at the same instant:
 * each booked hour is a row of `meeting_room_booking_hours`, unique per room and start, so of two
 * inserts of the same hour one fails. A booking of several hours inserts all of its hours in one
 * transaction: either all are its, or none. (An exclusion constraint on a time range would need
 * btree_gist, which the embedded database does not ship.)
 */

/** A room of an office location; `slug` is the seed's natural key within the location. */
export const meetingRooms = pgTable(
  'meeting_rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locationId: integer('location_id')
      .notNull()
      .references(() => officeLocations.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 60 }).notNull(),
    /** A proper name, the same in both languages. */
    name: varchar('name', { length: 80 }).notNull(),
    seats: smallint('seats').notNull(),
    /** Kuruş before KDV, per hour. */
    hourlyPrice: integer('hourly_price').notNull(),
    /** The photo's path on the portal (a static image shipped with the web app). */
    photo: varchar('photo', { length: 200 }).notNull(),
    /** Equipment codes (`MEETING_ROOM_EQUIPMENT`); the web names them. */
    equipment: text('equipment')
      .array()
      .$type<TMeetingRoomEquipment[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('meeting_rooms_slug_per_location').on(t.locationId, t.slug),
    check('meeting_rooms_seats_positive', sql`${t.seats} > 0`),
    check('meeting_rooms_price_not_negative', sql`${t.hourlyPrice} >= 0`),
  ],
);

/**
 * `held` while the card on file is charged for the hours beyond the free ones (until
 * `held_until`: a hold left behind by a crash frees its hours for the next booking);
 * `confirmed`; `cancelled` by the customer in time; `failed` when the card was refused or the
 * hold lapsed. Only held and confirmed bookings keep their hours.
 */
export const roomBookingStatus = pgEnum('room_booking_status', ['held', 'confirmed', 'cancelled', 'failed']);

export const meetingRoomBookings = pgTable(
  'meeting_room_bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer('room_id')
      .notNull()
      .references(() => meetingRooms.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    bookedBy: integer('booked_by').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    hours: smallint('hours').notNull(),
    /** Of the hours, those from the packet's monthly allowance and those paid by card. */
    freeHours: smallint('free_hours').notNull(),
    paidHours: smallint('paid_hours').notNull(),
    /** What the card was charged, KDV included, in kuruş (0 when all hours were free). */
    amount: integer('amount').notNull().default(0),
    status: roomBookingStatus('status').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'meeting_room_bookings_hours_split',
      sql`${t.hours} > 0 and ${t.hours} = ${t.freeHours} + ${t.paidHours}`,
    ),
    check('meeting_room_bookings_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('meeting_room_bookings_held_until_set', sql`${t.status} <> 'held' or ${t.heldUntil} is not null`),
    // A company's bookings, by time.
    index('meeting_room_bookings_by_account').on(t.accountId, t.startsAt),
    // The secretary's day: the bookings of a day that stand.
    index('meeting_room_bookings_by_day').on(t.startsAt).where(sql`${t.status} = 'confirmed'`),
  ],
);

/**
 * The hours a held or confirmed booking occupies, one row each; cancelling or failing a booking
 * deletes its rows, so the unique (room, start) only ever sees the hours that are taken.
 */
export const meetingRoomBookingHours = pgTable(
  'meeting_room_booking_hours',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => meetingRoomBookings.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => meetingRooms.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.startsAt] }),
    // Two companies asking for the same hour at the same instant: one insert wins, the other fails.
    uniqueIndex('meeting_room_booking_hours_one_per_room_hour').on(t.roomId, t.startsAt),
  ],
);
