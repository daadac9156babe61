import type { TSession, ZLoginRequest } from '@portal/contracts/auth/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type TLoginBody = z.output<typeof ZLoginRequest>;

/** `POST auth/login`: a wrong e-mail or password answers 422 with a message; repeated failures 429. */
export function login(body: TLoginBody): Promise<TSession> {
  return api.post<TSession>('auth/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
