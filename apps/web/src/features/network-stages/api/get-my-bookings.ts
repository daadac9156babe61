import { listMyBookingsRoute } from '@portal/contracts/network/network-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { stageKeys } from './stage-keys.ts';

/** `GET network/my-bookings?account_id=`: the company's live holds and its sessions to come. */
function getMyBookings(accountId: number, signal?: AbortSignal) {
  return callRoute(listMyBookingsRoute, { query: { account_id: accountId } }, { signal, silent: true });
}

function myBookingsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: stageKeys.myBookings(accountId),
    queryFn: ({ signal }) => getMyBookings(accountId, signal),
  });
}

export function useMyBookings(accountId: number) {
  return useQuery(myBookingsQueryOptions(accountId));
}
