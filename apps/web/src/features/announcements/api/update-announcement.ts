import { updateAnnouncementRoute } from '@portal/contracts/staff/announcement-routes';
import type { TAnnouncementRequest } from '@portal/contracts/staff/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { announcementKeys } from './get-announcements.ts';

/** `PUT announcements/{id}`: the whole announcement. Silent, like creating one. */
function updateAnnouncement(id: number, body: TAnnouncementRequest) {
  return callRoute(updateAnnouncementRoute, { params: { id }, body }, { silent: true });
}

export function useUpdateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAnnouncementRequest }) => updateAnnouncement(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
