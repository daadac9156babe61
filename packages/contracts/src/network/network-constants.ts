import { PERMISSIONS } from '../auth/permissions.ts';
import { isStaffRole } from '../auth/roles.ts';
import { addCalendarDays, todayInIstanbul } from '../common/istanbul-time.ts';
import { istanbulWallClockToIso } from '../common/istanbul-wall-clock.ts';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '../users/avatar.ts';

/**
 * The Endless network (product line 7, issue 17): member companies' booths, the seminar stages a
 * member company books by the hour, and the activity calendar of their sessions. The limits and
 * the time rules live here once; the API's schemas, the database and the web's forms read them.
 */

// ---------------------------------------------------------------------------------------------
// Booths

/** The sectors a booth is filed under: stable slugs (the database enum), labelled by each app. */
export const NETWORK_SECTORS = [
  'technology',
  'finance',
  'manufacturing',
  'retail',
  'food',
  'health',
  'education',
  'construction',
  'logistics',
  'consulting',
  'tourism',
  'other',
] as const;
export type TNetworkSector = (typeof NETWORK_SECTORS)[number];

/** The network's products in the catalogue (apps/api seed), by their natural key. */
export const NETWORK_PRODUCT_CODES = {
  boothStandard: 'network-booth-standard',
  boothPremium: 'network-booth-premium',
  conferenceHour: 'network-stage-conference-hour',
  stageHalfDay: 'network-stage-half-day',
} as const;

/**
 * The monthly membership packets: a company holding one of them may open a booth and book a
 * stage. Buying one starts the network line without waiting for approval (its own line state).
 */
export const NETWORK_MEMBERSHIP_PRODUCT_CODES = [
  NETWORK_PRODUCT_CODES.boothStandard,
  NETWORK_PRODUCT_CODES.boothPremium,
] as const;
export type TNetworkMembershipCode = (typeof NETWORK_MEMBERSHIP_PRODUCT_CODES)[number];

export function isNetworkMembershipCode(value: unknown): value is TNetworkMembershipCode {
  return typeof value === 'string' && (NETWORK_MEMBERSHIP_PRODUCT_CODES as readonly string[]).includes(value);
}

export const BOOTH_LIMITS = {
  name: 80,
  city: 60,
  description: 2000,
  offer: 300,
  website: 200,
  itemName: 80,
  itemDescription: 300,
  teamMembers: 12,
  teamName: 80,
  teamTitle: 80,
  /** The directory's short description: the first characters of the description. */
  summary: 160,
  hideReason: 1000,
} as const;

/** What a booth showcases: products or services, each with a name and a line about it. */
export const BOOTH_ITEM_KINDS = ['product', 'service'] as const;

/**
 * Showcase size per packet: the standard booth shows 10 products or services, the premium one
 * "unlimited" (the catalogue's words), held to a number a page can still show.
 */
const BOOTH_ITEM_LIMITS: Record<TNetworkMembershipCode, number> = {
  [NETWORK_PRODUCT_CODES.boothStandard]: 10,
  [NETWORK_PRODUCT_CODES.boothPremium]: 50,
};
/** The most items any booth holds (the request schema's bound; the packet's limit is the API's check). */
export const BOOTH_ITEMS_MAX = Math.max(...Object.values(BOOTH_ITEM_LIMITS));

/** How many products or services a booth may show under the company's membership packet (0 without one). */
export function boothItemLimit(packetCode: string | null | undefined): number {
  return isNetworkMembershipCode(packetCode) ? BOOTH_ITEM_LIMITS[packetCode] : 0;
}

/** The premium packet lists its booth first in the directory (the catalogue's "featured spot"). */
export function isFeaturedPacket(packetCode: string | null | undefined): boolean {
  return packetCode === NETWORK_PRODUCT_CODES.boothPremium;
}

/** The booth's logo: checked as the profile pictures are (multipart field `logo`). */
export const BOOTH_LOGO_FIELD = 'logo';
export const BOOTH_LOGO_MAX_BYTES = AVATAR_MAX_BYTES;
export const BOOTH_LOGO_MIME_TYPES = AVATAR_MIME_TYPES;
export const BOOTH_LOGO_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';

/** Brochures: PDF only, each at most 10 MB, at most 5 per booth (multipart fields `file` and `title`). */
export const BOOTH_DOCUMENT_FIELD = 'file';
export const BOOTH_DOCUMENT_MIME_TYPES = ['application/pdf'] as const;
export const BOOTH_DOCUMENT_ACCEPT = '.pdf,application/pdf';
export const BOOTH_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const BOOTH_DOCUMENT_MAX_COUNT = 5;
export const BOOTH_DOCUMENT_TITLE_MAX_LENGTH = 120;

/** The "contact this company" form: its message, and how often one person may send (per booth or not). */
export const BOOTH_CONTACT_MESSAGE_MAX_LENGTH = 2000;
export const BOOTH_CONTACT_RATE_LIMIT = { max: 5, windowMinutes: 10 } as const;

/**
 * Who may hide a booth that breaks the rules: staff (never a customer, though customers hold the
 * same permission for the network menu) holding "show enb companies".
 */
const BOOTH_MODERATION_PERMISSION = PERMISSIONS.showEnbCompanies;

export function mayModerateBooths(role: string | null | undefined, permissions: readonly string[]): boolean {
  return isStaffRole(role) && permissions.includes(BOOTH_MODERATION_PERMISSION);
}

/**
 * The directory's short description: the description's first words up to `max` characters, cut
 * at a word and marked with an ellipsis when shortened; whitespace (line breaks) folded.
 */
export function boothSummary(description: string, max: number = BOOTH_LIMITS.summary): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A single long word is cut where it must be; otherwise at the last whole word.
  const head = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s.,;:!?-]+$/, '')}…`;
}

// ---------------------------------------------------------------------------------------------
// Stages and their sessions

/**
 * A stage is booked by whole hours between these Istanbul wall-clock hours: sessions start at
 * 09:00 … 17:00 and the last one ends at 18:00. Every day of the week.
 */
export const STAGE_OPENING_HOURS = { opens: 9, closes: 18 } as const;
/** The first and the last hour a session may start at, as the forms and the messages write them. */
export const STAGE_FIRST_START = `${String(STAGE_OPENING_HOURS.opens).padStart(2, '0')}:00`;
export const STAGE_LAST_START = `${String(STAGE_OPENING_HOURS.closes - 1).padStart(2, '0')}:00`;
/** The one-hour conference package: a session lasts this long. */
const STAGE_SESSION_MINUTES = 60;
/** A picked hour is held for the company this long; unpaid, the hold expires (a job, and every booking). */
export const STAGE_HOLD_MINUTES = 15;
/** An hour can be booked until this long before it starts (the hold and the announcement need the time). */
export const STAGE_BOOKING_MIN_LEAD_MINUTES = 60;
/** …and at most this many days ahead (Istanbul calendar days from today). */
export const STAGE_BOOKING_MAX_DAYS_AHEAD = 90;

/**
 * A session's life: `held` while the company pays (until `held_until`), `confirmed` once paid,
 * `expired` when the hold ran out unpaid, `cancelled` when the company let the hold go (or staff
 * cancelled it). Only held and confirmed sessions occupy their stage's hour.
 */
export const SESSION_STATUSES = ['held', 'confirmed', 'expired', 'cancelled'] as const;
export type TSessionStatus = (typeof SESSION_STATUSES)[number];
/** The statuses that occupy a stage's hour: the database's unique index holds exactly these. */
export const SESSION_OCCUPYING_STATUSES = ['held', 'confirmed'] as const satisfies readonly TSessionStatus[];

/**
 * A bookable hour on a stage's calendar: `free`; `held` by a company paying for it now; `booked`
 * (a confirmed session); `past`: no longer bookable, because it starts within the booking lead
 * time or has started.
 */
export const SLOT_STATES = ['free', 'held', 'booked', 'past'] as const;
export type TSlotState = (typeof SLOT_STATES)[number];

export const SESSION_LIMITS = { title: 120, speaker: 120, description: 2000 } as const;

/**
 * Registering for a session: open while it is confirmed, has seats and has not started; a person
 * cancels until it starts. One person holds at most this many registrations for sessions to come,
 * so no one reserves a hall's seats for themselves.
 */
export const REGISTRATION_LIMITS = { maxUpcomingPerUser: 10, name: 120, email: 190 } as const;
const REGISTRATION_STATES = ['open', 'full', 'closed'] as const;
export type TRegistrationState = (typeof REGISTRATION_STATES)[number];

/** The activity calendar answers at most this many days at once (two months and a day or two). */
export const NETWORK_CALENDAR_MAX_DAYS = 62;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const noon = new Date(`${date}T12:00:00Z`);
  return !Number.isNaN(noon.getTime()) && noon.toISOString().slice(0, 10) === date;
}

function toMoment(value: string | Date): Date | null {
  const moment = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(moment.getTime()) ? null : moment;
}

export type TStageSlotTimes = { starts_at: string; ends_at: string };

/**
 * The bookable hours of an Istanbul calendar date (`YYYY-MM-DD`) as UTC ISO instants, earliest
 * first; none for a date that does not exist. Istanbul has kept UTC+3 all year since 2016, but
 * each hour goes through the time-zone data (Intl, `istanbulWallClockToIso`) rather than a fixed
 * +03:00: a future change of Turkey's clocks then arrives with the runtime's time-zone data, and
 * the API, the web and the tests all agree on it without an edit here.
 */
export function stageSlotsOfDay(date: string): TStageSlotTimes[] {
  if (!isCalendarDate(date)) return [];
  const slots: TStageSlotTimes[] = [];
  for (let hour = STAGE_OPENING_HOURS.opens; hour < STAGE_OPENING_HOURS.closes; hour += 1) {
    const startsAt = istanbulWallClockToIso(`${date}T${String(hour).padStart(2, '0')}:00`);
    if (startsAt === null) continue;
    slots.push({ starts_at: startsAt, ends_at: sessionEndsAt(startsAt).toISOString() });
  }
  return slots;
}

/** When a session that starts at `startsAt` ends. */
export function sessionEndsAt(startsAt: string | Date): Date {
  const start = typeof startsAt === 'string' ? new Date(startsAt) : startsAt;
  return new Date(start.getTime() + STAGE_SESSION_MINUTES * MINUTE_MS);
}

/** Whether a moment starts one of the bookable hours of its Istanbul day (a whole hour, 09:00–17:00). */
export function isBookableStart(startsAt: string | Date): boolean {
  const moment = toMoment(startsAt);
  if (moment === null) return false;
  return stageSlotsOfDay(todayInIstanbul(moment)).some(
    (slot) => new Date(slot.starts_at).getTime() === moment.getTime(),
  );
}

/**
 * Whether an hour may be booked at `now`: a bookable start at least the lead time ahead, and on
 * an Istanbul day at most STAGE_BOOKING_MAX_DAYS_AHEAD after today.
 */
export function isWithinBookingWindow(startsAt: string | Date, now: Date): boolean {
  const moment = toMoment(startsAt);
  if (moment === null || !isBookableStart(moment)) return false;
  if (moment.getTime() - now.getTime() < STAGE_BOOKING_MIN_LEAD_MINUTES * MINUTE_MS) return false;
  return todayInIstanbul(moment) <= addCalendarDays(todayInIstanbul(now), STAGE_BOOKING_MAX_DAYS_AHEAD);
}

/** The last Istanbul day whose hours may be booked at `now` (the slots page's date picker bound). */
export function lastBookableDate(now: Date): string {
  return addCalendarDays(todayInIstanbul(now), STAGE_BOOKING_MAX_DAYS_AHEAD);
}

/** Until when an hour picked at `now` stays held for the company. */
export function holdExpiresAt(now: Date): Date {
  return new Date(now.getTime() + STAGE_HOLD_MINUTES * MINUTE_MS);
}

/** Whether a hold still keeps its hour at `now` (an expired one frees it, before the job marks it). */
export function isHoldLive(heldUntil: string | Date | null, now: Date): boolean {
  if (heldUntil === null) return false;
  const until = toMoment(heldUntil);
  return until !== null && until.getTime() > now.getTime();
}

/**
 * The state of one hour of a stage's calendar at `now`, from the session that occupies it (if
 * any): too late to book is `past` whatever occupies it; a hold counts only while it is live.
 */
export function slotState(
  startsAt: string | Date,
  session: { status: TSessionStatus; held_until: string | Date | null } | null,
  now: Date,
): TSlotState {
  const moment = toMoment(startsAt);
  if (moment === null || moment.getTime() - now.getTime() < STAGE_BOOKING_MIN_LEAD_MINUTES * MINUTE_MS)
    return 'past';
  if (session?.status === 'confirmed') return 'booked';
  if (session?.status === 'held' && isHoldLive(session.held_until, now)) return 'held';
  return 'free';
}

/** Whether a person may register for a session at `now`: `open`, `full`, or `closed` (not confirmed, or started). */
export function sessionRegistrationState(
  session: { status: TSessionStatus; starts_at: string | Date; registered: number; capacity: number },
  now: Date,
): TRegistrationState {
  const start = toMoment(session.starts_at);
  if (session.status !== 'confirmed' || start === null || start.getTime() <= now.getTime()) return 'closed';
  return session.registered >= session.capacity ? 'full' : 'open';
}

/** A registration may be cancelled until its session starts. */
export function mayCancelRegistration(startsAt: string | Date, now: Date): boolean {
  const start = toMoment(startsAt);
  return start !== null && start.getTime() > now.getTime();
}

/** The calendar feed's days when the caller names none: today (Istanbul) and the days after it, at most the calendar's span. */
export function defaultCalendarRange(now: Date): { from: string; to: string } {
  const from = todayInIstanbul(now);
  return { from, to: addCalendarDays(from, NETWORK_CALENDAR_MAX_DAYS - 1) };
}

/** The number of calendar days from `from` to `to`, both counted (1 for one day; 0 or less when reversed). */
export function calendarDaysInclusive(from: string, to: string): number {
  const days = (Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / (24 * HOUR_MS);
  return Math.round(days) + 1;
}

/**
 * The instants an Istanbul date range covers, for the calendar's query: from the first day's
 * midnight (inclusive) to the midnight after the last day (exclusive), in UTC ISO.
 */
export function calendarRangeInstants(from: string, to: string): { from: string; to: string } | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return null;
  const start = istanbulWallClockToIso(`${from}T00:00`);
  const end = istanbulWallClockToIso(`${addCalendarDays(to, 1)}T00:00`);
  return start === null || end === null ? null : { from: start, to: end };
}
