import { listNotificationsRoute } from '@portal/contracts/notifications/notification-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { NOTIFICATIONS_POLL_MS, notificationKeys } from './notification-keys.ts';

/** `GET notifications`: the latest 20 and the unread count. Silent: the bell shows a failure itself. */
export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.all,
    queryFn: ({ signal }) => callRoute(listNotificationsRoute, {}, { signal, silent: true }),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    // Fresh on every open of a page: the minute-long default would hide a new call.
    staleTime: 0,
  });
}

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
