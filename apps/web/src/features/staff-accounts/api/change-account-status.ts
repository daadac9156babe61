import { changeAccountStatusRoute } from '@portal/contracts/accounts/account-routes';
import type { TAccountChangeStatusRequest } from '@portal/contracts/accounts/account-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { staffAccountKeys } from './query-keys.ts';

/**
 * `PUT accounts/{id}/change-status?all=1` {status, reason?}. Silent: the dialog shows a refusal in
 * place; the client still shows the server's success message. The list and the detail reload.
 */
function changeAccountStatus(accountId: number, body: TAccountChangeStatusRequest) {
  return callRoute(
    changeAccountStatusRoute,
    { params: { id: accountId }, query: { all: '1' }, body },
    { silent: true },
  );
}

export function useChangeAccountStatus(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAccountChangeStatusRequest) => changeAccountStatus(accountId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountKeys.all }),
  });
}
