import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { staffAccountKeys } from './query-keys.ts';

/**
 * `GET accounts/{id}?all=1`: any company with its information, products and users. Unlike the
 * customer's `getAccount`, nothing is written to storage: it is not the staff member's company.
 */
function getStaffAccount(id: number, signal?: AbortSignal) {
  // Silent: the page shows a missing company (404) or another failure in place.
  return callRoute(getAccountRoute, { params: { id }, query: { all: '1' } }, { signal, silent: true });
}

function staffAccountQueryOptions(id: number) {
  return queryOptions({
    queryKey: staffAccountKeys.detail(id),
    queryFn: ({ signal }) => getStaffAccount(id, signal),
  });
}

export function useStaffAccount(id: number) {
  return useQuery(staffAccountQueryOptions(id));
}
