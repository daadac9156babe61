import type { TStageSession } from '@portal/contracts/network/network-schemas';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import {
  formatDayHeading,
  formatMonth,
  formatWeekday,
  istanbulTime,
  monthWeeks,
  sessionsByDay,
} from '../stage-time.ts';
import { CalendarSessionLink } from './calendar-session-link.tsx';

/**
 * The month as a table of weeks (Monday first): each day with its sessions' links. The days of
 * the neighbouring months fill the first and last weeks, dimmed; today is marked (`aria-current`).
 */
export function CalendarMonth({
  anchor,
  today,
  sessions,
}: {
  anchor: string;
  today: string;
  sessions: readonly TStageSession[];
}) {
  const { t } = useTranslation('networkStages');
  const language = useLanguage();
  const weeks = monthWeeks(anchor);
  const byDay = sessionsByDay(sessions);
  const month = anchor.slice(0, 7);
  return (
    <table className="w-full table-fixed border-collapse text-small">
      <caption className="sr-only">
        {t('calendar.monthCaption', { month: formatMonth(anchor, language) })}
      </caption>
      <thead>
        <tr>
          {(weeks[0] ?? []).map((day) => (
            <th
              key={day}
              scope="col"
              abbr={formatWeekday(day, language, 'long')}
              className="border-b border-line px-1 py-2 text-center font-semibold text-muted"
            >
              {formatWeekday(day, language, 'short')}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const daySessions = byDay.get(day) ?? [];
              const outside = day.slice(0, 7) !== month;
              const isToday = day === today;
              return (
                <td
                  key={day}
                  aria-current={isToday ? 'date' : undefined}
                  className={cn(
                    'h-24 border border-line p-1 align-top',
                    outside ? 'bg-surface text-muted' : 'bg-white text-ink',
                  )}
                >
                  <span
                    className={cn(
                      'inline-flex size-7 items-center justify-center rounded-full font-semibold',
                      isToday && 'bg-brand-800 text-white',
                    )}
                  >
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    <span className="sr-only">{formatDayHeading(day, language)}</span>
                  </span>
                  {daySessions.length > 0 ? (
                    <ul className="mt-1 space-y-1">
                      {daySessions.map((session) => (
                        <li key={session.id}>
                          <CalendarSessionLink session={session}>
                            <span className="font-semibold">{istanbulTime(session.starts_at)}</span>
                            <span className="hidden truncate md:block">{session.title}</span>
                          </CalendarSessionLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
