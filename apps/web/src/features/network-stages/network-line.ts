import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';

/** Whether the company's network line (brand 7) is active: a member company books stages. */
export function isNetworkMember(account: Pick<TAccountDetail, 'lines'> | undefined): boolean {
  return (
    account?.lines.some((line) => line.type === PRODUCT_TYPES.network && line.state === 'active') ?? false
  );
}
