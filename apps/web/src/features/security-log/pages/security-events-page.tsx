import { SECURITY_EVENT_TYPES } from '@portal/contracts/staff/security-events';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data/data-table.tsx';
import { DateFilter, FilterBar, SelectFilter } from '../../../components/data/filter-bar.tsx';
import { useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { SECURITY_EVENTS_PER_PAGE, useSecurityEvents } from '../api/get-security-events.ts';
import { useSecurityEventColumns } from '../components/security-event-columns.tsx';
import { securityEventFilterSchema } from '../components/security-event-filter-params.ts';

/**
 * `/app/security-events`: the security log for admins (the route guard and the server both
 * check the role): sign-ins and failures, password, e-mail and 2FA changes, card declines,
 * tripped budgets and staff reads of identity documents, filtered by kind and by day.
 */
export default function SecurityEventsPage() {
  const { t } = useTranslation(['staff', 'pages']);
  const { filters, setFilters, setPage } = useUrlFilters(securityEventFilterSchema);
  const events = useSecurityEvents(filters);
  const columns = useSecurityEventColumns();
  const filtered = filters.type !== 'all' || filters.from !== '' || filters.to !== '';
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:securityEvents.title')}</h1>
        <p className="mt-1 text-body text-muted">{t('securityLog.lead')}</p>
      </div>
      <FilterBar title={t('securityLog.filters')}>
        <SelectFilter
          label={t('securityLog.typeFilter')}
          value={filters.type}
          onChange={(type) => setFilters({ type })}
          allLabel={t('securityLog.allTypes')}
          options={SECURITY_EVENT_TYPES.map((type) => ({
            value: type,
            label: t(`securityLog.types.${type}`),
          }))}
        />
        <DateFilter
          label={t('securityLog.from')}
          value={filters.from}
          onChange={(from) => setFilters({ from })}
        />
        <DateFilter label={t('securityLog.to')} value={filters.to} onChange={(to) => setFilters({ to })} />
      </FilterBar>
      <DataTable
        heading={t('securityLog.results')}
        caption={t('securityLog.caption')}
        query={events}
        columns={columns}
        rowKey={(event) => event.id}
        minWidth="lg"
        errorTitle={t('securityLog.loadFailed')}
        summary={(count) => t('securityLog.total', { count })}
        empty={filtered ? t('securityLog.emptyFiltered') : t('securityLog.empty')}
        paging={{ page: filters.page, perPage: SECURITY_EVENTS_PER_PAGE, onPageChange: setPage }}
      />
    </div>
  );
}
