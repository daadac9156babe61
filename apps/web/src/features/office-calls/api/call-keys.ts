import type { TAccountScopeQuery } from '@portal/contracts/accounts/account-schemas';

/**
 * The calls' cache keys: everything of one company under `['office-calls', 'account', id]`, so
 * marking a call read reloads its list and the top bar's count together.
 */
export const callKeys = {
  all: ['office-calls'] as const,
  account: (accountId: number) => ['office-calls', 'account', accountId] as const,
  list: (accountId: number, filter: unknown) =>
    ['office-calls', 'account', accountId, 'list', filter] as const,
  unread: (accountId: number) => ['office-calls', 'account', accountId, 'unread'] as const,
  instructions: (accountId: number) => ['office-calls', 'account', accountId, 'instructions'] as const,
  desk: ['office-calls', 'desk'] as const,
};

/** How often the top bar's count and the secretary's desk are asked again (TanStack Query's interval). */
export const CALLS_POLL_MS = 60_000;

/** Which company, and how the server is asked for it (`all=1` for staff who see every company). */
export type TCallsTarget = { accountId: number; scope: TAccountScopeQuery };
