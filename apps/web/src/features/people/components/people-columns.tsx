import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import { toLocalPhone } from '@portal/contracts/people/phone';
import type { TManagedUser } from '@portal/contracts/staff/managed-users';
import { useTranslation } from 'react-i18next';
import type { TColumn } from '../../../components/data/data-table.tsx';
import { actionsColumn } from '../../../components/data/row-actions.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useRoleLabel } from './labels.ts';
import { UserStatusBadge } from './user-status-badge.tsx';

/** Shown where a value is missing; the same in both languages, so not a text of the locale files. */
const MISSING = '—';

type PeopleActions = {
  onEdit: (user: TManagedUser) => void;
  onDeactivate: (user: TManagedUser) => void;
};

/** The people table's columns: the name (with the e-mail) first, the edit and deactivate buttons last. */
export function usePeopleColumns({ onEdit, onDeactivate }: PeopleActions): TColumn<TManagedUser>[] {
  const { t } = useTranslation('people');
  const language = useLanguage();
  const roleLabel = useRoleLabel();
  return [
    {
      key: 'name',
      header: t('list.columns.name'),
      rowHeader: true,
      cell: (user) => (
        <>
          {user.name}
          <span className="block text-xs font-normal break-all text-muted">{user.email}</span>
        </>
      ),
    },
    {
      key: 'phone',
      header: t('list.columns.phone'),
      className: 'whitespace-nowrap',
      // Staff phones are shown without the country code (spec section 5).
      cell: (user) => (user.phone ? toLocalPhone(user.phone) : MISSING),
    },
    { key: 'role', header: t('list.columns.role'), cell: (user) => roleLabel(user.role_name) },
    {
      key: 'status',
      header: t('list.columns.status'),
      cell: (user) => <UserStatusBadge active={user.is_active} />,
    },
    {
      key: 'createdAt',
      header: t('list.columns.createdAt'),
      className: 'whitespace-nowrap text-muted',
      cell: (user) => formatIstanbulDateTime(new Date(user.created_at), language),
    },
    actionsColumn(t('list.columns.actions'), (user) => [
      {
        label: t('actions.edit'),
        name: t('list.editUser', { name: user.name }),
        onClick: () => onEdit(user),
      },
      ...(user.is_active
        ? [
            {
              label: t('actions.deactivate'),
              name: t('list.deactivateUser', { name: user.name }),
              onClick: () => onDeactivate(user),
              danger: true,
            },
          ]
        : []),
    ]),
  ];
}
