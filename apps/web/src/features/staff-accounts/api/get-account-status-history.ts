import { getAccountStatusHistoryRoute } from '@portal/contracts/accounts/account-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { staffAccountKeys } from './query-keys.ts';

/** `GET accounts/{id}/status-history?all=1`: how the company's status moved, newest first. */
function getAccountStatusHistory(accountId: number, signal?: AbortSignal) {
  return callRoute(
    getAccountStatusHistoryRoute,
    { params: { id: accountId }, query: { all: '1' } },
    { signal, silent: true },
  );
}

function accountStatusHistoryQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: staffAccountKeys.statusHistory(accountId),
    queryFn: ({ signal }) => getAccountStatusHistory(accountId, signal),
  });
}

export function useAccountStatusHistory(accountId: number) {
  return useQuery(accountStatusHistoryQueryOptions(accountId));
}
