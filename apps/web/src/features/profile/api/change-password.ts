import type { ZChangePasswordRequest } from '@portal/contracts/auth/auth-schemas';
import { changePasswordRoute } from '@portal/contracts/users/user-routes';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute } from '../../../lib/api/call-route.ts';

export type TChangePasswordBody = z.output<typeof ZChangePasswordRequest>;

/** `POST users/{id}/change-password` {password, password_confirmation}. Silent (spec section 8). */
function changePassword(id: number, body: TChangePasswordBody) {
  return callRoute(changePasswordRoute, { params: { id }, body }, { silent: true });
}

export function useChangePassword(id: number) {
  return useMutation({ mutationFn: (body: TChangePasswordBody) => changePassword(id, body) });
}
