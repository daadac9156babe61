import { readNotificationRoute } from '@portal/contracts/notifications/notification-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { notificationKeys } from './notification-keys.ts';

/** `PUT notifications/{id}/read`: one notification read, when the person opens it. */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callRoute(readNotificationRoute, { params: { id } }, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
