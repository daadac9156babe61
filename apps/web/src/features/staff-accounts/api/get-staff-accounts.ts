import { getAccountsRoute } from '@portal/contracts/accounts/account-routes';
import type { TAccountStatus } from '@portal/contracts/accounts/account-status';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TRouteResult } from '@portal/contracts/http/route-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { callRoute } from '../../../lib/api/call-route.ts';
import { staffAccountKeys } from './query-keys.ts';

export const STAFF_ACCOUNTS_PER_PAGE = 20;

/** What the list shows: one status or all of them, a name to search for, a page. */
export type TStaffAccountsFilter = { status: TAccountStatus | 'all'; search: string; page: number };
type TStaffAccountsPage = TRouteResult<typeof getAccountsRoute>;

/**
 * The query string of `GET accounts`: `all=1` for staff who see every company ("show accounts
 * all"), none for the others (the server lists the companies they are assigned to); "all
 * statuses" and an empty search send nothing.
 */
function staffAccountsQuery(filter: TStaffAccountsFilter, seesAll: boolean) {
  return {
    all: seesAll ? '1' : undefined,
    status: filter.status === 'all' ? undefined : filter.status,
    page: filter.page,
    per_page: STAFF_ACCOUNTS_PER_PAGE,
    search: filter.search === '' ? undefined : filter.search,
  };
}

/** `GET accounts?all=1&status&page&per_page&search`: the companies this staff member reaches. */
function getStaffAccounts(
  filter: TStaffAccountsFilter,
  seesAll: boolean,
  signal?: AbortSignal,
): Promise<TStaffAccountsPage> {
  // Silent: the page shows the failure in place, with a retry.
  return callRoute(
    getAccountsRoute,
    { query: staffAccountsQuery(filter, seesAll) },
    { signal, silent: true },
  );
}

function staffAccountsQueryOptions(filter: TStaffAccountsFilter, seesAll: boolean) {
  return queryOptions({
    queryKey: [...staffAccountKeys.list(filter), seesAll],
    queryFn: ({ signal }) => getStaffAccounts(filter, seesAll, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useStaffAccounts(filter: TStaffAccountsFilter) {
  const { can } = useSessionView();
  return useQuery(staffAccountsQueryOptions(filter, can(PERMISSIONS.showAccountsAll)));
}
