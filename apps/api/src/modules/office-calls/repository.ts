import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { TIME_ZONE } from '@portal/contracts/common/istanbul-time';
import { LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import type { TCallOutcome } from '@portal/contracts/office/office-calls';
import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accountInformations, accountLines, accounts } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { officeCalls } from '../../db/schema/office-line.ts';
import { officeLocationTranslations } from '../../db/schema/office-locations.ts';
import { attachedTo } from '../../plugins/account-attachment.ts';
import { accountIds, readingShownNames } from '../../plugins/db/company-reads.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import {
  LISTED,
  likePattern,
  listedPage,
  pageOffset,
  type TListedTotal,
} from '../../plugins/db/list-queries.ts';

/** A call with the name of the person who answered the line. */
const CALL_ROW = {
  id: officeCalls.id,
  accountId: officeCalls.accountId,
  calledAt: officeCalls.calledAt,
  callerName: officeCalls.callerName,
  callerPhone: officeCalls.callerPhone,
  subject: officeCalls.subject,
  message: officeCalls.message,
  outcome: officeCalls.outcome,
  note: officeCalls.note,
  readAt: officeCalls.readAt,
  recordedBy: users.name,
};

export type TCallRow = {
  id: number;
  accountId: number;
  calledAt: Date;
  callerName: string;
  callerPhone: string;
  subject: string;
  message: string;
  outcome: TCallOutcome;
  note: string | null;
  readAt: Date | null;
  recordedBy: string | null;
};

export type TCallFilter = {
  accountId: number;
  outcome?: TCallOutcome;
  unread?: boolean;
  /** Moments: from (inclusive) to (exclusive), the edges of Istanbul days. */
  from?: Date;
  to?: Date;
  q?: string;
};

function filterWhere(filter: TCallFilter): SQL | undefined {
  const text = filter.q ? likePattern(filter.q) : null;
  return and(
    eq(officeCalls.accountId, filter.accountId),
    filter.outcome ? eq(officeCalls.outcome, filter.outcome) : undefined,
    filter.unread === undefined
      ? undefined
      : filter.unread
        ? isNull(officeCalls.readAt)
        : isNotNull(officeCalls.readAt),
    filter.from ? gte(officeCalls.calledAt, filter.from) : undefined,
    filter.to ? lt(officeCalls.calledAt, filter.to) : undefined,
    text
      ? or(
          ilike(officeCalls.callerName, text),
          ilike(officeCalls.callerPhone, text),
          ilike(officeCalls.subject, text),
          ilike(officeCalls.message, text),
          ilike(officeCalls.note, text),
        )
      : undefined,
  );
}

/** A page of the company's calls, newest first (on the account/time index), and the filter's total. */
export async function listCalls(
  db: TDatabase,
  filter: TCallFilter,
  page: { page: number; perPage: number },
): Promise<{ rows: TCallRow[]; listed: TListedTotal }> {
  const where = filterWhere(filter);
  const { rows, total: listed } = await listedPage(
    db,
    page,
    db
      .select(CALL_ROW)
      .from(officeCalls)
      .leftJoin(users, eq(users.id, officeCalls.recordedBy))
      .where(where)
      .orderBy(desc(officeCalls.calledAt), desc(officeCalls.id))
      .limit(page.perPage)
      .offset(pageOffset(page)),
    db.select({ one: LISTED }).from(officeCalls).where(where),
  );
  return { rows, listed };
}

/** One call of the company; null when it is not the company's (or does not exist). */
export async function findCall(db: TDatabase, accountId: number, callId: number): Promise<TCallRow | null> {
  const [row] = await db
    .select(CALL_ROW)
    .from(officeCalls)
    .leftJoin(users, eq(users.id, officeCalls.recordedBy))
    .where(and(eq(officeCalls.id, callId), eq(officeCalls.accountId, accountId)));
  return row ?? null;
}

export async function insertCall(db: TDatabase, values: typeof officeCalls.$inferInsert): Promise<number> {
  const [row] = await db.insert(officeCalls).values(values).returning({ id: officeCalls.id });
  if (!row) throw new Error('Could not store the call');
  return row.id;
}

/**
 * Changes a call's read state and note. Read keeps the first moment it was read; unread clears
 * it. False when the call is not the company's.
 */
export async function updateCall(
  db: TDatabase,
  accountId: number,
  callId: number,
  change: { read?: boolean; note?: string | null; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(officeCalls)
    .set({
      ...(change.read === undefined
        ? {}
        : {
            readAt: change.read
              ? sql`coalesce(${officeCalls.readAt}, ${change.at.toISOString()}::timestamptz)`
              : null,
          }),
      // An emptied note is no note.
      ...(change.note === undefined ? {} : { note: change.note === '' ? null : change.note }),
    })
    .where(and(eq(officeCalls.id, callId), eq(officeCalls.accountId, accountId)))
    .returning({ id: officeCalls.id });
  return rows.length === 1;
}

/** The company's calls no one has read (on the partial index office_calls_unread). */
export async function countUnread(db: TDatabase, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(officeCalls)
    .where(and(eq(officeCalls.accountId, accountId), isNull(officeCalls.readAt)));
  return row?.n ?? 0;
}

/** Staff's reach on the desk: every company, or the ones they are attached to. */
export type TStaffReach = { userId: number; seesAll: boolean };

const reachable = (reach: TStaffReach, accountId: AnyPgColumn) =>
  reach.seesAll ? undefined : attachedTo(accountId, reach.userId, [OFFICE_LINE.id]);

/** The calls of a span (today in Istanbul) over the companies staff reach, newest first. */
export function findCallsBetween(db: TDatabase, reach: TStaffReach, from: Date, to: Date, limit: number) {
  // Newest call first: which companies the desk shows depends on none of their names.
  return readingShownNames(
    async () =>
      db
        .select({ ...CALL_ROW, accountName: accounts.name })
        .from(officeCalls)
        .innerJoin(accounts, eq(accounts.id, officeCalls.accountId))
        .leftJoin(users, eq(users.id, officeCalls.recordedBy))
        .where(
          and(
            gte(officeCalls.calledAt, from),
            lt(officeCalls.calledAt, to),
            isNull(accounts.deletedAt),
            reachable(reach, officeCalls.accountId),
          ),
        )
        .orderBy(desc(officeCalls.calledAt), desc(officeCalls.id))
        .limit(limit),
    accountIds,
  );
}

// The zone is a constant written into the statement: a parameter in both the select and the
// group by would be two different expressions to PostgreSQL.
const callMonth = sql<string>`to_char(${officeCalls.calledAt} at time zone '${sql.raw(TIME_ZONE)}', 'YYYY-MM')`;

/** Calls per company per Istanbul month since `since`, in one grouped query; newest month first. */
export async function countCallsByMonth(db: TDatabase, reach: TStaffReach, since: Date) {
  const rows = await db
    .select({
      accountId: officeCalls.accountId,
      accountName: accounts.name,
      month: callMonth,
      calls: count(),
    })
    .from(officeCalls)
    .innerJoin(accounts, eq(accounts.id, officeCalls.accountId))
    .where(
      and(
        gte(officeCalls.calledAt, since),
        isNull(accounts.deletedAt),
        reachable(reach, officeCalls.accountId),
      ),
    )
    .groupBy(officeCalls.accountId, accounts.name, callMonth)
    .orderBy(desc(callMonth), asc(accounts.name), asc(officeCalls.accountId));
  return rows;
}

const information = (key: string) =>
  sql<string | null>`(select ${accountInformations.value} from ${accountInformations}
    where ${accountInformations.accountId} = ${accounts.id} and ${accountInformations.key} = ${key})`;

/**
 * The office-line companies (brand 2, any state but cancelled) staff reach, found by part of the
 * name, the id, the tax number or the phone (digits compared without spaces or signs); with the
 * location's name in the caller's language. At most `limit`, by name.
 */
export async function findOfficeCompanies(
  db: TDatabase,
  reach: TStaffReach,
  q: string,
  language: TLanguage,
  limit: number,
) {
  const taxNumber = information('tax_number');
  const phone = information('phone');
  const digits = q.replace(/\D/g, '');
  const matches: (SQL | undefined)[] = [];
  if (q !== '') {
    matches.push(ilike(accounts.name, likePattern(q)));
    matches.push(sql`${taxNumber} ilike ${likePattern(q)}`);
    if (/^\d+$/.test(q) && q.length <= 9) matches.push(eq(accounts.id, Number(q)));
    // A phone typed "0532 123 45 67" finds "+905321234567": both sides as digits only.
    if (digits.length >= 3) {
      matches.push(
        sql`regexp_replace(coalesce(${phone}, ''), '[^0-9]', '', 'g') like ${likePattern(digits)}`,
      );
    }
  }
  return db
    .select({
      id: accounts.id,
      name: accounts.name,
      taxNumber,
      phone,
      location: officeLocationTranslations.name,
    })
    .from(accounts)
    .innerJoin(
      accountLines,
      and(
        eq(accountLines.accountId, accounts.id),
        eq(accountLines.brandId, OFFICE_LINE.id),
        ne(accountLines.status, LINE_STATUSES.cancelled),
      ),
    )
    .leftJoin(
      accountInformations,
      and(eq(accountInformations.accountId, accounts.id), eq(accountInformations.key, 'virtual_office_id')),
    )
    .leftJoin(
      officeLocationTranslations,
      and(
        // Compared as text: the information is free text and may be "own" (the customer's address).
        sql`${officeLocationTranslations.locationId}::text = ${accountInformations.value}`,
        eq(officeLocationTranslations.languageId, LANGUAGE_IDS[language]),
      ),
    )
    .where(
      and(isNull(accounts.deletedAt), reachable(reach, accounts.id), q === '' ? undefined : or(...matches)),
    )
    .orderBy(asc(accounts.name), asc(accounts.id))
    .limit(limit);
}
