import type { TMonthCloseState } from '@portal/contracts/month-close/month-close';
import { moveMonthCloseRoute } from '@portal/contracts/month-close/month-close-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { monthCloseKeys } from '../../../domains/month-close/month-close-keys.ts';
import { callRoute } from '../../../lib/api/call-route.ts';

/**
 * `PUT accounts/{id}/month-close/{period}?all=1`: staff move a month one state on, or back. Asked in
 * the staff view, which reaches the companies they serve and, with "show accounts all", every one.
 * Silent: the dialog shows a refusal (409); the server's message is the notification of success.
 */
export function useMoveMonthClose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { accountId: number; period: string; state: TMonthCloseState }) =>
      callRoute(
        moveMonthCloseRoute,
        {
          params: { id: input.accountId, period: input.period },
          query: { all: '1' },
          body: { state: input.state },
        },
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monthCloseKeys.all }),
  });
}
