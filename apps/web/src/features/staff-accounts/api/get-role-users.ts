import type { TPageMeta } from '@portal/contracts/common/envelope';
import type { TManagedUser } from '@portal/contracts/staff/managed-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffAccountKeys } from './query-keys.ts';

/** The roles a company is served by: the pickers of the assignment form. */
export type TServingRole = 'advisor' | 'secretary';

const MAX_PER_ROLE = 100;

/** `GET users?role&status=active&per_page=100`: the active people of a role, by name. */
export function getRoleUsers(role: TServingRole, signal?: AbortSignal) {
  return api.get<{ data: TManagedUser[]; meta: TPageMeta }>('users', {
    query: { role, status: 'active', per_page: MAX_PER_ROLE },
    signal,
    silent: true,
  });
}

export function roleUsersQueryOptions(role: TServingRole) {
  return queryOptions({
    queryKey: staffAccountKeys.roleUsers(role),
    queryFn: ({ signal }) => getRoleUsers(role, signal),
    staleTime: 5 * 60_000,
  });
}

export function useRoleUsers(role: TServingRole, enabled = true) {
  return useQuery({ ...roleUsersQueryOptions(role), enabled });
}
