import type { TLanguage } from '@portal/contracts/common/languages';
import {
  NETWORK_PRODUCT_CODES,
  SESSION_OCCUPYING_STATUSES,
  type TNetworkSector,
  type TSessionStatus,
} from '@portal/contracts/network/network-constants';
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { accounts, accountUsers } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import {
  networkBooths,
  networkSessionRegistrations,
  networkSessions,
  networkStages,
} from '../../db/schema/network.ts';
import { payments } from '../../db/schema/payments.ts';
import { products } from '../../db/schema/products.ts';
import { correlated } from '../../plugins/db/correlated.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

/*
 * The stages, the hours companies hold and book on them, and the people registered for each.
 * The rules that must hold under concurrent requests are the database's (the unique index of a
 * stage's hour, the CHECK on the seats); these queries lean on them and never check-then-write.
 */

// ---------------------------------------------------------------------------------------------
// Stages

export type TStageRow = {
  id: number;
  slug: string;
  name: string;
  description: string;
  capacity: number;
  location: string;
};

function stageColumns(language: TLanguage) {
  return {
    id: networkStages.id,
    slug: networkStages.slug,
    name: language === 'en' ? networkStages.nameEn : networkStages.nameTr,
    description: language === 'en' ? networkStages.descriptionEn : networkStages.descriptionTr,
    capacity: networkStages.capacity,
    location: networkStages.location,
  };
}

export async function findStages(db: TDatabase, language: TLanguage): Promise<TStageRow[]> {
  return db
    .select(stageColumns(language))
    .from(networkStages)
    .orderBy(asc(networkStages.sort), asc(networkStages.id));
}

export async function findStage(db: TDatabase, id: number, language: TLanguage): Promise<TStageRow | null> {
  const [row] = await db.select(stageColumns(language)).from(networkStages).where(eq(networkStages.id, id));
  return row ?? null;
}

/** The one-hour conference package a booking is paid with: its id and price (kuruş, before KDV). */
export async function findConferenceHourProduct(
  db: TDatabase,
): Promise<{ id: number; price: number } | null> {
  const [row] = await db
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(eq(products.code, NETWORK_PRODUCT_CODES.conferenceHour));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Sessions as they are read

export type TSessionRow = {
  id: number;
  stageId: number;
  stageName: string;
  stageLocation: string;
  accountId: number;
  companyName: string;
  boothId: number | null;
  title: string;
  speaker: string;
  description: string;
  sector: TNetworkSector | null;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  registered: number;
  status: TSessionStatus;
  heldUntil: Date | null;
  isRegistered: boolean;
  bookedBy: string | null;
  paymentId: number | null;
};

/**
 * A session with what every answer shows of it: its stage and company by name, the company's
 * visible booth (the session's own sector, or else the booth's), and whether `viewerId` holds a
 * registration for it.
 */
function sessionColumns(viewerId: number, language: TLanguage) {
  const registration = networkSessionRegistrations;
  return {
    id: networkSessions.id,
    stageId: networkSessions.stageId,
    stageName: language === 'en' ? networkStages.nameEn : networkStages.nameTr,
    stageLocation: networkStages.location,
    accountId: networkSessions.accountId,
    companyName: accounts.name,
    boothId: networkBooths.id,
    title: networkSessions.title,
    speaker: networkSessions.speaker,
    description: networkSessions.description,
    sector: sql<TNetworkSector | null>`coalesce(${networkSessions.sector}, ${networkBooths.sector})`,
    startsAt: networkSessions.startsAt,
    endsAt: networkSessions.endsAt,
    capacity: networkSessions.capacity,
    registered: networkSessions.registered,
    status: networkSessions.status,
    heldUntil: networkSessions.heldUntil,
    isRegistered: correlated(
      sql<boolean>`exists (select 1 from ${registration} where ${registration.sessionId} = ${networkSessions.id} and ${registration.userId} = ${viewerId} and ${registration.cancelledAt} is null)`,
    ),
    bookedBy: users.name,
    paymentId: networkSessions.paymentId,
  };
}

export type TSessionFilter = {
  id?: number;
  accountId?: number;
  stageId?: number;
  statuses?: readonly TSessionStatus[];
  /** Starts at or after. */
  startsFrom?: Date;
  /** Starts before. */
  startsBefore?: Date;
  /** Has not ended at this moment. */
  endsAfter?: Date;
  sector?: TNetworkSector;
  /** The company's live holds and its confirmed sessions that have not ended (my-company-stage). */
  liveOrUpcomingAt?: Date;
};

function sessionConditions(filter: TSessionFilter): SQL[] {
  const conditions: SQL[] = [isNull(accounts.deletedAt)];
  if (filter.id !== undefined) conditions.push(eq(networkSessions.id, filter.id));
  if (filter.accountId !== undefined) conditions.push(eq(networkSessions.accountId, filter.accountId));
  if (filter.stageId !== undefined) conditions.push(eq(networkSessions.stageId, filter.stageId));
  if (filter.statuses) conditions.push(inArray(networkSessions.status, [...filter.statuses]));
  if (filter.startsFrom) conditions.push(gte(networkSessions.startsAt, filter.startsFrom));
  if (filter.startsBefore) conditions.push(lt(networkSessions.startsAt, filter.startsBefore));
  if (filter.endsAfter) conditions.push(gt(networkSessions.endsAt, filter.endsAfter));
  if (filter.sector) {
    conditions.push(sql`coalesce(${networkSessions.sector}, ${networkBooths.sector}) = ${filter.sector}`);
  }
  if (filter.liveOrUpcomingAt) {
    const at = filter.liveOrUpcomingAt;
    conditions.push(
      sql`((${networkSessions.status} = 'held' and ${networkSessions.heldUntil} > ${at}) or (${networkSessions.status} = 'confirmed' and ${networkSessions.endsAt} > ${at}))`,
    );
  }
  return conditions;
}

/** Sessions by the filter, earliest first, in one query. */
export async function findSessions(
  db: TDatabase,
  filter: TSessionFilter,
  viewer: { userId: number; language: TLanguage },
  limit = 500,
): Promise<TSessionRow[]> {
  return db
    .select(sessionColumns(viewer.userId, viewer.language))
    .from(networkSessions)
    .innerJoin(networkStages, eq(networkStages.id, networkSessions.stageId))
    .innerJoin(accounts, eq(accounts.id, networkSessions.accountId))
    .leftJoin(
      networkBooths,
      and(eq(networkBooths.accountId, networkSessions.accountId), isNull(networkBooths.hiddenAt)),
    )
    .leftJoin(users, eq(users.id, networkSessions.bookedBy))
    .where(and(...sessionConditions(filter)))
    .orderBy(asc(networkSessions.startsAt), asc(networkSessions.stageId), asc(networkSessions.id))
    .limit(limit);
}

export async function findSession(
  db: TDatabase,
  id: number,
  viewer: { userId: number; language: TLanguage },
): Promise<TSessionRow | null> {
  const [row] = await findSessions(db, { id }, viewer, 1);
  return row ?? null;
}

/** Whether the user is attached to the company (a member, or staff assigned to it). */
export async function isAccountMember(db: TDatabase, accountId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------
// A stage's hours and their bookings

export type TOccupiedHour = {
  startsAt: Date;
  status: TSessionStatus;
  heldUntil: Date | null;
  isMine: boolean;
};

/**
 * The sessions occupying a stage's hours between two instants (held or confirmed: at most one per
 * hour, the unique index), each marked when one of `userId`'s companies holds it. One query.
 */
export async function findOccupiedHours(
  db: TDatabase,
  stageId: number,
  range: { from: Date; to: Date },
  userId: number,
): Promise<TOccupiedHour[]> {
  return db
    .select({
      startsAt: networkSessions.startsAt,
      status: networkSessions.status,
      heldUntil: networkSessions.heldUntil,
      isMine: correlated(
        sql<boolean>`exists (select 1 from ${accountUsers} where ${accountUsers.accountId} = ${networkSessions.accountId} and ${accountUsers.userId} = ${userId})`,
      ),
    })
    .from(networkSessions)
    .where(
      and(
        eq(networkSessions.stageId, stageId),
        inArray(networkSessions.status, [...SESSION_OCCUPYING_STATUSES]),
        gte(networkSessions.startsAt, range.from),
        lt(networkSessions.startsAt, range.to),
      ),
    );
}

/**
 * Frees the hour of a hold that ran out unpaid, before the job gets to it: marked `expired`, so
 * it no longer occupies the unique index. Inside the booking's transaction.
 */
export async function expireLapsedHoldOfHour(
  tx: TDatabase,
  stageId: number,
  startsAt: Date,
  now: Date,
): Promise<void> {
  await tx
    .update(networkSessions)
    .set({ status: 'expired' })
    .where(
      and(
        eq(networkSessions.stageId, stageId),
        eq(networkSessions.startsAt, startsAt),
        eq(networkSessions.status, 'held'),
        lte(networkSessions.heldUntil, now),
      ),
    );
}

export type TNewHold = {
  stageId: number;
  accountId: number;
  boothId: number | null;
  bookedBy: number;
  startsAt: Date;
  endsAt: Date;
  heldUntil: Date;
  title: string;
  speaker: string;
  description: string;
  sector: TNetworkSector | null;
  capacity: number;
};

/**
 * The hold. A second company at the same hour (even at the same instant) fails here on the unique
 * index `network_sessions_one_per_stage_hour`; the caller answers that violation.
 */
export async function insertHold(tx: TDatabase, hold: TNewHold): Promise<number> {
  const [row] = await tx
    .insert(networkSessions)
    .values({ ...hold, status: 'held' })
    .returning({ id: networkSessions.id });
  if (!row) throw new Error('Could not hold the hour');
  return row.id;
}

/** The company's visible booth, which a new session links to. */
export async function findBoothOf(db: TDatabase, accountId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: networkBooths.id })
    .from(networkBooths)
    .where(and(eq(networkBooths.accountId, accountId), isNull(networkBooths.hiddenAt)));
  return row?.id ?? null;
}

/** Lets a hold go (held → cancelled); false when the session is no longer held. */
export async function cancelHold(db: TDatabase, sessionId: number): Promise<boolean> {
  const rows = await db
    .update(networkSessions)
    .set({ status: 'cancelled' })
    .where(and(eq(networkSessions.id, sessionId), eq(networkSessions.status, 'held')))
    .returning({ id: networkSessions.id });
  return rows.length === 1;
}

/** The expiry job: every hold whose time ran out unpaid becomes `expired`; answers how many. */
export async function expireLapsedHolds(db: TDatabase, now: Date): Promise<number> {
  const rows = await db
    .update(networkSessions)
    .set({ status: 'expired' })
    .where(and(eq(networkSessions.status, 'held'), lte(networkSessions.heldUntil, now)))
    .returning({ id: networkSessions.id });
  return rows.length;
}

// ---------------------------------------------------------------------------------------------
// Paying a hold (the conference hour, through the payments module)

export type TPayableSessionRow = {
  id: number;
  accountId: number;
  status: TSessionStatus;
  heldUntil: Date | null;
  /** The hour and the stage booked: what the sale's documents name as the service's date and place. */
  startsAt: Date;
  endsAt: Date;
  stageName: { tr: string; en: string };
  location: string;
};

export async function findPayableSession(
  db: TDatabase,
  sessionId: number,
): Promise<TPayableSessionRow | null> {
  const [row] = await db
    .select({
      id: networkSessions.id,
      accountId: networkSessions.accountId,
      status: networkSessions.status,
      heldUntil: networkSessions.heldUntil,
      startsAt: networkSessions.startsAt,
      endsAt: networkSessions.endsAt,
      nameTr: networkStages.nameTr,
      nameEn: networkStages.nameEn,
      location: networkStages.location,
    })
    .from(networkSessions)
    .innerJoin(networkStages, eq(networkStages.id, networkSessions.stageId))
    .where(eq(networkSessions.id, sessionId));
  if (!row) return null;
  const { nameTr, nameEn, ...session } = row;
  return { ...session, stageName: { tr: nameTr, en: nameEn } };
}

/**
 * Whether the hour of a session whose hold lapsed is now another company's: held (live) or
 * confirmed by another session (the stage-hour unique index's columns).
 */
export async function isHourTakenByAnother(
  db: TDatabase,
  session: { id: number; stageId: number; startsAt: Date },
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: networkSessions.id })
    .from(networkSessions)
    .where(
      and(
        eq(networkSessions.stageId, session.stageId),
        eq(networkSessions.startsAt, session.startsAt),
        sql`${networkSessions.id} <> ${session.id}`,
        or(
          eq(networkSessions.status, 'confirmed'),
          and(eq(networkSessions.status, 'held'), gt(networkSessions.heldUntil, now)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The session a payment was tied to, with its hour and its hold. */
export async function findSessionOfPayment(db: TDatabase, paymentId: number) {
  const [row] = await db
    .select({
      id: networkSessions.id,
      stageId: networkSessions.stageId,
      startsAt: networkSessions.startsAt,
      status: networkSessions.status,
      heldUntil: networkSessions.heldUntil,
    })
    .from(networkSessions)
    .where(eq(networkSessions.paymentId, paymentId));
  return row ?? null;
}

/**
 * Ties the pending payment to the held session it pays, until it settles: only while no other
 * payment of it is under way. The row's own lock decides between two payments at the same moment;
 * a payment tied before may be replaced only once it is seen to have failed (committed before this
 * statement began), so an unfinished one, invisible or pending, always wins. False: refused.
 */
export async function claimHoldForPayment(
  db: TDatabase,
  sessionId: number,
  paymentId: number,
): Promise<boolean> {
  const claimed = await db
    .update(networkSessions)
    .set({ paymentId })
    .where(
      and(
        eq(networkSessions.id, sessionId),
        eq(networkSessions.status, 'held'),
        or(
          isNull(networkSessions.paymentId),
          eq(networkSessions.paymentId, paymentId),
          sql`exists (select 1 from ${payments} where ${payments.id} = ${networkSessions.paymentId} and ${payments.status} = 'failed')`,
        ),
      ),
    )
    .returning({ id: networkSessions.id });
  return claimed.length === 1;
}

/**
 * The paid session becomes confirmed with its payment, in the payment's transaction. A hold that
 * lapsed while the card was charged is confirmed too, unless another company took the hour since
 * (then the unique index refuses, and the whole payment record rolls back for a refund).
 */
export async function confirmSession(
  tx: TDatabase,
  input: { sessionId: number; accountId: number; paymentId: number },
): Promise<boolean> {
  const rows = await tx
    .update(networkSessions)
    .set({ status: 'confirmed', paymentId: input.paymentId, heldUntil: null })
    .where(
      and(
        eq(networkSessions.id, input.sessionId),
        eq(networkSessions.accountId, input.accountId),
        inArray(networkSessions.status, ['held', 'expired']),
      ),
    )
    .returning({ id: networkSessions.id });
  return rows.length === 1;
}

// ---------------------------------------------------------------------------------------------
// Registrations

export type TRegistrationRow = {
  id: number;
  sessionId: number;
  name: string;
  email: string;
  createdAt: Date;
  cancelledAt: Date | null;
};

const REGISTRATION_ROW = {
  id: networkSessionRegistrations.id,
  sessionId: networkSessionRegistrations.sessionId,
  name: networkSessionRegistrations.name,
  email: networkSessionRegistrations.email,
  createdAt: networkSessionRegistrations.createdAt,
  cancelledAt: networkSessionRegistrations.cancelledAt,
};

/** How many live registrations the user holds for sessions that have not started. */
export async function countUpcomingRegistrations(db: TDatabase, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(networkSessionRegistrations)
    .innerJoin(networkSessions, eq(networkSessions.id, networkSessionRegistrations.sessionId))
    .where(
      and(
        eq(networkSessionRegistrations.userId, userId),
        isNull(networkSessionRegistrations.cancelledAt),
        gt(networkSessions.startsAt, now),
      ),
    );
  return row?.count ?? 0;
}

/** The registration; a second live one of the same person fails on `network_session_registrations_one_per_user`. */
export async function insertRegistration(
  tx: TDatabase,
  values: { sessionId: number; userId: number; name: string; email: string; createdAt: Date },
): Promise<TRegistrationRow> {
  const [row] = await tx.insert(networkSessionRegistrations).values(values).returning(REGISTRATION_ROW);
  if (!row) throw new Error('Could not register');
  return row;
}

/**
 * Takes one seat in a single conditional UPDATE: only while the session is confirmed, has a free
 * seat and has not started. False when none is left (the CHECK on `registered` is the last guard).
 */
export async function takeSeat(tx: TDatabase, sessionId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(networkSessions)
    .set({ registered: sql`${networkSessions.registered} + 1` })
    .where(
      and(
        eq(networkSessions.id, sessionId),
        eq(networkSessions.status, 'confirmed'),
        lt(networkSessions.registered, networkSessions.capacity),
        gt(networkSessions.startsAt, now),
      ),
    )
    .returning({ id: networkSessions.id });
  return rows.length === 1;
}

/** Cancels the person's live registration; false when they hold none. */
export async function cancelRegistration(
  tx: TDatabase,
  sessionId: number,
  userId: number,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(networkSessionRegistrations)
    .set({ cancelledAt: at })
    .where(
      and(
        eq(networkSessionRegistrations.sessionId, sessionId),
        eq(networkSessionRegistrations.userId, userId),
        isNull(networkSessionRegistrations.cancelledAt),
      ),
    )
    .returning({ id: networkSessionRegistrations.id });
  return rows.length === 1;
}

/** Gives a seat back (a cancelled registration). */
export async function releaseSeat(tx: TDatabase, sessionId: number): Promise<void> {
  await tx
    .update(networkSessions)
    .set({ registered: sql`${networkSessions.registered} - 1` })
    .where(and(eq(networkSessions.id, sessionId), gt(networkSessions.registered, 0)));
}
