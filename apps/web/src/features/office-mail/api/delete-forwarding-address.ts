import { deleteForwardingAddressRoute } from '@portal/contracts/office/office-rules-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { officeMailKeys } from './query-keys.ts';

/**
 * `DELETE accounts/{id}/forwarding-addresses/{addressId}`. Silent: the confirmation shows the
 * server's 409 while a rule forwards to the address.
 */
export function useDeleteForwardingAddress(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) =>
      callRouteEnvelope(
        deleteForwardingAddressRoute,
        { params: { id: accountId, addressId } },
        { silent: true },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: officeMailKeys.addresses(accountId) }),
  });
}
