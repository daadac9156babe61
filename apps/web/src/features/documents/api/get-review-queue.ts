import { getDocumentReviewQueueRoute } from '@portal/contracts/documents/document-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { documentKeys } from './query-keys.ts';

export const REVIEW_QUEUE_PER_PAGE = 20;

/** `GET documents/review-queue`: documents waiting for review, oldest first. */
function reviewQueueQueryOptions(page: number) {
  return queryOptions({
    queryKey: documentKeys.queue(page),
    queryFn: ({ signal }) =>
      callRoute(
        getDocumentReviewQueueRoute,
        { query: { page, per_page: REVIEW_QUEUE_PER_PAGE } },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useReviewQueue(page: number) {
  return useQuery(reviewQueueQueryOptions(page));
}
