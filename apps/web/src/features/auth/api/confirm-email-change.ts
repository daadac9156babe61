import { confirmEmailChangeRoute } from '@portal/contracts/users/user-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { authQueryKeys } from './auth-query-keys.ts';

/** The confirmation link as the page reads it: the path's user id and the query's fields. */
export type TEmailChangeLink = {
  id: string;
  email: string;
  keep: string;
  expires: string;
  signature: string;
};

/**
 * `POST users/{id}/email-change`: the link mailed to the new address. Silent (spec section 8):
 * the page shows a refusal (422 no longer valid, 410 expired) itself.
 */
function confirmEmailChange({ id, ...body }: TEmailChangeLink) {
  return callRouteEnvelope(confirmEmailChangeRoute, { params: { id }, body }, { silent: true });
}

/**
 * A query keyed by the link, not a mutation: the link is single use, so opening the page calls the
 * server once however often it renders (React's strict mode renders twice).
 */
export function useConfirmEmailChange(link: TEmailChangeLink) {
  return useQuery(
    queryOptions({
      queryKey: authQueryKeys.emailChange(link),
      queryFn: () => confirmEmailChange(link),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
  );
}
