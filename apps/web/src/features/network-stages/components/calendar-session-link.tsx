import type { TStageSession } from '@portal/contracts/network/network-schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { hourRange } from '../stage-time.ts';

/** A session's place on its stage's page. */
export function useSessionHref() {
  const language = useLanguage();
  return (session: Pick<TStageSession, 'id' | 'stage_id'>) =>
    `${pathTo(language, 'networkStage', { id: session.stage_id })}#session-${session.id}`;
}

/**
 * A session in the month and week grids: short on screen (the hour, the title where there is
 * room), named in full for a screen reader ("14:00–15:00, title, stage, company").
 */
export function CalendarSessionLink({
  session,
  children,
  className,
}: {
  session: TStageSession;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('networkStages');
  const href = useSessionHref();
  return (
    <Link
      to={href(session)}
      aria-label={t('calendar.sessionName', {
        range: hourRange(session.starts_at, session.ends_at),
        title: session.title,
        stage: session.stage_name,
        company: session.company_name,
      })}
      className={cn(
        'block rounded-md bg-brand-50 px-1.5 py-1 text-xs leading-tight text-brand-950 no-underline hover:bg-brand-100',
        'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-400',
        className,
      )}
    >
      {children}
    </Link>
  );
}
