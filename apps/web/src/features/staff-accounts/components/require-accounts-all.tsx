import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { pathTo } from '../../../config/paths.ts';
import { useSessionView } from '../../../lib/session/session-view.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * The staff company pages need "show accounts all"; anyone else goes to the app's no-permission
 * page. The server refuses them anyway (403): this only spares them a page of errors.
 */
export function RequireAccountsAll({ children }: { children: ReactNode }) {
  const { can } = useSessionView();
  const language = useLanguage();
  if (!can(PERMISSIONS.showAccountsAll)) return <Navigate to={pathTo(language, 'noPermission')} replace />;
  return children;
}
