import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data/data-table.tsx';
import { useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { STAFF_ACCOUNTS_PER_PAGE, useStaffAccounts } from '../api/get-staff-accounts.ts';
import { useAccountColumns } from '../components/account-columns.tsx';
import { AccountsFilters } from '../components/accounts-filters.tsx';
import { accountsFilterSchema, DEFAULT_STATUS_FILTER } from './accounts-filter-params.ts';

/**
 * `/app/accounts`: every company for staff holding "show accounts all", the companies assigned
 * to the others (the route guard lets staff in); opens on those waiting for approval.
 */
export default function AccountsPage() {
  const { t } = useTranslation(['staff', 'pages']);
  const { can } = useSessionView();
  const { filters: filter, setFilters, setPage } = useUrlFilters(accountsFilterSchema);
  const accounts = useStaffAccounts(filter);
  const columns = useAccountColumns();
  const waitingOnly = filter.status === DEFAULT_STATUS_FILTER && filter.search === '';

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:accounts.title')}</h1>
        <p className="mt-1 text-body text-muted">
          {can(PERMISSIONS.showAccountsAll) ? t('list.lead') : t('list.leadAssigned')}
        </p>
      </div>

      <AccountsFilters filter={filter} onChange={setFilters} />

      <DataTable
        heading={t('list.results')}
        caption={t('list.tableCaption')}
        query={accounts}
        columns={columns}
        rowKey={(account) => account.id}
        errorTitle={t('list.loadFailed')}
        summary={(count) => t('list.total', { count })}
        empty={waitingOnly ? t('list.emptyWaiting') : t('list.empty')}
        paging={{ page: filter.page, perPage: STAFF_ACCOUNTS_PER_PAGE, onPageChange: setPage }}
      />
    </div>
  );
}
