import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import type { TStageSession } from '@portal/contracts/network/network-schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** The company's confirmed stage sessions still to come, each linked to its stage's page. */
export function UpcomingSessions({ sessions }: { sessions: readonly TStageSession[] }) {
  const { t } = useTranslation('networkBooths');
  const language = useLanguage();
  if (sessions.length === 0) return <p className="text-small text-muted">{t('stand.noSessions')}</p>;
  return (
    <ul className="divide-y divide-line">
      {sessions.map((session) => (
        <li key={session.id} className="py-3 first:pt-0 last:pb-0">
          <p className="text-small font-semibold text-brand-800 tabular-nums">
            <time dateTime={session.starts_at}>
              {formatIstanbulDateTime(new Date(session.starts_at), language)}
            </time>
          </p>
          <p className="font-semibold break-words text-ink">{session.title}</p>
          <p className="text-small text-muted">
            {t('stand.sessionSpeaker', { speaker: session.speaker })}{' '}
            <Link
              to={pathTo(language, 'networkStage', { id: session.stage_id })}
              className="font-semibold text-brand-800 underline"
            >
              {t('stand.sessionStage', { stage: session.stage_name })}
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
