import { getPermissionsRoute } from '@portal/contracts/staff/role-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { peopleQueryKeys } from './people-query-keys.ts';

/** `GET permissions`: every permission name the server knows, the rows of the matrix. */
function getPermissions(signal?: AbortSignal) {
  return callRoute(getPermissionsRoute, {}, { signal, silent: true });
}

function permissionsQueryOptions() {
  return queryOptions({
    queryKey: peopleQueryKeys.permissions(),
    queryFn: ({ signal }) => getPermissions(signal),
    // The names change only with a release.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePermissions() {
  return useQuery(permissionsQueryOptions());
}
