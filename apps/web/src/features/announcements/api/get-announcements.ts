import type { TPageMeta } from '@portal/contracts/common/envelope';
import type { TAnnouncement } from '@portal/contracts/staff/announcements';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const ANNOUNCEMENTS_PER_PAGE = 20;

export type TAnnouncementsPage = { data: TAnnouncement[]; meta: TPageMeta };

export const announcementKeys = {
  all: ['announcements'] as const,
  list: (page: number) => ['announcements', 'list', page] as const,
};

/** `GET announcements?page&per_page`: every announcement, newest first, for staff holding "show announcements". */
export function getAnnouncements(page: number, signal?: AbortSignal): Promise<TAnnouncementsPage> {
  // Silent: the page shows the failure in place, with a retry.
  return api.get<TAnnouncementsPage>('announcements', {
    query: { page, per_page: ANNOUNCEMENTS_PER_PAGE },
    signal,
    silent: true,
  });
}

export function announcementsQueryOptions(page: number) {
  return queryOptions({
    queryKey: announcementKeys.list(page),
    queryFn: ({ signal }) => getAnnouncements(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAnnouncements(page: number) {
  return useQuery(announcementsQueryOptions(page));
}
