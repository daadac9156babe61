import type { TCity } from '@portal/contracts/locations/place-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Provinces, districts and neighbourhoods (`GET places/...`); they never change during a visit. */
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

export function useCities() {
  return useQuery({ queryKey: ['places'], queryFn: () => api.get<TCity[]>('places/cities'), ...forever });
}

export function useDistricts(cityCode: string | undefined) {
  return useQuery({
    queryKey: ['places', cityCode],
    queryFn: () => api.get<string[]>(`places/cities/${cityCode}/districts`),
    enabled: Boolean(cityCode),
    ...forever,
  });
}

export function useNeighbourhoods(cityCode: string | undefined, district: string | undefined) {
  return useQuery({
    queryKey: ['places', cityCode, district],
    queryFn: () =>
      api.get<string[]>(
        `places/cities/${cityCode}/districts/${encodeURIComponent(district ?? '')}/neighbourhoods`,
      ),
    enabled: Boolean(cityCode && district),
    ...forever,
  });
}
