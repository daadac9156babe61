import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { announcementKeys } from './get-announcements.ts';

/** `DELETE announcements/{id}`. Silent: the confirmation shows a refusal in place. */
export function deleteAnnouncement(id: number): Promise<unknown> {
  return api.delete<unknown>(`announcements/${id}`, { silent: true });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
