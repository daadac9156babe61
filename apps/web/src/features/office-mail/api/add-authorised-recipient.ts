import type { TAuthorisedRecipientRequest } from '@portal/contracts/office/office-rules';
import { addAuthorisedRecipientRoute } from '@portal/contracts/office/office-rules-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { officeMailKeys } from './query-keys.ts';

/** `POST accounts/{id}/authorised-recipients`: authorises a person. Silent: the form shows the refusal. */
export function useAddAuthorisedRecipient(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAuthorisedRecipientRequest) =>
      callRouteEnvelope(addAuthorisedRecipientRoute, { params: { id: accountId }, body }, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: officeMailKeys.recipients(accountId) }),
  });
}
