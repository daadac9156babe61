import type { TVerifiedUser } from '@portal/contracts/auth/verification-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';

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
export function verifyEmail(link: TVerifyEmailLink): Promise<Envelope<TVerifiedUser>> {
  const { id, hash, ...query } = link;
  return api.requestEnvelope<TVerifiedUser>(
    `verify/email/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`,
    { query, silent: true },
  );
}

/** A query, not a mutation: opening the page checks the link once, however often it renders. */
export function verifyEmailQueryOptions(link: TVerifyEmailLink) {
  return queryOptions({
    queryKey: ['verify-email', link],
    queryFn: () => verifyEmail(link),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

export function useVerifyEmail(link: TVerifyEmailLink) {
  return useQuery(verifyEmailQueryOptions(link));
}
