import type { ZForgotPasswordRequest } from '@portal/contracts/auth/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type TForgotPasswordBody = z.output<typeof ZForgotPasswordRequest>;

/** `POST auth/forgot-password`: the same answer whether or not the address exists. */
export function forgotPassword(body: TForgotPasswordBody): Promise<unknown> {
  return api.post('auth/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
