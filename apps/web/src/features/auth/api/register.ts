import { registerRoute } from '@portal/contracts/auth/auth-routes';
import type { ZRegisterRequest } from '@portal/contracts/auth/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute } from '../../../lib/api/call-route.ts';

/** What the shared schema makes of the form: phone as +90 and ten digits, e-mail lower-cased. */
export type TRegisterBody = z.output<typeof ZRegisterRequest>;

/**
 * `POST auth/register`: 201 "check your mail" with no session, the same whether or not the
 * address already has an account (the new customer then signs in with their password).
 */
function register(body: TRegisterBody) {
  return callRoute(registerRoute, { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
