import { listMyDocumentAccessesRoute } from '@portal/contracts/privacy/privacy-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { myDataKeys } from './my-data-keys.ts';

export const ACCESSES_PER_PAGE = 10;

/** `GET me/document-accesses`: a page of the staff downloads of the person's companies' documents. */
export function useDocumentAccesses(page: number) {
  return useQuery({
    queryKey: myDataKeys.accesses(page),
    queryFn: ({ signal }) =>
      callRoute(
        listMyDocumentAccessesRoute,
        { query: { page, per_page: ACCESSES_PER_PAGE } },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}
