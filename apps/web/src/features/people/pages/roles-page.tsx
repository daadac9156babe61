import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TRoleItem } from '@portal/contracts/staff/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data/data-table.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useDeleteRole } from '../api/delete-role.ts';
import { useRoles } from '../api/get-roles.ts';
import { useRoleColumns } from '../components/role-columns.tsx';
import { RoleNameDialog } from '../components/role-name-dialog.tsx';

/**
 * `/app/roles`: the roles and how many hold each; create, rename and delete. The route table asks
 * for "show roles".
 */
export default function RolesPage() {
  const { t } = useTranslation(['people', 'pages']);
  const language = useLanguage();
  const { can } = useSessionView();
  const roles = useRoles();
  const remove = useDeleteRole();
  // The name dialog: closed, a new role ('new'), or the role to rename.
  const [naming, setNaming] = useState<TRoleItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TRoleItem | null>(null);
  const columns = useRoleColumns({ onRename: setNaming, onDelete: setDeleting });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-h2 font-bold text-brand-950">{t('pages:roles.title')}</h1>
          <p className="mt-1 text-body text-muted">{t('roles.lead')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {can(PERMISSIONS.showPermissions) ? (
            <LinkButton variant="secondary" to={pathTo(language, 'rolesAndPermissions')}>
              {t('roles.toMatrix')}
            </LinkButton>
          ) : null}
          <Button onClick={() => setNaming('new')}>{t('roles.create')}</Button>
        </div>
      </div>

      <DataTable
        caption={t('roles.caption')}
        query={roles}
        columns={columns}
        rowKey={(role) => role.id}
        errorTitle={t('roles.loadFailed')}
      />

      <RoleNameDialog
        open={naming !== null}
        role={naming === 'new' ? null : naming}
        onClose={() => setNaming(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('roles.deleteTitle')}
        description={t('roles.deleteDescription', { name: deleting?.name ?? '' })}
        confirmLabel={t('roles.delete')}
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          setDeleting(null);
        }}
      />
    </div>
  );
}
