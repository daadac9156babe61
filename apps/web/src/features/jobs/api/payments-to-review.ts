import { getPaymentsToReviewRoute } from '@portal/contracts/staff/job-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';

/** `GET jobs/payments-to-review`: the payments the reconciliation handed to a person, the longest waiting first. */
export function usePaymentsToReview() {
  return useQuery({
    queryKey: ['jobs', 'payments-to-review'],
    // Silent: the page shows the failure in place, with a retry.
    queryFn: ({ signal }) => callRoute(getPaymentsToReviewRoute, {}, { signal, silent: true }),
  });
}
