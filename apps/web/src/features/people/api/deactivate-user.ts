import { deactivateUserRoute } from '@portal/contracts/staff/managed-user-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { peopleQueryKeys } from './people-query-keys.ts';

/**
 * `DELETE users/{id}`: the person can no longer sign in; their records stay. Silent: the confirm
 * dialog shows the refusal (409 for the last admin or oneself).
 */
function deactivateUser(id: number) {
  return callRoute(deactivateUserRoute, { params: { id } }, { silent: true });
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.userLists() }),
  });
}
