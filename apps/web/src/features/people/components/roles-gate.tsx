import type { TRoleItem } from '@portal/contracts/staff/roles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/data/query-state.tsx';
import { useRoles } from '../api/get-roles.ts';

/** Renders its children with the roles once they are loaded; a spinner before, the failure with a retry after. */
export function RolesGate({ children }: { children: (roles: TRoleItem[]) => ReactNode }) {
  const { t } = useTranslation('people');
  const roles = useRoles();
  return (
    <QueryState query={roles} errorTitle={t('roles.loadFailed')}>
      {children}
    </QueryState>
  );
}
