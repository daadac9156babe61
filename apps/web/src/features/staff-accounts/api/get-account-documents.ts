import { getAccountDocumentsRoute } from '@portal/contracts/documents/document-routes';
import { applicationDocumentsOf } from '@portal/contracts/documents/monthly-documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { staffAccountKeys } from './query-keys.ts';

/** `GET accounts/{id}/documents?all=1`: the application's documents, one per kind. */
async function getAccountDocuments(accountId: number, signal?: AbortSignal) {
  return applicationDocumentsOf(
    await callRoute(
      getAccountDocumentsRoute,
      { params: { id: accountId }, query: { all: '1' } },
      { signal, silent: true },
    ),
  );
}

function accountDocumentsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: staffAccountKeys.documents(accountId),
    queryFn: ({ signal }) => getAccountDocuments(accountId, signal),
  });
}

export function useAccountDocuments(accountId: number) {
  return useQuery(accountDocumentsQueryOptions(accountId));
}
