import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { addCalendarDays, todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { isoToIstanbulWallClock } from '@portal/contracts/common/istanbul-wall-clock';
import type { TLanguage } from '@portal/contracts/common/languages';
import { formatKurus } from '@portal/contracts/common/money';
import { currentPeriod } from '@portal/contracts/documents/document-periods';
import { MESSAGE_CATALOGUES } from '@portal/contracts/messages/catalogue';
import {
  lastRoomBookingDate,
  mayCancelRoomBooking,
  ROOM_BOOKING_LIMITS,
  roomBookingProblem,
  roomBookingQuote,
  roomHourStartsAt,
  roomSlotsOfDay,
  type TMeetingRoom,
  type TRoomBooking,
  type TRoomBookings,
  type TRoomDay,
  type TRoomSlot,
  type ZCreateRoomBookingRequest,
} from '@portal/contracts/office/office-rooms';
import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { hasPermission } from '../../plugins/auth/authenticate.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { violatedConstraint } from '../../plugins/db/database-errors.ts';
import { HttpError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import { meetingRoomBookingMail } from '../../plugins/mail/templates/meeting-room-booking.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { lineStatusOf } from '../accounts/account-lines-service.ts';
import { cancelOfficeUsage, officeAllowanceLeft, recordOfficeUsage } from '../office-usage/service.ts';
import { cardOnFileOf, chargeCardOnFile, refundCardOnFilePayment } from '../payments/card-on-file-service.ts';
import { buildBookingIcs } from './booking-ics.ts';
import {
  confirmHeldBooking,
  endBooking,
  findBookings,
  findRoom,
  findRooms,
  findTakenHours,
  insertBooking,
  isLocationOffered,
  lockCompanyBookings,
  releaseLapsedHolds,
  type TBookingRow,
  type TRoomRow,
  type TRoomWithPlace,
} from './repository.ts';

type TReadApp = Pick<FastifyInstance, 'db' | 'now'>;
type TBookingApp = Pick<FastifyInstance, 'db' | 'now' | 'log' | 'config' | 'mailer'>;

const HOUR_MS = 3_600_000;
/** How long the hours stay held while the card on file is charged: longer than any charge takes. */
const HOLD_MS = 10 * 60_000;
/** The unique index that keeps one booking per room and hour. */
const ONE_PER_ROOM_HOUR = 'meeting_room_booking_hours_one_per_room_hour';

// ---------------------------------------------------------------------------------------------
// Presenters

function presentRoom(row: TRoomRow): TMeetingRoom {
  return {
    id: row.id,
    location_id: row.locationId,
    name: row.name,
    seats: row.seats,
    hourly_price: row.hourlyPrice,
    photo_url: row.photo,
    equipment: row.equipment,
  };
}

function presentBooking(row: TBookingRow, now: Date): TRoomBooking {
  const status = row.status === 'cancelled' ? 'cancelled' : 'confirmed';
  return {
    id: row.id,
    account_id: row.accountId,
    room: { id: row.roomId, name: row.roomName, seats: row.roomSeats },
    location: { id: row.locationId, name: row.locationName, address: row.locationAddress },
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    hours: row.hours,
    free_hours: row.freeHours,
    paid_hours: row.paidHours,
    amount: row.amount,
    status,
    cancellable: status === 'confirmed' && mayCancelRoomBooking(row.startsAt, now),
    invoice_id: row.invoiceId,
    booked_by: row.bookedBy,
    created_at: row.createdAt.toISOString(),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}

/** "14:00" of an instant, Istanbul's wall clock. */
const wallClockHour = (moment: Date) => isoToIstanbulWallClock(moment.toISOString()).slice(11, 16);

// ---------------------------------------------------------------------------------------------
// Rooms and their hours

/** `GET office-locations/{id}/rooms`: 404 for a location that is not offered. */
export async function listRooms(app: TReadApp, locationId: number): Promise<TMeetingRoom[]> {
  if (!(await isLocationOffered(app.db, locationId))) throw new HttpError(404, 'errors.notFound');
  return (await findRooms(app.db, locationId)).map(presentRoom);
}

async function roomOr404(
  app: TReadApp,
  roomId: number,
  language: TLanguage,
  locationId?: number,
): Promise<TRoomWithPlace> {
  const room = await findRoom(app.db, roomId, language);
  if (!room || (locationId !== undefined && room.locationId !== locationId)) {
    throw new HttpError(404, 'errors.notFound');
  }
  return room;
}

/**
 * `GET office-locations/{id}/rooms/{roomId}/slots?date=`: the room's hours of the Istanbul day,
 * from one query of the hours taken; who took an hour is never said, but the caller's companies'
 * are theirs to see.
 */
export async function roomSlots(
  app: TReadApp,
  auth: TAuth,
  input: { locationId: number; roomId: number; date: string; language: TLanguage },
): Promise<TRoomSlot[]> {
  const room = await roomOr404(app, input.roomId, input.language, input.locationId);
  const now = app.now();
  if (input.date > lastRoomBookingDate(now)) {
    const days = ROOM_BOOKING_LIMITS.maxDaysAhead;
    throw new HttpError(422, 'office.rooms.tooFarAhead', {
      params: { days },
      fields: { date: 'office.rooms.tooFarAhead' },
    });
  }
  const slots = roomSlotsOfDay(input.date, room.receptionHours);
  const first = slots[0];
  const last = slots.at(-1);
  if (!first || !last) return [];
  const taken = await findTakenHours(
    app.db,
    room.id,
    { from: new Date(first.starts_at), to: new Date(last.ends_at), now },
    auth.user.id,
  );
  return slots.map((slot) => {
    const start = new Date(slot.starts_at);
    const hour = taken.find((row) => row.startsAt.getTime() === start.getTime());
    const state = start.getTime() <= now.getTime() ? 'past' : hour ? 'taken' : 'free';
    return { ...slot, state, is_mine: hour?.isMine ?? false };
  });
}

// ---------------------------------------------------------------------------------------------
// A company's bookings

/** `GET accounts/{id}/room-bookings`: the bookings, the month's free hours left, the card on file. */
export async function listRoomBookings(
  app: TReadApp,
  account: TReachedAccount,
  query: { period?: string | undefined },
  language: TLanguage,
): Promise<TRoomBookings> {
  const now = app.now();
  const period = query.period ?? currentPeriod(now);
  const monthStart = roomHourStartsAt(`${period}-01`, 0) ?? now;
  const [rows, freeHoursLeft, card] = await Promise.all([
    findBookings(
      app.db,
      {
        accountId: account.id,
        statuses: ['confirmed', 'cancelled'],
        // What is to come, and what ended within the last month.
        endsAfter: new Date(now.getTime() - 31 * 24 * HOUR_MS),
      },
      language,
    ),
    officeAllowanceLeft(app.db, account.id, 'room_hour', monthStart),
    cardOnFileOf(app.db, account.id, OFFICE_LINE.id),
  ]);
  const upcoming = rows.filter((row) => row.status === 'confirmed' && row.endsAt > now);
  const rest = rows.filter((row) => !upcoming.includes(row)).reverse();
  return {
    bookings: [...upcoming, ...rest].map((row) => presentBooking(row, now)),
    allowance: { period, free_hours_left: freeHoursLeft },
    card,
  };
}

type TBookingRequest = z.output<typeof ZCreateRoomBookingRequest>;

/** The usage rows a booking counts against the allowance: one per part, free or paid. */
function usageParts(bookingId: number, quote: { free_hours: number; paid_hours: number }) {
  const both = quote.free_hours > 0 && quote.paid_hours > 0;
  const source = (part: 'free' | 'paid') => (both ? `booking:${bookingId}:${part}` : `booking:${bookingId}`);
  return [
    ...(quote.free_hours > 0 ? [{ source: source('free'), quantity: quote.free_hours, prepaid: false }] : []),
    ...(quote.paid_hours > 0 ? [{ source: source('paid'), quantity: quote.paid_hours, prepaid: true }] : []),
  ];
}

/** Takes a booking's usage back (whichever of its parts were recorded). */
async function takeUsageBack(db: TDatabase, accountId: number, bookingId: number): Promise<void> {
  for (const source of [`booking:${bookingId}`, `booking:${bookingId}:free`, `booking:${bookingId}:paid`]) {
    await cancelOfficeUsage(db, accountId, 'room_hour', source);
  }
}

async function bookingOf(app: TReadApp, id: number, language: TLanguage): Promise<TBookingRow> {
  const [row] = await findBookings(app.db, { id, statuses: ['confirmed', 'cancelled', 'held'] }, language, 1);
  if (!row) throw new Error(`Booking ${id} is missing`);
  return row;
}

/**
 * `POST accounts/{id}/room-bookings`. In one transaction, serialised per company (its free hours):
 * a lapsed hold of these hours is let go, the free hours left in the booking's month are counted,
 * the booking and each of its hours are inserted (the unique room-hour index decides between two
 * companies, also at the same instant: 409), and its usage is recorded. Hours beyond the free ones
 * are held while the card on file is charged; paid, the booking is confirmed with its payment and
 * invoice; refused, it fails and its hours and usage are given back. The confirmation mail with
 * its `.ics` leaves after that, to the booker's own verified address.
 */
export async function bookRoom(
  app: TBookingApp,
  auth: TAuth,
  account: TReachedAccount,
  body: TBookingRequest,
  language: TLanguage,
): Promise<TRoomBooking> {
  const line = await lineStatusOf(app.db, account.id, OFFICE_LINE.id);
  if (line !== LINE_STATUSES.active) throw new HttpError(409, 'office.rooms.notActive');
  const room = await roomOr404(app, body.room_id, language);
  const now = app.now();
  const problem = roomBookingProblem(
    { date: body.date, startHour: body.start_hour, hours: body.hours, receptionHours: room.receptionHours },
    now,
  );
  if (problem) {
    const key = `office.rooms.${problem}` as const;
    throw new HttpError(422, key, {
      params: { days: ROOM_BOOKING_LIMITS.maxDaysAhead },
      fields: { start_hour: key },
    });
  }
  const startsAt = roomHourStartsAt(body.date, body.start_hour);
  if (!startsAt) throw new HttpError(422, 'office.rooms.outsideHours');
  const starts = Array.from({ length: body.hours }, (_, i) => new Date(startsAt.getTime() + i * HOUR_MS));
  const endsAt = new Date(startsAt.getTime() + body.hours * HOUR_MS);

  let booked: {
    id: number;
    freeHours: number;
    paidHours: number;
    totals: ReturnType<typeof roomBookingQuote>;
  };
  try {
    booked = await app.db.transaction(async (tx) => {
      await lockCompanyBookings(tx, account.id);
      for (const lapsed of await releaseLapsedHolds(tx, room.id, starts, now)) {
        await takeUsageBack(tx, lapsed.accountId, lapsed.id);
      }
      const freeLeft = await officeAllowanceLeft(tx, account.id, 'room_hour', startsAt);
      const quote = roomBookingQuote(body.hours, freeLeft, room.hourlyPrice);
      if (quote.paid_hours > 0) {
        if (!(await cardOnFileOf(tx, account.id, OFFICE_LINE.id)))
          throw new HttpError(409, 'office.rooms.noCard');
        if (!body.pay_with_card_on_file) {
          throw new HttpError(409, 'office.rooms.paymentNeeded', {
            params: { hours: quote.paid_hours, amount: formatKurus(quote.total, language) },
          });
        }
      }
      const held = quote.paid_hours > 0;
      const id = await insertBooking(
        tx,
        {
          roomId: room.id,
          accountId: account.id,
          bookedBy: auth.user.id,
          startsAt,
          endsAt,
          hours: body.hours,
          freeHours: quote.free_hours,
          paidHours: quote.paid_hours,
          status: held ? 'held' : 'confirmed',
          heldUntil: held ? new Date(now.getTime() + HOLD_MS) : null,
          createdAt: now,
        },
        starts,
      );
      for (const part of usageParts(id, quote)) {
        await recordOfficeUsage(tx, { accountId: account.id, kind: 'room_hour', at: startsAt, ...part });
      }
      return { id, freeHours: quote.free_hours, paidHours: quote.paid_hours, totals: quote };
    });
  } catch (error) {
    if (violatedConstraint(error) === ONE_PER_ROOM_HOUR) throw new HttpError(409, 'office.rooms.slotTaken');
    throw error;
  }

  if (booked.paidHours > 0) await payHeldBooking(app, auth, { room, account, booked, language });
  const row = await bookingOf(app, booked.id, language);
  await sendBookingMail(app, auth, row);
  return presentBooking(row, app.now());
}

/** Charges the card on file for a held booking's paid hours; refused, the booking fails (402/503). */
async function payHeldBooking(
  app: TBookingApp,
  auth: TAuth,
  input: {
    room: TRoomWithPlace;
    account: TReachedAccount;
    booked: { id: number; paidHours: number; totals: ReturnType<typeof roomBookingQuote> };
    language: TLanguage;
  },
): Promise<void> {
  const { room, account, booked } = input;
  const row = await bookingOf(app, booked.id, input.language);
  // The invoice is the booker's, in their language.
  const invoiceLanguage = languageOfId(auth.user.languageId);
  const description = translate(invoiceLanguage, 'office.rooms.invoiceLine', {
    room: room.name,
    location: room.locationName,
    day: todayInIstanbul(row.startsAt),
    from: wallClockHour(row.startsAt),
    to: wallClockHour(row.endsAt),
  });
  const outcome = await chargeCardOnFile(
    app,
    {
      accountId: account.id,
      brandId: OFFICE_LINE.id,
      userId: auth.user.id,
      kind: 'room_booking',
      idempotencyKey: `room-booking-${booked.id}`,
      line: { description, quantity: booked.paidHours, unitPrice: room.hourlyPrice },
      totals: booked.totals,
    },
    (tx, paid) =>
      confirmHeldBooking(tx, booked.id, { paymentId: paid.paymentId, amount: booked.totals.total }),
  );
  if (outcome.ok) return;
  await app.db.transaction(async (tx) => {
    if (await endBooking(tx, booked.id, 'held', 'failed', null))
      await takeUsageBack(tx, account.id, booked.id);
  });
  throw new HttpError(outcome.status, outcome.messageKey);
}

async function sendBookingMail(app: TBookingApp, auth: TAuth, row: TBookingRow): Promise<void> {
  // To the booker's own address once it is proven theirs; the booking stands either way.
  if (!auth.user.emailVerifiedAt) return;
  const language = languageOfId(auth.user.languageId);
  const url = `${app.config.appUrl}/${language}/app/office/meeting-rooms`;
  const content = meetingRoomBookingMail(language, {
    name: auth.user.name,
    companyName: row.accountName,
    roomName: row.roomName,
    locationName: row.locationName,
    address: row.locationAddress,
    startsAt: row.startsAt,
    from: wallClockHour(row.startsAt),
    to: wallClockHour(row.endsAt),
    freeHours: row.freeHours,
    paidHours: row.paidHours,
    amount: row.amount,
    url,
  });
  const ics = buildBookingIcs({
    calendarName: MESSAGE_CATALOGUES[language].mail.meetingRoomBooking.calendarName,
    host: new URL(app.config.appUrl).hostname,
    now: app.now(),
    booking: {
      id: row.id,
      title: `${row.roomName} – ${row.locationName}`,
      description: `${row.accountName}\n\n${url}`,
      location: `${row.locationName}, ${row.locationAddress}`,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      url,
    },
  });
  await app.mailer.send({
    ...content,
    to: auth.user.email,
    template: 'meeting-room-booking',
    attachments: [
      { filename: `meeting-room-${row.id}.ics`, contentType: 'text/calendar; charset=utf-8', content: ics },
    ],
  });
}

/**
 * `DELETE accounts/{id}/room-bookings/{bookingId}`: free until 24 hours before it starts. The
 * hours are freed and the usage taken back in one transaction; a paid booking is refunded first
 * (the provider's refund is keyed by its invoice, so a second try refunds once) and its credit
 * note written in that same transaction. Two cancellations at once: one ends it, the other 409.
 */
export async function cancelRoomBooking(
  app: TBookingApp,
  auth: TAuth,
  account: TReachedAccount,
  bookingId: number,
  language: TLanguage,
): Promise<TRoomBooking> {
  const [row] = await findBookings(
    app.db,
    { id: bookingId, accountId: account.id, statuses: ['confirmed', 'cancelled'] },
    language,
    1,
  );
  if (!row) throw new HttpError(404, 'errors.notFound');
  if (row.status === 'cancelled') throw new HttpError(409, 'office.rooms.alreadyCancelled');
  const now = app.now();
  if (!mayCancelRoomBooking(row.startsAt, now)) throw new HttpError(409, 'office.rooms.tooLateToCancel');

  const cancel = async (tx: TDatabase) => {
    if (!(await endBooking(tx, row.id, 'confirmed', 'cancelled', now))) {
      throw new HttpError(409, 'office.rooms.alreadyCancelled');
    }
    await takeUsageBack(tx, account.id, row.id);
  };
  if (row.paymentId === null) {
    await app.db.transaction(cancel);
  } else {
    const refunded = await refundCardOnFilePayment(
      app,
      { paymentId: row.paymentId, accountId: account.id, userId: auth.user.id },
      cancel,
    );
    if (!refunded) throw new HttpError(503, 'office.rooms.refundFailed');
  }
  return presentBooking(await bookingOf(app, row.id, language), now);
}

// ---------------------------------------------------------------------------------------------
// The secretary's day

/**
 * `GET office/room-bookings?date=`: the confirmed bookings of an Istanbul day at the locations the
 * staff member is the secretary of and of the companies whose office line they serve; staff
 * holding 'show accounts all' see every one.
 */
export async function roomDay(
  app: TReadApp,
  auth: TAuth,
  date: string | undefined,
  language: TLanguage,
): Promise<TRoomDay> {
  const now = app.now();
  const day = date ?? todayInIstanbul(now);
  const from = roomHourStartsAt(day, 0);
  const to = roomHourStartsAt(addCalendarDays(day, 1), 0);
  if (!from || !to)
    throw new HttpError(422, 'errors.validation', { fields: { date: 'validation.invalidValue' } });
  const seesAll = hasPermission(auth, PERMISSIONS.showAccountsAll);
  const rows = await findBookings(
    app.db,
    { from, to, statuses: ['confirmed'], ...(seesAll ? {} : { servedBy: auth.user.id }) },
    language,
  );
  return {
    date: day,
    bookings: rows.map((row) => ({ ...presentBooking(row, now), account_name: row.accountName })),
  };
}
