import type { TAccountStatusChange } from '@portal/contracts/staff/account-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffAccountKeys } from './query-keys.ts';

/** `GET accounts/{id}/status-history?all=1`: how the company's status moved, newest first. */
export function getAccountStatusHistory(accountId: number, signal?: AbortSignal) {
  return api.get<TAccountStatusChange[]>(`accounts/${accountId}/status-history`, {
    query: { all: 1 },
    signal,
    silent: true,
  });
}

export function accountStatusHistoryQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: staffAccountKeys.statusHistory(accountId),
    queryFn: ({ signal }) => getAccountStatusHistory(accountId, signal),
  });
}

export function useAccountStatusHistory(accountId: number) {
  return useQuery(accountStatusHistoryQueryOptions(accountId));
}
