import { requestAdvisorChangeRoute } from '@portal/contracts/company-messages/company-message-routes';
import type { TCreateAdvisorChangeRequest } from '@portal/contracts/company-messages/company-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageKeys } from '../../../domains/company-messages/message-keys.ts';
import { callRoute } from '../../../lib/api/call-route.ts';

/**
 * `POST accounts/{id}/advisor-change-requests`: the company's customer asks for another advisor
 * (one open request at a time). Not silent: the client announces the server's message, or its
 * refusal. The request also goes to the thread, which is read again.
 */
export function useRequestAdvisorChange(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAdvisorChangeRequest) =>
      callRoute(requestAdvisorChangeRoute, { params: { id: accountId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.thread(accountId) }),
  });
}
