import { createAnnouncementRoute } from '@portal/contracts/staff/announcement-routes';
import type { TAnnouncementRequest } from '@portal/contracts/staff/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { announcementKeys } from './get-announcements.ts';

/** `POST announcements`. Silent: the dialog shows a refusal in place; the success message still shows. */
function createAnnouncement(body: TAnnouncementRequest) {
  return callRoute(createAnnouncementRoute, { body }, { silent: true });
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
