import { COUNTERPARTY_KINDS, type TCounterparty } from '@portal/contracts/counterparties/counterparties';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/data/filter-bar.tsx';
import { actionsColumn } from '../../../components/data/row-actions.tsx';
import { useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { Button } from '../../../components/ui/button.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useBooksSearch } from '../../../domains/session/books-tabs.tsx';
import { Link } from '../../../lib/navigation.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { COUNTERPARTIES_PER_PAGE, useCounterparties } from '../api/counterparties.ts';
import type { TBooksTarget } from '../api/invoicing-keys.ts';
import { BalanceText } from '../components/balance-text.tsx';
import { BooksFrame } from '../components/books-frame.tsx';
import { CounterpartyFormDialog } from '../components/counterparty-form-dialog.tsx';
import { counterpartyFilterSchema } from './invoicing-filter-params.ts';

/**
 * `/app/accountancy/counterparties`: the company's customers and suppliers (cari hesaplar) with
 * their balances, searched, filtered by kind, sorted and paged in the URL; added and edited in a
 * dialog; each name opens its statement.
 */
export default function CounterpartiesPage() {
  const { t } = useTranslation('pages');
  return (
    <BooksFrame title={t('counterparties.title')} section="counterparties">
      {(target) => <Counterparties target={target} />}
    </BooksFrame>
  );
}

function Counterparties({ target }: { target: TBooksTarget }) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const search = useBooksSearch();
  const { filters, setFilters, setPage } = useUrlFilters(counterpartyFilterSchema);
  const list = useCounterparties(target, filters);
  const [editing, setEditing] = useState<{ counterparty: TCounterparty | null } | null>(null);

  const columns: TColumn<TCounterparty>[] = [
    {
      key: 'name',
      header: t('counterparties.columns.name'),
      sortKey: 'name',
      rowHeader: true,
      cell: (counterparty) => (
        <>
          <Link
            to={`${pathTo(language, 'counterpartyStatement', { counterpartyId: counterparty.id })}${search}`}
            className="text-brand-800 underline-offset-2 hover:underline"
          >
            {counterparty.name}
          </Link>
          <span className="block text-xs font-normal text-muted">
            {t(`counterpartyKinds.${counterparty.kind}`)}
            {counterparty.city
              ? ` · ${[counterparty.district, counterparty.city].filter(Boolean).join(', ')}`
              : ''}
          </span>
        </>
      ),
    },
    {
      key: 'taxNumber',
      header: t('counterparties.columns.taxNumber'),
      className: 'tabular-nums',
      cell: (counterparty) =>
        counterparty.tax_number ? (
          <>
            {counterparty.tax_number}
            {counterparty.tax_office ? (
              <span className="block text-xs text-muted">{counterparty.tax_office}</span>
            ) : null}
          </>
        ) : (
          '—'
        ),
    },
    {
      key: 'contact',
      header: t('counterparties.columns.contact'),
      cell: (counterparty) => [counterparty.email, counterparty.phone].filter(Boolean).join(' · ') || '—',
    },
    {
      key: 'balance',
      header: t('counterparties.columns.balance'),
      sortKey: 'balance',
      firstDirection: 'desc',
      className: 'whitespace-nowrap md:text-end',
      cell: (counterparty) => <BalanceText balance={counterparty.balance} />,
    },
    actionsColumn<TCounterparty>(t('common.actions'), (counterparty) => [
      {
        label: t('common.edit'),
        name: t('counterparties.editName', { name: counterparty.name }),
        onClick: () => setEditing({ counterparty }),
      },
    ]),
  ];

  return (
    <>
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={() => setEditing({ counterparty: null })}>{t('counterparties.add')}</Button>
      </div>
      <FilterBar title={t('common.filters')}>
        <SelectFilter
          label={t('counterparties.filters.kind')}
          allLabel={t('counterparties.filters.allKinds')}
          value={filters.kind}
          options={COUNTERPARTY_KINDS.map((kind) => ({ value: kind, label: t(`counterpartyKinds.${kind}`) }))}
          onChange={(kind) => setFilters({ kind })}
        />
        <SearchFilter
          region={t('counterparties.filters.searchRegion')}
          label={t('counterparties.filters.search')}
          maxLength={200}
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
        />
      </FilterBar>
      <DataTable
        heading={t('counterparties.heading')}
        caption={t('counterparties.caption')}
        query={list}
        columns={columns}
        rowKey={(counterparty) => counterparty.id}
        sort={{ value: filters.sort, onChange: (sort) => setFilters({ sort }) }}
        minWidth="lg"
        errorTitle={t('counterparties.loadFailed')}
        summary={(count) => t('counterparties.total', { count })}
        empty={filters.q || filters.kind !== 'all' ? t('counterparties.noMatch') : t('counterparties.empty')}
        paging={{ page: filters.page, perPage: COUNTERPARTIES_PER_PAGE, onPageChange: setPage }}
      />
      {editing ? (
        <CounterpartyFormDialog
          target={target}
          counterparty={editing.counterparty}
          onClose={() => setEditing(null)}
          // The server's "saved" message is the notification.
          onSaved={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
