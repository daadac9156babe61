import type { TLanguage } from '@portal/contracts/common/languages';
import { getPublicPacketsRoute } from '@portal/contracts/products/product-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';

/**
 * `GET /api/packets`: the landing page's pricing cards (is_main packets only, names in the
 * request's language). Quiet on failure: the section shows its own error state instead of a
 * notification, since a visitor did not ask for anything.
 */
function getPublicPackets(signal?: AbortSignal) {
  return callRoute(getPublicPacketsRoute, {}, { signal, silent: true });
}

export const landingQueryKeys = {
  publicPackets: (language: TLanguage) => ['public-packets', language] as const,
};

export function publicPacketsQueryOptions(language: TLanguage) {
  return queryOptions({
    queryKey: landingQueryKeys.publicPackets(language),
    queryFn: ({ signal }) => getPublicPackets(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePublicPackets(language: TLanguage) {
  return useQuery(publicPacketsQueryOptions(language));
}
