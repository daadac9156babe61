import type { TStageSession } from '@portal/contracts/network/network-schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatDayHeading, hourRange, sessionsByDay } from '../stage-time.ts';
import { useSessionHref } from './calendar-session-link.tsx';

/** The period's sessions as a list by day: the view that reads best on a phone and with a screen reader. */
export function CalendarList({ sessions, today }: { sessions: readonly TStageSession[]; today: string }) {
  const { t } = useTranslation(['networkStages', 'networkBooths']);
  const language = useLanguage();
  const href = useSessionHref();
  const byDay = [...sessionsByDay(sessions)];
  if (byDay.length === 0) return <EmptyState>{t('calendar.empty')}</EmptyState>;
  return (
    <ol className="space-y-6">
      {byDay.map(([day, daySessions]) => (
        <li key={day} className="space-y-3" aria-current={day === today ? 'date' : undefined}>
          <h3 className="text-body font-bold text-brand-950">
            {formatDayHeading(day, language)}
            {day === today ? (
              <>
                {' '}
                <span className="ms-1 text-small font-semibold text-brand-700">{t('calendar.today')}</span>
              </>
            ) : null}
          </h3>
          <ul className="space-y-3">
            {daySessions.map((session) => (
              <li key={session.id}>
                <Card padded={false} className="space-y-1 p-4">
                  <p className="text-small font-semibold text-brand-700">
                    <time dateTime={session.starts_at}>{hourRange(session.starts_at, session.ends_at)}</time>
                    {' · '}
                    {session.stage_name}
                  </p>
                  <p className="text-body font-semibold text-brand-950">
                    <Link to={href(session)} className="underline-offset-2 hover:underline">
                      {session.title}
                    </Link>
                  </p>
                  <p className="text-small text-muted">
                    {t('calendar.byline', { speaker: session.speaker, company: session.company_name })}
                  </p>
                  <p className="text-small text-muted">
                    {session.sector ? `${t(`networkBooths:sectors.${session.sector}`)} · ` : ''}
                    {t('session.seatsLeft', {
                      left: Math.max(0, session.capacity - session.registered),
                      capacity: session.capacity,
                    })}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
