import type { ZResetPasswordRequest } from '@portal/contracts/auth/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type TResetPasswordBody = z.output<typeof ZResetPasswordRequest>;

/** `POST auth/reset-password` with the token of the mail's link; signs the user out everywhere. */
export function resetPassword(body: TResetPasswordBody): Promise<unknown> {
  return api.post('auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
