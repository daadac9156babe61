import { getAccountsRoute } from '@portal/contracts/accounts/account-routes';
import { getOwnPermissionsRoute } from '@portal/contracts/auth/auth-routes';
import { DEFAULT_PRODUCT_TYPE } from '@portal/contracts/products/product-types';
import { getUserRoute } from '@portal/contracts/users/user-routes';
import { callRoute } from '../../lib/api/call-route.ts';
import { queryClient } from '../../lib/query-client.ts';
import { storage, type TActingFor } from '../../lib/storage.ts';
import { getAccount } from '../accounts/accounts.ts';
import { storePermissions } from './session.ts';

/**
 * "Act for this customer" (spec section 6, issue 16). A staff member holding 'show accounts all'
 * sees the portal as the customer does: the customer's menus and companies, with every call
 * carrying `user_id` (lib/api/transport.ts). The token stays the staff member's own, so the server
 * still checks their permissions and records both people on every change. Exiting restores the
 * staff member's own view.
 */

/**
 * Starts acting for the customer: reads them, their menus and companies, then swaps the view,
 * with `accountId` (the company the staff member came from) selected when it is the customer's.
 */
export async function startActingFor(
  customerId: number,
  returnTo: string,
  accountId?: number,
): Promise<void> {
  const scope = { user_id: customerId };
  const [customer, snapshot, accounts] = await Promise.all([
    callRoute(getUserRoute, { params: { id: customerId }, query: scope }),
    callRoute(getOwnPermissionsRoute, { query: scope }),
    callRoute(getAccountsRoute, { query: { ...scope, per_page: 100 } }),
  ]);
  const acting: TActingFor = {
    customer: { id: customer.id, name: customer.name, email: customer.email },
    return_to: returnTo,
    staff: {
      role_name: storage.get('role_name'),
      permissions: storage.get('permissions') ?? [],
      accounts: storage.get('accounts') ?? [],
      account: storage.get('account'),
      type: storage.get('type') ?? DEFAULT_PRODUCT_TYPE,
    },
  };
  // Nothing read as the staff member may show on the customer's pages.
  queryClient.clear();
  storage.set('acting_for', acting);
  storePermissions(snapshot);
  storage.set('accounts', accounts.data);
  storage.set('type', DEFAULT_PRODUCT_TYPE);
  const first = accounts.data.find((account) => account.id === accountId) ?? accounts.data[0];
  if (first) {
    storage.set('account', first);
    storage.set('company_name', first.name);
    // Its saved wizard step and products: where the customer's home is (spec section 4).
    await getAccount(first.id);
  } else {
    storage.remove('account');
    storage.remove('company_name');
  }
}

/** Ends acting: the staff member's own role, menus and companies, and the page they came from. */
export function stopActingFor(): string | null {
  const acting = storage.get('acting_for');
  if (!acting) return null;
  const { staff } = acting;
  storage.remove('acting_for');
  queryClient.clear();
  storePermissions({ role_name: staff.role_name, permissions: staff.permissions });
  storage.set('accounts', staff.accounts);
  storage.set('type', staff.type);
  if (staff.account) {
    storage.set('account', staff.account);
    storage.set('company_name', staff.account.name);
  } else {
    storage.remove('account');
    storage.remove('company_name');
  }
  return acting.return_to;
}
