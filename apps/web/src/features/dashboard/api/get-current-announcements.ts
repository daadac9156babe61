import { getCurrentAnnouncementsRoute } from '@portal/contracts/staff/announcement-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';

/**
 * `GET announcements/current?account_id`: the published announcements the signed-in customer
 * should see now: for everyone, or for a product line of the selected company (of any of theirs
 * without one). Silent: a failure only leaves them out.
 */
function getCurrentAnnouncements(accountId: number | null, signal?: AbortSignal) {
  return callRoute(
    getCurrentAnnouncementsRoute,
    { query: { account_id: accountId ?? undefined } },
    { signal, silent: true },
  );
}

/** The dashboard's own key: outside the staff's `announcements` list, which a staff change reloads. */
const currentAnnouncementsKey = (accountId: number | null) => ['current-announcements', accountId] as const;

function currentAnnouncementsQueryOptions(accountId: number | null) {
  return queryOptions({
    queryKey: currentAnnouncementsKey(accountId),
    queryFn: ({ signal }) => getCurrentAnnouncements(accountId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useCurrentAnnouncements(accountId: number | null) {
  return useQuery(currentAnnouncementsQueryOptions(accountId));
}
