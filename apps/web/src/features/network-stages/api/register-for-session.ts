import { registerForSessionRoute } from '@portal/contracts/network/network-routes';
import type { TSessionRegistrationRequest } from '@portal/contracts/network/network-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { stageKeys } from './stage-keys.ts';
import { storeSession } from './store-session.ts';

/**
 * `POST network/sessions/{id}/registrations` {name, email}: the caller takes a seat; a mail with
 * an .ics invitation follows. Silent: full, registered already or closed (409) show by the session.
 */
function registerForSession(sessionId: number, body: TSessionRegistrationRequest) {
  return callRoute(registerForSessionRoute, { params: { id: sessionId }, body }, { silent: true });
}

export function useRegisterForSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, body }: { sessionId: number; body: TSessionRegistrationRequest }) =>
      registerForSession(sessionId, body),
    onSuccess: (registration) => storeSession(queryClient, registration.session),
    // The seats left changed (or the refusal says they did): the stage and the calendar read them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: stageKeys.all }),
  });
}
