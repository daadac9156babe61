import { getUsersRoute } from '@portal/contracts/staff/managed-user-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { staffAccountKeys } from './query-keys.ts';

/** The roles a company is served by: the pickers of the assignment form. */
export type TServingRole = 'advisor' | 'secretary';

const MAX_PER_ROLE = 100;

/** `GET users?role&status=active&per_page=100`: the active people of a role, by name. */
function getRoleUsers(role: TServingRole, signal?: AbortSignal) {
  return callRoute(
    getUsersRoute,
    { query: { role, status: 'active', per_page: MAX_PER_ROLE } },
    { signal, silent: true },
  );
}

function roleUsersQueryOptions(role: TServingRole) {
  return queryOptions({
    queryKey: staffAccountKeys.roleUsers(role),
    queryFn: ({ signal }) => getRoleUsers(role, signal),
    staleTime: 5 * 60_000,
  });
}

export function useRoleUsers(role: TServingRole, enabled = true) {
  return useQuery({ ...roleUsersQueryOptions(role), enabled });
}
