import { getBrandProductRoute } from '@portal/contracts/products/product-routes';
import type { TProduct } from '@portal/contracts/products/product-schemas';
import type { TProductType } from '@portal/contracts/products/product-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../lib/api/call-route.ts';

/** `GET brands/{type}/products/{id}`: a packet with its add-ons (`childrens`), names in the page's language. */
function getProduct(type: TProductType, id: number, signal?: AbortSignal): Promise<TProduct> {
  return callRoute(getBrandProductRoute, { params: { type, id } }, { signal });
}

function productQueryOptions(type: TProductType, id: number) {
  return queryOptions({
    queryKey: ['products', type, id],
    queryFn: ({ signal }) => getProduct(type, id, signal),
  });
}

/** Disabled while `id` is unknown. */
export function useProduct(type: TProductType, id: number | null) {
  return useQuery({ ...productQueryOptions(type, id ?? 0), enabled: id !== null });
}
