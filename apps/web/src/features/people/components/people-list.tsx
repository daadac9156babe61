import type { TManagedUser } from '@portal/contracts/staff/managed-users';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data/data-table.tsx';
import { useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeactivateUser } from '../api/deactivate-user.ts';
import { useRoles } from '../api/get-roles.ts';
import { PEOPLE_PER_PAGE, useUsers } from '../api/get-users.ts';
import { CreateUserDialog } from './create-user-dialog.tsx';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { usePeopleColumns } from './people-columns.tsx';
import { peopleFilterSchema } from './people-filter-params.ts';
import { PeopleFilters } from './people-filters.tsx';

/** The three people pages: all users, and the advisors and secretaries with their role fixed. */
export type TPeopleListKind = 'users' | 'advisors' | 'secretaries';

const FIXED_ROLES: Record<TPeopleListKind, string | undefined> = {
  users: undefined,
  advisors: 'advisor',
  secretaries: 'secretary',
};

/**
 * A people list: filters and page in the URL, the table, and the create, edit and deactivate
 * dialogs. On the advisors and secretaries pages the role is fixed, in the list and for new people.
 */
export function PeopleList({ kind }: { kind: TPeopleListKind }) {
  const { t } = useTranslation(['people', 'pages']);
  const fixedRole = FIXED_ROLES[kind];
  const schema = useMemo(() => peopleFilterSchema(fixedRole), [fixedRole]);
  const { filters: filter, setFilters, setPage } = useUrlFilters(schema);
  const users = useUsers(filter);
  // The role filter of the users page; without the roles (a failure) the list still works.
  const roles = useRoles();
  const deactivate = useDeactivateUser();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TManagedUser | null>(null);
  const [deactivating, setDeactivating] = useState<TManagedUser | null>(null);
  const columns = usePeopleColumns({ onEdit: setEditing, onDeactivate: setDeactivating });
  const filtered = filter.search !== '' || filter.status !== 'all' || (!fixedRole && filter.role !== 'all');

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-h2 font-bold text-brand-950">{t(`pages:${kind}.title`)}</h1>
          <p className="mt-1 text-body text-muted">{t(`list.lead.${kind}`)}</p>
        </div>
        <Button onClick={() => setCreating(true)}>{t(`list.create.${kind}`)}</Button>
      </div>

      <PeopleFilters filter={filter} roles={fixedRole ? undefined : roles.data} onChange={setFilters} />

      <DataTable
        heading={t('list.results')}
        caption={t(`list.caption.${kind}`)}
        query={users}
        columns={columns}
        rowKey={(user) => user.id}
        minWidth="lg"
        errorTitle={t('list.loadFailed')}
        summary={(count) => t('list.total', { count })}
        empty={filtered ? t('list.empty') : t(`list.none.${kind}`)}
        paging={{ page: filter.page, perPage: PEOPLE_PER_PAGE, onPageChange: setPage }}
      />

      <CreateUserDialog
        open={creating}
        title={t(`list.create.${kind}`)}
        fixedRole={fixedRole}
        onClose={() => setCreating(false)}
      />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deactivating !== null}
        title={t('deactivate.title')}
        description={t('deactivate.description', { name: deactivating?.name ?? '' })}
        confirmLabel={t('actions.deactivate')}
        tone="danger"
        onCancel={() => setDeactivating(null)}
        onConfirm={async () => {
          if (!deactivating) return;
          await deactivate.mutateAsync(deactivating.id);
          setDeactivating(null);
        }}
      />
    </div>
  );
}
