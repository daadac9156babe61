import { getMonthCloseRoute } from '@portal/contracts/month-close/month-close-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../lib/api/call-route.ts';
import { monthCloseKeys } from './month-close-keys.ts';

/**
 * `GET accounts/{id}/month-close/{period}`: where the close of one month of the company stands, as
 * its members read it. Silent: the panel shows a failure in place, with a retry.
 */
function monthCloseQueryOptions(accountId: number, period: string) {
  return queryOptions({
    queryKey: monthCloseKeys.month(accountId, period),
    queryFn: ({ signal }) =>
      callRoute(getMonthCloseRoute, { params: { id: accountId, period } }, { signal, silent: true }),
  });
}

export function useMonthClose(accountId: number, period: string, enabled: boolean) {
  return useQuery({ ...monthCloseQueryOptions(accountId, period), enabled });
}
