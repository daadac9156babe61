import type { FieldPathByValue, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useMessageText } from '../../lib/form-errors.ts';
import { Input } from '../ui/field.tsx';
import { PlaceFields } from './place-fields.tsx';

/** The parts of an address a form asks for; building and flat numbers only where it keeps them. */
type TAddressField = 'city' | 'district' | 'neighbourhood' | 'street' | 'buildingNo' | 'doorNo';

const MAX_NUMBER = 20;

type AddressFieldsProps<T extends FieldValues> = {
  /** A form whose values name the address parts as TAddressField does. */
  form: UseFormReturn<T>;
  labels: Record<'city' | 'district' | 'neighbourhood' | 'street', string> &
    Partial<Record<'buildingNo' | 'doorNo', string>>;
  /** Also asks for the building and flat numbers (the company's address; a forwarding address has none). */
  withNumbers?: boolean;
  /** Whether a typed part is marked required (every one unless told). */
  required?: (field: 'street' | 'buildingNo' | 'doorNo') => boolean;
  streetMaxLength?: number;
};

/**
 * One address, the same everywhere it is asked (the wizard's business step, the company's details,
 * a forwarding address): il → ilçe → mahalle from the place data, then the street and, where kept,
 * the building and flat numbers. Goes inside the caller's fieldset grid, beside its other fields.
 */
export function AddressFields<T extends FieldValues>({
  form,
  labels,
  withNumbers = false,
  required = () => true,
  streetMaxLength,
}: AddressFieldsProps<T>) {
  const text = useMessageText();
  // The caller's values name the parts so (TAddressField); react-hook-form types a path per form.
  const errors = form.formState.errors as Partial<Record<TAddressField, { message?: string }>>;
  const place = (field: 'city' | 'district' | 'neighbourhood') => field as FieldPathByValue<T, string>;
  const input = (field: 'street' | 'buildingNo' | 'doorNo') => ({
    label: labels[field] ?? '',
    required: required(field),
    error: text(errors[field]?.message),
    ...form.register(field as Path<T>),
  });

  return (
    <>
      <PlaceFields
        control={form.control}
        setValue={form.setValue}
        city={place('city')}
        district={place('district')}
        neighbourhood={place('neighbourhood')}
        labels={{ city: labels.city, district: labels.district, neighbourhood: labels.neighbourhood }}
      />
      <Input {...input('street')} autoComplete="address-line1" maxLength={streetMaxLength} />
      {withNumbers ? (
        <div className="grid grid-cols-2 gap-4">
          <Input {...input('buildingNo')} maxLength={MAX_NUMBER} />
          <Input {...input('doorNo')} maxLength={MAX_NUMBER} />
        </div>
      ) : null}
    </>
  );
}
