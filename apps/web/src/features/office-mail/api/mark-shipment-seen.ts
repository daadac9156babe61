import { markShipmentSeenRoute } from '@portal/contracts/office/office-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { shipmentsQueryOptions } from './get-shipments.ts';

/**
 * `PUT accounts/{id}/shipments/{shipmentId}/seen`: the customer opened an item (the server keeps
 * the first time; an official notice may be shredded only after it). Silent: nothing to tell.
 */
export function useMarkShipmentSeen(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shipmentId: number) =>
      callRoute(markShipmentSeenRoute, { params: { id: accountId, shipmentId } }, { silent: true }),
    onSuccess: (shipment) => {
      queryClient.setQueryData(shipmentsQueryOptions(accountId).queryKey, (items) =>
        items?.map((item) => (item.id === shipment.id ? shipment : item)),
      );
    },
  });
}
