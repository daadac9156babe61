import {
  COLLECTION_KINDS,
  type TCollection,
  type TCollectionKind,
} from '@portal/contracts/collections/collections';
import { formatKurus } from '@portal/contracts/common/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { FilterBar, SelectFilter } from '../../../components/data/filter-bar.tsx';
import { useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { Button } from '../../../components/ui/button.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useBooksSearch } from '../../../domains/session/books-tabs.tsx';
import { Link } from '../../../lib/navigation.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { COLLECTIONS_PER_PAGE, useCollections } from '../api/collections.ts';
import type { TBooksTarget } from '../api/invoicing-keys.ts';
import { AgeingSection } from '../components/ageing-section.tsx';
import { BooksFrame } from '../components/books-frame.tsx';
import { CollectionFormDialog } from '../components/collection-form-dialog.tsx';
import { formatDay } from '../components/invoicing-format.ts';
import { collectionFilterSchema } from './invoicing-filter-params.ts';

/**
 * `/app/accountancy/collections`: recording a collection (from a customer, set against its open
 * invoices) or a payment (to a supplier), the list of them, and the ageing view of what is open.
 */
export default function CollectionsPage() {
  const { t } = useTranslation('pages');
  return (
    <BooksFrame title={t('collections.title')} section="collections">
      {(target) => <Collections target={target} />}
    </BooksFrame>
  );
}

function Collections({ target }: { target: TBooksTarget }) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const search = useBooksSearch();
  const { filters, setFilters, setPage } = useUrlFilters(collectionFilterSchema);
  const list = useCollections(target, { kind: filters.kind, page: filters.page });
  const [recording, setRecording] = useState<TCollectionKind | null>(null);

  const columns: TColumn<TCollection>[] = [
    {
      key: 'date',
      header: t('collections.columns.date'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (collection) => formatDay(collection.date, language),
    },
    {
      key: 'counterparty',
      header: t('collections.columns.counterparty'),
      rowHeader: true,
      cell: (collection) => (
        <>
          <Link
            to={`${pathTo(language, 'counterpartyStatement', { counterpartyId: collection.counterparty_id })}${search}`}
            className="text-brand-800 underline-offset-2 hover:underline"
          >
            {collection.counterparty_name}
          </Link>
          <span className="block text-xs font-normal text-muted">
            {t(`collectionKinds.${collection.kind}`)} · {t(`methods.${collection.method}`)}
            {collection.note ? ` · ${collection.note}` : ''}
          </span>
        </>
      ),
    },
    {
      key: 'allocations',
      header: t('collections.columns.allocations'),
      cell: (collection) =>
        collection.allocations.length === 0
          ? t('collections.onAccount')
          : collection.allocations
              .map(
                (allocation) => `${allocation.invoice_number} (${formatKurus(allocation.amount, language)})`,
              )
              .join(', '),
    },
    {
      key: 'amount',
      header: t('collections.columns.amount'),
      className: 'whitespace-nowrap tabular-nums font-semibold md:text-end',
      cell: (collection) => formatKurus(collection.amount, language),
    },
  ];

  return (
    <>
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={() => setRecording('collection')}>{t('collections.addCollection')}</Button>
        <Button variant="secondary" onClick={() => setRecording('payment')}>
          {t('collections.addPayment')}
        </Button>
      </div>

      <AgeingSection
        target={target}
        kind={filters.ageing}
        onKindChange={(ageing) => setFilters({ ageing })}
      />

      <section aria-labelledby="collections-heading" className="space-y-4">
        <h2 id="collections-heading" className="text-h3 font-bold text-brand-950">
          {t('collections.heading')}
        </h2>
        <FilterBar title={t('common.filters')}>
          <SelectFilter
            label={t('collections.filters.kind')}
            allLabel={t('collections.filters.allKinds')}
            value={filters.kind}
            options={COLLECTION_KINDS.map((kind) => ({ value: kind, label: t(`collectionKinds.${kind}`) }))}
            onChange={(kind) => setFilters({ kind })}
          />
        </FilterBar>
        <DataTable
          caption={t('collections.caption')}
          query={list}
          columns={columns}
          rowKey={(collection) => collection.id}
          minWidth="md"
          errorTitle={t('collections.loadFailed')}
          summary={(count) => t('collections.total', { count })}
          empty={t('collections.empty')}
          paging={{ page: filters.page, perPage: COLLECTIONS_PER_PAGE, onPageChange: setPage }}
        />
      </section>

      {recording ? (
        <CollectionFormDialog
          target={target}
          kind={recording}
          onClose={() => setRecording(null)}
          // The server's "recorded" message is the notification.
          onSaved={() => setRecording(null)}
        />
      ) : null}
    </>
  );
}
