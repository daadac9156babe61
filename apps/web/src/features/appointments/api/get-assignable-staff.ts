import { getUsersRoute } from '@portal/contracts/staff/managed-user-routes';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { appointmentKeys } from './get-appointments.ts';

/** Who may take on a demo call: the server accepts an active advisor, secretary or admin. */
export const ASSIGNABLE_ROLES = ['advisor', 'secretary', 'admin'] as const;
type TAssignableRole = (typeof ASSIGNABLE_ROLES)[number];
export type TAssignableStaff = { id: number; name: string; role: TAssignableRole };

const MAX_PER_ROLE = 100;

/** `GET users?role&status=active&per_page=100`: one role's active people, by name. */
function getStaffOfRole(role: TAssignableRole, signal?: AbortSignal) {
  // Silent: without "show users all" the lists are refused, and the picker falls back.
  return callRoute(
    getUsersRoute,
    { query: { role, status: 'active', per_page: MAX_PER_ROLE } },
    { signal, silent: true },
  );
}

function staffOfRoleQueryOptions(role: TAssignableRole) {
  return queryOptions({
    queryKey: appointmentKeys.staff(role),
    queryFn: ({ signal }) => getStaffOfRole(role, signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * Everyone an appointment can be assigned to. Lists the person may not read are left out: the
 * picker then still offers "unassigned", the present assignee and the person themselves.
 */
export function useAssignableStaff(): TAssignableStaff[] {
  return useQueries({
    queries: ASSIGNABLE_ROLES.map(staffOfRoleQueryOptions),
    combine: (results) =>
      results.flatMap((result, index) => {
        const role = ASSIGNABLE_ROLES[index];
        if (!role || !result.data) return [];
        return result.data.data.map((user) => ({ id: user.id, name: user.name, role }));
      }),
  });
}
