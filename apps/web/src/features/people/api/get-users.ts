import type { TRouteQuery } from '@portal/contracts/http/route-contract';
import { getUsersRoute } from '@portal/contracts/staff/managed-user-routes';
import type { TUserStatus } from '@portal/contracts/staff/managed-users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { peopleQueryKeys } from './people-query-keys.ts';

export const PEOPLE_PER_PAGE = 20;

/** What a people list shows: a role name or every role, a status or both, a search, a page. */
export type TPeopleFilter = {
  search: string;
  role: string | 'all';
  status: TUserStatus | 'all';
  page: number;
};

/** The query string of `GET users`: "all" and an empty search send nothing. */
function usersQuery(filter: TPeopleFilter) {
  return {
    search: filter.search === '' ? undefined : filter.search,
    role: filter.role === 'all' ? undefined : filter.role,
    status: filter.status === 'all' ? undefined : filter.status,
    page: filter.page,
    per_page: PEOPLE_PER_PAGE,
  } satisfies TRouteQuery<typeof getUsersRoute>;
}

/** `GET users?search&role&status&page&per_page`: the people of the firm, sorted by name. */
function getUsers(filter: TPeopleFilter, signal?: AbortSignal) {
  // Silent: the page shows the failure in place, with a retry.
  return callRoute(getUsersRoute, { query: usersQuery(filter) }, { signal, silent: true });
}

function usersQueryOptions(filter: TPeopleFilter) {
  return queryOptions({
    queryKey: peopleQueryKeys.users(filter),
    queryFn: ({ signal }) => getUsers(filter, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(filter: TPeopleFilter) {
  return useQuery(usersQueryOptions(filter));
}
