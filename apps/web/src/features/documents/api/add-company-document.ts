import { addCompanyDocumentRoute } from '@portal/contracts/company-documents/company-document-routes';
import {
  COMPANY_DOCUMENT_FIELDS,
  type TCompanyDocumentKind,
} from '@portal/contracts/company-documents/company-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadToRoute } from '../../../lib/api/call-route.ts';
import { companyDocumentKeys, type TCompanyTarget } from './query-keys.ts';

export type TAddCompanyDocumentInput = {
  kind: TCompanyDocumentKind;
  title: string;
  validUntil: string;
  file: File;
};

/**
 * `POST accounts/{id}/company-documents` (multipart): staff add a document to the vault; the
 * company is told. A refusal of a field also stands beside it in the dialog.
 */
export function useAddCompanyDocument(target: TCompanyTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, title, validUntil, file }: TAddCompanyDocumentInput) => {
      const body = new FormData();
      body.append(COMPANY_DOCUMENT_FIELDS.kind, kind);
      // Empty optional fields are left out, as the server reads a missing one.
      if (title) body.append(COMPANY_DOCUMENT_FIELDS.title, title);
      if (validUntil) body.append(COMPANY_DOCUMENT_FIELDS.validUntil, validUntil);
      body.append(COMPANY_DOCUMENT_FIELDS.file, file);
      // Not silent: the client announces the server's message, or its refusal.
      return uploadToRoute(addCompanyDocumentRoute, {
        params: { id: target.accountId },
        query: target.scope,
        body,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyDocumentKeys.vault(target.accountId) }),
  });
}
