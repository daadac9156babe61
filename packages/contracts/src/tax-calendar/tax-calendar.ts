import { addCalendarDays } from '../common/istanbul-time.ts';
import {
  documentsDueDate,
  documentsRuleDate,
  periodBounds,
  shiftPeriod,
} from '../documents/document-periods.ts';
import { holidayOn, nextWorkingDay } from './public-holidays.ts';
import {
  DOCUMENTS_DEADLINE_SOURCE,
  TAX_EVENT_KINDS,
  TAX_RULES,
  type TCalendarCompanyKind,
  type TTaxEventKind,
  type TTaxRule,
  type TTaxRuleKind,
} from './tax-rules.ts';

/** One deadline of the calendar. */
export type TTaxEvent = {
  /** Stable: `kdv:2026-03`, `gecici:2026-Q1`, `kurumlar:2025`, `documents:2026-03`. */
  id: string;
  /** The day it must be done by (`YYYY-MM-DD`), after the move to a working day. */
  date: string;
  /** The day the rule gives, before the move (the same when it is a working day). */
  original_date: string;
  kind: TTaxEventKind;
  /** The period it is for: `YYYY-MM`, `YYYY-Qn` or `YYYY`. */
  period: string;
  /** The key of its title in the message catalogue (`taxCalendar.kinds.<kind>`). */
  title_key: `taxCalendar.kinds.${TTaxEventKind}`;
  source: string;
  /** The date is a half-day holiday (arife, 28 October): offices close at 13:00, the deadline stays. */
  half_day: boolean;
};

export type TTaxCalendarInput = {
  companyKind: TCalendarCompanyKind;
  from: string;
  to: string;
  /**
   * The day the company came to exist (`YYYY-MM-DD`): a period that ended before it has nothing
   * to file (a company founded on 28 November files no return for October, but November's). Left
   * out: every period counts (a company that existed before it came to the portal).
   */
  existsFrom?: string | null;
};

/**
 * The company's kind from the packet it chose (`packet_id` → product code). The wizard asks no
 * legal-form question: the packets say whom they are for (seed: the starter packet sets up a
 * şahıs şirketi, standard a limited, premium a limited or anonim şirket). The e-commerce packet
 * (either kind), the transfer packet and no packet give `unknown`.
 */
const COMPANY_KIND_OF_PACKET: Readonly<Record<string, TCalendarCompanyKind>> = {
  'accountant-starter': 'sole_proprietorship',
  'accountant-standard': 'corporation',
  'accountant-premium': 'corporation',
};
export function companyKindOfPacket(productCode: string | null | undefined): TCalendarCompanyKind {
  return (productCode && COMPANY_KIND_OF_PACKET[productCode]) || 'unknown';
}

const monthIndex = (period: string) => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return year * 12 + (month - 1);
};
const periodOfIndex = (index: number) =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The periods of a rule whose last month lies between two months (inclusive), with that month. */
function periodsOf(
  rule: TTaxRule,
  fromIndex: number,
  toIndex: number,
): { period: string; lastMonth: string }[] {
  const out: { period: string; lastMonth: string }[] = [];
  for (let index = fromIndex; index <= toIndex; index += 1) {
    const month = (index % 12) + 1;
    const year = Math.floor(index / 12);
    const lastMonth = periodOfIndex(index);
    if (rule.frequency === 'monthly') out.push({ period: lastMonth, lastMonth });
    else if (rule.frequency === 'quarterly' && month % 3 === 0) {
      const quarter = (month / 3) as 1 | 2 | 3 | 4;
      if (!rule.quarters || rule.quarters.includes(quarter)) {
        out.push({ period: `${year}-Q${quarter}`, lastMonth });
      }
    } else if (rule.frequency === 'yearly' && month === 12) out.push({ period: String(year), lastMonth });
  }
  return out;
}

function dueDate(rule: TTaxRule, lastMonth: string): string {
  const month = shiftPeriod(lastMonth, rule.due.monthsAfter);
  if (rule.due.day === 'last') return periodBounds(month).last;
  return `${month}-${String(rule.due.day).padStart(2, '0')}`;
}

/**
 * The deadline of `kind` for the period ending in `lastMonth` (`YYYY-MM`), moved to a working day:
 * what a return of that period is due by (the returns of issue 33).
 */
export function taxDeadline(kind: TTaxRuleKind, lastMonth: string): string {
  const rule = TAX_RULES.find((candidate) => candidate.kind === kind);
  if (!rule) throw new Error(`No tax rule for ${kind}`);
  return nextWorkingDay(dueDate(rule, lastMonth));
}

const appliesTo = (rule: TTaxRule, kind: TCalendarCompanyKind) =>
  kind === 'unknown' || rule.appliesTo.includes(kind);

/** A deadline can move forward this far at most (a 4½-day bayram joined to a weekend, with margin). */
const LONGEST_MOVE_DAYS = 15;
/** The rules' longest distance from a period's last month to its deadline, plus one month. */
const LONGEST_LEAD_MONTHS = Math.max(...TAX_RULES.map((rule) => rule.due.monthsAfter)) + 1;

/**
 * The company's deadlines whose (moved) date lies between `from` and `to` (`YYYY-MM-DD`,
 * inclusive), in date order, for the periods from the month the company came to exist
 * (`existsFrom`). Every deadline that falls on a weekend or an official holiday moves to the next
 * working day (VUK md. 18): the law's, and the portal's own documents deadline with the same rule
 * (documentsDueDate, which the documents page, its countdown and its reminders count to).
 */
export function taxCalendar({ companyKind, from, to, existsFrom = null }: TTaxCalendarInput): TTaxEvent[] {
  const earliest = addCalendarDays(from, -LONGEST_MOVE_DAYS).slice(0, 7);
  // Periods are walked by their last month: one ending before the month the company came to exist
  // in is left out; a quarter or a year it existed in for part of its months keeps its return.
  const firstIndex = existsFrom ? monthIndex(existsFrom.slice(0, 7)) : Number.NEGATIVE_INFINITY;
  const fromIndex = Math.max(monthIndex(earliest) - LONGEST_LEAD_MONTHS, firstIndex);
  const toIndex = monthIndex(to.slice(0, 7));
  const events: TTaxEvent[] = [];
  const push = (event: Omit<TTaxEvent, 'half_day' | 'title_key'>) => {
    if (event.date < from || event.date > to) return;
    events.push({
      ...event,
      title_key: `taxCalendar.kinds.${event.kind}`,
      half_day: holidayOn(event.date)?.half === true,
    });
  };

  for (const rule of TAX_RULES) {
    if (!appliesTo(rule, companyKind)) continue;
    for (const { period, lastMonth } of periodsOf(rule, fromIndex, toIndex)) {
      const original = dueDate(rule, lastMonth);
      push({
        id: `${rule.kind}:${period}`,
        date: nextWorkingDay(original),
        original_date: original,
        kind: rule.kind,
        period,
        source: rule.source,
      });
    }
  }
  for (let index = fromIndex; index <= toIndex; index += 1) {
    const period = periodOfIndex(index);
    push({
      id: `documents:${period}`,
      date: documentsDueDate(period),
      original_date: documentsRuleDate(period),
      kind: 'documents',
      period,
      source: DOCUMENTS_DEADLINE_SOURCE,
    });
  }
  return events.sort(
    (a, b) =>
      a.date.localeCompare(b.date) || TAX_EVENT_KINDS.indexOf(a.kind) - TAX_EVENT_KINDS.indexOf(b.kind),
  );
}
