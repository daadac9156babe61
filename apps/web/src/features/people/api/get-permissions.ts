import type { TPermissionItem } from '@portal/contracts/staff/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { peopleKeys } from './query-keys.ts';

/** `GET permissions`: every permission name the server knows, the rows of the matrix. */
export function getPermissions(signal?: AbortSignal): Promise<TPermissionItem[]> {
  return api.get<TPermissionItem[]>('permissions', { signal, silent: true });
}

export function permissionsQueryOptions() {
  return queryOptions({
    queryKey: peopleKeys.permissions,
    queryFn: ({ signal }) => getPermissions(signal),
    // The names change only with a release.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePermissions() {
  return useQuery(permissionsQueryOptions());
}
