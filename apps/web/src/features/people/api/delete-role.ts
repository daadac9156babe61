import { deleteRoleRoute } from '@portal/contracts/staff/role-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { peopleQueryKeys } from './people-query-keys.ts';

/** `DELETE roles/{id}`. Silent: the confirm dialog shows the 409 (a built-in role, or one still held). */
function deleteRole(id: number) {
  return callRoute(deleteRoleRoute, { params: { id } }, { silent: true });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.roles() }),
  });
}
