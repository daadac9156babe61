import {
  answerAdvisorChangeRequestRoute,
  listAdvisorChangeRequestsRoute,
} from '@portal/contracts/company-messages/company-message-routes';
import type {
  ADVISOR_CHANGE_STATUSES,
  TAdvisorChangeRequest,
  TAnswerAdvisorChangeRequest,
} from '@portal/contracts/company-messages/company-messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageKeys } from '../../../domains/company-messages/message-keys.ts';
import { callRoute } from '../../../lib/api/call-route.ts';
import { staffAccountKeys } from './query-keys.ts';

export type TAdvisorChangeStatus = (typeof ADVISOR_CHANGE_STATUSES)[number];

/** `GET staff/advisor-change-requests?status`: every company's requests, oldest first (admins). */
export function useAdvisorChangeRequests(status: TAdvisorChangeStatus) {
  return useQuery({
    queryKey: messageKeys.changeRequests(status),
    queryFn: ({ signal }) =>
      callRoute(listAdvisorChangeRequestsRoute, { query: { status } }, { signal, silent: true }),
  });
}

/**
 * `PUT staff/advisor-change-requests/{id}`: an admin approves with the new advisor, or declines;
 * the answer goes to the company's thread. Not silent: the client announces the server's message,
 * or its refusal. The lists, the company's page (its staff and advisor history) and thread are read again.
 */
export function useAnswerAdvisorChange(request: Pick<TAdvisorChangeRequest, 'id' | 'account_id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAnswerAdvisorChangeRequest) =>
      callRoute(answerAdvisorChangeRequestRoute, { params: { requestId: request.id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.allChangeRequests });
      void queryClient.invalidateQueries({ queryKey: messageKeys.assignments(request.account_id) });
      void queryClient.invalidateQueries({ queryKey: messageKeys.thread(request.account_id) });
      void queryClient.invalidateQueries({ queryKey: staffAccountKeys.detail(request.account_id) });
    },
  });
}
