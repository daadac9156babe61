import type { ReactNode } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { useMessageText } from '../../lib/form-errors.ts';
import { PhoneInput } from './phone-input.tsx';

type PhoneFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  label: ReactNode;
  hint?: ReactNode;
};

/** The masked phone input bound to a react-hook-form field, with its translated error. */
export function PhoneField<T extends FieldValues>({ control, name, label, hint }: PhoneFieldProps<T>) {
  const text = useMessageText();
  const { field, fieldState } = useController({ control, name });
  return (
    <PhoneInput
      label={label}
      hint={hint}
      required
      error={text(fieldState.error?.message)}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}
