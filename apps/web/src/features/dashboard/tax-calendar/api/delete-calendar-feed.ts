import { deleteCalendarFeedRoute } from '@portal/contracts/tax-calendar/tax-calendar-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../../lib/api/call-route.ts';
import { taxCalendarKeys } from './query-keys.ts';

/** `DELETE accounts/{id}/calendar/feed`: revokes the link; calendars subscribed to it stop updating. Silent: the confirm dialog shows a refusal. */
function deleteCalendarFeed(accountId: number) {
  return callRoute(deleteCalendarFeedRoute, { params: { id: accountId } }, { silent: true });
}

export function useDeleteCalendarFeed(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCalendarFeed(accountId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxCalendarKeys.feed(accountId) }),
  });
}
