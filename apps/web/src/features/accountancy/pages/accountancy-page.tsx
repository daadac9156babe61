import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import { periodBounds, shiftPeriod } from '@portal/contracts/documents/document-periods';
import {
  CATEGORIES_BY_KIND,
  LEDGER_CATEGORIES,
  LEDGER_KINDS,
} from '@portal/contracts/ledger/ledger-categories';
import type { TLedgerEntry, TLedgerExportFormat } from '@portal/contracts/ledger/ledger-schemas';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { FilterBar, SelectFilter } from '../../../components/data/filter-bar.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { actionsColumn } from '../../../components/data/row-actions.tsx';
import { useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { pathTo } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { useSessionView } from '../../../lib/session/session-view.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { useDeleteLedgerEntry } from '../api/delete-ledger-entry.ts';
import { useDownloadLedgerExport } from '../api/export-ledger.ts';
import { LEDGER_PER_PAGE, type TLedgerListFilter, useLedgerEntries } from '../api/get-ledger-entries.ts';
import { useLedgerSummary } from '../api/get-ledger-summary.ts';
import type { TLedgerTarget } from '../api/ledger-keys.ts';
import { useSaveLedgerEntry } from '../api/save-ledger-entry.ts';
import { useSetLedgerPeriod } from '../api/set-ledger-period.ts';
import { EntryFormDialog } from '../components/entry-form-dialog.tsx';
import { ImportInvoiceDialog } from '../components/import-invoice-dialog.tsx';
import { formatEntryDate, formatPeriod } from '../components/ledger-format.ts';
import { SummaryCards } from '../components/summary-cards.tsx';
import { accountancyFilterSchema } from './accountancy-filter-params.ts';

/** The chart library is loaded with this page only, in a chunk of its own. */
const LedgerCharts = lazy(() => import('../components/ledger-charts.tsx'));

/**
 * `/app/accountancy`: the pre-accounting program of the selected company (a customer's stored
 * company; for staff, the company of `?account=ID`, asked for in the staff view when they see
 * every company). A month at a time: its summary, charts, entries, the e-invoice import and the
 * exports; the advisor closes and reopens the month.
 */
export default function AccountancyPage() {
  const { t } = useTranslation(['accountancy', 'pages']);
  const language = useLanguage();
  const { isStaff, can } = useSessionView();
  const [params] = useSearchParams();
  const stored = useStoredValue('account');
  const staffAccount = Number(params.get('account'));
  const accountId = isStaff
    ? Number.isInteger(staffAccount) && staffAccount > 0
      ? staffAccount
      : null
    : (stored?.id ?? null);
  const seesAll = can(PERMISSIONS.showAccountsAll);
  const target = useMemo<TLedgerTarget | null>(
    () => (accountId === null ? null : { accountId, scope: isStaff && seesAll ? { all: '1' } : {} }),
    [accountId, isStaff, seesAll],
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:accountancy.title')}</h1>
        <p className="mt-1 text-body text-muted">
          {isStaff && accountId !== null ? t('companyStaff', { id: accountId }) : (stored?.name ?? t('lead'))}
        </p>
        {isStaff && accountId !== null ? (
          <LinkButton
            variant="ghost"
            size="sm"
            className="mt-2"
            to={pathTo(language, 'accountDetail', { id: accountId })}
          >
            {t('backToCompany')}
          </LinkButton>
        ) : null}
      </div>
      {target ? <Program target={target} isStaff={isStaff} /> : <Alert tone="info">{t('noCompany')}</Alert>}
    </div>
  );
}

type TDialog =
  | { kind: 'entry'; entry: TLedgerEntry | null }
  | { kind: 'delete'; entry: TLedgerEntry }
  | { kind: 'import' }
  | { kind: 'period'; closed: boolean }
  | null;

function Program({ target, isStaff }: { target: TLedgerTarget; isStaff: boolean }) {
  const { t } = useTranslation('accountancy');
  const language = useLanguage();
  const schema = useMemo(() => accountancyFilterSchema(), []);
  const { filters, setFilters, setPage } = useUrlFilters(schema);
  const filter: TLedgerListFilter = filters;
  const entries = useLedgerEntries(target, filter);
  const summary = useLedgerSummary(target, filters.period);
  const month = summary.data?.months.at(-1);
  const closed = month?.period === filters.period && month.closed;
  const readOnly = closed && !isStaff;
  const [dialog, setDialog] = useState<TDialog>(null);
  const remove = useDeleteLedgerEntry(target);
  const save = useSaveLedgerEntry(target);
  const setPeriod = useSetLedgerPeriod(target);
  const download = useDownloadLedgerExport(target);
  const periodName = formatPeriod(filters.period, language);

  const exportAs = async (format: TLedgerExportFormat) => {
    const saved = await download
      .mutateAsync({ period: filters.period, format, fileStem: t('actions.exportFileName') })
      .catch(() => false);
    if (!saved) notify({ type: 'error', title: t('actions.exportFailed') });
  };

  const togglePaid = async (entry: TLedgerEntry) => {
    const { id: _id, locked: _locked, created_at: _c, updated_at: _u, gross_amount: _g, ...body } = entry;
    try {
      await save.mutateAsync({ entryId: entry.id, body: { ...body, paid: !entry.paid } });
    } catch (error) {
      notify({ type: 'error', title: error instanceof Error ? error.message : t('list.loadFailed') });
    }
  };

  const columns: TColumn<TLedgerEntry>[] = [
    {
      key: 'date',
      header: t('list.columns.date'),
      sortKey: 'date',
      firstDirection: 'desc',
      className: 'whitespace-nowrap tabular-nums',
      cell: (entry) => formatEntryDate(entry.date, language),
    },
    {
      key: 'counterparty',
      header: t('list.columns.counterparty'),
      sortKey: 'counterparty',
      rowHeader: true,
      cell: (entry) => (
        <>
          {entry.counterparty_name}
          <span className="block text-xs font-normal text-muted">
            {t(`kinds.${entry.kind}`)}
            {entry.description ? ` · ${entry.description}` : ''}
            {entry.source === 'e_invoice' ? ` · ${t('list.fromInvoice')}` : ''}
          </span>
        </>
      ),
    },
    {
      key: 'category',
      header: t('list.columns.category'),
      cell: (entry) => t(`categories.${entry.category}`),
    },
    {
      key: 'net',
      header: t('list.columns.net'),
      className: 'whitespace-nowrap tabular-nums md:text-end',
      cell: (entry) => formatKurus(entry.net_amount, language),
    },
    {
      key: 'kdv',
      header: t('list.columns.kdv'),
      className: 'whitespace-nowrap tabular-nums md:text-end',
      cell: (entry) => (
        <>
          {formatKurus(entry.kdv_amount, language)}
          <span className="ms-1 text-xs text-muted">{t('list.kdvRate', { rate: entry.kdv_rate })}</span>
        </>
      ),
    },
    {
      key: 'gross',
      header: t('list.columns.gross'),
      sortKey: 'gross',
      firstDirection: 'desc',
      className: 'whitespace-nowrap tabular-nums font-semibold md:text-end',
      cell: (entry) => formatKurus(entry.gross_amount, language),
    },
    {
      key: 'paid',
      header: t('list.columns.paid'),
      cell: (entry) =>
        entry.locked && !isStaff ? (
          <span>{entry.paid ? t('list.paid') : t('list.unpaid')}</span>
        ) : (
          <label className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              className="size-5 accent-brand-800"
              checked={entry.paid}
              aria-label={
                entry.paid
                  ? t('actions.markUnpaid', { name: entry.counterparty_name })
                  : t('actions.markPaid', { name: entry.counterparty_name })
              }
              onChange={() => void togglePaid(entry)}
            />
            <span aria-hidden="true">{entry.paid ? t('list.paid') : t('list.unpaid')}</span>
          </label>
        ),
    },
    actionsColumn<TLedgerEntry>(t('list.columns.actions'), (entry) =>
      entry.locked && !isStaff
        ? []
        : [
            {
              label: t('actions.edit'),
              name: t('actions.editName', { name: entry.counterparty_name }),
              onClick: () => setDialog({ kind: 'entry', entry }),
            },
            {
              label: t('actions.delete'),
              name: t('actions.deleteName', { name: entry.counterparty_name }),
              danger: true,
              onClick: () => setDialog({ kind: 'delete', entry }),
            },
          ],
    ),
  ];

  const categoryOptions = (filters.kind === 'all' ? LEDGER_CATEGORIES : CATEGORIES_BY_KIND[filters.kind]).map(
    (category) => ({ value: category, label: t(`categories.${category}`) }),
  );

  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex items-end gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('period.previous')}
            onClick={() => setFilters({ period: shiftPeriod(filters.period, -1) })}
          >
            ‹
          </Button>
          <label className="flex flex-col gap-1.5 text-small font-semibold text-ink">
            {t('period.label')}
            <input
              type="month"
              className="rounded-xl border border-line bg-white px-3 py-2 text-body"
              value={filters.period}
              onChange={(event) => event.target.value && setFilters({ period: event.target.value })}
            />
          </label>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('period.next')}
            onClick={() => setFilters({ period: shiftPeriod(filters.period, 1) })}
          >
            ›
          </Button>
        </div>
        <div className="flex flex-wrap gap-2 md:ms-auto">
          {readOnly ? null : (
            <>
              <Button onClick={() => setDialog({ kind: 'entry', entry: null })}>{t('actions.add')}</Button>
              <Button variant="secondary" onClick={() => setDialog({ kind: 'import' })}>
                {t('actions.import')}
              </Button>
            </>
          )}
          <Button variant="secondary" onClick={() => void exportAs('csv')} disabled={download.isPending}>
            {t('actions.exportCsv')}
          </Button>
          <Button variant="secondary" onClick={() => void exportAs('xlsx')} disabled={download.isPending}>
            {t('actions.exportXlsx')}
          </Button>
          {isStaff && month ? (
            <Button variant="ghost" onClick={() => setDialog({ kind: 'period', closed: !closed })}>
              {closed ? t('closed.reopen') : t('closed.close')}
            </Button>
          ) : null}
        </div>
      </div>

      {closed ? (
        <Alert tone={isStaff ? 'info' : 'warning'}>
          {isStaff
            ? t('closed.staffBanner', { period: periodName })
            : t('closed.banner', { period: periodName })}
        </Alert>
      ) : null}

      <section aria-labelledby="ledger-summary-title" className="space-y-4">
        <h2 id="ledger-summary-title" className="text-h3 font-bold text-brand-950">
          {t('summary.title')}: {periodName}
        </h2>
        <QueryState query={summary} errorTitle={t('summary.loadFailed')}>
          {(data) => (
            <>
              {month ? <SummaryCards totals={month} /> : null}
              <Suspense fallback={<Spinner label={t('charts.loading')} />}>
                <LedgerCharts summary={data} />
              </Suspense>
            </>
          )}
        </QueryState>
      </section>

      <FilterBar title={t('filters.title')}>
        <SelectFilter
          label={t('filters.kind')}
          allLabel={t('filters.allKinds')}
          value={filters.kind}
          options={LEDGER_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          onChange={(kind) => setFilters({ kind, category: 'all' })}
        />
        <SelectFilter
          label={t('filters.category')}
          allLabel={t('filters.allCategories')}
          value={filters.category}
          options={categoryOptions}
          onChange={(category) => setFilters({ category })}
        />
        <SelectFilter
          label={t('filters.paid')}
          allLabel={t('filters.allPaid')}
          value={filters.paid}
          options={[
            { value: 'true', label: t('filters.paidOnly') },
            { value: 'false', label: t('filters.unpaidOnly') },
          ]}
          onChange={(paid) => setFilters({ paid })}
        />
      </FilterBar>

      <DataTable
        heading={t('list.heading')}
        caption={t('list.caption')}
        query={entries}
        columns={columns}
        rowKey={(entry) => entry.id}
        sort={{ value: filters.sort, onChange: (sort) => setFilters({ sort }) }}
        minWidth="lg"
        errorTitle={t('list.loadFailed')}
        summary={(count) => t('list.total', { count })}
        empty={t('list.empty')}
        paging={{ page: filters.page, perPage: LEDGER_PER_PAGE, onPageChange: setPage }}
      />

      {dialog?.kind === 'entry' ? (
        <EntryFormDialog
          target={target}
          entry={dialog.entry}
          defaultDate={defaultDate(filters.period)}
          onClose={() => setDialog(null)}
          // The server's "saved" message is the notification.
          onSaved={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'import' ? (
        <ImportInvoiceDialog
          target={target}
          period={filters.period}
          onClose={() => setDialog(null)}
          // Each entry added announces itself (the server's message).
          onConfirmed={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('delete.title')}
        description={
          dialog?.kind === 'delete'
            ? t('delete.description', {
                name: dialog.entry.counterparty_name,
                date: formatEntryDate(dialog.entry.date, language),
                amount: formatKurus(dialog.entry.gross_amount, language),
              })
            : ''
        }
        confirmLabel={t('delete.confirm')}
        tone="danger"
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          await remove.mutateAsync(dialog.entry.id);
          setDialog(null);
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'period'}
        title={
          dialog?.kind === 'period' && !dialog.closed
            ? t('closed.reopenTitle', { period: periodName })
            : t('closed.closeTitle', { period: periodName })
        }
        description={
          dialog?.kind === 'period' && !dialog.closed
            ? t('closed.reopenDescription')
            : t('closed.closeDescription')
        }
        confirmLabel={dialog?.kind === 'period' && !dialog.closed ? t('closed.reopen') : t('closed.close')}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          if (dialog?.kind !== 'period') return;
          const { message } = await setPeriod.mutateAsync({ period: filters.period, closed: dialog.closed });
          setDialog(null);
          if (message) notify({ type: 'success', title: message });
        }}
      />
    </>
  );
}

/** A new entry's date: today when the chosen month is this one, else the month's first day. */
function defaultDate(period: string): string {
  const today = todayInIstanbul(new Date());
  const { first, last } = periodBounds(period);
  return today >= first && today <= last ? today : first;
}
