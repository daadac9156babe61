import type { TAppointmentStatus } from '@portal/contracts/contact/demo-booking-schemas';
import type { TRouteResult } from '@portal/contracts/http/route-contract';
import { getAppointmentsRoute } from '@portal/contracts/staff/appointment-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';

export const APPOINTMENTS_PER_PAGE = 20;

/** What the list shows: one status or all, one assignee or anyone, a page. */
export type TAppointmentsFilter = {
  status: TAppointmentStatus | 'all';
  assignee: number | 'all';
  page: number;
};
type TAppointmentsPage = TRouteResult<typeof getAppointmentsRoute>;

export const appointmentKeys = {
  all: ['appointments'] as const,
  list: (filter: TAppointmentsFilter) => ['appointments', 'list', filter] as const,
  staff: (role: string) => ['appointments', 'staff', role] as const,
};

/** The query string of `GET appointments`: "all" sends nothing. */
function appointmentsQuery(filter: TAppointmentsFilter) {
  return {
    status: filter.status === 'all' ? undefined : filter.status,
    assignee_id: filter.assignee === 'all' ? undefined : filter.assignee,
    page: filter.page,
    per_page: APPOINTMENTS_PER_PAGE,
  };
}

/** `GET appointments?status&assignee_id&page&per_page`: the demo bookings, newest first. */
function getAppointments(filter: TAppointmentsFilter, signal?: AbortSignal): Promise<TAppointmentsPage> {
  // Silent: the page shows the failure in place, with a retry.
  return callRoute(getAppointmentsRoute, { query: appointmentsQuery(filter) }, { signal, silent: true });
}

function appointmentsQueryOptions(filter: TAppointmentsFilter) {
  return queryOptions({
    queryKey: appointmentKeys.list(filter),
    queryFn: ({ signal }) => getAppointments(filter, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAppointments(filter: TAppointmentsFilter) {
  return useQuery(appointmentsQueryOptions(filter));
}
