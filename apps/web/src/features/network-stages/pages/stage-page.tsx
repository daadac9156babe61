import { ZStageParams } from '@portal/contracts/network/network-schemas';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStage } from '../api/get-stage.ts';
import { SessionCard } from '../components/session-card.tsx';
import { useNow } from '../use-now.ts';

/**
 * `endless-network/stage/{id}`: a seminar stage (name, description, seats, place) and its
 * confirmed sessions still to come, each with registering for it.
 */
export default function StagePage() {
  const { t } = useTranslation('networkStages');
  const params = ZStageParams.safeParse(useParams());
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      {params.success ? (
        <Stage id={params.data.id} />
      ) : (
        <>
          <h1 className="text-h2 font-bold text-brand-950">{t('stage.fallbackTitle')}</h1>
          <EmptyState>{t('stage.notFound')}</EmptyState>
        </>
      )}
    </div>
  );
}

function Stage({ id }: { id: number }) {
  const { t } = useTranslation('networkStages');
  const language = useLanguage();
  const stage = useStage(id);
  const now = useNow(30_000);
  const { hash } = useLocation();
  const loaded = stage.data !== undefined;

  // A calendar link points at one session (`#session-12`): bring it into view once it is drawn.
  useEffect(() => {
    if (!loaded || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [loaded, hash]);

  return (
    <QueryState query={stage} errorTitle={t('stage.loadFailed')}>
      {(data) => (
        <>
          <header className="space-y-3">
            <h1 className="text-h2 font-bold text-brand-950">{data.name}</h1>
            <p className="text-body text-muted">{data.description}</p>
          </header>
          <Card padded={false} className="p-4">
            <dl className="grid gap-3 text-small sm:grid-cols-2">
              <div>
                <dt className="text-muted">{t('stage.capacity')}</dt>
                <dd className="font-medium text-ink">{t('stage.seats', { capacity: data.capacity })}</dd>
              </div>
              <div>
                <dt className="text-muted">{t('stage.location')}</dt>
                <dd className="font-medium text-ink">{data.location}</dd>
              </div>
            </dl>
          </Card>
          <div className="flex flex-wrap gap-3">
            <LinkButton variant="secondary" to={pathTo(language, 'networkActivityCalendar')}>
              {t('stage.toCalendar')}
            </LinkButton>
          </div>
          <section aria-labelledby="stage-sessions-title" className="space-y-4">
            <h2 id="stage-sessions-title" className="text-h3 font-bold text-brand-950">
              {t('stage.sessionsTitle')}
            </h2>
            {data.sessions.length === 0 ? (
              <EmptyState>{t('stage.noSessions')}</EmptyState>
            ) : (
              <ul className="space-y-4">
                {data.sessions.map((session) => (
                  <li key={session.id}>
                    <SessionCard session={session} now={now} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </QueryState>
  );
}
