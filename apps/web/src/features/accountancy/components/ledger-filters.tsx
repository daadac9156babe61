import {
  CATEGORIES_BY_KIND,
  LEDGER_CATEGORIES,
  LEDGER_KINDS,
} from '@portal/contracts/ledger/ledger-categories';
import { useTranslation } from 'react-i18next';
import { FilterBar, SelectFilter } from '../../../components/data/filter-bar.tsx';
import type { TFilterInput } from '../../../components/data/use-url-filters.ts';
import type { TLedgerListFilter } from '../api/get-ledger-entries.ts';

/**
 * The list's filters: kind, category (those of the chosen kind; another kind lifts the category)
 * and paid or not.
 */
export function LedgerFilters({
  filters,
  onChange,
}: {
  filters: TLedgerListFilter;
  onChange: (changes: TFilterInput<TLedgerListFilter>) => void;
}) {
  const { t } = useTranslation('accountancy');
  const categoryOptions = (filters.kind === 'all' ? LEDGER_CATEGORIES : CATEGORIES_BY_KIND[filters.kind]).map(
    (category) => ({ value: category, label: t(`categories.${category}`) }),
  );
  return (
    <FilterBar title={t('filters.title')}>
      <SelectFilter
        label={t('filters.kind')}
        allLabel={t('filters.allKinds')}
        value={filters.kind}
        options={LEDGER_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        onChange={(kind) => onChange({ kind, category: 'all' })}
      />
      <SelectFilter
        label={t('filters.category')}
        allLabel={t('filters.allCategories')}
        value={filters.category}
        options={categoryOptions}
        onChange={(category) => onChange({ category })}
      />
      <SelectFilter
        label={t('filters.paid')}
        allLabel={t('filters.allPaid')}
        value={filters.paid}
        options={[
          { value: 'true', label: t('filters.paidOnly') },
          { value: 'false', label: t('filters.unpaidOnly') },
        ]}
        onChange={(paid) => onChange({ paid })}
      />
    </FilterBar>
  );
}
