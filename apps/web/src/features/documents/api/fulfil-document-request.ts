import { fulfilDocumentRequestRoute } from '@portal/contracts/company-documents/company-document-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../domains/accounts/account-query-keys.ts';
import { uploadToRoute } from '../../../lib/api/call-route.ts';
import { companyDocumentKeys, documentKeys } from './query-keys.ts';

/**
 * `POST accounts/{id}/document-requests/{requestId}/fulfil` with the file: the customer answers a
 * request; the upload becomes a monthly document of the request's kind and month. The client shows
 * the server's message, success or refusal; the requests, the months and "needs your action" are
 * read again.
 */
export function useFulfilDocumentRequest(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, file }: { requestId: number; file: File }) => {
      const body = new FormData();
      body.append('file', file);
      return uploadToRoute(fulfilDocumentRequestRoute, { params: { id: accountId, requestId }, body });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: companyDocumentKeys.requests(accountId) });
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountKeys.actions(accountId) });
    },
  });
}
