import { USER_STATUSES } from '@portal/contracts/staff/managed-users';
import type { TRoleItem } from '@portal/contracts/staff/roles';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field, Input } from '../../../components/ui/field.tsx';
import type { TPeopleFilter } from '../api/get-users.ts';
import { useRoleLabel } from './labels.ts';

const ALL = 'all';
/** The longest search the server accepts (`ZManagedUserListQuery`). */
const SEARCH_MAX_LENGTH = 190;

type PeopleFiltersProps = {
  filter: TPeopleFilter;
  /** The roles to filter by; omitted on the advisors and secretaries pages, whose role is fixed. */
  roles?: readonly TRoleItem[];
  onChange: (next: Partial<TPeopleFilter>) => void;
};

/**
 * The selects apply on change; the search on submit (Enter or the button), so a screen reader
 * is not interrupted by a new result list on every keystroke.
 */
export function PeopleFilters({ filter, roles, onChange }: PeopleFiltersProps) {
  const { t } = useTranslation('people');
  const roleLabel = useRoleLabel();
  const [search, setSearch] = useState(filter.search);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ search: search.trim() });
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,12rem)_minmax(0,12rem)_minmax(0,1fr)] lg:items-end">
      {roles ? (
        <Field label={t('list.roleFilter')}>
          {(control) => (
            <select
              className={controlClasses}
              value={filter.role}
              onChange={(event) => onChange({ role: event.target.value })}
              {...control}
            >
              <option value={ALL}>{t('list.allRoles')}</option>
              {roles.map((role) => (
                <option key={role.id} value={role.name}>
                  {roleLabel(role.name)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <Field label={t('list.statusFilter')}>
        {(control) => (
          <select
            className={controlClasses}
            value={filter.status}
            onChange={(event) => {
              const status = USER_STATUSES.find((value) => value === event.target.value);
              onChange({ status: status ?? ALL });
            }}
            {...control}
          >
            <option value={ALL}>{t('list.allStatuses')}</option>
            {USER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <search aria-label={t('list.searchRegion')} className={roles ? undefined : 'lg:col-span-2'}>
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Input
            type="search"
            label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
            maxLength={SEARCH_MAX_LENGTH}
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
