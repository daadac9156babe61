import { listCompanyDocumentsRoute } from '@portal/contracts/company-documents/company-document-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { companyDocumentKeys, type TCompanyTarget } from './query-keys.ts';

/** `GET accounts/{id}/company-documents`: what the firm obtained for the company, newest first. */
function companyDocumentsQueryOptions(target: TCompanyTarget) {
  return queryOptions({
    queryKey: companyDocumentKeys.vault(target.accountId),
    queryFn: ({ signal }) =>
      callRoute(
        listCompanyDocumentsRoute,
        { params: { id: target.accountId }, query: target.scope },
        // The section shows its own failure.
        { signal, silent: true },
      ),
  });
}

export function useCompanyDocuments(target: TCompanyTarget) {
  return useQuery(companyDocumentsQueryOptions(target));
}
