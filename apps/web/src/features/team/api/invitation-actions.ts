import { resendInvitationRoute, revokeInvitationRoute } from '@portal/contracts/team/team-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { teamQueryKeys } from './team-query-keys.ts';
import { teamScope } from './team-scope.ts';

/** `POST accounts/{id}/invitations/{invitationId}/resend`: a new link; the server's message is shown. */
function resendInvitation(accountId: number, invitationId: number) {
  return callRoute(resendInvitationRoute, { params: { id: accountId, invitationId }, query: teamScope() });
}

/** `DELETE accounts/{id}/invitations/{invitationId}`: the link stops working. Silent: the dialog shows a refusal. */
function revokeInvitation(accountId: number, invitationId: number) {
  return callRoute(
    revokeInvitationRoute,
    { params: { id: accountId, invitationId }, query: teamScope() },
    { silent: true },
  );
}

export function useInvitationActions(accountId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamQueryKeys.team(accountId) });
  return {
    resend: useMutation({
      mutationFn: (invitationId: number) => resendInvitation(accountId, invitationId),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (invitationId: number) => revokeInvitation(accountId, invitationId),
      onSuccess: refresh,
    }),
  };
}
