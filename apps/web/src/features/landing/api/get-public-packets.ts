import type { TLanguage } from '@portal/contracts/common/languages';
import type { TPublicPacket } from '@portal/contracts/products/product-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * `GET /api/packets`: the landing page's pricing cards (is_main packets only, names in the
 * request's language). Quiet on failure: the section shows its own error state instead of a
 * notification, since a visitor did not ask for anything.
 */
export function getPublicPackets(signal?: AbortSignal): Promise<TPublicPacket[]> {
  return api.get<TPublicPacket[]>('packets', { signal, silent: true });
}

export function publicPacketsQueryOptions(language: TLanguage) {
  return queryOptions({
    queryKey: ['public-packets', language],
    queryFn: ({ signal }) => getPublicPackets(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePublicPackets(language: TLanguage) {
  return useQuery(publicPacketsQueryOptions(language));
}
