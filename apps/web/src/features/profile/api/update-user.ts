import type { ZUpdateUserRequest } from '@portal/contracts/auth/auth-schemas';
import { updateUserRoute } from '@portal/contracts/users/user-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { storeUser } from '../../../domains/session/session.ts';
import { callRoute } from '../../../lib/api/call-route.ts';
import { userQueryOptions } from './get-user.ts';

/** Phone as +90 and ten digits, no whitespace (spec section 5), as the shared schema shapes it. */
export type TUpdateUserBody = z.output<typeof ZUpdateUserRequest>;

/**
 * `PUT users/{id}`. Silent (spec section 8): the page shows the field errors and the message. A new
 * e-mail is unverified until its link is opened; the stored user says so and the banner appears.
 */
function updateUser(id: number, body: TUpdateUserBody) {
  return callRoute(updateUserRoute, { params: { id }, body }, { silent: true });
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateUserBody) => updateUser(id, body),
    onSuccess: (user) => {
      storeUser(user);
      queryClient.setQueryData(userQueryOptions(id).queryKey, user);
    },
  });
}
