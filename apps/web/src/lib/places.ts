import {
  getCitiesRoute,
  getDistrictsRoute,
  getNeighbourhoodsRoute,
} from '@portal/contracts/locations/place-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from './api/call-route.ts';

/**
 * Provinces, districts and neighbourhoods (`GET places/...`) for the address fields of the wizard
 * and the company edit; they never change during a visit.
 */
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

const placeKeys = {
  cities: ['places'] as const,
  districts: (cityCode: string | undefined) => ['places', cityCode] as const,
  neighbourhoods: (cityCode: string | undefined, district: string | undefined) =>
    ['places', cityCode, district] as const,
};

export function useCities() {
  return useQuery({ queryKey: placeKeys.cities, queryFn: () => callRoute(getCitiesRoute, {}), ...forever });
}

export function useDistricts(cityCode: string | undefined) {
  return useQuery({
    queryKey: placeKeys.districts(cityCode),
    queryFn: () => callRoute(getDistrictsRoute, { params: { code: cityCode ?? '' } }),
    enabled: Boolean(cityCode),
    ...forever,
  });
}

export function useNeighbourhoods(cityCode: string | undefined, district: string | undefined) {
  return useQuery({
    queryKey: placeKeys.neighbourhoods(cityCode, district),
    queryFn: () =>
      callRoute(getNeighbourhoodsRoute, { params: { code: cityCode ?? '', district: district ?? '' } }),
    enabled: Boolean(cityCode && district),
    ...forever,
  });
}
