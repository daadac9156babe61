import { reviewMonthlyDocumentRoute } from '@portal/contracts/documents/document-routes';
import type { TReviewDocumentRequest } from '@portal/contracts/documents/monthly-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { documentKeys } from './query-keys.ts';

/**
 * `PUT accounts/{id}/documents/{documentId}/review?all=1`: staff call it in the staff view, which
 * reaches their assigned companies and, with "show accounts all", every company.
 */
export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { accountId: number; documentId: number; body: TReviewDocumentRequest }) =>
      callRouteEnvelope(reviewMonthlyDocumentRoute, {
        params: { id: input.accountId, documentId: input.documentId },
        query: { all: '1' },
        body: input.body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
