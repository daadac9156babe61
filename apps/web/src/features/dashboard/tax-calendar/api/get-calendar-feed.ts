import { getCalendarFeedRoute } from '@portal/contracts/tax-calendar/tax-calendar-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../../lib/api/call-route.ts';
import { taxCalendarKeys } from './query-keys.ts';

/** `GET accounts/{id}/calendar/feed`: whether the company has a feed link, and since when (never the link). */
function getCalendarFeed(accountId: number, signal?: AbortSignal) {
  return callRoute(getCalendarFeedRoute, { params: { id: accountId } }, { signal });
}

function calendarFeedQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: taxCalendarKeys.feed(accountId),
    queryFn: ({ signal }) => getCalendarFeed(accountId, signal),
  });
}

export function useCalendarFeed(accountId: number) {
  return useQuery(calendarFeedQueryOptions(accountId));
}
