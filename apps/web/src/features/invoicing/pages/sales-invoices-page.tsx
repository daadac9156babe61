import { formatKurus } from '@portal/contracts/common/money';
import { SALES_INVOICE_STATUSES, type TSalesInvoice } from '@portal/contracts/sales-invoices/sales-invoices';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/data/filter-bar.tsx';
import { useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { LinkButton } from '../../../components/ui/button.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useBooksSearch } from '../../../domains/session/books-tabs.tsx';
import { Link } from '../../../lib/navigation.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import type { TBooksTarget } from '../api/invoicing-keys.ts';
import { INVOICES_PER_PAGE, useSalesInvoices } from '../api/sales-invoices.ts';
import { BooksFrame } from '../components/books-frame.tsx';
import { InvoiceDeliveryBadge } from '../components/invoice-delivery-badge.tsx';
import { InvoiceStatusBadge } from '../components/invoice-status-badge.tsx';
import { formatDay, formatMoney } from '../components/invoicing-format.ts';
import { invoiceFilterSchema } from './invoicing-filter-params.ts';

/**
 * `/app/accountancy/invoices`: the company's sales and return invoices, drafts included, by
 * status, overdue and a search on number or name, sorted and paged in the URL, each with its
 * e-invoice delivery under its status; a new draft opens the editor.
 */
export default function SalesInvoicesPage() {
  const { t } = useTranslation('pages');
  return (
    <BooksFrame title={t('salesInvoices.title')} section="salesInvoices">
      {(target) => <SalesInvoices target={target} />}
    </BooksFrame>
  );
}

function SalesInvoices({ target }: { target: TBooksTarget }) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const search = useBooksSearch();
  const { filters, setFilters, setPage } = useUrlFilters(invoiceFilterSchema);
  const list = useSalesInvoices(target, filters);
  const linkTo = (invoiceId: number | 'new') => `${pathTo(language, 'salesInvoice', { invoiceId })}${search}`;

  const columns: TColumn<TSalesInvoice>[] = [
    {
      key: 'number',
      header: t('invoices.columns.number'),
      sortKey: 'number',
      rowHeader: true,
      cell: (invoice) => (
        <>
          <Link to={linkTo(invoice.id)} className="text-brand-800 underline-offset-2 hover:underline">
            {invoice.number ?? t('invoices.draftName')}
          </Link>
          {invoice.type === 'IADE' ? (
            <span className="block text-xs font-normal text-muted">{t('invoiceTypes.IADE')}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'counterparty',
      header: t('invoices.columns.counterparty'),
      cell: (invoice) => invoice.counterparty_name,
    },
    {
      key: 'issueDate',
      header: t('invoices.columns.issueDate'),
      sortKey: 'issue_date',
      firstDirection: 'desc',
      className: 'whitespace-nowrap tabular-nums',
      cell: (invoice) => formatDay(invoice.issue_date, language),
    },
    {
      key: 'dueDate',
      header: t('invoices.columns.dueDate'),
      sortKey: 'due_date',
      className: 'whitespace-nowrap tabular-nums',
      cell: (invoice) => formatDay(invoice.due_date, language),
    },
    {
      key: 'payable',
      header: t('invoices.columns.payable'),
      sortKey: 'payable',
      firstDirection: 'desc',
      className: 'whitespace-nowrap tabular-nums md:text-end',
      cell: (invoice) => (
        <>
          {formatMoney(invoice.totals.payable_amount, invoice.currency, language)}
          {invoice.currency === 'TRY' ? null : (
            <span className="block text-xs text-muted">{formatKurus(invoice.payable_try, language)}</span>
          )}
        </>
      ),
    },
    {
      key: 'open',
      header: t('invoices.columns.open'),
      className: 'whitespace-nowrap tabular-nums font-semibold md:text-end',
      cell: (invoice) =>
        invoice.status === 'issued' ? formatKurus(invoice.totals.open_amount, language) : '—',
    },
    {
      key: 'status',
      header: t('invoices.columns.status'),
      cell: (invoice) => (
        <div className="flex flex-col items-start">
          <InvoiceStatusBadge invoice={invoice} />
          <InvoiceDeliveryBadge delivery={invoice.delivery} />
        </div>
      ),
    },
  ];

  return (
    <>
      <div className="flex flex-wrap justify-end gap-2">
        <LinkButton to={linkTo('new')}>{t('invoices.add')}</LinkButton>
      </div>
      <FilterBar title={t('common.filters')}>
        <SelectFilter
          label={t('invoices.filters.status')}
          allLabel={t('invoices.filters.allStatuses')}
          value={filters.status}
          options={SALES_INVOICE_STATUSES.map((status) => ({
            value: status,
            label: t(`invoiceStatus.${status}`),
          }))}
          onChange={(status) => setFilters({ status })}
        />
        <SelectFilter
          label={t('invoices.filters.overdue')}
          allLabel={t('invoices.filters.anyDue')}
          value={filters.overdue}
          options={[{ value: 'true', label: t('invoices.filters.overdueOnly') }]}
          onChange={(overdue) => setFilters({ overdue })}
        />
        <SearchFilter
          region={t('invoices.filters.searchRegion')}
          label={t('invoices.filters.search')}
          maxLength={100}
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
        />
      </FilterBar>
      <DataTable
        heading={t('invoices.heading')}
        caption={t('invoices.caption')}
        query={list}
        columns={columns}
        rowKey={(invoice) => invoice.id}
        sort={{ value: filters.sort, onChange: (sort) => setFilters({ sort }) }}
        minWidth="lg"
        errorTitle={t('invoices.loadFailed')}
        summary={(count) => t('invoices.total', { count })}
        empty={
          filters.q || filters.status !== 'all' || filters.overdue !== 'all'
            ? t('invoices.noMatch')
            : t('invoices.empty')
        }
        paging={{ page: filters.page, perPage: INVOICES_PER_PAGE, onPageChange: setPage }}
      />
    </>
  );
}
