import { ACCOUNTANT_LINE } from '@portal/contracts/product-lines/accountant';
import { getBrandProductsRoute, getOfficeLocationsRoute } from '@portal/contracts/products/product-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';

/** The accountant line's packets of one category (the company status step's choice), with add-ons. */
export function useAccountantPackets(category: string | undefined) {
  return useQuery({
    queryKey: ['products', ACCOUNTANT_LINE.id, category],
    queryFn: () =>
      callRoute(getBrandProductsRoute, { params: { type: ACCOUNTANT_LINE.id }, query: { category } }),
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
