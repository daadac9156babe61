import {
  askAdvisorQuestionRoute,
  getAdvisorQuestionsRoute,
} from '@portal/contracts/company-desk/company-desk-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { staffAccountKeys } from './query-keys.ts';

/** `GET accounts/{id}/questions?all=1`: the questions asked to the company, newest first. */
export function useAccountQuestions(accountId: number) {
  return useQuery({
    queryKey: staffAccountKeys.questions(accountId),
    queryFn: ({ signal }) =>
      callRoute(
        getAdvisorQuestionsRoute,
        { params: { id: accountId }, query: { all: '1' } },
        { signal, silent: true },
      ),
  });
}

/** `POST accounts/{id}/questions?all=1`: a question waits in the customer's inbox (audited). */
export function useAskQuestion(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string) =>
      callRoute(askAdvisorQuestionRoute, {
        params: { id: accountId },
        query: { all: '1' },
        body: { question },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffAccountKeys.questions(accountId) });
      // Asking is audited: the company's audit log (every page of it) is read again.
      void queryClient.invalidateQueries({ queryKey: ['staff-accounts', 'audit-logs', accountId] });
    },
  });
}
