import type { ZChangePasswordRequest } from '@portal/contracts/auth/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type TChangePasswordBody = z.output<typeof ZChangePasswordRequest>;

/** `POST users/{id}/change-password` {password, password_confirmation}. Silent (spec section 8). */
export function changePassword(id: number, body: TChangePasswordBody): Promise<unknown> {
  return api.post(`users/${id}/change-password`, body, { silent: true });
}

export function useChangePassword(id: number) {
  return useMutation({ mutationFn: (body: TChangePasswordBody) => changePassword(id, body) });
}
