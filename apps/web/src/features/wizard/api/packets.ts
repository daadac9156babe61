import { getBrandProductsRoute, getOfficeLocationsRoute } from '@portal/contracts/products/product-routes';
import { BRAND_FILTERS } from '@portal/contracts/products/product-types';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';

/** The accountant line's packets of one category (the company status step's choice), with add-ons. */
export function useAccountantPackets(category: string | undefined) {
  return useQuery({
    queryKey: ['products', BRAND_FILTERS.accountant, category],
    queryFn: () =>
      callRoute(getBrandProductsRoute, { params: { type: BRAND_FILTERS.accountant }, query: { category } }),
    enabled: Boolean(category),
  });
}

/** Our virtual offices, offered as the company's registered address. */
export function useOfficeLocations() {
  return useQuery({
    queryKey: ['office-locations'],
    queryFn: () => callRoute(getOfficeLocationsRoute, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
