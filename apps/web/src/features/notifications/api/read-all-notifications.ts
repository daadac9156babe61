import { readAllNotificationsRoute } from '@portal/contracts/notifications/notification-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { notificationKeys } from './notification-keys.ts';

/** `PUT notifications/read`: every notification of the caller read. */
export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(readAllNotificationsRoute, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
