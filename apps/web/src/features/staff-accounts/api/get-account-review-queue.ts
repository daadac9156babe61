import { getDocumentReviewQueueRoute } from '@portal/contracts/documents/document-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { staffAccountKeys } from './query-keys.ts';

/** How many of the company's waiting monthly documents its page lists; the total says the rest. */
const ACCOUNT_REVIEW_LISTED = 5;

/**
 * `GET documents/review-queue?account_id=`: the company's monthly documents waiting for review,
 * oldest first (the advisors' queue narrowed to it; the server keeps it to the caller's companies).
 */
function accountReviewQueueQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: staffAccountKeys.monthlyReview(accountId),
    queryFn: ({ signal }) =>
      callRoute(
        getDocumentReviewQueueRoute,
        { query: { account_id: accountId, page: 1, per_page: ACCOUNT_REVIEW_LISTED } },
        { signal, silent: true },
      ),
  });
}

export function useAccountReviewQueue(accountId: number) {
  return useQuery(accountReviewQueueQueryOptions(accountId));
}
