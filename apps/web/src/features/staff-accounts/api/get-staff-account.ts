import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffAccountKeys } from './query-keys.ts';

/**
 * `GET accounts/{id}?all=1`: any company with its information, products and users. Unlike the
 * customer's `getAccount`, nothing is written to storage: it is not the staff member's company.
 */
export function getStaffAccount(id: number, signal?: AbortSignal): Promise<TAccountDetail> {
  // Silent: the page shows a missing company (404) or another failure in place.
  return api.get<TAccountDetail>(`accounts/${id}`, { query: { all: 1 }, signal, silent: true });
}

export function staffAccountQueryOptions(id: number) {
  return queryOptions({
    queryKey: staffAccountKeys.detail(id),
    queryFn: ({ signal }) => getStaffAccount(id, signal),
  });
}

export function useStaffAccount(id: number) {
  return useQuery(staffAccountQueryOptions(id));
}
