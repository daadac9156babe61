import { getNetworkCalendarRoute } from '@portal/contracts/network/network-routes';
import type { TNetworkCalendarQuery } from '@portal/contracts/network/network-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { stageKeys } from './stage-keys.ts';

/** `GET network/calendar?from&to&sector&stage_id`: every confirmed session of the Istanbul days asked. */
function getNetworkCalendar(query: TNetworkCalendarQuery, signal?: AbortSignal) {
  return callRoute(getNetworkCalendarRoute, { query }, { signal, silent: true });
}

function networkCalendarQueryOptions(query: TNetworkCalendarQuery) {
  return queryOptions({
    queryKey: stageKeys.calendar(query),
    queryFn: ({ signal }) => getNetworkCalendar(query, signal),
  });
}

/** The previous period stays on screen while the next one loads. */
export function useNetworkCalendar(query: TNetworkCalendarQuery) {
  return useQuery({ ...networkCalendarQueryOptions(query), placeholderData: keepPreviousData });
}
