import { AVATAR_FIELD } from '@portal/contracts/users/avatar';
import { updateAvatarRoute } from '@portal/contracts/users/user-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeUser } from '../../../domains/session/session.ts';
import { uploadToRoute } from '../../../lib/api/call-route.ts';
import { userQueryOptions } from './get-user.ts';

/** `POST users/{id}/update-avatar` as multipart/form-data with the field `avatar`. */
function updateAvatar(id: number, file: File) {
  const body = new FormData();
  body.append(AVATAR_FIELD, file);
  return uploadToRoute(updateAvatarRoute, { params: { id }, body });
}

export function useUpdateAvatar(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => updateAvatar(id, file),
    onSuccess: (user) => {
      storeUser(user);
      queryClient.setQueryData(userQueryOptions(id).queryKey, user);
    },
  });
}
