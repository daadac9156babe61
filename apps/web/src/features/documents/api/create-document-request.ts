import { createDocumentRequestRoute } from '@portal/contracts/company-documents/company-document-routes';
import type { TCreateDocumentRequest } from '@portal/contracts/company-documents/company-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { companyDocumentKeys, type TCompanyTarget } from './query-keys.ts';

/**
 * `POST accounts/{id}/document-requests`: staff ask the company for a document; the customer is
 * told. Silent: the dialog shows a refusal beside its fields (the client announces a success).
 */
export function useCreateDocumentRequest(target: TCompanyTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateDocumentRequest) =>
      callRoute(
        createDocumentRequestRoute,
        { params: { id: target.accountId }, query: target.scope, body },
        { silent: true },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: companyDocumentKeys.requests(target.accountId) }),
  });
}
