import type { TUser } from '@portal/contracts/auth/auth-schemas';
import { AVATAR_FIELD } from '@portal/contracts/users/avatar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeUser } from '../../../lib/session/session.ts';
import { userQueryOptions } from './get-user.ts';

/** `POST users/{id}/update-avatar` as multipart/form-data with the field `avatar`. */
export function updateAvatar(id: number, file: File): Promise<TUser> {
  const body = new FormData();
  body.append(AVATAR_FIELD, file);
  return api.post<TUser>(`users/${id}/update-avatar`, body);
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
