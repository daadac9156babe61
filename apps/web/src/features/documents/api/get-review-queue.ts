import { getDocumentReviewQueueRoute } from '@portal/contracts/documents/document-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { documentKeys } from './query-keys.ts';

export const REVIEW_QUEUE_PER_PAGE = 20;

/**
 * `GET documents/review-queue`: documents waiting for review, oldest first; with `accountId`, one
 * company's (its documents page, opened from the company's page).
 */
function reviewQueueQueryOptions(page: number, accountId: number | undefined) {
  return queryOptions({
    queryKey: documentKeys.queue(page, accountId),
    queryFn: ({ signal }) =>
      callRoute(
        getDocumentReviewQueueRoute,
        {
          query: {
            page,
            per_page: REVIEW_QUEUE_PER_PAGE,
            ...(accountId === undefined ? {} : { account_id: accountId }),
          },
        },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useReviewQueue(page: number, accountId?: number) {
  return useQuery(reviewQueueQueryOptions(page, accountId));
}
