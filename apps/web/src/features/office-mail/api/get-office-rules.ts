import { getOfficeRulesRoute } from '@portal/contracts/office/office-rules-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { officeMailKeys } from './query-keys.ts';

/** `GET accounts/{id}/office-rules`: the standing rules, first match first, and the forwarding weekday. */
export function officeRulesQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: officeMailKeys.rules(accountId),
    queryFn: ({ signal }) =>
      callRoute(getOfficeRulesRoute, { params: { id: accountId } }, { signal, silent: true }),
  });
}

export function useOfficeRules(accountId: number) {
  return useQuery(officeRulesQueryOptions(accountId));
}
