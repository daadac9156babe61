import type { TAccountScopeQuery } from '@portal/contracts/accounts/account-schemas';

/** Which company's returns, and how the server is asked for them (`all=1` for staff who see every company). */
export type TTaxReturnTarget = { accountId: number; scope: TAccountScopeQuery };

/** The returns' cache keys: everything of one company under `['tax-returns', id]`, so a change reloads it all. */
export const taxReturnKeys = {
  account: (accountId: number) => ['tax-returns', accountId] as const,
  list: (accountId: number, year: string | null) => ['tax-returns', accountId, 'list', year] as const,
};
