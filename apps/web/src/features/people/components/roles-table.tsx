import type { TRoleItem } from '@portal/contracts/staff/roles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useRoleLabel } from './labels.ts';

type RolesTableProps = {
  roles: readonly TRoleItem[];
  onRename: (role: TRoleItem) => void;
  onDelete: (role: TRoleItem) => void;
};

/**
 * The roles with how many people hold each. The four built-in roles, which the code relies on,
 * are marked and offer no rename or delete; the server refuses those anyway (409).
 */
export function RolesTable({ roles, onRename, onDelete }: RolesTableProps) {
  const { t } = useTranslation('people');
  const roleLabel = useRoleLabel();
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="overflow-x-auto rounded-card border border-line bg-white focus-visible:outline-3 focus-visible:outline-accent-400"
    >
      <table className="w-full min-w-[32rem] text-left text-small">
        <caption id={captionId} className="sr-only">
          {t('roles.caption')}
        </caption>
        <thead className="border-b border-line bg-surface text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('roles.columns.name')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('roles.columns.users')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">{t('roles.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {roles.map((role) => (
            <tr key={role.id}>
              <th scope="row" className="px-4 py-3 font-semibold text-ink">
                {roleLabel(role.name)}
                {role.is_builtin ? (
                  <span className="ms-2 inline-flex rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-muted ring-1 ring-line ring-inset">
                    {t('roles.builtin')}
                  </span>
                ) : null}
              </th>
              <td className="px-4 py-3 tabular-nums">{t('roles.usersCount', { count: role.users_count })}</td>
              <td className="px-4 py-3">
                {role.is_builtin ? null : (
                  <div className="flex justify-end gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('roles.renameLabel', { name: role.name })}
                      onClick={() => onRename(role)}
                    >
                      {t('roles.rename')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-danger"
                      aria-label={t('roles.deleteLabel', { name: role.name })}
                      onClick={() => onDelete(role)}
                    >
                      {t('roles.delete')}
                    </Button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
