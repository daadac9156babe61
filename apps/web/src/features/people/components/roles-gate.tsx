import type { TRoleItem } from '@portal/contracts/staff/roles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRoles } from '../api/get-roles.ts';

/** Renders its children with the roles once they are loaded; a spinner before, the failure with a retry after. */
export function RolesGate({ children }: { children: (roles: TRoleItem[]) => ReactNode }) {
  const { t } = useTranslation('people');
  const roles = useRoles();
  if (roles.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner className="size-6" />
      </div>
    );
  }
  if (roles.isError) {
    return (
      <Alert tone="error" title={t('roles.loadFailed')}>
        <p>{roles.error.message}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => roles.refetch()}>
          {t('common:retry')}
        </Button>
      </Alert>
    );
  }
  return children(roles.data);
}
