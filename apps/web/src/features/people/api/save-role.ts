import { createRoleRoute, updateRoleRoute } from '@portal/contracts/staff/role-routes';
import type { ZRoleRequest } from '@portal/contracts/staff/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute } from '../../../lib/api/call-route.ts';
import { peopleQueryKeys } from './people-query-keys.ts';

export type TRoleBody = z.output<typeof ZRoleRequest>;

/**
 * `POST roles` {name} without an id, `PUT roles/{id}` {name} with one. Silent: the dialog shows
 * a refusal (a taken name, or 409 for a built-in role).
 */
function saveRole(id: number | null, body: TRoleBody) {
  return id === null
    ? callRoute(createRoleRoute, { body }, { silent: true })
    : callRoute(updateRoleRoute, { params: { id }, body }, { silent: true });
}

export function useSaveRole(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRoleBody) => saveRole(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.roles() }),
  });
}
