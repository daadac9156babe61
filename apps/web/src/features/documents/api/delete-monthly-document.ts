import { deleteAccountDocumentRoute } from '@portal/contracts/documents/document-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { documentKeys } from './query-keys.ts';

/** `DELETE accounts/{id}/documents/{documentId}`. */
export function useDeleteMonthlyDocument(accountId: number, period: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) =>
      callRoute(deleteAccountDocumentRoute, { params: { id: accountId, documentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.month(accountId, period) }),
  });
}
