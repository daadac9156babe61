import { listCities, listDistricts } from './places.ts';

/**
 * Whether a province and district, given by name as address forms store them, are the place
 * data's: 'city' or 'district' names the one that is not; null when both are (or both empty).
 */
export async function placeProblem(city: string, district: string): Promise<'city' | 'district' | null> {
  if (city === '') return district === '' ? null : 'city';
  const found = (await listCities()).find(
    (known) => known.name.toLocaleLowerCase('tr') === city.toLocaleLowerCase('tr'),
  );
  if (!found) return 'city';
  if (district === '') return null;
  const districts = (await listDistricts(found.code)) ?? [];
  const lower = district.toLocaleLowerCase('tr');
  return districts.some((known) => known.toLocaleLowerCase('tr') === lower) ? null : 'district';
}
