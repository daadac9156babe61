import { uploadTaxReturnDocumentRoute } from '@portal/contracts/tax-returns/tax-return-routes';
import type { STAFF_DOCUMENT_ROLES } from '@portal/contracts/tax-returns/tax-returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TTaxReturnTarget, taxReturnKeys } from '../../../domains/tax-returns/tax-return-keys.ts';
import { uploadToRoute } from '../../../lib/api/call-route.ts';

export type TStaffDocumentRole = (typeof STAFF_DOCUMENT_ROLES)[number];

/**
 * `POST accounts/{id}/tax-returns/{returnId}/documents` with `role` and `file`: the return's PDF
 * or its tahakkuk fişi, replacing the role's earlier one. The client shows the server's message.
 */
export function useUploadTaxReturnDocument(target: TTaxReturnTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ returnId, role, file }: { returnId: number; role: TStaffDocumentRole; file: File }) => {
      const body = new FormData();
      body.append('role', role);
      body.append('file', file);
      return uploadToRoute(uploadTaxReturnDocumentRoute, {
        params: { id: target.accountId, returnId },
        query: target.scope,
        body,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxReturnKeys.account(target.accountId) }),
  });
}
