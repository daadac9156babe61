import { isNetworkMembershipCode } from '@portal/contracts/network/network-constants';
import { getBrandProductsRoute } from '@portal/contracts/products/product-routes';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { boothKeys } from './booth-keys.ts';

/** The catalogue's category of the booth packets (`GET brands/7/products?category=booth`). */
export const BOOTH_CATEGORY = 'booth';

/**
 * The network's monthly membership packets (standard and premium), cheapest first. The catalogue's
 * booth category holds only them; the code check keeps out anything else filed there.
 */
export async function getMembershipPackets(signal?: AbortSignal) {
  const products = await callRoute(
    getBrandProductsRoute,
    { params: { type: PRODUCT_TYPES.network }, query: { category: BOOTH_CATEGORY } },
    { signal },
  );
  return products
    .filter((product) => isNetworkMembershipCode(product.code) && product.billing === 'monthly')
    .sort((a, b) => a.price - b.price);
}

export function membershipPacketsQueryOptions() {
  return queryOptions({ queryKey: boothKeys.packets, queryFn: ({ signal }) => getMembershipPackets(signal) });
}

export function useMembershipPackets() {
  return useQuery(membershipPacketsQueryOptions());
}
