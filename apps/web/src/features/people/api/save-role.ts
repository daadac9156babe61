import type { TRoleItem, TRoleRequest, ZRoleRequest } from '@portal/contracts/staff/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { peopleKeys } from './query-keys.ts';

export type TRoleBody = z.output<typeof ZRoleRequest>;

/**
 * `POST roles` {name} without an id, `PUT roles/{id}` {name} with one. Silent: the dialog shows
 * a refusal (a taken name, or 409 for a built-in role).
 */
export function saveRole(id: number | null, body: TRoleBody): Promise<TRoleItem> {
  const request: TRoleRequest = body;
  return id === null
    ? api.post<TRoleItem>('roles', request, { silent: true })
    : api.put<TRoleItem>(`roles/${id}`, request, { silent: true });
}

export function useSaveRole(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRoleBody) => saveRole(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.roles }),
  });
}
