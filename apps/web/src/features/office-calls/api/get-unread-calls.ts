import { getUnreadCallsRoute } from '@portal/contracts/office/office-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { CALLS_POLL_MS, callKeys } from './call-keys.ts';

/** `GET accounts/{id}/calls/unread`, asked again every minute; off without a company. */
export function useUnreadCalls(accountId: number | null) {
  return useQuery({
    queryKey: callKeys.unread(accountId ?? 0),
    queryFn: ({ signal }) =>
      callRoute(getUnreadCallsRoute, { params: { id: accountId ?? 0 } }, { signal, silent: true }),
    enabled: accountId !== null,
    refetchInterval: CALLS_POLL_MS,
    staleTime: 0,
  });
}
