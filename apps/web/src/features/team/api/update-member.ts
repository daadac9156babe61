import { updateMemberRoute } from '@portal/contracts/team/team-routes';
import type { ZUpdateMemberRequest } from '@portal/contracts/team/team-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { teamQueryKeys } from './team-query-keys.ts';
import { teamScope } from './team-scope.ts';

export type TUpdateMemberBody = z.output<typeof ZUpdateMemberRequest>;

/** `PUT accounts/{id}/members/{userId}`. Silent: the form shows a refusal (409 the last owner). */
function updateMember(accountId: number, userId: number, body: TUpdateMemberBody) {
  return callRouteEnvelope(
    updateMemberRoute,
    { params: { id: accountId, userId }, query: teamScope(), body },
    { silent: true },
  );
}

export function useUpdateMember(accountId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateMemberBody) => updateMember(accountId, userId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKeys.team(accountId) }),
  });
}
