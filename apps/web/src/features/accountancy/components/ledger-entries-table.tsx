import { formatKurus } from '@portal/contracts/common/money';
import type { TLedgerEntry } from '@portal/contracts/ledger/ledger-schemas';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { actionsColumn } from '../../../components/data/row-actions.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useBooksSearch } from '../../../domains/session/books-tabs.tsx';
import { Link } from '../../../lib/navigation.tsx';
import { notify } from '../../../lib/notify.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { LEDGER_PER_PAGE, type TLedgerListFilter, useLedgerEntries } from '../api/get-ledger-entries.ts';
import type { TLedgerTarget } from '../api/ledger-keys.ts';
import { useSaveLedgerEntry } from '../api/save-ledger-entry.ts';
import { formatEntryDate } from './ledger-format.ts';

type LedgerEntriesTableProps = {
  target: TLedgerTarget;
  filters: TLedgerListFilter;
  /** Staff change a locked entry (of a closed month); a customer only reads it. */
  isStaff: boolean;
  onSortChange: (sort: string) => void;
  onPageChange: (page: number) => void;
  onEdit: (entry: TLedgerEntry) => void;
  onDelete: (entry: TLedgerEntry) => void;
};

/**
 * The month's entries as the filters ask for them, a page at a time: date, counterparty (with the
 * kind, description and source), category, net, KDV, gross, a paid checkbox that saves at once,
 * and edit and delete.
 */
export function LedgerEntriesTable({
  target,
  filters,
  isStaff,
  onSortChange,
  onPageChange,
  onEdit,
  onDelete,
}: LedgerEntriesTableProps) {
  const { t } = useTranslation('accountancy');
  const language = useLanguage();
  const entries = useLedgerEntries(target, filters);
  const save = useSaveLedgerEntry(target);
  const search = useBooksSearch();
  // A sales invoice's entry changes only through the invoice (cancel or return it).
  const editable = (entry: TLedgerEntry) => (!entry.locked || isStaff) && entry.source !== 'invoice';

  const togglePaid = async (entry: TLedgerEntry) => {
    const {
      id: _id,
      locked: _locked,
      created_at: _c,
      updated_at: _u,
      gross_amount: _g,
      counterparty_id: _cp,
      sales_invoice_id: _si,
      source,
      ...rest
    } = entry;
    const body = { ...rest, source: source === 'e_invoice' ? ('e_invoice' as const) : ('manual' as const) };
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
            {entry.sales_invoice_id === null ? null : (
              <>
                {' · '}
                <Link
                  to={`${pathTo(language, 'salesInvoice', { invoiceId: entry.sales_invoice_id })}${search}`}
                  title={t('list.fromSalesInvoiceHint')}
                  className="text-brand-800 underline-offset-2 hover:underline"
                >
                  {t('list.fromSalesInvoice')}
                </Link>
              </>
            )}
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
        editable(entry) ? (
          <PaidCheckbox entry={entry} onToggle={() => void togglePaid(entry)} />
        ) : (
          <span>{entry.paid ? t('list.paid') : t('list.unpaid')}</span>
        ),
    },
    actionsColumn<TLedgerEntry>(t('list.columns.actions'), (entry) =>
      editable(entry)
        ? [
            {
              label: t('actions.edit'),
              name: t('actions.editName', { name: entry.counterparty_name }),
              onClick: () => onEdit(entry),
            },
            {
              label: t('actions.delete'),
              name: t('actions.deleteName', { name: entry.counterparty_name }),
              danger: true,
              onClick: () => onDelete(entry),
            },
          ]
        : [],
    ),
  ];

  return (
    <DataTable
      heading={t('list.heading')}
      caption={t('list.caption')}
      query={entries}
      columns={columns}
      rowKey={(entry) => entry.id}
      sort={{ value: filters.sort, onChange: onSortChange }}
      minWidth="lg"
      errorTitle={t('list.loadFailed')}
      summary={(count) => t('list.total', { count })}
      empty={t('list.empty')}
      paging={{ page: filters.page, perPage: LEDGER_PER_PAGE, onPageChange }}
    />
  );
}

/** Paid or not, changed with one click; the label names the counterparty for screen readers. */
function PaidCheckbox({ entry, onToggle }: { entry: TLedgerEntry; onToggle: () => void }) {
  const { t } = useTranslation('accountancy');
  return (
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
        onChange={onToggle}
      />
      <span aria-hidden="true">{entry.paid ? t('list.paid') : t('list.unpaid')}</span>
    </label>
  );
}
