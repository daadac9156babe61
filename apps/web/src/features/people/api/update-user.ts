import type {
  TManagedUser,
  TUpdateManagedUserRequest,
  ZUpdateManagedUserRequest,
} from '@portal/contracts/staff/managed-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { peopleKeys } from './query-keys.ts';

export type TUpdateUserBody = z.output<typeof ZUpdateManagedUserRequest>;

/**
 * `PUT users/{id}` {name, email, phone, role_id, is_active}. Silent: the dialog shows the refusal,
 * e.g. the 409 for taking the admin role from the last admin or from oneself.
 */
export function updateUser(id: number, body: TUpdateUserBody): Promise<TManagedUser> {
  return api.put<TManagedUser>(`users/${id}`, body satisfies TUpdateManagedUserRequest, { silent: true });
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateUserBody) => updateUser(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKeys.users }),
        queryClient.invalidateQueries({ queryKey: peopleKeys.roles }),
      ]),
  });
}
