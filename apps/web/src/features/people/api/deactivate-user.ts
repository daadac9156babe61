import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { peopleKeys } from './query-keys.ts';

/**
 * `DELETE users/{id}`: the person can no longer sign in; their records stay. Silent: the confirm
 * dialog shows the refusal (409 for the last admin or oneself).
 */
export function deactivateUser(id: number): Promise<unknown> {
  return api.delete<unknown>(`users/${id}`, { silent: true });
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.users }),
  });
}
