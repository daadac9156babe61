import { getUsersRoute } from '@portal/contracts/staff/managed-user-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';

const MAX_ADVISORS = 100;

/**
 * `GET users?role=advisor&status=active&per_page=100`: the advisors, by name, for the board's
 * advisor filter (as the company page's assignment form lists them; "show advisors").
 */
function advisorsQueryOptions() {
  return queryOptions({
    queryKey: ['month-close-advisors'] as const,
    queryFn: ({ signal }) =>
      callRoute(
        getUsersRoute,
        { query: { role: 'advisor', status: 'active', per_page: MAX_ADVISORS } },
        { signal, silent: true },
      ),
    staleTime: 5 * 60_000,
  });
}

export function useAdvisors(enabled: boolean) {
  return useQuery({ ...advisorsQueryOptions(), enabled });
}
