import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { isStaffRole } from '@portal/contracts/auth/roles';
import { lazy, Suspense } from 'react';
import { loadNamespaces } from '../../../lib/i18n.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';

/**
 * The card modal's code and texts load only when a company in status 2 is selected. A chunk that
 * fails to load leaves the page as it is (the modal comes with the next full load) instead of
 * replacing it with the error page.
 */
const PaymentDueGate = lazy(() =>
  Promise.all([import('./payment-due-gate.tsx'), loadNamespaces(['payments', 'validation'])])
    .then(([module]) => module)
    .catch(() => ({ default: () => null })),
);

/**
 * Mounted by the app layout on every signed-in page: while the selected company (storage
 * `account`) has status 2, mounts the gate that opens the card modal on each route change.
 * Customers only: staff who select a customer's company are not the ones to pay for it.
 */
export function PaymentDueWatcher() {
  const token = useStoredValue('token');
  const account = useStoredValue('account');
  const role = useStoredValue('role_name');
  if (!token || account?.status !== ACCOUNT_STATUSES.paymentDue || isStaffRole(role)) return null;
  return (
    <Suspense fallback={null}>
      <PaymentDueGate />
    </Suspense>
  );
}
