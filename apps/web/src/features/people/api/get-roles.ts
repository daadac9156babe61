import { getRolesRoute } from '@portal/contracts/staff/role-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { peopleQueryKeys } from './people-query-keys.ts';

/** `GET roles`: every role with its permission names and how many users hold it. */
function getRoles(signal?: AbortSignal) {
  return callRoute(getRolesRoute, {}, { signal, silent: true });
}

export function rolesQueryOptions() {
  return queryOptions({ queryKey: peopleQueryKeys.roles(), queryFn: ({ signal }) => getRoles(signal) });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
