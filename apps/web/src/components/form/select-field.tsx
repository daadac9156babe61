import type { ReactNode } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../lib/form-errors.ts';
import { controlClasses, Field } from '../ui/field.tsx';

type Option = { value: string; label: string };

/** A native select bound to a form field: on a phone it opens the system's own picker. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  loading = false,
  disabled = false,
  onValueChange,
  hint,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  label: ReactNode;
  options: readonly Option[];
  loading?: boolean;
  disabled?: boolean;
  onValueChange?: (value: string) => void;
  hint?: ReactNode;
}) {
  const { t } = useTranslation('form');
  const text = useMessageText();
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label={label} required error={text(fieldState.error?.message)} hint={hint}>
      {(props) => (
        <select
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          disabled={disabled || loading}
          onChange={(event) => {
            field.onChange(event.target.value);
            onValueChange?.(event.target.value);
          }}
          className={controlClasses}
        >
          <option value="">{loading ? t('select.loading') : t('select.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
