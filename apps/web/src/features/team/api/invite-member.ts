import { inviteMemberRoute } from '@portal/contracts/team/team-routes';
import type { ZInviteMemberRequest } from '@portal/contracts/team/team-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { teamQueryKeys } from './team-query-keys.ts';
import { teamScope } from './team-scope.ts';

export type TInviteBody = z.output<typeof ZInviteMemberRequest>;

/**
 * `POST accounts/{id}/members`. Silent: the form shows a refusal on its fields (a member, an
 * address already invited) or above them; the page tells the server's message on success.
 */
function inviteMember(accountId: number, body: TInviteBody) {
  return callRouteEnvelope(
    inviteMemberRoute,
    { params: { id: accountId }, query: teamScope(), body },
    { silent: true },
  );
}

export function useInviteMember(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInviteBody) => inviteMember(accountId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKeys.team(accountId) }),
  });
}
