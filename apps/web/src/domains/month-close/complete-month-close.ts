import { completeMonthCloseRoute } from '@portal/contracts/month-close/month-close-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../lib/api/call-route.ts';
import { monthCloseKeys } from './month-close-keys.ts';

/**
 * `POST accounts/{id}/month-close/{period}/complete`: the customer says the month's documents are
 * complete. Silent: the confirmation dialog shows a refusal (409); the server's message is the
 * notification of success.
 */
export function useCompleteMonthClose(accountId: number, period: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callRoute(completeMonthCloseRoute, { params: { id: accountId, period } }, { silent: true }),
    onSuccess: (monthClose) => {
      queryClient.setQueryData(monthCloseKeys.month(accountId, period), monthClose);
      return queryClient.invalidateQueries({ queryKey: monthCloseKeys.all });
    },
  });
}
