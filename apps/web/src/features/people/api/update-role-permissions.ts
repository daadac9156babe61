import { PERMISSION_NAMES } from '@portal/contracts/auth/permissions';
import { updateRolePermissionsRoute } from '@portal/contracts/staff/role-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { rolesQueryOptions } from './get-roles.ts';
import { peopleQueryKeys } from './people-query-keys.ts';

export type TRolePermissionsChange = { roleId: number; permissions: string[] };

/** `PUT roles/{id}/permissions` {permissions}: the role's whole new set, replacing the old one. */
function updateRolePermissions({ roleId, permissions }: TRolePermissionsChange) {
  // In the contracts' order; a name the contracts don't know could only be refused (422).
  const body = { permissions: PERMISSION_NAMES.filter((name) => permissions.includes(name)) };
  // Silent: the matrix shows a refusal above itself, after putting the box back.
  return callRoute(updateRolePermissionsRoute, { params: { id: roleId }, body }, { silent: true });
}

/**
 * Saves a role's set at once, optimistically: the matrix shows the new set before the server
 * answers, and a refusal puts back the roles as they were. Either way the roles reload, so the
 * screen ends on what the server holds.
 */
export function useUpdateRolePermissions() {
  const queryClient = useQueryClient();
  // The roles query's own key: typed by its answer, so the cache reads and writes below are too.
  const rolesKey = rolesQueryOptions().queryKey;
  return useMutation({
    mutationKey: peopleQueryKeys.rolePermissionSaves(),
    mutationFn: updateRolePermissions,
    onMutate: async ({ roleId, permissions }: TRolePermissionsChange) => {
      // A reload in flight must not overwrite the optimistic set with the old one.
      await queryClient.cancelQueries({ queryKey: rolesKey });
      const previous = queryClient.getQueryData(rolesKey);
      queryClient.setQueryData(rolesKey, (roles) =>
        roles?.map((role) => (role.id === roleId ? { ...role, permissions } : role)),
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(rolesKey, context.previous);
    },
    // Only after the last of quick successive changes: an earlier reload would show a set
    // without the changes still on their way.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: peopleQueryKeys.rolePermissionSaves() }) === 1
        ? queryClient.invalidateQueries({ queryKey: rolesKey })
        : undefined,
  });
}
