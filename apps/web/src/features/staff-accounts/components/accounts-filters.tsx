import { COMPANY_NAME_MAX_LENGTH } from '@portal/contracts/common/limits';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field, Input } from '../../../components/ui/field.tsx';
import type { TStaffAccountsFilter } from '../api/get-staff-accounts.ts';
import { STATUS_OPTIONS } from './account-status.ts';
import { useAccountStatusLabel } from './account-status-badge.tsx';

const ALL = 'all';

type AccountsFiltersProps = {
  filter: TStaffAccountsFilter;
  onStatusChange: (status: TStaffAccountsFilter['status']) => void;
  onSearch: (search: string) => void;
};

/**
 * The status filter applies on change; the name search on submit (Enter or the button), so a
 * screen reader is not interrupted by a new result list on every keystroke.
 */
export function AccountsFilters({ filter, onStatusChange, onSearch }: AccountsFiltersProps) {
  const { t } = useTranslation('staff');
  const statusLabel = useAccountStatusLabel();
  const [search, setSearch] = useState(filter.search);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(search.trim());
  };

  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] md:items-end">
      <Field label={t('list.statusFilter')}>
        {(control) => (
          <select
            className={controlClasses}
            value={String(filter.status)}
            onChange={(event) => {
              const value = Number(event.target.value);
              const status = STATUS_OPTIONS.find((option) => option === value);
              onStatusChange(status ?? ALL);
            }}
            {...control}
          >
            <option value={ALL}>{t('list.allStatuses')}</option>
            {STATUS_OPTIONS.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <search aria-label={t('list.searchRegion')}>
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Input
            type="search"
            label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
            maxLength={COMPANY_NAME_MAX_LENGTH}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="flex-1"
          />
          <Button type="submit" variant="secondary" className="w-full sm:w-auto">
            {t('list.searchSubmit')}
          </Button>
        </form>
      </search>
    </div>
  );
}
