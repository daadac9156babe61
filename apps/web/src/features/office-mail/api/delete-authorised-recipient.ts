import { deleteAuthorisedRecipientRoute } from '@portal/contracts/office/office-rules-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { officeMailKeys } from './query-keys.ts';

/** `DELETE accounts/{id}/authorised-recipients/{recipientId}`: withdraws a person's authorisation. */
export function useDeleteAuthorisedRecipient(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipientId: number) =>
      callRouteEnvelope(
        deleteAuthorisedRecipientRoute,
        { params: { id: accountId, recipientId } },
        { silent: true },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: officeMailKeys.recipients(accountId) }),
  });
}
