import { releaseSessionRoute } from '@portal/contracts/network/network-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { stageKeys } from './stage-keys.ts';

/**
 * `DELETE network/sessions/{id}`: the company lets an unpaid hold go; the hour is free at once.
 * Silent: the confirmation dialog shows a refusal (409 when it is no longer held).
 */
function releaseSession(sessionId: number) {
  return callRoute(releaseSessionRoute, { params: { id: sessionId } }, { silent: true });
}

export function useReleaseSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: stageKeys.all }),
  });
}
