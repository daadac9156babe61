import type { TRouteQuery } from '@portal/contracts/http/route-contract';
import { getSecurityEventsRoute } from '@portal/contracts/staff/security-event-routes';
import type { TSecurityEventType } from '@portal/contracts/staff/security-events';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';

export const SECURITY_EVENTS_PER_PAGE = 25;

/** What the log shows: one kind of event or all, a range of Istanbul days, a page. */
export type TSecurityEventFilter = {
  type: TSecurityEventType | 'all';
  from: string;
  to: string;
  page: number;
};

/** The query string of `GET security-events`: "all" and empty dates send nothing. */
function securityEventsQuery(filter: TSecurityEventFilter) {
  return {
    type: filter.type === 'all' ? undefined : filter.type,
    from: filter.from === '' ? undefined : filter.from,
    to: filter.to === '' ? undefined : filter.to,
    page: filter.page,
    per_page: SECURITY_EVENTS_PER_PAGE,
  } satisfies TRouteQuery<typeof getSecurityEventsRoute>;
}

/** `GET security-events`: the admins' security log, newest first. */
export function useSecurityEvents(filter: TSecurityEventFilter) {
  return useQuery({
    queryKey: ['security-events', filter],
    // Silent: the page shows the failure in place, with a retry.
    queryFn: ({ signal }) =>
      callRoute(getSecurityEventsRoute, { query: securityEventsQuery(filter) }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}
