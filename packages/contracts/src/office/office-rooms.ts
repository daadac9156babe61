import { z } from 'zod';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { addCalendarDays, todayInIstanbul } from '../common/istanbul-time.ts';
import { istanbulWallClockToIso } from '../common/istanbul-wall-clock.ts';
import { ZPeriod } from '../documents/document-periods.ts';
import { invoiceTotals, type TInvoiceTotals } from '../payments/invoice-totals.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';

/**
 * The meeting rooms of the office locations (issue 35): a company whose office line is active
 * books a room by the whole hour, Istanbul time, within its reception hours; the packet's monthly
 * room hours are free, the hours beyond them are paid with the card on file when booked.
 */

/** What a room offers; the web names each code in the reader's language. */
const MEETING_ROOM_EQUIPMENT = [
  'projector',
  'screen',
  'whiteboard',
  'video_conference',
  'speakerphone',
  'flipchart',
] as const;
export type TMeetingRoomEquipment = (typeof MEETING_ROOM_EQUIPMENT)[number];

export const ROOM_BOOKING_LIMITS = {
  /** The most hours one booking holds (a working day). */
  maxHours: 10,
  /** How far ahead a room may be booked: today and this many days after. */
  maxDaysAhead: 60,
  /** A booking is cancelled free (hours given back, a payment refunded) until this long before it starts. */
  freeCancellationHours: 24,
} as const;

const HOUR_MS = 3_600_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const RECEPTION_PATTERN = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/;

function isCalendarDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const noon = new Date(`${date}T12:00:00Z`);
  return !Number.isNaN(noon.getTime()) && noon.toISOString().slice(0, 10) === date;
}

/**
 * The whole hours a room can be booked on a day of a location open `receptionHours`
 * ('08:30-19:00'): from the first full hour after opening to the last that ends by closing
 * (09, 10, …, 18 here). Start hours in Istanbul's wall clock.
 */
function roomStartHours(receptionHours: string): number[] {
  const match = RECEPTION_PATTERN.exec(receptionHours);
  if (!match) return [];
  const [, oh, om, ch, cm] = match.map(Number);
  if (oh === undefined || om === undefined || ch === undefined || cm === undefined) return [];
  const first = Math.ceil((oh * 60 + om) / 60);
  const last = Math.floor((ch * 60 + cm) / 60) - 1;
  const hours: number[] = [];
  for (let hour = first; hour <= last && hour < 24; hour += 1) hours.push(hour);
  return hours;
}

/** The instant an Istanbul day's hour starts, or null for a date that is no calendar date. */
export function roomHourStartsAt(date: string, hour: number): Date | null {
  if (!isCalendarDate(date) || !Number.isInteger(hour) || hour < 0 || hour > 23) return null;
  const iso = istanbulWallClockToIso(`${date}T${String(hour).padStart(2, '0')}:00`);
  return iso === null ? null : new Date(iso);
}

export type TRoomSlotTimes = { hour: number; starts_at: string; ends_at: string };

/** The bookable hours of a room on an Istanbul day, as instants. */
export function roomSlotsOfDay(date: string, receptionHours: string): TRoomSlotTimes[] {
  return roomStartHours(receptionHours).flatMap((hour) => {
    const start = roomHourStartsAt(date, hour);
    if (!start) return [];
    return [
      {
        hour,
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + HOUR_MS).toISOString(),
      },
    ];
  });
}

/** The last Istanbul day a room may be booked for at `now`. */
export function lastRoomBookingDate(now: Date): string {
  return addCalendarDays(todayInIstanbul(now), ROOM_BOOKING_LIMITS.maxDaysAhead);
}

/**
 * Why `hours` hours from `startHour` on `date` cannot be booked at `now`, or null when they can:
 * within the reception hours, not started yet, not beyond the booking window.
 */
export function roomBookingProblem(
  input: { date: string; startHour: number; hours: number; receptionHours: string },
  now: Date,
): 'outsideHours' | 'past' | 'tooFarAhead' | null {
  const open = roomStartHours(input.receptionHours);
  for (let hour = input.startHour; hour < input.startHour + input.hours; hour += 1) {
    if (!open.includes(hour)) return 'outsideHours';
  }
  const start = roomHourStartsAt(input.date, input.startHour);
  if (!start) return 'outsideHours';
  if (start.getTime() <= now.getTime()) return 'past';
  if (input.date > lastRoomBookingDate(now)) return 'tooFarAhead';
  return null;
}

/** Whether a booking starting at `startsAt` may still be cancelled free at `now` (24 hours before). */
export function mayCancelRoomBooking(startsAt: string | Date, now: Date): boolean {
  const start = typeof startsAt === 'string' ? new Date(startsAt) : startsAt;
  return start.getTime() - now.getTime() >= ROOM_BOOKING_LIMITS.freeCancellationHours * HOUR_MS;
}

export type TRoomBookingQuote = TInvoiceTotals & { free_hours: number; paid_hours: number };

/**
 * What a booking of `hours` costs when `freeHoursLeft` of the month's allowance remain: the free
 * hours first, the rest at the room's hourly price (kuruş before KDV), KDV on top.
 */
export function roomBookingQuote(
  hours: number,
  freeHoursLeft: number,
  hourlyPrice: number,
): TRoomBookingQuote {
  const free = Math.max(0, Math.min(hours, freeHoursLeft));
  const paid = hours - free;
  const totals = paid > 0 ? invoiceTotals([{ unit_price: hourlyPrice, quantity: paid }]) : ZERO;
  return { ...totals, free_hours: free, paid_hours: paid };
}
const ZERO: TInvoiceTotals = { subtotal: 0, vat: 0, total: 0 };

// ---------------------------------------------------------------------------------------------
// Requests and answers

export const ZMeetingRoom = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  name: z.string(),
  seats: z.number().int(),
  /** Kuruş before KDV, per hour. */
  hourly_price: z.number().int(),
  /** The room's photo, a path the portal serves. */
  photo_url: z.string(),
  equipment: z.array(z.enum(MEETING_ROOM_EQUIPMENT)),
});
export type TMeetingRoom = z.infer<typeof ZMeetingRoom>;

export const ZRoomParams = z.object({ id: ZRecordId, roomId: ZRecordId });

const ZDay = z.iso.date({ error: VALIDATION_MESSAGES.invalidValue });

export const ZRoomSlotsQuery = z.object({ date: ZDay });

const ROOM_SLOT_STATES = ['free', 'taken', 'past'] as const;

/** One hour of a room's day: whose it is stays unsaid, but the caller's own companies' are `is_mine`. */
export const ZRoomSlot = z.object({
  hour: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(ROOM_SLOT_STATES),
  is_mine: z.boolean(),
});
export type TRoomSlot = z.infer<typeof ZRoomSlot>;

export const ZCreateRoomBookingRequest = z.object({
  room_id: ZRecordId,
  date: ZDay,
  /** The first hour, Istanbul's wall clock (9 for 09:00). */
  start_hour: z
    .number()
    .int()
    .min(0, VALIDATION_MESSAGES.invalidValue)
    .max(23, VALIDATION_MESSAGES.invalidValue),
  hours: z
    .number()
    .int()
    .min(1, VALIDATION_MESSAGES.invalidValue)
    .max(ROOM_BOOKING_LIMITS.maxHours, VALIDATION_MESSAGES.invalidValue),
  /** Hours beyond the month's free ones are charged to the card on file only when this says so. */
  pay_with_card_on_file: z.boolean().default(false),
});
export type TCreateRoomBookingRequest = z.input<typeof ZCreateRoomBookingRequest>;

const ROOM_BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;
export type TRoomBookingStatus = (typeof ROOM_BOOKING_STATUSES)[number];

export const ZRoomBooking = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  room: z.object({ id: z.number().int(), name: z.string(), seats: z.number().int() }),
  location: z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
  starts_at: z.string(),
  ends_at: z.string(),
  hours: z.number().int(),
  free_hours: z.number().int(),
  paid_hours: z.number().int(),
  /** What the card was charged, KDV included (kuruş); 0 within the free hours. */
  amount: z.number().int(),
  status: z.enum(ROOM_BOOKING_STATUSES),
  /** Whether it may still be cancelled free (24 hours before it starts). */
  cancellable: z.boolean(),
  invoice_id: z.number().int().nullable(),
  booked_by: z.string().nullable(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
});
export type TRoomBooking = z.infer<typeof ZRoomBooking>;

export const ZRoomBookingListQuery = ZAccountScopeQuery.extend({
  /** The month whose free hours the answer reports (YYYY-MM, Istanbul); this month by default. */
  period: ZPeriod.optional(),
});

/** A company's bookings still to come (and the last month's), its free hours and its card on file. */
export const ZRoomBookings = z.object({
  bookings: z.array(ZRoomBooking),
  allowance: z.object({ period: ZPeriod, free_hours_left: z.number().int() }),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type TRoomBookings = z.infer<typeof ZRoomBookings>;

export const ZRoomBookingParams = z.object({ id: ZRecordId, bookingId: ZRecordId });

export const ZRoomDayQuery = z.object({ date: ZDay.optional() });

/** A booking on the secretary's desk: the company's name and the room's place. */
const ZRoomDayBooking = ZRoomBooking.extend({ account_name: z.string() });

export const ZRoomDay = z.object({ date: z.string(), bookings: z.array(ZRoomDayBooking) });
export type TRoomDay = z.infer<typeof ZRoomDay>;
