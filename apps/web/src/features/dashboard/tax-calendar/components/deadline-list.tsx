import { formatCalendarDate, INTL_LOCALES } from '@portal/contracts/common/istanbul-time';
import type { TTaxCalendarEvent } from '@portal/contracts/tax-calendar/tax-calendar-routes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The deadlines as a list under a heading per month: each with its weekday, days left, and why it moved. */
export function DeadlineList({ events, today }: { events: readonly TTaxCalendarEvent[]; today: string }) {
  const language = useLanguage();
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
        />
      ))}
    </div>
  );
}

function MonthGroup({ title, events, today }: { title: string; events: TTaxCalendarEvent[]; today: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 text-small font-bold tracking-wide text-muted uppercase">
        {title}
      </h3>
      <ul className="space-y-2">
        {events.map((event) => (
          <Deadline key={event.id} event={event} today={today} />
        ))}
      </ul>
    </section>
  );
}

function Deadline({ event, today }: { event: TTaxCalendarEvent; today: string }) {
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
      {isDocuments ? null : (
        <details className="mt-1 text-small text-muted">
          <summary className="cursor-pointer">{t('sourceLabel')}</summary>
          <p className="mt-1 break-words">{event.source}</p>
        </details>
      )}
    </li>
  );
}
