import { z } from 'zod';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { ZEmail, ZPersonName } from '../auth/auth-schemas.ts';
import { pagedQuery, ZPageFields } from '../common/envelope.ts';
import { ZHoneypot, ZMobilePhone } from '../contact/contact-schemas.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { singleLine } from '../validation/single-line-text.ts';
import {
  BOOTH_CONTACT_MESSAGE_MAX_LENGTH,
  BOOTH_DOCUMENT_TITLE_MAX_LENGTH,
  BOOTH_ITEM_KINDS,
  BOOTH_ITEMS_MAX,
  BOOTH_LIMITS,
  calendarDaysInclusive,
  isBookableStart,
  NETWORK_CALENDAR_MAX_DAYS,
  NETWORK_SECTORS,
  SESSION_LIMITS,
  SESSION_STATUSES,
  SLOT_STATES,
} from './network-constants.ts';
import { NETWORK_VALIDATION_MESSAGES } from './network-messages.ts';

/**
 * The bodies and answers of the Endless network's routes (issue 17): booths, stages, their
 * sessions and registrations, and the activity calendar. Field names are the issue's.
 */

const V = VALIDATION_MESSAGES;
const NV = NETWORK_VALIDATION_MESSAGES;

const text = (max: number) =>
  z.string({ error: V.required }).trim().max(max, { error: V.tooLong, abort: true });
const required = (max: number) => text(max).min(1, { error: V.required, abort: true });
/** A name or a title: one line (a description or a message may have several). */
const line = (max: number) => singleLine(text(max));
const requiredLine = (max: number) => singleLine(required(max));
const ZInstant = z.iso.datetime();
const ZDay = z.iso.date({ error: V.invalidValue });

export const ZNetworkSector = z.enum(NETWORK_SECTORS, { error: V.invalidValue });

function isWebsite(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A web address (http or https); an empty field is no address (null), so a form may send ''. */
const ZBoothWebsite = line(BOOTH_LIMITS.website)
  .refine((value) => value === '' || isWebsite(value), { error: NV.websiteInvalid })
  .transform((value) => (value === '' ? null : value))
  .nullable();

// ---------------------------------------------------------------------------------------------
// Booths

export const ZBoothParams = z.object({ id: ZRecordId });
export const ZBoothDocumentParams = z.object({ id: ZRecordId, documentId: ZRecordId });

/** A product or service the booth shows. */
const ZBoothItem = z.object({
  kind: z.enum(BOOTH_ITEM_KINDS, { error: V.invalidValue }),
  name: requiredLine(BOOTH_LIMITS.itemName),
  description: text(BOOTH_LIMITS.itemDescription).default(''),
});
export type TBoothItem = z.output<typeof ZBoothItem>;

/** A person of the company at the booth. */
const ZBoothTeamMember = z.object({
  name: requiredLine(BOOTH_LIMITS.teamName),
  title: line(BOOTH_LIMITS.teamTitle).default(''),
});
export type TBoothTeamMember = z.output<typeof ZBoothTeamMember>;

const ZBoothItems = z.array(ZBoothItem).max(BOOTH_ITEMS_MAX, { error: NV.tooManyItems });
const ZBoothTeam = z.array(ZBoothTeamMember).max(BOOTH_LIMITS.teamMembers, { error: NV.tooManyTeamMembers });

/** A brochure (PDF) on the booth; `url` is the authorised download route. */
export const ZBoothDocument = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  size: z.number().int(),
  created_at: ZInstant,
});
export type TBoothDocument = z.infer<typeof ZBoothDocument>;

/**
 * A session on a stage, as everyone who may see it reads it. `is_registered`: the caller holds a
 * registration for it. `held_until` is set while `status` is `held` (seen only by the company).
 */
export const ZStageSession = z.object({
  id: z.number().int(),
  stage_id: z.number().int(),
  stage_name: z.string(),
  account_id: z.number().int(),
  company_name: z.string(),
  booth_id: z.number().int().nullable(),
  title: z.string(),
  speaker: z.string(),
  description: z.string(),
  /** The session's own sector, or else its company's booth's; null when neither is known. */
  sector: z.enum(NETWORK_SECTORS).nullable(),
  starts_at: ZInstant,
  ends_at: ZInstant,
  capacity: z.number().int(),
  registered: z.number().int(),
  status: z.enum(SESSION_STATUSES),
  held_until: ZInstant.nullable(),
  is_registered: z.boolean(),
});
export type TStageSession = z.infer<typeof ZStageSession>;

/** One booth (`stand/{id}`, and `for-my-company` for its own company). */
export const ZBooth = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  sector: z.enum(NETWORK_SECTORS),
  city: z.string(),
  description: z.string(),
  offer: z.string(),
  logo_url: z.string().nullable(),
  website: z.string().nullable(),
  items: z.array(ZBoothItem),
  team: z.array(ZBoothTeamMember),
  documents: z.array(ZBoothDocument),
  /** The member of the company the contact form mails; one booth per representative (spec section 5). */
  representative: z.object({ id: z.number().int(), name: z.string() }),
  /** Hidden by staff for breaking the rules: then only its company and staff see it, with the reason. */
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  /** The company holds the premium packet: listed first in the directory. */
  featured: z.boolean(),
  /** How many products and services the company's packet lets the booth show (the form's bound). */
  item_limit: z.number().int(),
  /** The company's confirmed sessions still to come, earliest first. */
  upcoming_sessions: z.array(ZStageSession),
  /** The caller may edit it: a member of its company who may write, or staff acting for it. */
  is_mine: z.boolean(),
  created_at: ZInstant,
  updated_at: ZInstant,
});
export type TBooth = z.infer<typeof ZBooth>;

/** A booth in the directory (`endless-network/companies`). */
export const ZBoothListItem = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  sector: z.enum(NETWORK_SECTORS),
  city: z.string(),
  logo_url: z.string().nullable(),
  /** The description's first words (`boothSummary`). */
  summary: z.string(),
  offer: z.string(),
  featured: z.boolean(),
  hidden: z.boolean(),
  is_mine: z.boolean(),
});
export type TBoothListItem = z.infer<typeof ZBoothListItem>;

/**
 * The directory's query: part of the name (`q`), a sector, a city (as the booth names it); or the
 * booth of one company (`account_id`, the `for-my-company` page, its hidden booth included for its
 * members). Featured booths first, then by name.
 */
export const ZBoothListQuery = pagedQuery(
  z.object({
    ...ZPageFields,
    q: z.string().trim().max(100, { error: V.tooLong }).optional(),
    sector: ZNetworkSector.optional(),
    city: z.string().trim().max(BOOTH_LIMITS.city, { error: V.tooLong }).optional(),
    account_id: ZRecordId.optional(),
  }),
);

const boothFields = {
  name: requiredLine(BOOTH_LIMITS.name),
  sector: ZNetworkSector,
  city: requiredLine(BOOTH_LIMITS.city),
  description: required(BOOTH_LIMITS.description),
  offer: text(BOOTH_LIMITS.offer),
  website: ZBoothWebsite,
  items: ZBoothItems,
  team: ZBoothTeam,
};

/**
 * Opening the company's booth: the caller (or the customer staff act for) becomes its
 * representative. Needs the company's membership packet.
 */
export const ZCreateBoothRequest = z.object({
  account_id: ZRecordId,
  ...boothFields,
  offer: boothFields.offer.default(''),
  website: boothFields.website.optional(),
  items: boothFields.items.default([]),
  team: boothFields.team.default([]),
});
export type TCreateBoothRequest = z.input<typeof ZCreateBoothRequest>;

/**
 * Editing the booth: the fields sent replace the stored ones (lists whole); at least one.
 * `representative_user_id` hands the booth to another customer member of the company.
 */
export const ZUpdateBoothRequest = z
  .object({
    name: boothFields.name.optional(),
    sector: boothFields.sector.optional(),
    city: boothFields.city.optional(),
    description: boothFields.description.optional(),
    offer: boothFields.offer.optional(),
    website: boothFields.website.optional(),
    items: boothFields.items.optional(),
    team: boothFields.team.optional(),
    representative_user_id: ZRecordId.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: V.required,
    path: ['name'],
  });
export type TUpdateBoothRequest = z.input<typeof ZUpdateBoothRequest>;

/**
 * "Contact this company": mailed to the booth's representative and kept. The same spam guard as
 * the landing page's contact form (`honeypot_time` from `GET honey-time`, the hidden field empty).
 */
export const ZBoothContactRequest = z.object({
  full_name: ZPersonName,
  email: ZEmail,
  phone: ZMobilePhone.optional(),
  message: required(BOOTH_CONTACT_MESSAGE_MAX_LENGTH),
  ...ZHoneypot,
});
export type TBoothContactRequest = z.input<typeof ZBoothContactRequest>;

/** Staff hide a booth (`hidden: true`, with the reason mailed to the representative) or show it again. */
export const ZHideBoothRequest = z
  .object({
    hidden: z.boolean({ error: V.invalidValue }),
    reason: text(BOOTH_LIMITS.hideReason).optional(),
  })
  .superRefine((body, context) => {
    if (body.hidden && !body.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: NV.hideReasonRequired });
    }
  });
export type THideBoothRequest = z.input<typeof ZHideBoothRequest>;

/** A brochure upload's text field (multipart, beside the PDF as `file`). */
export const ZBoothDocumentFields = z.object({ title: requiredLine(BOOTH_DOCUMENT_TITLE_MAX_LENGTH) });

/** The logo's query: `v` changes with the file, so a browser's cached copy is not shown after a change. */
export const ZBoothLogoQuery = z.object({ v: z.string().max(40).optional() });

// ---------------------------------------------------------------------------------------------
// Stages, their hours and sessions

export const ZStageParams = z.object({ id: ZRecordId });
export const ZSessionParams = z.object({ id: ZRecordId });

/** A seminar room; name and description in the caller's language. */
export const ZStage = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  capacity: z.number().int(),
  location: z.string(),
});
export type TStage = z.infer<typeof ZStage>;

/** `stage/{id}`: the stage and its confirmed sessions still to come, earliest first. */
export const ZStageWithSessions = ZStage.extend({ sessions: z.array(ZStageSession) });
export type TStageWithSessions = z.infer<typeof ZStageWithSessions>;

/** One bookable hour of a stage. `is_mine`: held or booked by one of the caller's companies. */
export const ZSlot = z.object({
  starts_at: ZInstant,
  ends_at: ZInstant,
  state: z.enum(SLOT_STATES),
  is_mine: z.boolean(),
});
export type TSlot = z.infer<typeof ZSlot>;

/** The Istanbul calendar day whose hours to show. */
export const ZSlotsQuery = z.object({ date: ZDay });

/**
 * Booking an hour of a stage for the one-hour conference package: held for the company for
 * STAGE_HOLD_MINUTES while it pays. `starts_at` is one of the hours `stageSlotsOfDay` gives.
 */
export const ZCreateBookingRequest = z.object({
  account_id: ZRecordId,
  starts_at: z.iso
    .datetime({ offset: true, error: V.invalidValue, abort: true })
    .refine(isBookableStart, { error: NV.slotNotBookable }),
  title: requiredLine(SESSION_LIMITS.title),
  speaker: requiredLine(SESSION_LIMITS.speaker),
  description: text(SESSION_LIMITS.description).default(''),
  sector: ZNetworkSector.optional(),
});
export type TCreateBookingRequest = z.input<typeof ZCreateBookingRequest>;

/**
 * A company's own booking (`my-company-stage`, `stage-payment`): the session, who booked it, and
 * what paying it costs: the conference-hour product to buy (`POST brands/7/products/{product_id}/buy`
 * with `session_id`) and its price in kuruş, before KDV.
 */
export const ZStageBooking = ZStageSession.extend({
  booked_by: z.string().nullable(),
  product_id: z.number().int(),
  price: z.number().int(),
  payment_id: z.number().int().nullable(),
});
export type TStageBooking = z.infer<typeof ZStageBooking>;

/** `GET network/my-bookings`: the company's bookings (`?all` / `user_id` for staff, as elsewhere). */
export const ZMyBookingsQuery = ZAccountScopeQuery.extend({ account_id: ZRecordId });

/**
 * Registering for a session: the name on the list (the caller's own when left out). The
 * confirmation mail, with its calendar invitation, goes to the caller's own verified address
 * only, so the body has no address: nobody can have invitations sent to someone else.
 */
export const ZSessionRegistrationRequest = z.object({
  name: ZPersonName.optional(),
});
export type TSessionRegistrationRequest = z.input<typeof ZSessionRegistrationRequest>;

/** The caller's registration and the session as it stands after it (seats counted again). */
export const ZSessionRegistration = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  created_at: ZInstant,
  cancelled_at: ZInstant.nullable(),
  session: ZStageSession,
});
export type TSessionRegistration = z.infer<typeof ZSessionRegistration>;

// ---------------------------------------------------------------------------------------------
// The activity calendar

const calendarFilters = {
  sector: ZNetworkSector.optional(),
  stage_id: ZRecordId.optional(),
};

function checkCalendarRange(
  range: { from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (range.from === undefined || range.to === undefined) {
    // The feed takes both days or neither (then `defaultCalendarRange`).
    if (range.from !== range.to)
      context.addIssue({
        code: 'custom',
        path: [range.from === undefined ? 'from' : 'to'],
        message: V.required,
      });
    return;
  }
  const days = calendarDaysInclusive(range.from, range.to);
  if (days < 1) {
    context.addIssue({ code: 'custom', path: ['to'], message: NV.calendarRangeReversed });
  } else if (days > NETWORK_CALENDAR_MAX_DAYS) {
    context.addIssue({ code: 'custom', path: ['to'], message: NV.calendarRangeTooLong });
  }
}

/**
 * `GET network/calendar`: the Istanbul days `from` … `to` (both included, at most
 * NETWORK_CALENDAR_MAX_DAYS), optionally of one sector or one stage. The month, week and list
 * views each ask for the days they show.
 */
export const ZNetworkCalendarQuery = z
  .object({ from: ZDay, to: ZDay, ...calendarFilters })
  .superRefine(checkCalendarRange);
export type TNetworkCalendarQuery = z.input<typeof ZNetworkCalendarQuery>;

/** The calendar: every confirmed session of the days asked, earliest first. */
export const ZNetworkCalendar = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  sessions: z.array(ZStageSession),
});
export type TNetworkCalendar = z.infer<typeof ZNetworkCalendar>;

/**
 * `GET network/calendar.ics`: as the calendar's query; `from` and `to` together or neither (then
 * today and the days after, `defaultCalendarRange`).
 */
export const ZNetworkCalendarFeedQuery = z
  .object({ from: ZDay.optional(), to: ZDay.optional(), ...calendarFilters })
  .superRefine(checkCalendarRange);
export type TNetworkCalendarFeedQuery = z.input<typeof ZNetworkCalendarFeedQuery>;
