import { getAccountsRoute } from '@portal/contracts/accounts/account-routes';
import type { TAccountStatus } from '@portal/contracts/accounts/account-status';
import type { TRouteResult } from '@portal/contracts/http/route-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { staffAccountKeys } from './query-keys.ts';

export const STAFF_ACCOUNTS_PER_PAGE = 20;

/** What the list shows: one status or all of them, a name to search for, a page. */
export type TStaffAccountsFilter = { status: TAccountStatus | 'all'; search: string; page: number };
export type TStaffAccountsPage = TRouteResult<typeof getAccountsRoute>;

/** The query string of `GET accounts?all=1`: "all statuses" and an empty search send nothing. */
export function staffAccountsQuery(filter: TStaffAccountsFilter) {
  return {
    all: '1',
    status: filter.status === 'all' ? undefined : filter.status,
    page: filter.page,
    per_page: STAFF_ACCOUNTS_PER_PAGE,
    search: filter.search === '' ? undefined : filter.search,
  };
}

/** `GET accounts?all=1&status&page&per_page&search`: every company, for staff holding "show accounts all". */
export function getStaffAccounts(
  filter: TStaffAccountsFilter,
  signal?: AbortSignal,
): Promise<TStaffAccountsPage> {
  // Silent: the page shows the failure in place, with a retry.
  return callRoute(getAccountsRoute, { query: staffAccountsQuery(filter) }, { signal, silent: true });
}

export function staffAccountsQueryOptions(filter: TStaffAccountsFilter) {
  return queryOptions({
    queryKey: staffAccountKeys.list(filter),
    queryFn: ({ signal }) => getStaffAccounts(filter, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useStaffAccounts(filter: TStaffAccountsFilter) {
  return useQuery(staffAccountsQueryOptions(filter));
}
