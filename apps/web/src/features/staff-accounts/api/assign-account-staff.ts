import { assignAccountStaffRoute } from '@portal/contracts/accounts/account-routes';
import type { TAssignStaffRequest } from '@portal/contracts/staff/account-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageKeys } from '../../../domains/company-messages/message-keys.ts';
import { callRoute } from '../../../lib/api/call-route.ts';
import { staffAccountKeys } from './query-keys.ts';

/**
 * `PUT accounts/{id}/staff?all=1` {advisor_id, secretary_id}: an admin names who serves the
 * company; null removes one. Silent: the form shows a refusal in place.
 */
function assignAccountStaff(accountId: number, body: TAssignStaffRequest) {
  return callRoute(
    assignAccountStaffRoute,
    { params: { id: accountId }, query: { all: '1' }, body },
    { silent: true },
  );
}

export function useAssignAccountStaff(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAssignStaffRequest) => assignAccountStaff(accountId, body),
    // The company's users, its audit log and its advisor history change with it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.assignments(accountId) });
      return queryClient.invalidateQueries({ queryKey: staffAccountKeys.all });
    },
  });
}
