import { formatCalendarDate, INTL_LOCALES } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import type { TTaxCalendarEvent } from '@portal/contracts/tax-calendar/tax-calendar-routes';
import { calendarEventIdOf, type TTaxReturn } from '@portal/contracts/tax-returns/tax-returns';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TaxReturnStatusBadge } from '../../../../domains/tax-returns/components/tax-return-status-badge.tsx';
import { useReturnTitle } from '../../../../domains/tax-returns/tax-return-format.ts';
import { cn } from '../../../../lib/cn.ts';
import { useLanguage } from '../../../../lib/use-language.ts';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY_MS);

/** The events by month (`YYYY-MM`), in date order as the server sends them. */
function byMonth(events: readonly TTaxCalendarEvent[]): [string, TTaxCalendarEvent[]][] {
  const groups = new Map<string, TTaxCalendarEvent[]>();
  for (const event of events) {
    const month = event.date.slice(0, 7);
    groups.set(month, [...(groups.get(month) ?? []), event]);
  }
  return [...groups];
}

/**
 * The returns by the calendar event they are filed by (`calendarEventIdOf`): damga and muhtasar
 * share the muhtasar deadline, so an event may carry more than one.
 */
function returnsByEvent(returns: readonly TTaxReturn[]): Map<string, TTaxReturn[]> {
  const byEvent = new Map<string, TTaxReturn[]>();
  for (const taxReturn of returns) {
    const id = calendarEventIdOf(taxReturn.kind, taxReturn.period);
    byEvent.set(id, [...(byEvent.get(id) ?? []), taxReturn]);
  }
  return byEvent;
}

/**
 * The deadlines as a list under a heading per month: each with its weekday, days left, why it
 * moved, and the company's return for it with its status and amount.
 */
export function DeadlineList({
  events,
  today,
  returns = [],
}: {
  events: readonly TTaxCalendarEvent[];
  today: string;
  returns?: readonly TTaxReturn[];
}) {
  const language = useLanguage();
  const byEvent = returnsByEvent(returns);
  const monthName = new Intl.DateTimeFormat(INTL_LOCALES[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <div className="space-y-5">
      {byMonth(events).map(([month, items]) => (
        <MonthGroup
          key={month}
          title={monthName.format(new Date(`${month}-15T12:00:00Z`))}
          events={items}
          today={today}
          byEvent={byEvent}
        />
      ))}
    </div>
  );
}

function MonthGroup({
  title,
  events,
  today,
  byEvent,
}: {
  title: string;
  events: TTaxCalendarEvent[];
  today: string;
  byEvent: Map<string, TTaxReturn[]>;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 text-small font-bold tracking-wide text-muted uppercase">
        {title}
      </h3>
      <ul className="space-y-2">
        {events.map((event) => (
          <Deadline key={event.id} event={event} today={today} returns={byEvent.get(event.id) ?? []} />
        ))}
      </ul>
    </section>
  );
}

function Deadline({
  event,
  today,
  returns,
}: {
  event: TTaxCalendarEvent;
  today: string;
  returns: readonly TTaxReturn[];
}) {
  const { t } = useTranslation('taxCalendar');
  const language = useLanguage();
  const left = daysBetween(today, event.date);
  const isDocuments = event.kind === 'documents';
  return (
    <li
      className={cn(
        'rounded-xl border p-3 sm:p-4',
        isDocuments ? 'border-accent-400 bg-accent-50' : 'border-line bg-white',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-ink">
          <time dateTime={event.date}>{formatCalendarDate(event.date, language)}</time>
        </p>
        <p className={cn('text-small font-semibold', left <= 3 ? 'text-danger' : 'text-brand-800')}>
          {left === 0 ? t('today') : t('daysLeft', { count: left })}
        </p>
      </div>
      <p className="mt-1 break-words text-ink">
        {isDocuments ? (
          <span className="me-2 inline-block rounded-md bg-accent-400 px-2 py-0.5 text-small font-semibold text-brand-950">
            {t('documentsBadge')}
          </span>
        ) : null}
        {event.title}
      </p>
      {event.date !== event.original_date ? (
        <p className="mt-1 text-small text-muted">
          {t('movedFrom', { date: formatCalendarDate(event.original_date, language) })}
        </p>
      ) : null}
      {event.half_day ? <p className="mt-1 text-small text-muted">{t('halfDay')}</p> : null}
      {returns.length > 0 ? (
        <div className="mt-2 space-y-1">
          {returns.map((taxReturn) => (
            <EventReturn key={taxReturn.id} taxReturn={taxReturn} named={returns.length > 1} />
          ))}
        </div>
      ) : null}
      {isDocuments ? null : (
        <details className="mt-1 text-small text-muted">
          <summary className="cursor-pointer">{t('sourceLabel')}</summary>
          <p className="mt-1 break-words">{event.source}</p>
        </details>
      )}
    </li>
  );
}

/** The company's return for a deadline: its status, and the amount it accrued. */
function EventReturn({ taxReturn, named }: { taxReturn: TTaxReturn; named: boolean }) {
  const { t } = useTranslation('taxReturns');
  const language = useLanguage();
  const title = useReturnTitle()(taxReturn);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-small">
      {/* Two returns on one deadline (muhtasar and damga) say which is which. */}
      <span className={named ? 'text-ink' : 'sr-only'}>{title}</span>
      <TaxReturnStatusBadge taxReturn={taxReturn} />
      {taxReturn.amount_due !== null && taxReturn.status !== 'preparing' ? (
        <span className="font-semibold text-brand-950 tabular-nums">
          {t('calendar.amount', { amount: formatKurus(taxReturn.amount_due, language) })}
        </span>
      ) : null}
    </p>
  );
}
