import { getCallDeskRoute } from '@portal/contracts/office/office-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { CALLS_POLL_MS, callKeys } from './call-keys.ts';

/** `GET office/calls/desk`: today's calls and the monthly counts, asked again every minute. */
export function useCallDesk() {
  return useQuery({
    queryKey: callKeys.desk,
    queryFn: ({ signal }) => callRoute(getCallDeskRoute, {}, { signal, silent: true }),
    refetchInterval: CALLS_POLL_MS,
  });
}
