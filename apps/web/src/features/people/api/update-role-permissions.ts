import { PERMISSION_NAMES } from '@portal/contracts/auth/permissions';
import type { TRoleItem, TRolePermissionsRequest } from '@portal/contracts/staff/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { peopleKeys } from './query-keys.ts';

const ROLE_PERMISSIONS_MUTATION = ['people', 'role-permissions'] as const;

export type TRolePermissionsChange = { roleId: number; permissions: string[] };

/** `PUT roles/{id}/permissions` {permissions}: the role's whole new set, replacing the old one. */
export function updateRolePermissions({ roleId, permissions }: TRolePermissionsChange): Promise<unknown> {
  // In the contracts' order; a name the contracts don't know could only be refused (422).
  const body: TRolePermissionsRequest = {
    permissions: PERMISSION_NAMES.filter((name) => permissions.includes(name)),
  };
  // Silent: the matrix shows a refusal above itself, after putting the box back.
  return api.put<unknown>(`roles/${roleId}/permissions`, body, { silent: true });
}

/**
 * Saves a role's set at once, optimistically: the matrix shows the new set before the server
 * answers, and a refusal puts back the roles as they were. Either way the roles reload, so the
 * screen ends on what the server holds.
 */
export function useUpdateRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ROLE_PERMISSIONS_MUTATION,
    mutationFn: updateRolePermissions,
    onMutate: async ({ roleId, permissions }: TRolePermissionsChange) => {
      // A reload in flight must not overwrite the optimistic set with the old one.
      await queryClient.cancelQueries({ queryKey: peopleKeys.roles });
      const previous = queryClient.getQueryData<TRoleItem[]>(peopleKeys.roles);
      queryClient.setQueryData<TRoleItem[]>(peopleKeys.roles, (roles) =>
        roles?.map((role) => (role.id === roleId ? { ...role, permissions } : role)),
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(peopleKeys.roles, context.previous);
    },
    // Only after the last of quick successive changes: an earlier reload would show a set
    // without the changes still on their way.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: ROLE_PERMISSIONS_MUTATION }) === 1
        ? queryClient.invalidateQueries({ queryKey: peopleKeys.roles })
        : undefined,
  });
}
