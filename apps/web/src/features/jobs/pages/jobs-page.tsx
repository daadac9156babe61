import { JOB_STATE_FILTERS } from '@portal/contracts/staff/jobs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data/data-table.tsx';
import { FilterBar, SelectFilter } from '../../../components/data/filter-bar.tsx';
import { useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { useJobKinds } from '../api/job-kinds.ts';
import { JOBS_PER_PAGE, useJobs } from '../api/jobs.ts';
import { usePaymentsToReview } from '../api/payments-to-review.ts';
import { useJobColumns, useJobName } from '../components/job-columns.tsx';
import { jobFilterSchema, knownKind } from '../components/job-filter-params.ts';
import { usePaymentReviewColumns } from '../components/payment-review-columns.tsx';

/**
 * `/app/jobs`: the background jobs (mail, renewals) for staff holding 'show jobs' (the route
 * guard and the server both check it): by default the open ones (waiting, running, retrying,
 * failed), the routine completed ones a filter away; each failure's last error, and a retry for
 * a failed one. Under them, the card payments the reconciliation
 * could not settle with the provider, waiting for a person.
 */
export default function JobsPage() {
  const { t } = useTranslation(['staff', 'pages']);
  const { filters: asked, setFilters, setPage } = useUrlFilters(jobFilterSchema);
  const kinds = useJobKinds();
  const filters = { ...asked, name: knownKind(asked.name, kinds.data) };
  // A kind from the URL is checked against the server's kinds before it is asked for.
  const jobs = useJobs(filters, { enabled: asked.name === 'all' || !kinds.isPending });
  const columns = useJobColumns();
  const jobName = useJobName();
  const paymentsToReview = usePaymentsToReview();
  const paymentColumns = usePaymentReviewColumns();
  const reviewHeadingId = useId();
  // The default (open jobs) is no filter the person set: its empty list says what it hides.
  const filtered = (filters.state !== 'all' && filters.state !== 'open') || filters.name !== 'all';
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:jobs.title')}</h1>
        <p className="mt-1 text-body text-muted">{t('jobs.lead')}</p>
      </div>
      {/* Payments waiting for a person come first: each needs someone to act. */}
      <section aria-labelledby={reviewHeadingId} className="space-y-3">
        <div>
          <h2 id={reviewHeadingId} className="text-h3 font-bold text-brand-950">
            {t('jobs.review.title')}
          </h2>
          <p className="mt-1 text-body text-muted">{t('jobs.review.lead')}</p>
        </div>
        <DataTable
          caption={t('jobs.review.caption')}
          query={paymentsToReview}
          columns={paymentColumns}
          rowKey={(payment) => payment.id}
          minWidth="lg"
          compact
          errorTitle={t('jobs.review.loadFailed')}
          summary={(count) => t('jobs.review.total', { count })}
          empty={t('jobs.review.empty')}
        />
      </section>
      <FilterBar title={t('jobs.filters')}>
        <SelectFilter
          label={t('jobs.stateFilter')}
          value={filters.state}
          onChange={(state) => setFilters({ state })}
          allLabel={t('jobs.allStates')}
          options={JOB_STATE_FILTERS.map((state) => ({
            value: state,
            label: state === 'open' ? t('jobs.openStates') : t(`jobs.states.${state}`),
          }))}
        />
        <SelectFilter
          label={t('jobs.nameFilter')}
          value={filters.name}
          onChange={(name) => setFilters({ name })}
          allLabel={t('jobs.allNames')}
          options={(kinds.data ?? []).map(({ name }) => ({ value: name, label: jobName(name) }))}
        />
      </FilterBar>
      <DataTable
        heading={t('jobs.results')}
        caption={t('jobs.caption')}
        query={jobs}
        columns={columns}
        rowKey={(job) => job.id}
        minWidth="lg"
        errorTitle={t('jobs.loadFailed')}
        summary={(count) => t('jobs.total', { count })}
        empty={
          filtered
            ? t('jobs.emptyFiltered')
            : filters.state === 'open'
              ? t('jobs.emptyOpen')
              : t('jobs.empty')
        }
        paging={{ page: filters.page, perPage: JOBS_PER_PAGE, onPageChange: setPage }}
      />
    </div>
  );
}
