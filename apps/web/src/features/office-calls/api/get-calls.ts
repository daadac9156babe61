import type { TCallOutcome } from '@portal/contracts/office/office-calls';
import { listCallsRoute } from '@portal/contracts/office/office-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { callKeys } from './call-keys.ts';

export const CALLS_PER_PAGE = 20;

/** What the log shows: 'all' lifts a filter, '' leaves a day open. */
export type TCallListFilter = {
  outcome: TCallOutcome | 'all';
  read: 'all' | 'unread' | 'read';
  from: string;
  to: string;
  q: string;
  page: number;
};

/** `GET accounts/{id}/calls?outcome&unread&from&to&q&page`. Silent: the list shows its failure itself. */
function getCalls(accountId: number, filter: TCallListFilter, signal?: AbortSignal) {
  const query = {
    outcome: filter.outcome === 'all' ? undefined : filter.outcome,
    unread: filter.read === 'all' ? undefined : filter.read === 'unread' ? ('1' as const) : ('0' as const),
    from: filter.from || undefined,
    to: filter.to || undefined,
    q: filter.q || undefined,
    page: filter.page,
    per_page: CALLS_PER_PAGE,
  };
  return callRoute(listCallsRoute, { params: { id: accountId }, query }, { signal, silent: true });
}

export function useCalls(accountId: number, filter: TCallListFilter) {
  return useQuery({
    queryKey: callKeys.list(accountId, filter),
    queryFn: ({ signal }) => getCalls(accountId, filter, signal),
    placeholderData: keepPreviousData,
  });
}
