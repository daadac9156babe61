import type { TPageMeta } from '@portal/contracts/common/envelope';
import type { TManagedUser, TManagedUserListQuery, TUserStatus } from '@portal/contracts/staff/managed-users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { peopleKeys } from './query-keys.ts';

export const PEOPLE_PER_PAGE = 20;

/** What a people list shows: a role name or every role, a status or both, a search, a page. */
export type TPeopleFilter = {
  search: string;
  role: string | 'all';
  status: TUserStatus | 'all';
  page: number;
};
export type TPeoplePage = { data: TManagedUser[]; meta: TPageMeta };

/** The query string of `GET users`: "all" and an empty search send nothing. */
export function usersQuery(filter: TPeopleFilter) {
  return {
    search: filter.search === '' ? undefined : filter.search,
    role: filter.role === 'all' ? undefined : filter.role,
    status: filter.status === 'all' ? undefined : filter.status,
    page: filter.page,
    per_page: PEOPLE_PER_PAGE,
  } satisfies TManagedUserListQuery;
}

/** `GET users?search&role&status&page&per_page`: the people of the firm, sorted by name. */
export function getUsers(filter: TPeopleFilter, signal?: AbortSignal): Promise<TPeoplePage> {
  // Silent: the page shows the failure in place, with a retry.
  return api.get<TPeoplePage>('users', { query: usersQuery(filter), signal, silent: true });
}

export function usersQueryOptions(filter: TPeopleFilter) {
  return queryOptions({
    queryKey: peopleKeys.userList(filter),
    queryFn: ({ signal }) => getUsers(filter, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(filter: TPeopleFilter) {
  return useQuery(usersQueryOptions(filter));
}
