import { listShipmentsRoute } from '@portal/contracts/office/office-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { officeMailKeys } from './query-keys.ts';

/** `GET accounts/{id}/shipments`: the company's items, newest first, with requests and timeline. */
export function shipmentsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: officeMailKeys.shipments(accountId),
    queryFn: ({ signal }) =>
      callRoute(listShipmentsRoute, { params: { id: accountId } }, { signal, silent: true }),
  });
}

export function useShipments(accountId: number) {
  return useQuery(shipmentsQueryOptions(accountId));
}
