import { createUserRoute } from '@portal/contracts/staff/managed-user-routes';
import type { ZCreateUserRequest } from '@portal/contracts/staff/managed-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute } from '../../../lib/api/call-route.ts';
import { peopleQueryKeys } from './people-query-keys.ts';

export type TCreateUserBody = z.output<typeof ZCreateUserRequest>;

/** `POST users` {name, email, password, phone, role_id}. Silent: the dialog shows a refusal on its fields. */
function createUser(body: TCreateUserBody) {
  return callRoute(createUserRoute, { body }, { silent: true });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    // The lists and the roles' user counts change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleQueryKeys.userLists() }),
        queryClient.invalidateQueries({ queryKey: peopleQueryKeys.roles() }),
      ]),
  });
}
