import type { TStaffDashboard } from '@portal/contracts/staff/staff-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * `GET staff/dashboard`: the staff member's cards, each with its total and its first few items.
 * Silent: the page shows a failure in place, with a retry.
 */
export function getStaffDashboard(signal?: AbortSignal): Promise<TStaffDashboard> {
  return api.get<TStaffDashboard>('staff/dashboard', { signal, silent: true });
}

export function staffDashboardQueryOptions() {
  return queryOptions({
    queryKey: ['staff-dashboard'],
    queryFn: ({ signal }) => getStaffDashboard(signal),
    // What waits for staff changes through the day: refreshed when they come back to the tab.
    refetchOnWindowFocus: true,
  });
}

export function useStaffDashboard() {
  return useQuery(staffDashboardQueryOptions());
}
