import type { TAccountProduct } from '@portal/contracts/accounts/account-schemas';
import { isProductLine } from '@portal/contracts/accounts/product-lines';
import type { TLanguage } from '@portal/contracts/common/languages';
import { LINE_STAFF_AREA } from '@portal/contracts/staff/staff-areas';
import type { TAuth } from '../../../plugins/auth/access-tokens.ts';
import { HttpError } from '../../../plugins/errors.ts';
import type { TReachedAccount } from '../../../plugins/route-account.ts';
import { authorizeStaffArea } from '../../accounts/account-access-service.ts';
import {
  findAccountProducts,
  findHeldProductLine,
  removeHeldProduct,
} from '../../accounts/held-products-service.ts';
import type { TPaymentsApp } from '../payments-app.ts';

/*
 * The products a company holds were attached by its payments; they are read and detached here,
 * their rows kept by the accounts module. The company is the one the route reached (its contract's
 * `access`: reading them, or changing its status to detach one).
 */

/** `GET accounts/{id}/products`: what the account holds, optionally of some product lines. */
export async function listAccountProducts(
  app: TPaymentsApp,
  account: TReachedAccount,
  brandIds: readonly number[] | undefined,
  language: TLanguage,
): Promise<TAccountProduct[]> {
  return findAccountProducts(app.db, account.id, language, brandIds);
}

/**
 * `DELETE accounts/{id}/products/{productId}/remove`: staff of the account (or an admin) detach
 * a product; a customer gets 403 (cancelling goes through the company's advisor).
 */
export async function removeProduct(
  app: TPaymentsApp,
  auth: TAuth,
  account: TReachedAccount,
  productId: number,
): Promise<void> {
  // Staff detach only a product of the line they serve.
  const line = await findHeldProductLine(app.db, account.id, productId);
  if (isProductLine(line)) authorizeStaffArea(auth, account, LINE_STAFF_AREA[line]);
  const removed = await removeHeldProduct(app.db, account.id, productId, app.now());
  if (removed === 0) throw new HttpError(404, 'errors.notFound');
}
