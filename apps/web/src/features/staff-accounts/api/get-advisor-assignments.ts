import { listAdvisorAssignmentsRoute } from '@portal/contracts/company-messages/company-message-routes';
import { useQuery } from '@tanstack/react-query';
import { messageKeys } from '../../../domains/company-messages/message-keys.ts';
import { callRoute } from '../../../lib/api/call-route.ts';

/** `GET accounts/{id}/advisor-assignments?all=1`: the company's advisors over time, newest first. */
export function useAdvisorAssignments(accountId: number) {
  return useQuery({
    queryKey: messageKeys.assignments(accountId),
    queryFn: ({ signal }) =>
      callRoute(
        listAdvisorAssignmentsRoute,
        { params: { id: accountId }, query: { all: '1' } },
        { signal, silent: true },
      ),
  });
}
