import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import type { TJob } from '@portal/contracts/staff/jobs';
import { useTranslation } from 'react-i18next';
import type { TColumn } from '../../../components/data/data-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useRetryJob } from '../api/jobs.ts';

const MISSING = '—';

const STATE_BADGES: Record<TJob['state'], string> = {
  created: 'bg-brand-50 text-brand-900',
  retry: 'bg-amber-100 text-amber-950',
  active: 'bg-brand-50 text-brand-900',
  completed: 'bg-green-50 text-green-800',
  cancelled: 'bg-slate-100 text-slate-800',
  failed: 'bg-red-50 text-red-800',
};

/** A job's kind in words; one the server names but this web build has no words for is shown as stored. */
export function useJobName() {
  const { t } = useTranslation('staff');
  return (name: string) => t(`jobs.names.${name}`, { defaultValue: name });
}

function RetryButton({ job }: { job: TJob }) {
  const { t } = useTranslation('staff');
  const retry = useRetryJob();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={retry.isPending && retry.variables === job.id}
      onClick={() => retry.mutate(job.id)}
      aria-label={t('jobs.retryLabel', { id: job.id.slice(0, 8) })}
    >
      {t('jobs.retry')}
    </Button>
  );
}

export function useJobColumns(): TColumn<TJob>[] {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const jobName = useJobName();
  const when = (iso: string | null) => (iso ? formatIstanbulDateTime(new Date(iso), language) : MISSING);
  return [
    {
      key: 'name',
      header: t('jobs.columns.name'),
      rowHeader: true,
      cell: (job) => (
        <>
          {jobName(job.name)}
          <span className="block font-mono text-xs text-muted">{job.id.slice(0, 8)}</span>
        </>
      ),
    },
    {
      key: 'state',
      header: t('jobs.columns.state'),
      cell: (job) => (
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_BADGES[job.state]}`}>
          {t(`jobs.states.${job.state}`)}
        </span>
      ),
    },
    {
      key: 'created',
      header: t('jobs.columns.created'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (job) => when(job.created_at),
    },
    {
      key: 'attempts',
      header: t('jobs.columns.attempts'),
      className: 'tabular-nums',
      cell: (job) => t('jobs.attempts', { made: job.retry_count + 1, allowed: job.retry_limit + 1 }),
    },
    {
      key: 'next',
      header: t('jobs.columns.next'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (job) => (job.state === 'created' || job.state === 'retry' ? when(job.start_after) : MISSING),
    },
    {
      key: 'error',
      header: t('jobs.columns.error'),
      className: 'text-xs break-words text-muted',
      cell: (job) => job.last_error ?? MISSING,
    },
    {
      key: 'actions',
      header: t('jobs.columns.actions'),
      hiddenHeader: true,
      cell: (job) => (job.state === 'failed' ? <RetryButton job={job} /> : null),
    },
  ];
}
