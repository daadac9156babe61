import type { TAnnouncement } from '@portal/contracts/staff/announcements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * `GET announcements/current?account_id`: the published announcements the signed-in customer
 * should see now: for everyone, or for a product line of the selected company (of any of theirs
 * without one). Silent: a failure only leaves them out.
 */
export function getCurrentAnnouncements(
  accountId: number | null,
  signal?: AbortSignal,
): Promise<TAnnouncement[]> {
  return api.get<TAnnouncement[]>('announcements/current', {
    query: { account_id: accountId },
    signal,
    silent: true,
  });
}

export function currentAnnouncementsQueryOptions(accountId: number | null) {
  return queryOptions({
    queryKey: ['announcements', 'current', accountId],
    queryFn: ({ signal }) => getCurrentAnnouncements(accountId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useCurrentAnnouncements(accountId: number | null) {
  return useQuery(currentAnnouncementsQueryOptions(accountId));
}
