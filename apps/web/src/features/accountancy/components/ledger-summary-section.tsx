import type { TLedgerSummary, TLedgerTotals } from '@portal/contracts/ledger/ledger-schemas';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState, type TQueryView } from '../../../components/data/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SummaryCards } from './summary-cards.tsx';

/** The chart library is loaded with this section only, in a chunk of its own. */
const LedgerCharts = lazy(() => import('./ledger-charts.tsx'));

/** The chosen month's figures (`month`, when the summary holds it) over the charts of the months up to it. */
export function LedgerSummarySection({
  summary,
  month,
  periodName,
  filedKdv = null,
}: {
  summary: TQueryView<TLedgerSummary>;
  month: TLedgerTotals | undefined;
  periodName: string;
  /** The month's filed KDV return's amount (kuruş), shown beside the estimate. */
  filedKdv?: number | null;
}) {
  const { t } = useTranslation('accountancy');
  return (
    <section aria-labelledby="ledger-summary-title" className="space-y-4">
      <h2 id="ledger-summary-title" className="text-h3 font-bold text-brand-950">
        {t('summary.title')}: {periodName}
      </h2>
      <QueryState query={summary} errorTitle={t('summary.loadFailed')}>
        {(data) => (
          <>
            {month ? <SummaryCards totals={month} filedKdv={filedKdv} /> : null}
            <Suspense fallback={<Spinner label={t('charts.loading')} />}>
              <LedgerCharts summary={data} />
            </Suspense>
          </>
        )}
      </QueryState>
    </section>
  );
}
