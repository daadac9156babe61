import {
  getAccountActionsRoute,
  getAccountTimelineRoute,
} from '@portal/contracts/company-desk/company-desk-routes';
import { useQuery } from '@tanstack/react-query';
import { accountKeys } from '../../../domains/accounts/account-query-keys.ts';
import { callRoute } from '../../../lib/api/call-route.ts';

/** `GET accounts/{id}/actions`: what waits on the customer. Silent: the block shows its own failure. */
export function useAccountActions(accountId: number) {
  return useQuery({
    queryKey: accountKeys.actions(accountId),
    queryFn: ({ signal }) =>
      callRoute(getAccountActionsRoute, { params: { id: accountId } }, { signal, silent: true }),
  });
}

/** `GET accounts/{id}/timeline`: the application's steps with their dates. */
export function useAccountTimeline(accountId: number) {
  return useQuery({
    queryKey: accountKeys.timeline(accountId),
    queryFn: ({ signal }) =>
      callRoute(getAccountTimelineRoute, { params: { id: accountId } }, { signal, silent: true }),
  });
}
