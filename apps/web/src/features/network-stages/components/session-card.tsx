import { formatCalendarDate } from '@portal/contracts/common/istanbul-time';
import type { TStageSession } from '@portal/contracts/network/network-schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { hourRange, istanbulDay } from '../stage-time.ts';
import { RegistrationPanel } from './registration-panel.tsx';

/**
 * One session on its stage's page: what, who, which company (its booth linked when it has one),
 * when (Istanbul), the seats, and registering for it. Its id is the calendar's link target.
 */
export function SessionCard({ session, now }: { session: TStageSession; now: Date }) {
  const { t } = useTranslation(['networkStages', 'networkBooths']);
  const language = useLanguage();
  const headingId = `session-${session.id}-title`;
  const left = Math.max(0, session.capacity - session.registered);
  return (
    <article id={`session-${session.id}`} aria-labelledby={headingId} className="scroll-mt-24">
      <Card className="space-y-4">
        <div className="space-y-1">
          <p className="text-small font-semibold text-brand-700">
            <time dateTime={session.starts_at}>
              {t('session.when', {
                day: formatCalendarDate(istanbulDay(session.starts_at), language),
                range: hourRange(session.starts_at, session.ends_at),
              })}
            </time>
          </p>
          <h3 id={headingId} className="text-h3 font-bold text-brand-950">
            {session.title}
          </h3>
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-small sm:grid-cols-2">
          <div>
            <dt className="text-muted">{t('session.speaker')}</dt>
            <dd className="font-medium text-ink">{session.speaker}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('session.company')}</dt>
            <dd className="font-medium text-ink">
              {session.booth_id !== null ? (
                <Link
                  to={pathTo(language, 'networkStand', { id: session.booth_id })}
                  className="text-brand-800 underline underline-offset-2 hover:text-brand-950"
                >
                  {session.company_name}
                </Link>
              ) : (
                session.company_name
              )}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('session.seats')}</dt>
            <dd className="font-medium text-ink">
              {t('session.seatsLeft', { left, capacity: session.capacity })}
            </dd>
          </div>
          {session.sector ? (
            <div>
              <dt className="text-muted">{t('session.sector')}</dt>
              <dd className="font-medium text-ink">{t(`networkBooths:sectors.${session.sector}`)}</dd>
            </div>
          ) : null}
        </dl>
        {session.description ? (
          <p className="whitespace-pre-line text-body text-ink">{session.description}</p>
        ) : null}
        <RegistrationPanel session={session} now={now} />
      </Card>
    </article>
  );
}
