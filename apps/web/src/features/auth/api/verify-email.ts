import { verifyEmailRoute } from '@portal/contracts/auth/verification-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRouteEnvelope } from '../../../lib/api/call-route.ts';
import { authQueryKeys } from './auth-query-keys.ts';

/** The mail's link as the page reads it: the path's id and hash, the query's signature. */
export type TVerifyEmailLink = {
  id: string;
  hash: string;
  expires: string;
  signature: string;
  email?: string;
};

/**
 * `GET verify/email/{id}/{hash}?expires&signature&email`: checks the mail's signed link. Silent
 * (spec section 8): the page shows a refusal (403 tampered or foreign, 410 expired) itself.
 */
function verifyEmail(link: TVerifyEmailLink) {
  const { id, hash, ...query } = link;
  return callRouteEnvelope(verifyEmailRoute, { params: { id, hash }, query }, { silent: true });
}

/** A query, not a mutation: opening the page checks the link once, however often it renders. */
function verifyEmailQueryOptions(link: TVerifyEmailLink) {
  return queryOptions({
    queryKey: authQueryKeys.verifyEmail(link),
    queryFn: () => verifyEmail(link),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

export function useVerifyEmail(link: TVerifyEmailLink) {
  return useQuery(verifyEmailQueryOptions(link));
}
