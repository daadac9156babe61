import { listDocumentRequestsRoute } from '@portal/contracts/company-documents/company-document-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { companyDocumentKeys, type TCompanyTarget } from './query-keys.ts';

/** `GET accounts/{id}/document-requests`: what the advisor asked of the company, open first. */
function documentRequestsQueryOptions(target: TCompanyTarget) {
  return queryOptions({
    queryKey: companyDocumentKeys.requests(target.accountId),
    queryFn: ({ signal }) =>
      callRoute(
        listDocumentRequestsRoute,
        { params: { id: target.accountId }, query: target.scope },
        { signal, silent: true },
      ),
  });
}

export function useDocumentRequests(target: TCompanyTarget) {
  return useQuery(documentRequestsQueryOptions(target));
}
