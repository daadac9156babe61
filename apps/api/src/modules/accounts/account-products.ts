import type { TAccountProduct } from '@portal/contracts/accounts/account-schemas';
import type { TDatabase } from '../../plugins/db/database.ts';

/**
 * The products an account has bought. The seam for the purchases part of the issue: there is
 * no purchases table yet, so every account has none; that part replaces this body with its
 * query, and `GET accounts/{id}` (and the dashboard) pick the products up unchanged.
 */
export async function findAccountProducts(_db: TDatabase, _accountId: number): Promise<TAccountProduct[]> {
  return [];
}
