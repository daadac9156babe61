import { forgotPasswordRoute } from '@portal/contracts/auth/auth-routes';
import type { ZForgotPasswordRequest } from '@portal/contracts/auth/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute } from '../../../lib/api/call-route.ts';

export type TForgotPasswordBody = z.output<typeof ZForgotPasswordRequest>;

/** `POST auth/forgot-password`: the same answer whether or not the address exists. */
function forgotPassword(body: TForgotPasswordBody) {
  return callRoute(forgotPasswordRoute, { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
