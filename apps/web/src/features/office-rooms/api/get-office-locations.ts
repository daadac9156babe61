import { getOfficeLocationsRoute } from '@portal/contracts/products/product-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { roomKeys } from './room-keys.ts';

/** `GET office-locations`: the offices whose rooms may be booked. */
export function useOfficeLocations() {
  return useQuery({
    queryKey: roomKeys.locations,
    queryFn: ({ signal }) => callRoute(getOfficeLocationsRoute, {}, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}
