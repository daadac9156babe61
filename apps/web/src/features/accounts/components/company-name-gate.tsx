import { lazy, Suspense } from 'react';
import {
  dismissCompanyName,
  useCompanyNameRequested,
} from '../../../domains/accounts/company-name-request.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';

const CompanyNameDialog = lazy(() => import('./company-name-dialog.tsx'));

/**
 * Mounted by the app layout. Opens the company-name dialog when a customer has no saved company
 * (spec section 2), or when the new-company button asks for it; its code loads only then.
 */
export function CompanyNameGate() {
  const session = useSessionView();
  const accounts = useStoredValue('accounts');
  const requested = useCompanyNameRequested();
  const hasNoCompany = session.isCustomer && (accounts ?? []).length === 0;
  const open = session.signedIn && (requested || hasNoCompany);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CompanyNameDialog dismissible={!hasNoCompany} onClose={dismissCompanyName} />
    </Suspense>
  );
}
