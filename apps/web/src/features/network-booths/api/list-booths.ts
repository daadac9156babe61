import type { TNetworkSector } from '@portal/contracts/network/network-constants';
import { listBoothsRoute } from '@portal/contracts/network/network-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { boothKeys } from './booth-keys.ts';

export const BOOTHS_PER_PAGE = 12;

/** What the directory shows: 'all' lifts a filter, '' searches nothing. */
export type TBoothFilter = { q: string; sector: TNetworkSector | 'all'; city: string; page: number };

/** `GET network/booths?q&sector&city&page&per_page`. Silent: the list shows its failure itself. */
function listBooths(filter: TBoothFilter, signal?: AbortSignal) {
  const query = {
    q: filter.q || undefined,
    sector: filter.sector === 'all' ? undefined : filter.sector,
    city: filter.city || undefined,
    page: filter.page,
    per_page: BOOTHS_PER_PAGE,
  };
  return callRoute(listBoothsRoute, { query }, { signal, silent: true });
}

function boothsQueryOptions(filter: TBoothFilter) {
  return queryOptions({
    queryKey: boothKeys.list(filter),
    queryFn: ({ signal }) => listBooths(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBooths(filter: TBoothFilter) {
  return useQuery(boothsQueryOptions(filter));
}

/**
 * `GET network/booths?account_id`: the booth of one company (hidden or not, for its members), or
 * none yet. The `for-my-company` page reads it to choose between opening and editing.
 */
async function getCompanyBooth(accountId: number, signal?: AbortSignal) {
  const page = await callRoute(
    listBoothsRoute,
    { query: { account_id: accountId, per_page: 1 } },
    { signal, silent: true },
  );
  return page.data[0] ?? null;
}

function companyBoothQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: boothKeys.ofCompany(accountId),
    queryFn: ({ signal }) => getCompanyBooth(accountId, signal),
  });
}

export function useCompanyBooth(accountId: number | null) {
  return useQuery({ ...companyBoothQueryOptions(accountId ?? 0), enabled: accountId !== null });
}
