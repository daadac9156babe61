import { DEFAULT_LANGUAGE, LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import type { TRoomBookingStatus } from '@portal/contracts/office/office-rooms';
import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accounts, accountUsers } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { officeLocations, officeLocationTranslations } from '../../db/schema/office-locations.ts';
import { meetingRoomBookingHours, meetingRoomBookings, meetingRooms } from '../../db/schema/office-rooms.ts';
import { invoices } from '../../db/schema/payments.ts';
import { attachedTo } from '../../plugins/account-attachment.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

/*
 * The rooms, their bookings and the hours those occupy. Whether an hour is free is the database's
 * to decide (the unique room-hour index): nothing here checks before it writes. The reads join the
 * office location (its name and address in the reader's language) and the company's name.
 */

/** The location's name and address in the reader's language, else Turkish. */
function locationText(language: TLanguage) {
  const text = alias(officeLocationTranslations, 'location_text');
  const fallback = alias(officeLocationTranslations, 'location_fallback');
  const joins = {
    text: and(eq(text.locationId, officeLocations.id), eq(text.languageId, LANGUAGE_IDS[language])),
    fallback: and(
      eq(fallback.locationId, officeLocations.id),
      eq(fallback.languageId, LANGUAGE_IDS[DEFAULT_LANGUAGE]),
    ),
  };
  return {
    text,
    fallback,
    joins,
    name: sql<string>`coalesce(${text.name}, ${fallback.name}, '')`,
    address: sql<string>`coalesce(${text.address}, ${fallback.address}, '')`,
  };
}

// ---------------------------------------------------------------------------------------------
// Rooms

const ROOM_COLUMNS = {
  id: meetingRooms.id,
  locationId: meetingRooms.locationId,
  name: meetingRooms.name,
  seats: meetingRooms.seats,
  hourlyPrice: meetingRooms.hourlyPrice,
  photo: meetingRooms.photo,
  equipment: meetingRooms.equipment,
};

export type TRoomRow = {
  id: number;
  locationId: number;
  name: string;
  seats: number;
  hourlyPrice: number;
  photo: string;
  equipment: (typeof meetingRooms.$inferSelect)['equipment'];
};

/** Whether an office location is offered (active). */
export async function isLocationOffered(db: TDatabase, locationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: officeLocations.id })
    .from(officeLocations)
    .where(and(eq(officeLocations.id, locationId), eq(officeLocations.isActive, true)));
  return row !== undefined;
}

/** A location's rooms that are let, in display order. */
export async function findRooms(db: TDatabase, locationId: number): Promise<TRoomRow[]> {
  return db
    .select(ROOM_COLUMNS)
    .from(meetingRooms)
    .where(and(eq(meetingRooms.locationId, locationId), eq(meetingRooms.isActive, true)))
    .orderBy(asc(meetingRooms.sort), asc(meetingRooms.id));
}

export type TRoomWithPlace = TRoomRow & {
  locationName: string;
  locationAddress: string;
  receptionHours: string;
};

/** A room that is let at an offered location, with the location's name, address and hours. */
export async function findRoom(
  db: TDatabase,
  roomId: number,
  language: TLanguage,
): Promise<TRoomWithPlace | null> {
  const place = locationText(language);
  const [row] = await db
    .select({
      ...ROOM_COLUMNS,
      locationName: place.name,
      locationAddress: place.address,
      receptionHours: officeLocations.receptionHours,
    })
    .from(meetingRooms)
    .innerJoin(officeLocations, eq(officeLocations.id, meetingRooms.locationId))
    .leftJoin(place.text, place.joins.text)
    .leftJoin(place.fallback, place.joins.fallback)
    .where(
      and(eq(meetingRooms.id, roomId), eq(meetingRooms.isActive, true), eq(officeLocations.isActive, true)),
    );
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Hours

/** A booking keeps its hours while it is confirmed, or held and its hold has not lapsed. */
const keepsItsHours = (now: Date): SQL | undefined =>
  or(
    eq(meetingRoomBookings.status, 'confirmed'),
    and(eq(meetingRoomBookings.status, 'held'), gt(meetingRoomBookings.heldUntil, now)),
  );

/** The taken hours of a room between two instants, each marked when one of `userId`'s companies holds it. */
export async function findTakenHours(
  db: TDatabase,
  roomId: number,
  range: { from: Date; to: Date; now: Date },
  userId: number,
): Promise<{ startsAt: Date; isMine: boolean }[]> {
  return db
    .select({
      startsAt: meetingRoomBookingHours.startsAt,
      isMine: sql<boolean>`exists (select 1 from ${accountUsers} where ${accountUsers.accountId} = ${meetingRoomBookings.accountId} and ${accountUsers.userId} = ${userId})`,
    })
    .from(meetingRoomBookingHours)
    .innerJoin(meetingRoomBookings, eq(meetingRoomBookings.id, meetingRoomBookingHours.bookingId))
    .where(
      and(
        eq(meetingRoomBookingHours.roomId, roomId),
        gte(meetingRoomBookingHours.startsAt, range.from),
        lt(meetingRoomBookingHours.startsAt, range.to),
        keepsItsHours(range.now),
      ),
    );
}

/**
 * Serialises the bookings of one company until the transaction ends, so two of its bookings at
 * once cannot both spend the same free hours (other companies are not held up).
 */
export async function lockCompanyBookings(tx: TDatabase, accountId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROOM_BOOKING_LOCK}, ${accountId})`);
}
/** The first key of the advisory lock: this module's bookings (issue 35). */
const ROOM_BOOKING_LOCK = 35_001;

/**
 * Holds that lapsed on these hours of the room (the card was being charged when the worker
 * stopped) become `failed` and give their hours up; answers them, so their usage is taken back.
 */
export async function releaseLapsedHolds(
  tx: TDatabase,
  roomId: number,
  starts: readonly Date[],
  now: Date,
): Promise<{ id: number; accountId: number }[]> {
  const lapsed = await tx
    .selectDistinct({ id: meetingRoomBookings.id, accountId: meetingRoomBookings.accountId })
    .from(meetingRoomBookingHours)
    .innerJoin(meetingRoomBookings, eq(meetingRoomBookings.id, meetingRoomBookingHours.bookingId))
    .where(
      and(
        eq(meetingRoomBookingHours.roomId, roomId),
        inArray(meetingRoomBookingHours.startsAt, [...starts]),
        eq(meetingRoomBookings.status, 'held'),
        lte(meetingRoomBookings.heldUntil, now),
      ),
    );
  for (const booking of lapsed) await endBooking(tx, booking.id, 'held', 'failed', null);
  return lapsed;
}

export type TNewBooking = {
  roomId: number;
  accountId: number;
  bookedBy: number;
  startsAt: Date;
  endsAt: Date;
  hours: number;
  freeHours: number;
  paidHours: number;
  status: 'held' | 'confirmed';
  heldUntil: Date | null;
  createdAt: Date;
};

/**
 * The booking and each of its hours. Another booking of one of those hours, even at the same
 * instant, fails here on `meeting_room_booking_hours_one_per_room_hour`; the caller answers it.
 */
export async function insertBooking(
  tx: TDatabase,
  booking: TNewBooking,
  starts: readonly Date[],
): Promise<number> {
  const [row] = await tx
    .insert(meetingRoomBookings)
    .values(booking)
    .returning({ id: meetingRoomBookings.id });
  if (!row) throw new Error('Could not book the room');
  await tx
    .insert(meetingRoomBookingHours)
    .values(starts.map((startsAt) => ({ bookingId: row.id, roomId: booking.roomId, startsAt })));
  return row.id;
}

/** A held booking is paid: confirmed with its payment and what the card was charged. */
export async function confirmHeldBooking(
  tx: TDatabase,
  bookingId: number,
  paid: { paymentId: number; amount: number },
): Promise<void> {
  await tx
    .update(meetingRoomBookings)
    .set({ status: 'confirmed', heldUntil: null, paymentId: paid.paymentId, amount: paid.amount })
    .where(and(eq(meetingRoomBookings.id, bookingId), eq(meetingRoomBookings.status, 'held')));
}

/**
 * Ends a booking that is `from` (held → failed, confirmed → cancelled) and frees its hours, in one
 * statement each; false when it was no longer `from` (another request ended it first).
 */
export async function endBooking(
  tx: TDatabase,
  bookingId: number,
  from: 'held' | 'confirmed',
  to: 'failed' | 'cancelled',
  at: Date | null,
): Promise<boolean> {
  const ended = await tx
    .update(meetingRoomBookings)
    .set({ status: to, heldUntil: null, cancelledAt: at })
    .where(and(eq(meetingRoomBookings.id, bookingId), eq(meetingRoomBookings.status, from)))
    .returning({ id: meetingRoomBookings.id });
  if (ended.length === 0) return false;
  await tx.delete(meetingRoomBookingHours).where(eq(meetingRoomBookingHours.bookingId, bookingId));
  return true;
}

// ---------------------------------------------------------------------------------------------
// Bookings as they are read

export type TBookingRow = {
  id: number;
  accountId: number;
  accountName: string;
  roomId: number;
  roomName: string;
  roomSeats: number;
  locationId: number;
  locationName: string;
  locationAddress: string;
  startsAt: Date;
  endsAt: Date;
  hours: number;
  freeHours: number;
  paidHours: number;
  amount: number;
  status: TRoomBookingStatus | 'held' | 'failed';
  paymentId: number | null;
  invoiceId: number | null;
  bookedBy: string | null;
  createdAt: Date;
  cancelledAt: Date | null;
};

export type TBookingFilter = {
  id?: number;
  accountId?: number;
  /** Starts in [from, to). */
  from?: Date;
  to?: Date;
  /** Ends after. */
  endsAfter?: Date;
  statuses: readonly ('confirmed' | 'cancelled' | 'held')[];
  /** Staff: the locations they are the secretary of and the companies whose office line they serve. */
  servedBy?: number;
};

export async function findBookings(
  db: TDatabase,
  filter: TBookingFilter,
  language: TLanguage,
  limit = 500,
): Promise<TBookingRow[]> {
  const place = locationText(language);
  const conditions: (SQL | undefined)[] = [
    isNull(accounts.deletedAt),
    inArray(meetingRoomBookings.status, [...filter.statuses]),
  ];
  if (filter.id !== undefined) conditions.push(eq(meetingRoomBookings.id, filter.id));
  if (filter.accountId !== undefined) conditions.push(eq(meetingRoomBookings.accountId, filter.accountId));
  if (filter.from) conditions.push(gte(meetingRoomBookings.startsAt, filter.from));
  if (filter.to) conditions.push(lt(meetingRoomBookings.startsAt, filter.to));
  if (filter.endsAfter) conditions.push(gt(meetingRoomBookings.endsAt, filter.endsAfter));
  if (filter.servedBy !== undefined) {
    conditions.push(
      or(
        eq(officeLocations.secretaryId, filter.servedBy),
        attachedTo(meetingRoomBookings.accountId, filter.servedBy, [OFFICE_LINE.id]),
      ),
    );
  }
  return db
    .select({
      id: meetingRoomBookings.id,
      accountId: meetingRoomBookings.accountId,
      accountName: accounts.name,
      roomId: meetingRooms.id,
      roomName: meetingRooms.name,
      roomSeats: meetingRooms.seats,
      locationId: officeLocations.id,
      locationName: place.name,
      locationAddress: place.address,
      startsAt: meetingRoomBookings.startsAt,
      endsAt: meetingRoomBookings.endsAt,
      hours: meetingRoomBookings.hours,
      freeHours: meetingRoomBookings.freeHours,
      paidHours: meetingRoomBookings.paidHours,
      amount: meetingRoomBookings.amount,
      status: meetingRoomBookings.status,
      paymentId: meetingRoomBookings.paymentId,
      invoiceId: invoices.id,
      bookedBy: users.name,
      createdAt: meetingRoomBookings.createdAt,
      cancelledAt: meetingRoomBookings.cancelledAt,
    })
    .from(meetingRoomBookings)
    .innerJoin(meetingRooms, eq(meetingRooms.id, meetingRoomBookings.roomId))
    .innerJoin(officeLocations, eq(officeLocations.id, meetingRooms.locationId))
    .innerJoin(accounts, eq(accounts.id, meetingRoomBookings.accountId))
    .leftJoin(place.text, place.joins.text)
    .leftJoin(place.fallback, place.joins.fallback)
    .leftJoin(users, eq(users.id, meetingRoomBookings.bookedBy))
    .leftJoin(invoices, eq(invoices.paymentId, meetingRoomBookings.paymentId))
    .where(and(...conditions))
    .orderBy(asc(meetingRoomBookings.startsAt), asc(meetingRoomBookings.id))
    .limit(limit);
}
