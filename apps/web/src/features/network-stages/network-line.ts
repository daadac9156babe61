import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { NETWORK_LINE } from '@portal/contracts/product-lines/network';

/** Whether the company's network line (brand 7) is active: a member company books stages. */
export function isNetworkMember(account: Pick<TAccountDetail, 'lines'> | undefined): boolean {
  return account?.lines.some((line) => line.type === NETWORK_LINE.id && line.state === 'active') ?? false;
}
