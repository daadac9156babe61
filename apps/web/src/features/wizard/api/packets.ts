import type { TOfficeLocation, TProduct } from '@portal/contracts/products/product-schemas';
import { BRAND_FILTERS } from '@portal/contracts/products/product-types';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The accountant line's packets of one category (the company status step's choice), with add-ons. */
export function useAccountantPackets(category: string | undefined) {
  return useQuery({
    queryKey: ['products', BRAND_FILTERS.accountant, category],
    queryFn: () =>
      api.get<TProduct[]>(`brands/${BRAND_FILTERS.accountant}/products`, { query: { category } }),
    enabled: Boolean(category),
  });
}

/** Our virtual offices, offered as the company's registered address. */
export function useOfficeLocations() {
  return useQuery({
    queryKey: ['office-locations'],
    queryFn: () => api.get<TOfficeLocation[]>('office-locations'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
