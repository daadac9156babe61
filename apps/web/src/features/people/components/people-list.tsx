import type { TManagedUser } from '@portal/contracts/staff/managed-users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/pagination.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDeactivateUser } from '../api/deactivate-user.ts';
import { useRoles } from '../api/get-roles.ts';
import { PEOPLE_PER_PAGE, type TPeopleFilter, useUsers } from '../api/get-users.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { CreateUserDialog } from './create-user-dialog.tsx';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { readPeopleFilter, writePeopleFilter } from './people-filter-params.ts';
import { PeopleFilters } from './people-filters.tsx';
import { PeopleTable } from './people-table.tsx';

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
  const [params, setParams] = useSearchParams();
  const filter = readPeopleFilter(params, fixedRole);
  const users = useUsers(filter);
  // The role filter of the users page; without the roles (a failure) the list still works.
  const roles = useRoles();
  const deactivate = useDeactivateUser();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TManagedUser | null>(null);
  const [deactivating, setDeactivating] = useState<TManagedUser | null>(null);
  // A new filter or search starts again at the first page.
  const update = (next: Partial<TPeopleFilter>) =>
    setParams(writePeopleFilter({ ...filter, page: 1, ...next }, fixedRole));
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

      <Card>
        <h2 className="sr-only">{t('list.filters')}</h2>
        <PeopleFilters
          key={filter.search}
          filter={filter}
          roles={fixedRole ? undefined : roles.data}
          onChange={update}
        />
      </Card>

      <section aria-labelledby="people-results" className="space-y-4">
        <h2 id="people-results" className="sr-only">
          {t('list.results')}
        </h2>
        {users.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner className="size-8" />
          </div>
        ) : users.isError && !users.data ? (
          <Alert tone="error" title={t('list.loadFailed')}>
            <p>{users.error.message}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => users.refetch()}>
              {t('common:retry')}
            </Button>
          </Alert>
        ) : (
          <>
            <p role="status" className="text-small text-muted">
              {t('list.total', { count: users.data.meta.total })}
            </p>
            {users.data.data.length === 0 ? (
              <Card className="text-center">
                <p className="text-body text-muted">{filtered ? t('list.empty') : t(`list.none.${kind}`)}</p>
              </Card>
            ) : (
              <PeopleTable
                users={users.data.data}
                busy={users.isPlaceholderData}
                caption={t(`list.caption.${kind}`)}
                onEdit={setEditing}
                onDeactivate={setDeactivating}
              />
            )}
            <Pagination
              page={filter.page}
              perPage={PEOPLE_PER_PAGE}
              total={users.data.meta.total}
              onPageChange={(page) => setParams(writePeopleFilter({ ...filter, page }, fixedRole))}
            />
          </>
        )}
      </section>

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
