import { STAGE_OPENING_HOURS } from '@portal/contracts/network/network-constants';
import type { TStageSession } from '@portal/contracts/network/network-schemas';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { daysBetween, formatShortDate, formatWeekday, istanbulDay, istanbulHour } from '../stage-time.ts';
import { CalendarSessionLink } from './calendar-session-link.tsx';

function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/**
 * The week as a table: a row per stage hour (Istanbul, 09:00–17:00, and any other hour a session
 * starts at), a column per day, Monday first. Wider than a phone, it scrolls sideways there.
 */
export function CalendarWeek({
  from,
  to,
  today,
  sessions,
}: {
  from: string;
  to: string;
  today: string;
  sessions: readonly TStageSession[];
}) {
  const { t } = useTranslation('networkStages');
  const language = useLanguage();
  const days = daysBetween(from, to);
  const hours = new Set<number>();
  for (let hour = STAGE_OPENING_HOURS.opens; hour < STAGE_OPENING_HOURS.closes; hour += 1) hours.add(hour);
  for (const session of sessions) hours.add(istanbulHour(session.starts_at));
  const cell = (day: string, hour: number) =>
    sessions.filter(
      (session) => istanbulDay(session.starts_at) === day && istanbulHour(session.starts_at) === hour,
    );

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
    <section className="overflow-x-auto" tabIndex={0} aria-label={t('calendar.weekRegion')}>
      <table className="w-full min-w-[48rem] table-fixed border-collapse text-small">
        <caption className="sr-only">
          {t('calendar.weekCaption', {
            from: formatShortDate(from, language),
            to: formatShortDate(to, language),
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="w-16 border-b border-line px-1 py-2 text-start text-muted">
              <span className="sr-only">{t('calendar.hour')}</span>
            </th>
            {days.map((day) => (
              <th
                key={day}
                scope="col"
                aria-current={day === today ? 'date' : undefined}
                className={cn(
                  'border-b border-line px-1 py-2 text-center font-semibold',
                  day === today ? 'text-brand-800' : 'text-muted',
                )}
              >
                <span className="block">{formatWeekday(day, language, 'short')}</span>
                <span className="block text-ink">{formatShortDate(day, language)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...hours]
            .sort((a, b) => a - b)
            .map((hour) => (
              <tr key={hour}>
                <th
                  scope="row"
                  className="border border-line px-1 py-2 text-start align-top font-semibold text-muted"
                >
                  {hourLabel(hour)}
                </th>
                {days.map((day) => {
                  const here = cell(day, hour);
                  return (
                    <td
                      key={day}
                      className={cn(
                        'h-14 border border-line p-1 align-top',
                        day === today && 'bg-brand-50/40',
                      )}
                    >
                      {here.length > 0 ? (
                        <ul className="space-y-1">
                          {here.map((session) => (
                            <li key={session.id}>
                              <CalendarSessionLink session={session}>
                                <span className="block truncate font-semibold">{session.title}</span>
                                <span className="block truncate text-muted">{session.stage_name}</span>
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
    </section>
  );
}
