import type { TRoleItem } from '@portal/contracts/staff/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { peopleKeys } from './query-keys.ts';

/** `GET roles`: every role with its permission names and how many users hold it. */
export function getRoles(signal?: AbortSignal): Promise<TRoleItem[]> {
  return api.get<TRoleItem[]>('roles', { signal, silent: true });
}

export function rolesQueryOptions() {
  return queryOptions({ queryKey: peopleKeys.roles, queryFn: ({ signal }) => getRoles(signal) });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
