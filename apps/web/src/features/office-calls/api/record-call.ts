import type { TRecordCallRequest } from '@portal/contracts/office/office-calls';
import { recordCallRoute } from '@portal/contracts/office/office-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { callKeys, type TCallsTarget } from './call-keys.ts';

/**
 * `POST accounts/{id}/calls`: a secretary records a call. Silent: the form shows the fields' and
 * the line's problems in place; the answer's message says the customers were told.
 */
export function useRecordCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, body }: { target: TCallsTarget; body: TRecordCallRequest }) =>
      callRouteEnvelope(
        recordCallRoute,
        { params: { id: target.accountId }, query: target.scope, body },
        { silent: true },
      ),
    // The desk and the company's log both show the new call.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKeys.all }),
  });
}
