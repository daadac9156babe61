import type { TUpdateCallRequest } from '@portal/contracts/office/office-calls';
import { updateCallRoute } from '@portal/contracts/office/office-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { callKeys } from './call-keys.ts';

/**
 * `PUT accounts/{id}/calls/{callId}` {read?, note?}: the customer marks a call read or unread, or
 * keeps a note. The list and the top bar's unread count reload together.
 */
export function useUpdateCall(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ callId, body }: { callId: number; body: TUpdateCallRequest }) =>
      callRoute(updateCallRoute, { params: { id: accountId, callId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKeys.account(accountId) }),
  });
}
