import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/data/query-state.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePermissions } from '../api/get-permissions.ts';
import { PermissionMatrix } from '../components/permission-matrix.tsx';
import { RolesGate } from '../components/roles-gate.tsx';

/**
 * `/app/roles-and-permissions`: which role holds which permission, changed a box at a time and
 * saved at once. The route table asks for "show permissions".
 */
export default function RolesAndPermissionsPage() {
  const { t } = useTranslation(['people', 'pages']);
  const language = useLanguage();
  const { can } = useSessionView();
  const permissions = usePermissions();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-h2 font-bold text-brand-950">{t('pages:rolesAndPermissions.title')}</h1>
          <p className="mt-1 max-w-3xl text-body text-muted">{t('matrix.lead')}</p>
        </div>
        {can(PERMISSIONS.showRoles) ? (
          <LinkButton variant="secondary" to={pathTo(language, 'roles')}>
            {t('matrix.toRoles')}
          </LinkButton>
        ) : null}
      </div>

      <QueryState query={permissions} errorTitle={t('matrix.loadFailed')}>
        {(list) => <RolesGate>{(roles) => <PermissionMatrix roles={roles} permissions={list} />}</RolesGate>}
      </QueryState>
    </div>
  );
}
