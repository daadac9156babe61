import type { TRoleItem } from '@portal/contracts/staff/roles';
import { useTranslation } from 'react-i18next';
import type { TColumn } from '../../../components/data/data-table.tsx';
import { actionsColumn } from '../../../components/data/row-actions.tsx';
import { useRoleLabel } from './labels.ts';

type RoleActions = {
  onRename: (role: TRoleItem) => void;
  onDelete: (role: TRoleItem) => void;
};

/**
 * The roles table's columns: the role, how many people hold it, rename and delete. The four
 * built-in roles, which the code relies on, are marked and offer neither; the server refuses
 * those anyway (409).
 */
export function useRoleColumns({ onRename, onDelete }: RoleActions): TColumn<TRoleItem>[] {
  const { t } = useTranslation('people');
  const roleLabel = useRoleLabel();
  return [
    {
      key: 'name',
      header: t('roles.columns.name'),
      rowHeader: true,
      cell: (role) => (
        <>
          {roleLabel(role.name)}
          {role.is_builtin ? (
            <span className="ms-2 inline-flex rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-muted ring-1 ring-line ring-inset">
              {t('roles.builtin')}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'users',
      header: t('roles.columns.users'),
      className: 'tabular-nums',
      cell: (role) => t('roles.usersCount', { count: role.users_count }),
    },
    // The built-in roles offer neither rename nor delete.
    actionsColumn(t('roles.columns.actions'), (role) =>
      role.is_builtin
        ? []
        : [
            {
              label: t('roles.rename'),
              name: t('roles.renameLabel', { name: role.name }),
              onClick: () => onRename(role),
            },
            {
              label: t('roles.delete'),
              name: t('roles.deleteLabel', { name: role.name }),
              onClick: () => onDelete(role),
              danger: true,
            },
          ],
    ),
  ];
}
