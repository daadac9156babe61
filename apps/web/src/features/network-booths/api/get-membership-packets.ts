import { isNetworkMembershipCode } from '@portal/contracts/network/network-constants';
import { NETWORK_LINE } from '@portal/contracts/product-lines/network';
import { getBrandProductsRoute } from '@portal/contracts/products/product-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { boothKeys } from './booth-keys.ts';

/** The catalogue's category of the booth packets (`GET brands/7/products?category=booth`). */
const BOOTH_CATEGORY = 'booth';

/**
 * The network's monthly membership packets (standard and premium), cheapest first. The catalogue's
 * booth category holds only them; the code check keeps out anything else filed there.
 */
async function getMembershipPackets(signal?: AbortSignal) {
  const products = await callRoute(
    getBrandProductsRoute,
    { params: { type: NETWORK_LINE.id }, query: { category: BOOTH_CATEGORY } },
    { signal },
  );
  return products
    .filter((product) => isNetworkMembershipCode(product.code) && product.billing === 'monthly')
    .sort((a, b) => a.price - b.price);
}

function membershipPacketsQueryOptions() {
  return queryOptions({ queryKey: boothKeys.packets, queryFn: ({ signal }) => getMembershipPackets(signal) });
}

export function useMembershipPackets() {
  return useQuery(membershipPacketsQueryOptions());
}
