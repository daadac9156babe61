import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import { getBrandProductsRoute, getOfficeLocationsRoute } from '@portal/contracts/products/product-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * `GET office-locations`: the four offices with what each offers, its packets and its secretary.
 * Names follow the page's language, so the language is part of the key.
 */
export function useOfficeLocations() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['office-locations', language],
    queryFn: ({ signal }) => callRoute(getOfficeLocationsRoute, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `GET brands/2/products`: the office packets with their features and add-ons (`childrens`). */
export function useOfficePackets() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['products', OFFICE_LINE.id, language],
    queryFn: ({ signal }) =>
      callRoute(getBrandProductsRoute, { params: { type: OFFICE_LINE.id } }, { signal }),
  });
}
