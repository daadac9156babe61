import { NETWORK_PRODUCT_CODES } from '@portal/contracts/network/network-constants';
import { NETWORK_LINE } from '@portal/contracts/product-lines/network';
import { getBrandProductsRoute } from '@portal/contracts/products/product-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { stageKeys } from './stage-keys.ts';

/** The catalogue's category of the stage packages (`GET brands/7/products?category=stage`). */
const STAGE_CATEGORY = 'stage';

/**
 * The one-hour conference package an hour of a stage is paid with (the same for every stage):
 * its price is said where the stage and the hour are chosen, before anything is held. Null when
 * the catalogue has none on sale.
 */
async function getConferenceHour(signal?: AbortSignal) {
  const products = await callRoute(
    getBrandProductsRoute,
    { params: { type: NETWORK_LINE.id }, query: { category: STAGE_CATEGORY } },
    { signal, silent: true },
  );
  return products.find((product) => product.code === NETWORK_PRODUCT_CODES.conferenceHour) ?? null;
}

function conferenceHourQueryOptions() {
  return queryOptions({
    queryKey: stageKeys.conferenceHour,
    queryFn: ({ signal }) => getConferenceHour(signal),
  });
}

export function useConferenceHour() {
  return useQuery(conferenceHourQueryOptions());
}
