import type { TAccountStaff, TAssignStaffRequest } from '@portal/contracts/staff/account-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffAccountKeys } from './query-keys.ts';

/**
 * `PUT accounts/{id}/staff?all=1` {advisor_id, secretary_id}: an admin names who serves the
 * company; null removes one. Silent: the form shows a refusal in place.
 */
export function assignAccountStaff(accountId: number, body: TAssignStaffRequest): Promise<TAccountStaff> {
  return api.put<TAccountStaff>(`accounts/${accountId}/staff`, body, { query: { all: 1 }, silent: true });
}

export function useAssignAccountStaff(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAssignStaffRequest) => assignAccountStaff(accountId, body),
    // The company's users and its audit log change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountKeys.all }),
  });
}
