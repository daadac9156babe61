import { deleteAnnouncementRoute } from '@portal/contracts/staff/announcement-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { announcementKeys } from './get-announcements.ts';

/** `DELETE announcements/{id}`. Silent: the confirmation shows a refusal in place. */
function deleteAnnouncement(id: number) {
  return callRoute(deleteAnnouncementRoute, { params: { id } }, { silent: true });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
