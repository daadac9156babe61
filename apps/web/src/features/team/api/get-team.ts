import { getTeamRoute } from '@portal/contracts/team/team-routes';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { teamQueryKeys } from './team-query-keys.ts';
import { teamScope } from './team-scope.ts';

/** `GET accounts/{id}/members`: the company's customer members and its open invitations. */
function getTeam(accountId: number, signal?: AbortSignal) {
  // Silent: the page shows the failure in place, with a retry.
  return callRoute(getTeamRoute, { params: { id: accountId }, query: teamScope() }, { signal, silent: true });
}

export function teamQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: teamQueryKeys.team(accountId),
    queryFn: ({ signal }) => getTeam(accountId, signal),
  });
}
