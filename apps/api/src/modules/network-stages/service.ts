import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { isStaffRole } from '@portal/contracts/auth/roles';
import type { TLanguage } from '@portal/contracts/common/languages';
import { MESSAGE_CATALOGUES } from '@portal/contracts/messages/catalogue';
import {
  calendarRangeInstants,
  defaultCalendarRange,
  holdExpiresAt,
  isWithinBookingWindow,
  lastBookableDate,
  mayCancelRegistration,
  REGISTRATION_LIMITS,
  sessionEndsAt,
  sessionRegistrationState,
  slotState,
  stageSlotsOfDay,
} from '@portal/contracts/network/network-constants';
import {
  NETWORK_CONSTRAINT_MESSAGES,
  NETWORK_MESSAGES,
  type TNetworkConstraint,
} from '@portal/contracts/network/network-messages';
import type {
  TNetworkCalendar,
  TSessionRegistration,
  TSlot,
  TStage,
  TStageBooking,
  TStageSession,
  TStageWithSessions,
  ZCreateBookingRequest,
  ZNetworkCalendarFeedQuery,
  ZNetworkCalendarQuery,
  ZSessionRegistrationRequest,
} from '@portal/contracts/network/network-schemas';
import { NETWORK_LINE } from '@portal/contracts/product-lines/network';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { violatedConstraint } from '../../plugins/db/database-errors.ts';
import { HttpError } from '../../plugins/errors.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import { networkSessionRegistrationMail } from '../../plugins/mail/templates/network-session-registration.ts';
import type { TReachAccount, TReachedAccount } from '../../plugins/route-account.ts';
import { lineStatusOf } from '../accounts/account-lines-service.ts';
import {
  cancelHold,
  cancelRegistration,
  countUpcomingRegistrations,
  expireLapsedHoldOfHour,
  expireLapsedHolds,
  findBoothOf,
  findConferenceHourProduct,
  findOccupiedHours,
  findSession,
  findSessions,
  findStage,
  findStages,
  insertHold,
  insertRegistration,
  isAccountMember,
  releaseSeat,
  type TSessionFilter,
  type TSessionRow,
  type TStageRow,
  takeSeat,
} from './repository.ts';
import { buildSessionsIcs, type TSessionIcsEvent } from './session-ics.ts';

type TReadApp = Pick<FastifyInstance, 'db' | 'now'>;
type TMailApp = Pick<FastifyInstance, 'db' | 'now' | 'mailer' | 'config' | 'log'>;

const isStaff = (auth: TAuth) => isStaffRole(auth.roles[0]?.name);
const viewerOf = (auth: TAuth, language: TLanguage) => ({ userId: auth.user.id, language });

// ---------------------------------------------------------------------------------------------
// Presenters

function presentStage(row: TStageRow): TStage {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    capacity: row.capacity,
    location: row.location,
  };
}

function presentSession(row: TSessionRow): TStageSession {
  return {
    id: row.id,
    stage_id: row.stageId,
    stage_name: row.stageName,
    account_id: row.accountId,
    company_name: row.companyName,
    booth_id: row.boothId,
    title: row.title,
    speaker: row.speaker,
    description: row.description,
    sector: row.sector,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    capacity: row.capacity,
    registered: row.registered,
    status: row.status,
    // The hold's end is the company's business: others see a confirmed session only anyway.
    held_until: row.status === 'held' ? (row.heldUntil?.toISOString() ?? null) : null,
    is_registered: row.isRegistered,
  };
}

type TPrice = { id: number; price: number };

function presentBooking(row: TSessionRow, product: TPrice): TStageBooking {
  return {
    ...presentSession(row),
    booked_by: row.bookedBy,
    product_id: product.id,
    price: product.price,
    payment_id: row.paymentId,
  };
}

async function conferenceHour(app: TReadApp): Promise<TPrice> {
  const product = await findConferenceHourProduct(app.db);
  // The seed always creates it; without it nothing could be paid, which is a fault of ours.
  if (!product) throw new Error('The conference-hour product is missing from the catalogue');
  return product;
}

/** The database refused a write by one of the network's rules: its message, with its status. */
function networkRuleAnswer(error: unknown): HttpError | null {
  const constraint = violatedConstraint(error);
  if (constraint === null || !Object.hasOwn(NETWORK_CONSTRAINT_MESSAGES, constraint)) return null;
  return new HttpError(409, NETWORK_CONSTRAINT_MESSAGES[constraint as TNetworkConstraint]);
}

// ---------------------------------------------------------------------------------------------
// Stages and their hours

export async function listStages(app: TReadApp, language: TLanguage): Promise<TStage[]> {
  return (await findStages(app.db, language)).map(presentStage);
}

async function stageOr404(app: TReadApp, id: number, language: TLanguage): Promise<TStageRow> {
  const stage = await findStage(app.db, id, language);
  if (!stage) throw new HttpError(404, 'errors.notFound');
  return stage;
}

/** `GET network/stages/{id}`: the stage and its confirmed sessions that have not ended. */
export async function getStage(
  app: TReadApp,
  auth: TAuth,
  id: number,
  language: TLanguage,
): Promise<TStageWithSessions> {
  const stage = await stageOr404(app, id, language);
  const sessions = await findSessions(
    app.db,
    { stageId: stage.id, statuses: ['confirmed'], endsAfter: app.now() },
    viewerOf(auth, language),
  );
  return { ...presentStage(stage), sessions: sessions.map(presentSession) };
}

/**
 * A company's confirmed sessions still to start, earliest first: the booth page's "upcoming
 * sessions" (network-booths reads them here, so a session is read and shown one way).
 */
export async function upcomingSessionsOf(
  app: TReadApp,
  auth: TAuth,
  accountId: number,
  language: TLanguage,
  limit: number,
): Promise<TStageSession[]> {
  const sessions = await findSessions(
    app.db,
    { accountId, statuses: ['confirmed'], startsFrom: app.now() },
    viewerOf(auth, language),
    limit,
  );
  return sessions.map(presentSession);
}

/**
 * `GET network/stages/{id}/slots?date=`: the stage's bookable hours of an Istanbul day, each
 * with its state at `now` from the one query of the sessions occupying that day.
 */
export async function stageSlots(
  app: TReadApp,
  auth: TAuth,
  id: number,
  date: string,
  language: TLanguage,
): Promise<TSlot[]> {
  const stage = await stageOr404(app, id, language);
  const now = app.now();
  if (date > lastBookableDate(now)) {
    throw new HttpError(422, NETWORK_MESSAGES.dateOutsideWindow, {
      fields: { date: NETWORK_MESSAGES.dateOutsideWindow },
    });
  }
  const slots = stageSlotsOfDay(date);
  const first = slots[0];
  const last = slots.at(-1);
  if (!first || !last) return [];
  const occupied = await findOccupiedHours(
    app.db,
    stage.id,
    { from: new Date(first.starts_at), to: new Date(last.ends_at) },
    auth.user.id,
  );
  return slots.map((slot) => {
    const start = new Date(slot.starts_at).getTime();
    const session = occupied.find((hour) => hour.startsAt.getTime() === start) ?? null;
    const state = slotState(
      slot.starts_at,
      session && { status: session.status, held_until: session.heldUntil },
      now,
    );
    return {
      starts_at: slot.starts_at,
      ends_at: slot.ends_at,
      state,
      is_mine: (session?.isMine ?? false) && (state === 'held' || state === 'booked'),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Bookings

/** The company holds the network's membership: its line is active (409 otherwise). */
async function requireMembership(app: TReadApp, accountId: number): Promise<void> {
  const line = await lineStatusOf(app.db, accountId, NETWORK_LINE.id);
  if (line !== LINE_STATUSES.active) throw new HttpError(409, NETWORK_MESSAGES.membershipRequired);
}

/**
 * `POST network/stages/{id}/bookings`: a member company holds an hour while it pays. In one
 * transaction a lapsed hold of that hour is expired, then the hold is inserted: the unique index
 * of the stage's hour decides between two companies, also at the same instant (409). Booking
 * commits the company to a payment: the route reaches it with the team's 'pay' switch (a viewer
 * has none).
 */
export async function bookStage(
  app: TReadApp,
  auth: TAuth,
  input: {
    stageId: number;
    account: TReachedAccount;
    body: z.output<typeof ZCreateBookingRequest>;
    language: TLanguage;
  },
): Promise<TStageBooking> {
  const { account } = input;
  const stage = await stageOr404(app, input.stageId, input.language);
  const now = app.now();
  const startsAt = new Date(input.body.starts_at);
  if (!isWithinBookingWindow(startsAt, now)) {
    throw new HttpError(422, NETWORK_MESSAGES.slotOutsideWindow, {
      fields: { starts_at: NETWORK_MESSAGES.slotOutsideWindow },
    });
  }
  await requireMembership(app, account.id);
  const boothId = await findBoothOf(app.db, account.id);

  let sessionId: number;
  try {
    sessionId = await app.db.transaction(async (tx) => {
      await expireLapsedHoldOfHour(tx, stage.id, startsAt, now);
      return insertHold(tx, {
        stageId: stage.id,
        accountId: account.id,
        boothId,
        bookedBy: auth.user.id,
        startsAt,
        endsAt: sessionEndsAt(startsAt),
        heldUntil: holdExpiresAt(now),
        title: input.body.title,
        speaker: input.body.speaker,
        description: input.body.description,
        sector: input.body.sector ?? null,
        capacity: stage.capacity,
      });
    });
  } catch (error) {
    throw networkRuleAnswer(error) ?? error;
  }
  return bookingOf(app, auth, sessionId, input.language);
}

async function bookingOf(
  app: TReadApp,
  auth: TAuth,
  id: number,
  language: TLanguage,
): Promise<TStageBooking> {
  const [row, product] = await Promise.all([
    findSession(app.db, id, viewerOf(auth, language)),
    conferenceHour(app),
  ]);
  if (!row) throw new HttpError(404, 'errors.notFound');
  return presentBooking(row, product);
}

/** `GET network/my-bookings`: the company's live holds and its sessions still to come. */
export async function listMyBookings(
  app: TReadApp,
  auth: TAuth,
  account: TReachedAccount,
  language: TLanguage,
): Promise<TStageBooking[]> {
  const [rows, product] = await Promise.all([
    findSessions(app.db, { accountId: account.id, liveOrUpcomingAt: app.now() }, viewerOf(auth, language)),
    conferenceHour(app),
  ]);
  return rows.map((row) => presentBooking(row, product));
}

/**
 * `DELETE network/sessions/{id}`: the company lets its unpaid hold go; the hour is free at once.
 * The session's company is reached by the route's rule (`reach`: the 'pay' switch).
 */
export async function releaseHold(
  app: TReadApp,
  auth: TAuth,
  input: { sessionId: number; reach: TReachAccount; language: TLanguage },
): Promise<TStageBooking> {
  const { language } = input;
  const session = await visibleSession(app, auth, input.sessionId, language);
  await input.reach(session.accountId);
  if (!(await cancelHold(app.db, session.id))) throw new HttpError(409, NETWORK_MESSAGES.notHeld);
  return bookingOf(app, auth, session.id, language);
}

/** The expiry job's pass: unpaid holds past their time become `expired` (idempotent). */
export async function expireHolds(app: TReadApp): Promise<number> {
  return expireLapsedHolds(app.db, app.now());
}

// ---------------------------------------------------------------------------------------------
// Sessions and registrations

/**
 * A session as the caller may see it: a confirmed one by anyone signed in; one that is not (held,
 * expired, cancelled) only by its company and staff. Anyone else: 404, nothing leaks.
 */
async function visibleSession(
  app: TReadApp,
  auth: TAuth,
  id: number,
  language: TLanguage,
): Promise<TSessionRow> {
  const session = await findSession(app.db, id, viewerOf(auth, language));
  if (!session) throw new HttpError(404, 'errors.notFound');
  if (session.status === 'confirmed' || isStaff(auth)) return session;
  if (await isAccountMember(app.db, session.accountId, auth.user.id)) return session;
  throw new HttpError(404, 'errors.notFound');
}

export async function getSession(
  app: TReadApp,
  auth: TAuth,
  id: number,
  language: TLanguage,
): Promise<TStageSession> {
  return presentSession(await visibleSession(app, auth, id, language));
}

const sessionUrl = (app: Pick<FastifyInstance, 'config'>, language: TLanguage, stageId: number) =>
  `${app.config.appUrl}/${language}/app/endless-network/stage/${stageId}`;

function icsEventOf(
  app: Pick<FastifyInstance, 'config'>,
  row: TSessionRow,
  language: TLanguage,
): TSessionIcsEvent {
  return {
    id: row.id,
    title: row.title,
    speaker: row.speaker,
    description: row.description,
    companyName: row.companyName,
    stageName: row.stageName,
    location: row.stageLocation,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    url: sessionUrl(app, language, row.stageId),
  };
}

const calendarNameOf = (language: TLanguage) =>
  MESSAGE_CATALOGUES[language].mail.networkSessionRegistration.calendarName;

/**
 * `POST network/sessions/{id}/registrations`: in one transaction the registration (one live per
 * person: 409) and one seat taken by a single conditional UPDATE (none left: 409, the insert rolled
 * back); the CHECK on the seats is the last guard. The confirmation mail, with the session as an
 * `.ics` invitation, leaves after the commit in the person's language, to their own verified
 * address (403 before it is verified): never to an address someone typed in.
 */
export async function registerForSession(
  app: TMailApp,
  auth: TAuth,
  sessionId: number,
  body: z.output<typeof ZSessionRegistrationRequest>,
  language: TLanguage,
): Promise<TSessionRegistration> {
  const session = await visibleSession(app, auth, sessionId, language);
  const now = app.now();
  const state = sessionRegistrationState(
    {
      status: session.status,
      starts_at: session.startsAt,
      registered: session.registered,
      capacity: session.capacity,
    },
    now,
  );
  if (state === 'closed') throw new HttpError(409, NETWORK_MESSAGES.registrationClosed);
  if (session.isRegistered) throw new HttpError(409, NETWORK_MESSAGES.alreadyRegistered);
  if (state === 'full') throw new HttpError(409, NETWORK_MESSAGES.sessionFull);
  const max = REGISTRATION_LIMITS.maxUpcomingPerUser;
  if ((await countUpcomingRegistrations(app.db, auth.user.id, now)) >= max) {
    throw new HttpError(409, NETWORK_MESSAGES.tooManyRegistrations, { params: { max } });
  }

  // The confirmation and its invitation go to the caller's own address, once it is proven theirs.
  if (!auth.user.emailVerifiedAt) throw new HttpError(403, NETWORK_MESSAGES.emailNotVerified);
  const name = body.name ?? auth.user.name;
  const email = auth.user.email;
  let registration: Awaited<ReturnType<typeof insertRegistration>>;
  try {
    registration = await app.db.transaction(async (tx) => {
      const row = await insertRegistration(tx, {
        sessionId: session.id,
        userId: auth.user.id,
        name,
        email,
        createdAt: now,
      });
      if (!(await takeSeat(tx, session.id, now))) throw new HttpError(409, NETWORK_MESSAGES.sessionFull);
      return row;
    });
  } catch (error) {
    throw networkRuleAnswer(error) ?? error;
  }

  const after = (await findSession(app.db, session.id, viewerOf(auth, language))) ?? session;
  await sendRegistrationMail(app, auth, { name, email }, after);
  return {
    id: registration.id,
    session_id: registration.sessionId,
    name: registration.name,
    email: registration.email,
    created_at: registration.createdAt.toISOString(),
    cancelled_at: null,
    session: presentSession(after),
  };
}

async function sendRegistrationMail(
  app: TMailApp,
  auth: TAuth,
  to: { name: string; email: string },
  session: TSessionRow,
): Promise<void> {
  // The person's own language (the mail may be read long after the page that asked for it).
  const language = languageOfId(auth.user.languageId);
  const url = sessionUrl(app, language, session.stageId);
  const content = networkSessionRegistrationMail(language, {
    name: to.name,
    title: session.title,
    speaker: session.speaker,
    companyName: session.companyName,
    stageName: session.stageName,
    location: session.stageLocation,
    startsAt: session.startsAt,
    url,
  });
  const ics = buildSessionsIcs({
    calendarName: calendarNameOf(language),
    host: new URL(app.config.appUrl).hostname,
    now: app.now(),
    events: [icsEventOf(app, session, language)],
  });
  await app.mailer.send({
    ...content,
    to: to.email,
    template: 'network-session-registration',
    attachments: [
      { filename: `session-${session.id}.ics`, contentType: 'text/calendar; charset=utf-8', content: ics },
    ],
  });
}

/** `DELETE network/sessions/{id}/registrations`: the caller's own, until the session starts. */
export async function cancelSessionRegistration(
  app: TReadApp,
  auth: TAuth,
  sessionId: number,
  language: TLanguage,
): Promise<TStageSession> {
  const session = await visibleSession(app, auth, sessionId, language);
  const now = app.now();
  if (!mayCancelRegistration(session.startsAt, now))
    throw new HttpError(409, NETWORK_MESSAGES.registrationClosed);
  await app.db.transaction(async (tx) => {
    if (!(await cancelRegistration(tx, session.id, auth.user.id, now))) {
      throw new HttpError(409, NETWORK_MESSAGES.notRegistered);
    }
    await releaseSeat(tx, session.id);
  });
  const after = await findSession(app.db, session.id, viewerOf(auth, language));
  return presentSession(after ?? session);
}

// ---------------------------------------------------------------------------------------------
// The activity calendar

type TCalendarFilter = {
  from: string;
  to: string;
  sector?: TSessionFilter['sector'];
  stage_id?: number | undefined;
};

async function calendarSessions(
  app: TReadApp,
  auth: TAuth,
  query: TCalendarFilter,
  language: TLanguage,
): Promise<TSessionRow[]> {
  const range = calendarRangeInstants(query.from, query.to);
  if (!range) throw new HttpError(422, 'errors.validation', { fields: { from: 'validation.invalidValue' } });
  return findSessions(
    app.db,
    {
      statuses: ['confirmed'],
      startsFrom: new Date(range.from),
      startsBefore: new Date(range.to),
      ...(query.sector ? { sector: query.sector } : {}),
      ...(query.stage_id !== undefined ? { stageId: query.stage_id } : {}),
    },
    viewerOf(auth, language),
    5_000,
  );
}

/** `GET network/calendar`: every confirmed session of the Istanbul days asked, earliest first. */
export async function networkCalendar(
  app: TReadApp,
  auth: TAuth,
  query: z.output<typeof ZNetworkCalendarQuery>,
  language: TLanguage,
): Promise<TNetworkCalendar> {
  const sessions = await calendarSessions(app, auth, query, language);
  return { from: query.from, to: query.to, sessions: sessions.map(presentSession) };
}

/** `GET network/calendar.ics`: the same sessions as an iCalendar file; today onwards by default. */
export async function networkCalendarIcs(
  app: Pick<FastifyInstance, 'db' | 'now' | 'config'>,
  auth: TAuth,
  query: z.output<typeof ZNetworkCalendarFeedQuery>,
  language: TLanguage,
): Promise<string> {
  const range =
    query.from !== undefined && query.to !== undefined
      ? { from: query.from, to: query.to }
      : defaultCalendarRange(app.now());
  const sessions = await calendarSessions(app, auth, { ...query, ...range }, language);
  return buildSessionsIcs({
    calendarName: calendarNameOf(language),
    host: new URL(app.config.appUrl).hostname,
    now: app.now(),
    events: sessions.map((row) => icsEventOf(app, row, language)),
  });
}
