import type { TForwardingAddressRequest } from '@portal/contracts/office/office-rules';
import { addForwardingAddressRoute } from '@portal/contracts/office/office-rules-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { officeMailKeys } from './query-keys.ts';

/** `POST accounts/{id}/forwarding-addresses`: saves an address. Silent: the form shows the refusal. */
export function useAddForwardingAddress(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TForwardingAddressRequest) =>
      callRouteEnvelope(addForwardingAddressRoute, { params: { id: accountId }, body }, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: officeMailKeys.addresses(accountId) }),
  });
}
