import { resetPasswordRoute } from '@portal/contracts/auth/auth-routes';
import type { ZResetPasswordRequest } from '@portal/contracts/auth/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute } from '../../../lib/api/call-route.ts';

export type TResetPasswordBody = z.output<typeof ZResetPasswordRequest>;

/** `POST auth/reset-password` with the token of the mail's link; signs the user out everywhere. */
function resetPassword(body: TResetPasswordBody) {
  return callRoute(resetPasswordRoute, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
