import type { TAnnouncement, TAnnouncementRequest } from '@portal/contracts/staff/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { announcementKeys } from './get-announcements.ts';

/** `POST announcements`. Silent: the dialog shows a refusal in place; the success message still shows. */
export function createAnnouncement(body: TAnnouncementRequest): Promise<TAnnouncement> {
  return api.post<TAnnouncement>('announcements', body, { silent: true });
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
