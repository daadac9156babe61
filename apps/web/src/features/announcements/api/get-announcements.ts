import type { TRouteResult } from '@portal/contracts/http/route-contract';
import { getAnnouncementsRoute } from '@portal/contracts/staff/announcement-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';

export const ANNOUNCEMENTS_PER_PAGE = 20;

type TAnnouncementsPage = TRouteResult<typeof getAnnouncementsRoute>;

export const announcementKeys = {
  all: ['announcements'] as const,
  list: (page: number) => ['announcements', 'list', page] as const,
};

/** `GET announcements?page&per_page`: every announcement, newest first, for staff holding "show announcements". */
function getAnnouncements(page: number, signal?: AbortSignal): Promise<TAnnouncementsPage> {
  // Silent: the page shows the failure in place, with a retry.
  return callRoute(
    getAnnouncementsRoute,
    { query: { page, per_page: ANNOUNCEMENTS_PER_PAGE } },
    { signal, silent: true },
  );
}

function announcementsQueryOptions(page: number) {
  return queryOptions({
    queryKey: announcementKeys.list(page),
    queryFn: ({ signal }) => getAnnouncements(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAnnouncements(page: number) {
  return useQuery(announcementsQueryOptions(page));
}
