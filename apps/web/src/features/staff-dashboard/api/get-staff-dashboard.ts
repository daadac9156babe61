import { getStaffDashboardRoute } from '@portal/contracts/staff/staff-dashboard-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';

/** The cards' cache key; the appointment list invalidates it by this value when a request changes. */
const staffDashboardKeys = { all: ['staff-dashboard'] as const };

/**
 * `GET staff/dashboard`: the staff member's cards, each with its total and its first few items.
 * Silent: the page shows a failure in place, with a retry.
 */
function getStaffDashboard(signal?: AbortSignal) {
  return callRoute(getStaffDashboardRoute, {}, { signal, silent: true });
}

function staffDashboardQueryOptions() {
  return queryOptions({
    queryKey: staffDashboardKeys.all,
    queryFn: ({ signal }) => getStaffDashboard(signal),
    // What waits for staff changes through the day: refreshed when they come back to the tab.
    refetchOnWindowFocus: true,
  });
}

export function useStaffDashboard() {
  return useQuery(staffDashboardQueryOptions());
}
