import { cancelSessionRegistrationRoute } from '@portal/contracts/network/network-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { stageKeys } from './stage-keys.ts';
import { storeSession } from './store-session.ts';

/** `DELETE network/sessions/{id}/registrations`: the caller gives the seat back until the session starts. */
function cancelSessionRegistration(sessionId: number) {
  return callRoute(cancelSessionRegistrationRoute, { params: { id: sessionId } }, { silent: true });
}

export function useCancelSessionRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSessionRegistration,
    onSuccess: (session) => storeSession(queryClient, session),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stageKeys.all }),
  });
}
