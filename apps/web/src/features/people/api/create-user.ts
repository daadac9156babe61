import type {
  TCreateUserRequest,
  TManagedUser,
  ZCreateUserRequest,
} from '@portal/contracts/staff/managed-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { peopleKeys } from './query-keys.ts';

export type TCreateUserBody = z.output<typeof ZCreateUserRequest>;

/** `POST users` {name, email, password, phone, role_id}. Silent: the dialog shows a refusal on its fields. */
export function createUser(body: TCreateUserBody): Promise<TManagedUser> {
  return api.post<TManagedUser>('users', body satisfies TCreateUserRequest, { silent: true });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    // The lists and the roles' user counts change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKeys.users }),
        queryClient.invalidateQueries({ queryKey: peopleKeys.roles }),
      ]),
  });
}
