import type { TChangeRequestDecision } from '@portal/contracts/company-profile/company-profile';
import {
  decideChangeRequestRoute,
  getChangeRequestsRoute,
} from '@portal/contracts/company-profile/company-profile-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { staffAccountKeys } from './query-keys.ts';

/** `GET accounts/{id}/change-requests?all=1`: the customer's requests to change the company's details. */
export function useChangeRequests(accountId: number) {
  return useQuery({
    queryKey: staffAccountKeys.changeRequests(accountId),
    queryFn: ({ signal }) =>
      callRoute(
        getChangeRequestsRoute,
        { params: { id: accountId }, query: { all: '1' } },
        { signal, silent: true },
      ),
  });
}

/**
 * `PUT accounts/{id}/change-requests/{requestId}?all=1`: approve (applied at once) or reject with
 * a reason; audited. Silent: the reject dialog shows a refused reason under its field.
 */
export function useDecideChangeRequest(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, ...body }: TChangeRequestDecision & { requestId: number }) =>
      callRoute(
        decideChangeRequestRoute,
        { params: { id: accountId, requestId }, query: { all: '1' }, body },
        { silent: true },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: staffAccountKeys.changeRequests(accountId) });
      // An approval changes the company's name and answers; both are audited.
      void queryClient.invalidateQueries({ queryKey: staffAccountKeys.detail(accountId) });
      void queryClient.invalidateQueries({ queryKey: ['staff-accounts', 'audit-logs', accountId] });
    },
  });
}
