import { getCallDeskRoute, listOfficeQueueRoute } from '@portal/contracts/office/office-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';

/** The secretary's cards: what the office desks answer, asked again every minute while the page is open. */
const OFFICE_POLL_MS = 60_000;

const officeDeskKeys = {
  calls: ['staff-dashboard', 'office', 'calls'] as const,
  mail: ['staff-dashboard', 'office', 'mail'] as const,
};

/** `GET office/calls/desk`: today's calls over the secretary's companies (the call desk's own answer). */
export function useTodaysCalls(enabled: boolean) {
  return useQuery({
    queryKey: officeDeskKeys.calls,
    queryFn: ({ signal }) => callRoute(getCallDeskRoute, {}, { signal, silent: true }),
    select: (desk) => desk.today,
    refetchInterval: OFFICE_POLL_MS,
    enabled,
  });
}

/** `GET office/queue`: what customers asked of their mail and the office has not done, oldest first. */
export function useWaitingMail(enabled: boolean) {
  return useQuery({
    queryKey: officeDeskKeys.mail,
    queryFn: ({ signal }) => callRoute(listOfficeQueueRoute, {}, { signal, silent: true }),
    refetchInterval: OFFICE_POLL_MS,
    enabled,
  });
}
