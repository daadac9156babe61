import type { Control, FieldPathByValue, FieldValues, UseFormSetValue } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCities, useDistricts, useNeighbourhoods } from '../../lib/places.ts';
import { SelectField } from './select-field.tsx';

type PlaceFieldsProps<T extends FieldValues> = {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  city: FieldPathByValue<T, string>;
  district: FieldPathByValue<T, string>;
  /** The address step also asks for the neighbourhood; the birth place does not. */
  neighbourhood?: FieldPathByValue<T, string>;
  labels: { city: string; district: string; neighbourhood?: string };
};

const asOptions = (names: readonly string[] | undefined) =>
  (names ?? []).map((name) => ({ value: name, label: name }));

/**
 * Province → district (→ neighbourhood) selects with Turkey's real names (the wizard's steps and
 * the company edit; texts of the shared 'form' namespace). The values saved are the
 * names; choosing another province or district clears what depended on it.
 */
export function PlaceFields<T extends FieldValues>({
  control,
  setValue,
  city,
  district,
  neighbourhood,
  labels,
}: PlaceFieldsProps<T>) {
  const { t } = useTranslation('form');
  const cities = useCities();
  const cityName = useWatch({ control, name: city }) as string;
  const districtName = useWatch({ control, name: district }) as string;
  const cityCode = cities.data?.find((item) => item.name === cityName)?.code;
  const districts = useDistricts(cityCode);
  const neighbourhoods = useNeighbourhoods(neighbourhood ? cityCode : undefined, districtName || undefined);
  // biome-ignore lint/suspicious/noExplicitAny: react-hook-form types a cleared path value as PathValue<T, ...>.
  const clear = (name: FieldPathByValue<T, string>) => setValue(name, '' as any, { shouldValidate: false });

  return (
    <>
      <SelectField
        control={control}
        name={city}
        label={labels.city}
        loading={cities.isPending}
        options={(cities.data ?? []).map((item) => ({ value: item.name, label: item.name }))}
        onValueChange={() => {
          clear(district);
          if (neighbourhood) clear(neighbourhood);
        }}
      />
      <SelectField
        control={control}
        name={district}
        label={labels.district}
        loading={Boolean(cityCode) && districts.isPending}
        disabled={!cityCode}
        hint={cityCode ? undefined : t('place.chooseCityFirst')}
        options={asOptions(districts.data)}
        onValueChange={() => {
          if (neighbourhood) clear(neighbourhood);
        }}
      />
      {neighbourhood ? (
        <SelectField
          control={control}
          name={neighbourhood}
          label={labels.neighbourhood}
          loading={Boolean(districtName) && neighbourhoods.isPending}
          disabled={!districtName}
          hint={districtName ? undefined : t('place.chooseDistrictFirst')}
          options={asOptions(neighbourhoods.data)}
        />
      ) : null}
    </>
  );
}
