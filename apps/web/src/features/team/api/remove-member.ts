import { removeMemberRoute } from '@portal/contracts/team/team-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { teamQueryKeys } from './team-query-keys.ts';
import { teamScope } from './team-scope.ts';

/** `DELETE accounts/{id}/members/{userId}`. Silent: the confirm dialog shows a refusal (the last owner). */
function removeMember(accountId: number, userId: number) {
  return callRouteEnvelope(
    removeMemberRoute,
    { params: { id: accountId, userId }, query: teamScope() },
    { silent: true },
  );
}

export function useRemoveMember(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeMember(accountId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKeys.team(accountId) }),
  });
}
