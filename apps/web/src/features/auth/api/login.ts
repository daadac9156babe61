import { loginRoute } from '@portal/contracts/auth/auth-routes';
import type { ZLoginRequest } from '@portal/contracts/auth/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute } from '../../../lib/api/call-route.ts';

export type TLoginBody = z.output<typeof ZLoginRequest>;

/** `POST auth/login`: a wrong e-mail or password answers 422 with a message; repeated failures 429. */
function login(body: TLoginBody) {
  return callRoute(loginRoute, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
