import { getJobKindsRoute } from '@portal/contracts/staff/job-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';

/**
 * `GET jobs/kinds`: the kinds of job the server runs, from its one list of jobs; the filter offers
 * them. They change only with a new server, so they are read once per visit.
 */
export function useJobKinds() {
  return useQuery({
    // Not under ['jobs']: a retry refreshes the jobs, not the kinds.
    queryKey: ['job-kinds'],
    queryFn: ({ signal }) => callRoute(getJobKindsRoute, {}, { signal, silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
