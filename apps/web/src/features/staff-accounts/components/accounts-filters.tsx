import { COMPANY_NAME_MAX_LENGTH } from '@portal/contracts/common/limits';
import { useTranslation } from 'react-i18next';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/data/filter-bar.tsx';
import type { TFilterInput } from '../../../components/data/use-url-filters.ts';
import type { TStaffAccountsFilter } from '../api/get-staff-accounts.ts';
import { STATUS_OPTIONS } from './account-status.ts';
import { useAccountStatusLabel } from './account-status-badge.tsx';

type AccountsFiltersProps = {
  filter: TStaffAccountsFilter;
  onChange: (next: TFilterInput<TStaffAccountsFilter>) => void;
};

/** The status (or all of them) and a search by company name. */
export function AccountsFilters({ filter, onChange }: AccountsFiltersProps) {
  const { t } = useTranslation('staff');
  const statusLabel = useAccountStatusLabel();
  return (
    <FilterBar title={t('list.filters')}>
      <SelectFilter
        label={t('list.statusFilter')}
        value={filter.status}
        onChange={(status) => onChange({ status })}
        allLabel={t('list.allStatuses')}
        options={STATUS_OPTIONS.map((status) => ({ value: status, label: statusLabel(status) }))}
      />
      <SearchFilter
        region={t('list.searchRegion')}
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        maxLength={COMPANY_NAME_MAX_LENGTH}
        value={filter.search}
        onSearch={(search) => onChange({ search })}
      />
    </FilterBar>
  );
}
