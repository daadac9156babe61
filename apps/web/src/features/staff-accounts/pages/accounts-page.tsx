import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/pagination.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import {
  STAFF_ACCOUNTS_PER_PAGE,
  type TStaffAccountsFilter,
  useStaffAccounts,
} from '../api/get-staff-accounts.ts';
import { AccountsFilters } from '../components/accounts-filters.tsx';
import { AccountsTable } from '../components/accounts-table.tsx';
import { RequireAccountsAll } from '../components/require-accounts-all.tsx';
import { DEFAULT_STATUS_FILTER, readFilter, writeFilter } from './accounts-filter-params.ts';

/** `/app/accounts`: every company, for staff holding "show accounts all"; opens on those waiting for approval. */
export default function AccountsPage() {
  return (
    <RequireAccountsAll>
      <AccountsList />
    </RequireAccountsAll>
  );
}

function AccountsList() {
  const { t } = useTranslation(['staff', 'pages']);
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const accounts = useStaffAccounts(filter);
  // A new status or search starts again at the first page.
  const update = (next: Partial<TStaffAccountsFilter>) =>
    setParams(writeFilter({ ...filter, page: 1, ...next }));
  const waitingOnly = filter.status === DEFAULT_STATUS_FILTER && filter.search === '';

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:accounts.title')}</h1>
        <p className="mt-1 text-body text-muted">{t('list.lead')}</p>
      </div>

      <Card>
        <h2 className="sr-only">{t('list.filters')}</h2>
        <AccountsFilters
          key={filter.search}
          filter={filter}
          onStatusChange={(status) => update({ status })}
          onSearch={(search) => update({ search })}
        />
      </Card>

      <section aria-labelledby="accounts-results" className="space-y-4">
        <h2 id="accounts-results" className="sr-only">
          {t('list.results')}
        </h2>
        {accounts.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner className="size-8" />
          </div>
        ) : accounts.isError && !accounts.data ? (
          <Alert tone="error" title={t('list.loadFailed')}>
            <p>{accounts.error.message}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => accounts.refetch()}>
              {t('common:retry')}
            </Button>
          </Alert>
        ) : (
          <>
            <p role="status" className="text-small text-muted">
              {t('list.total', { count: accounts.data.meta.total })}
            </p>
            {accounts.data.data.length === 0 ? (
              <Card className="text-center">
                <p className="text-body text-muted">
                  {waitingOnly ? t('list.emptyWaiting') : t('list.empty')}
                </p>
              </Card>
            ) : (
              <AccountsTable accounts={accounts.data.data} busy={accounts.isPlaceholderData} />
            )}
            <Pagination
              page={filter.page}
              perPage={STAFF_ACCOUNTS_PER_PAGE}
              total={accounts.data.meta.total}
              onPageChange={(page) => setParams(writeFilter({ ...filter, page }))}
            />
          </>
        )}
      </section>
    </div>
  );
}
