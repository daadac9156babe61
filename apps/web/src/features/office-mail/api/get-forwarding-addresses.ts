import { listForwardingAddressesRoute } from '@portal/contracts/office/office-rules-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { officeMailKeys } from './query-keys.ts';

/** `GET accounts/{id}/forwarding-addresses`: the company's saved forwarding addresses. */
function forwardingAddressesQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: officeMailKeys.addresses(accountId),
    queryFn: ({ signal }) =>
      callRoute(listForwardingAddressesRoute, { params: { id: accountId } }, { signal, silent: true }),
  });
}

export function useForwardingAddresses(accountId: number) {
  return useQuery(forwardingAddressesQueryOptions(accountId));
}
