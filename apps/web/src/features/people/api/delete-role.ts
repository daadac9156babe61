import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { peopleKeys } from './query-keys.ts';

/** `DELETE roles/{id}`. Silent: the confirm dialog shows the 409 (a built-in role, or one still held). */
export function deleteRole(id: number): Promise<unknown> {
  return api.delete<unknown>(`roles/${id}`, { silent: true });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.roles }),
  });
}
