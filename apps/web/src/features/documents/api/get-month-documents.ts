import { getAccountDocumentsRoute } from '@portal/contracts/documents/document-routes';
import { isMonthlyDocument, type TMonthlyDocument } from '@portal/contracts/documents/monthly-documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { documentKeys } from './query-keys.ts';

/** `GET accounts/{id}/documents?period=YYYY-MM`: the month's documents, newest first. */
async function getMonthDocuments(
  accountId: number,
  period: string,
  signal?: AbortSignal,
): Promise<TMonthlyDocument[]> {
  const documents = await callRoute(
    getAccountDocumentsRoute,
    { params: { id: accountId }, query: { period } },
    { signal, silent: true },
  );
  // With a period the answer holds the month's documents only; the guard tells TypeScript so.
  return documents.filter(isMonthlyDocument);
}

function monthDocumentsQueryOptions(accountId: number, period: string) {
  return queryOptions({
    queryKey: documentKeys.month(accountId, period),
    queryFn: ({ signal }) => getMonthDocuments(accountId, period, signal),
  });
}

export function useMonthDocuments(accountId: number, period: string) {
  return useQuery(monthDocumentsQueryOptions(accountId, period));
}
