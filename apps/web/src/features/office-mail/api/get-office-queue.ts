import { listOfficeQueueRoute } from '@portal/contracts/office/office-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { officeMailKeys } from './query-keys.ts';

/** `GET office/queue`: what customers asked and the office has not done, oldest first. */
function officeQueueQueryOptions() {
  return queryOptions({
    queryKey: officeMailKeys.queue,
    queryFn: ({ signal }) => callRoute(listOfficeQueueRoute, {}, { signal, silent: true }),
    // The desk stays open all day: new requests show up without a reload.
    refetchInterval: 60_000,
  });
}

export function useOfficeQueue() {
  return useQuery(officeQueueQueryOptions());
}
