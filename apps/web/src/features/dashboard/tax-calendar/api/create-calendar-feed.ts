import { createCalendarFeedRoute } from '@portal/contracts/tax-calendar/tax-calendar-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../../lib/api/call-route.ts';
import { taxCalendarKeys } from './query-keys.ts';

/**
 * `POST accounts/{id}/calendar/feed`: a new private link, answered this once (only its hash is
 * kept); the company's previous link stops working. Silent: the panel shows a refusal in place.
 */
function createCalendarFeed(accountId: number) {
  return callRoute(createCalendarFeedRoute, { params: { id: accountId } }, { silent: true });
}

export function useCreateCalendarFeed(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createCalendarFeed(accountId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxCalendarKeys.feed(accountId) }),
  });
}
