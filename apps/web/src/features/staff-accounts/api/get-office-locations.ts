import { getOfficeLocationsRoute } from '@portal/contracts/products/product-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * `GET office-locations`: the offices by name in the page's language, so an application's chosen
 * office reads as its name rather than its stored slug (`istanbul-kadikoy`). The office wizard
 * asks the same under the same key.
 */
export function useOfficeLocations() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['office-locations', language],
    queryFn: ({ signal }) => callRoute(getOfficeLocationsRoute, {}, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}
