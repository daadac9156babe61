import { USER_STATUSES } from '@portal/contracts/staff/managed-users';
import type { TRoleItem } from '@portal/contracts/staff/roles';
import { useTranslation } from 'react-i18next';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/data/filter-bar.tsx';
import type { TFilterInput } from '../../../components/data/use-url-filters.ts';
import type { TPeopleFilter } from '../api/get-users.ts';
import { useRoleLabel } from './labels.ts';

/** The longest search the server accepts (`ZManagedUserListQuery`). */
const SEARCH_MAX_LENGTH = 190;

type PeopleFiltersProps = {
  filter: TPeopleFilter;
  /** The roles to filter by; omitted on the advisors and secretaries pages, whose role is fixed. */
  roles?: readonly TRoleItem[];
  onChange: (next: TFilterInput<TPeopleFilter>) => void;
};

/** Role (on the users page), status and a search over name, e-mail and phone. */
export function PeopleFilters({ filter, roles, onChange }: PeopleFiltersProps) {
  const { t } = useTranslation('people');
  const roleLabel = useRoleLabel();
  return (
    <FilterBar title={t('list.filters')}>
      {roles ? (
        <SelectFilter
          label={t('list.roleFilter')}
          value={filter.role}
          onChange={(role) => onChange({ role })}
          allLabel={t('list.allRoles')}
          options={roles.map((role) => ({ value: role.name, label: roleLabel(role.name) }))}
        />
      ) : null}
      <SelectFilter
        label={t('list.statusFilter')}
        value={filter.status}
        onChange={(status) => onChange({ status })}
        allLabel={t('list.allStatuses')}
        options={USER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
      <SearchFilter
        region={t('list.searchRegion')}
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        maxLength={SEARCH_MAX_LENGTH}
        value={filter.search}
        onSearch={(search) => onChange({ search })}
      />
    </FilterBar>
  );
}
