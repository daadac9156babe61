import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import { formatPeriod } from '@portal/contracts/documents/document-periods';
import type { TMonthClose } from '@portal/contracts/month-close/month-close';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { actionsColumn } from '../../../components/data/row-actions.tsx';
import { useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { pathTo } from '../../../config/paths.ts';
import { MonthCloseStateBadge } from '../../../domains/month-close/components/month-close-state-badge.tsx';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { MONTH_CLOSE_PER_PAGE, useMonthCloseBoard } from '../api/get-month-close-board.ts';
import { FlagBadges } from '../components/flag-badges.tsx';
import { MonthCloseFilters } from '../components/month-close-filters.tsx';
import { MoveStateDialog } from '../components/move-state-dialog.tsx';
import { StateSummary } from '../components/state-summary.tsx';
import { monthCloseFilterSchema } from './month-close-filter-params.ts';

/**
 * `/app/staff/month-close` (advisors and admins: the accountant line's "show accountancy"): for a
 * month (the one being closed by default), every company the staff member serves (all of them with
 * "show accounts all", who also filter by advisor), where its close stands, what is late, and the
 * move of a row one state on or back. The month, state, advisor and page live in the URL.
 */
export default function MonthClosePage() {
  const { t } = useTranslation(['monthClose', 'pages']);
  const language = useLanguage();
  const { can } = useSessionView();
  const seesAll = can(PERMISSIONS.showAccountsAll);
  const advisorFilter = seesAll && can(PERMISSIONS.showAdvisors);
  const linked = can(PERMISSIONS.showAccounts);
  // The clock is read once: the default month does not move while the page is open.
  const [now] = useState(() => new Date());
  const schema = useMemo(() => monthCloseFilterSchema(now), [now]);
  const { filters, setFilters, setPage } = useUrlFilters(schema);
  const board = useMonthCloseBoard({
    period: filters.period,
    state: filters.state,
    advisorId: advisorFilter && filters.advisor !== 'all' ? filters.advisor : null,
    page: filters.page,
  });
  const [moving, setMoving] = useState<TMonthClose | null>(null);
  const month = formatPeriod(filters.period, language);
  const filtered = filters.state !== 'all' || (advisorFilter && filters.advisor !== 'all');

  const columns: TColumn<TMonthClose>[] = [
    {
      key: 'company',
      header: t('board.columns.company'),
      rowHeader: true,
      className: 'break-words',
      cell: (row) => (
        <>
          {linked ? (
            <Link
              to={pathTo(language, 'accountDetail', { id: row.account_id })}
              className="text-brand-900 underline-offset-2 hover:underline"
            >
              {row.account_name}
            </Link>
          ) : (
            row.account_name
          )}
          <span className="block text-xs font-normal text-muted">
            {t('board.number', { id: row.account_id })}
          </span>
        </>
      ),
    },
    {
      key: 'advisor',
      header: t('board.columns.advisor'),
      className: 'break-words',
      cell: (row) => row.advisor_name ?? <span className="text-muted">{t('board.noAdvisor')}</span>,
    },
    {
      key: 'documents',
      header: t('board.columns.documents'),
      className: 'tabular-nums',
      cell: (row) => row.documents,
    },
    {
      key: 'state',
      header: t('board.columns.state'),
      cell: (row) => (
        <>
          <MonthCloseStateBadge state={row.state} />
          {row.completed_by_customer_at ? (
            <span className="mt-1 block text-xs text-muted">
              {t('board.completedByCustomer', {
                date: formatIstanbulDate(new Date(row.completed_by_customer_at), language),
              })}
            </span>
          ) : null}
        </>
      ),
    },
    { key: 'flags', header: t('board.columns.flags'), cell: (row) => <FlagBadges flags={row.flags} /> },
    actionsColumn(t('board.columns.actions'), (row) => [
      {
        label: t('move.open'),
        name: t('move.openLabel', { company: row.account_name }),
        onClick: () => setMoving(row),
      },
    ]),
  ];

  return (
    <div className="min-w-0 space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:monthClose.title')}</h1>
        <p className="mt-1 text-body text-muted">{seesAll ? t('board.lead') : t('board.leadAssigned')}</p>
      </div>

      <MonthCloseFilters filters={filters} onChange={setFilters} advisorFilter={advisorFilter} now={now} />

      {board.data ? (
        <StateSummary
          counts={board.data.counts}
          selected={filters.state}
          onSelect={(state) => setFilters({ state })}
        />
      ) : null}

      <DataTable
        heading={t('board.results')}
        caption={t('board.caption', { month })}
        query={board}
        columns={columns}
        rowKey={(row) => row.account_id}
        minWidth="lg"
        errorTitle={t('board.loadFailed')}
        summary={(count) => t('board.total', { count })}
        empty={filtered ? t('board.emptyFiltered') : t('board.empty')}
        paging={{ page: filters.page, perPage: MONTH_CLOSE_PER_PAGE, onPageChange: setPage }}
      />

      {moving ? <MoveStateDialog close={moving} onClose={() => setMoving(null)} /> : null}
    </div>
  );
}
