import { acceptInvitationRoute, getInvitationRoute } from '@portal/contracts/team/team-routes';
import type { ZAcceptInvitationRequest } from '@portal/contracts/team/team-schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute, callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { teamQueryKeys } from './team-query-keys.ts';

/** `GET invitations/{token}`: what the page shows. Silent: a dead link is the page's own message. */
function getInvitation(token: string, signal?: AbortSignal) {
  return callRoute(getInvitationRoute, { params: { token } }, { signal, silent: true });
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: teamQueryKeys.invitation(token),
    queryFn: ({ signal }) => getInvitation(token, signal),
    // A 404 says why the link is dead: asking again would not change it.
    retry: false,
  });
}

export type TAcceptBody = z.output<typeof ZAcceptInvitationRequest>;

/** `POST invitations/{token}/accept`. Silent: the page shows a refusal on the form or above it. */
function acceptInvitation(token: string, body: TAcceptBody) {
  return callRouteEnvelope(acceptInvitationRoute, { params: { token }, body }, { silent: true });
}

export function useAcceptInvitation(token: string) {
  return useMutation({ mutationFn: (body: TAcceptBody) => acceptInvitation(token, body) });
}
