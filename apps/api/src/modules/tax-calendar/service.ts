import { createHash, randomBytes } from 'node:crypto';
import { isStaffRole } from '@portal/contracts/auth/roles';
import { INTL_LOCALES, todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_IDS,
  LANGUAGES,
  type TLanguage,
} from '@portal/contracts/common/languages';
import { TAX_CALENDAR_COVERAGE } from '@portal/contracts/tax-calendar/public-holidays';
import { companyKindOfPacket, taxCalendar } from '@portal/contracts/tax-calendar/tax-calendar';
import {
  addMonthsToDate,
  CALENDAR_FEED_MONTHS,
  CALENDAR_FEED_TOKEN_PATTERN,
  type TCalendarFeedCreated,
  type TCalendarFeedStatus,
  type TTaxCalendar,
  type TTaxCalendarEvent,
} from '@portal/contracts/tax-calendar/tax-calendar-routes';
import type { COMPANY_STATUS_CHOICES } from '@portal/contracts/wizard/step-forms';
import type { FastifyInstance } from 'fastify';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { HttpError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { buildCalendarIcs } from './calendar-ics.ts';
import {
  deleteFeed,
  findCalendarCompany,
  findFeed,
  findFeedCompany,
  putFeed,
  type TCalendarCompany,
} from './repository.ts';

type TCalendarApp = Pick<FastifyInstance, 'db' | 'now' | 'config' | 'rateLimiter'>;

/** The feed's public address; the token is its only key. */
const calendarFeedPath = (token: string) => `/api/calendar-feeds/${token}.ics`;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The wizard's choice (`packet_type`) of a company the portal founds. */
const FOUNDING_CHOICE: (typeof COMPANY_STATUS_CHOICES)[number] = 'company-founding';

/** "Mart 2026" / "March 2026", "2026 1. dönem" / "Q1 2026", "2025". */
function periodLabel(period: string, language: TLanguage): string {
  const [, year, quarter] = /^(\d{4})-Q([1-4])$/.exec(period) ?? [];
  if (year && quarter) return translate(language, 'taxCalendar.quarter', { year, quarter });
  if (/^\d{4}-\d{2}$/.test(period)) {
    return new Intl.DateTimeFormat(INTL_LOCALES[language], {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${period}-15T12:00:00Z`));
  }
  return period;
}

/**
 * Since when the company has deadlines. One the portal founds (the wizard's "found a new
 * company") exists from the day its accountant line was approved (Istanbul), and until then from
 * today: a period that ended before has nothing to file. Any other (moved to us, or no founding
 * chosen) existed before it came: every period counts.
 */
function foundingOf(
  company: TCalendarCompany,
  now: Date,
): { existsFrom: string | null; foundedOn: string | null } {
  if (company.packetType !== FOUNDING_CHOICE) return { existsFrom: null, foundedOn: null };
  if (company.approvedAt) {
    const foundedOn = todayInIstanbul(company.approvedAt);
    return { existsFrom: foundedOn, foundedOn };
  }
  return { existsFrom: todayInIstanbul(now), foundedOn: null };
}

/** The company's deadlines between two covered days, titled in `language`. */
async function calendarOf(
  app: Pick<TCalendarApp, 'db' | 'now'>,
  accountId: number,
  range: { from: string; to: string },
  language: TLanguage,
): Promise<TTaxCalendar> {
  const company = await findCalendarCompany(app.db, accountId);
  const companyKind = companyKindOfPacket(company.packetCode);
  const { existsFrom, foundedOn } = foundingOf(company, app.now());
  const events = taxCalendar({ companyKind, ...range, existsFrom }).map(
    (event): TTaxCalendarEvent => ({
      ...event,
      title: translate(language, event.title_key, { period: periodLabel(event.period, language) }),
      // The portal's own rule is told in the reader's language; the law's sources are citations.
      source: event.kind === 'documents' ? translate(language, 'taxCalendar.documentsSource') : event.source,
    }),
  );
  return {
    company_kind: companyKind,
    covered: { ...TAX_CALENDAR_COVERAGE },
    founded_on: foundedOn,
    events,
  };
}

/**
 * `GET accounts/{id}/calendar`: anyone who reaches the company reads its calendar; the query
 * schema has already refused a range outside the covered years or longer than allowed (422).
 */
export async function getCompanyCalendar(
  app: TCalendarApp,
  account: TReachedAccount,
  range: { from: string; to: string },
  language: TLanguage,
): Promise<TTaxCalendar> {
  return calendarOf(app, account.id, range, language);
}

export async function getFeedStatus(
  app: TCalendarApp,
  account: TReachedAccount,
): Promise<TCalendarFeedStatus> {
  const feed = await findFeed(app.db, account.id);
  return { exists: feed !== null, created_at: feed?.createdAt.toISOString() ?? null };
}

/**
 * The company's customers only: the link opens the company's calendar to whoever holds it, so
 * giving one out is theirs to decide. Making or revoking it is a write (a new link breaks the one
 * the owner's calendar subscribes to; the routes reach the company so): a viewer gets 403 like
 * every other change, staff who reach the company 403; anyone else 404.
 */
function requireCustomerWriter(auth: TAuth): void {
  if (isStaffRole(auth.roles[0]?.name)) throw new HttpError(403, 'taxCalendar.feedCustomersOnly');
}

/** A new private link (32 random bytes, base64url); only its SHA-256 is kept, the old link stops working. */
export async function createFeed(
  app: TCalendarApp,
  auth: TAuth,
  { id: accountId }: TReachedAccount,
): Promise<TCalendarFeedCreated> {
  requireCustomerWriter(auth);
  const token = randomBytes(32).toString('base64url');
  const feed = await putFeed(app.db, {
    accountId,
    tokenHash: hashToken(token),
    createdBy: auth.user.id,
    createdAt: app.now(),
  });
  return { url: `${app.config.appUrl}${calendarFeedPath(token)}`, created_at: feed.createdAt.toISOString() };
}

export async function revokeFeed(
  app: TCalendarApp,
  auth: TAuth,
  { id: accountId }: TReachedAccount,
): Promise<void> {
  requireCustomerWriter(auth);
  if (!(await deleteFeed(app.db, accountId))) throw new HttpError(404, 'errors.notFound');
}

const languageOfId = (id: number | null): TLanguage =>
  LANGUAGES.find((language) => LANGUAGE_IDS[language] === id) ?? DEFAULT_LANGUAGE;

/**
 * `GET calendar-feeds/{token}.ics`: the deadlines from today (Istanbul) for the next
 * CALENDAR_FEED_MONTHS months, cut at the end of the covered years (the religious holidays after
 * it are not known; the feed fills in as years are added), in `language` or the language of the
 * customer who owns the company. An unknown, malformed or revoked token: 404, nothing else said.
 */
export async function readFeedIcs(
  app: TCalendarApp,
  token: string,
  language: TLanguage | undefined,
): Promise<string> {
  if (!CALENDAR_FEED_TOKEN_PATTERN.test(token)) throw new HttpError(404, 'errors.notFound');
  const tokenHash = hashToken(token);
  const company = await findFeedCompany(app.db, tokenHash);
  if (!company) throw new HttpError(404, 'errors.notFound');
  await app.rateLimiter.consume('calendarFeedPerToken', tokenHash);

  const chosen = language ?? languageOfId(company.ownerLanguageId);
  const today = todayInIstanbul(app.now());
  const from = today < TAX_CALENDAR_COVERAGE.first ? TAX_CALENDAR_COVERAGE.first : today;
  const end = addMonthsToDate(today, CALENDAR_FEED_MONTHS);
  const to = end > TAX_CALENDAR_COVERAGE.last ? TAX_CALENDAR_COVERAGE.last : end;
  const events = from <= to ? (await calendarOf(app, company.accountId, { from, to }, chosen)).events : [];

  return buildCalendarIcs({
    calendarName: translate(chosen, 'taxCalendar.feedName', { company: company.name }),
    accountId: company.accountId,
    host: new URL(app.config.appUrl).hostname,
    now: app.now(),
    events: events.map((event) => ({ ...event, description: describe(event, chosen) })),
  });
}

/** The event's note: its source, and why its date moved or that offices close early. */
function describe(event: TTaxCalendarEvent, language: TLanguage): string {
  const lines = [translate(language, 'taxCalendar.feedSource', { source: event.source })];
  if (event.date !== event.original_date) {
    const date = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${event.original_date}T12:00:00Z`));
    lines.push(translate(language, 'taxCalendar.feedMoved', { date }));
  }
  if (event.half_day) lines.push(translate(language, 'taxCalendar.feedHalfDay'));
  return lines.join('\n');
}
