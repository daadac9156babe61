import type { TLanguage } from '@portal/contracts/common/languages';
import { WIZARD_PRODUCT_LINES } from '@portal/contracts/product-lines/registry';
import { getBrandProductsRoute, getPublicPacketsRoute } from '@portal/contracts/products/product-routes';
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

/**
 * `GET /api/brands/{type}/products?is_main=0` of each line sold through a wizard: the packets the
 * firm sells that are not the pricing cards (e-commerce, company transfer, serviced offices),
 * shown under each line's cards with their real prices.
 */
async function getOtherPackets(signal?: AbortSignal) {
  const lists = await Promise.all(
    WIZARD_PRODUCT_LINES.map((line) =>
      callRoute(
        getBrandProductsRoute,
        { params: { type: line.id }, query: { is_main: '0' } },
        { signal, silent: true },
      ),
    ),
  );
  return lists.flat();
}

export const landingQueryKeys = {
  publicPackets: (language: TLanguage) => ['public-packets', language] as const,
  otherPackets: (language: TLanguage) => ['public-packets', 'other', language] as const,
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

export function otherPacketsQueryOptions(language: TLanguage) {
  return queryOptions({
    queryKey: landingQueryKeys.otherPackets(language),
    queryFn: ({ signal }) => getOtherPackets(signal),
    staleTime: 5 * 60_000,
  });
}

export function useOtherPackets(language: TLanguage) {
  return useQuery(otherPacketsQueryOptions(language));
}
