import { requestShipmentActionRoute } from '@portal/contracts/office/office-routes';
import type { TShipmentRequestBody } from '@portal/contracts/office/office-shipments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { shipmentsQueryOptions } from './get-shipments.ts';
import { officeMailKeys } from './query-keys.ts';

/**
 * `POST accounts/{id}/shipments/{shipmentId}/requests`: the customer's choice for an item. Silent:
 * the dialog that asked shows the server's refusal (a request already waiting, an unseen notice).
 */
export function useRequestShipmentAction(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { shipmentId: number; body: TShipmentRequestBody }) =>
      callRouteEnvelope(
        requestShipmentActionRoute,
        { params: { id: accountId, shipmentId: input.shipmentId }, body: input.body },
        { silent: true },
      ),
    onSuccess: (envelope) => {
      queryClient.setQueryData(shipmentsQueryOptions(accountId).queryKey, (items) =>
        items?.map((item) => (item.id === envelope.result.id ? envelope.result : item)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: officeMailKeys.shipments(accountId) }),
  });
}
