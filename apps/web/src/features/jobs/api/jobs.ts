import type { TRouteQuery } from '@portal/contracts/http/route-contract';
import { getJobsRoute, retryJobRoute } from '@portal/contracts/staff/job-routes';
import type { TJobStateFilter } from '@portal/contracts/staff/jobs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';

export const JOBS_PER_PAGE = 25;

/** `state`: one, the open ones (`open`) or 'all'; `name`: one of the server's kinds (`useJobKinds`), or 'all'. */
export type TJobsFilter = { state: TJobStateFilter | 'all'; name: string; page: number };

const jobsKey = ['jobs'] as const;

/** `GET jobs?state&name&page&per_page`: the background jobs, newest first; `enabled` waits for what the filter needs. */
export function useJobs(filter: TJobsFilter, { enabled = true }: { enabled?: boolean } = {}) {
  const query = {
    state: filter.state === 'all' ? undefined : filter.state,
    name: filter.name === 'all' ? undefined : filter.name,
    page: filter.page,
    per_page: JOBS_PER_PAGE,
  } satisfies TRouteQuery<typeof getJobsRoute>;
  return useQuery({
    queryKey: [...jobsKey, filter],
    // Silent: the page shows the failure in place, with a retry.
    queryFn: ({ signal }) => callRoute(getJobsRoute, { query }, { signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `POST jobs/{id}/retry`: a failed job goes back in the queue; the list follows. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(retryJobRoute, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
