import type { ZUpdateManagedUserRequest } from '@portal/contracts/staff/managed-users';
import { updateUserRoute } from '@portal/contracts/users/user-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute } from '../../../lib/api/call-route.ts';
import { peopleQueryKeys } from './people-query-keys.ts';

export type TUpdateUserBody = z.output<typeof ZUpdateManagedUserRequest>;

/**
 * `PUT users/{id}` {name, email, phone, role_id, is_active}. Silent: the dialog shows the refusal,
 * e.g. the 409 for taking the admin role from the last admin or from oneself.
 */
function updateUser(id: number, body: TUpdateUserBody) {
  return callRoute(updateUserRoute, { params: { id }, body }, { silent: true });
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateUserBody) => updateUser(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleQueryKeys.userLists() }),
        queryClient.invalidateQueries({ queryKey: peopleQueryKeys.roles() }),
      ]),
  });
}
