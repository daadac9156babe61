import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { controlClasses, Field } from '../ui/field.tsx';

type MoneyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'inputMode'> & {
  label: ReactNode;
  /** Shown under the field; without one the field says how an amount may be written. */
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  describedBy?: string;
  className?: string;
  /** The currency's sign or code shown inside the field's end (₺, USD); none when left out. */
  unit?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The portal's one money field (issue 36). The text stays as the person types it ("25.000",
 * "25.000,50", "1,234.56"); the form's schema reads it with `parseMoney` from
 * `@portal/contracts/common/money`, the same parser the server checks with, and refuses what is
 * not an amount with MONEY_MESSAGE. Spreads the rest (react-hook-form's `register`) onto the input.
 */
export function MoneyInput({
  label,
  hint,
  error,
  required,
  id,
  describedBy,
  className,
  unit,
  ...inputProps
}: MoneyInputProps) {
  const { t } = useTranslation('form');
  return (
    <Field
      label={label}
      hint={hint ?? t('money.hint')}
      error={error}
      required={required}
      id={id}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <div className="relative">
          <input
            className={cn(controlClasses, 'tabular-nums', unit ? 'pe-14' : undefined)}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            {...inputProps}
            {...control}
          />
          {unit ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 end-0 flex w-12 items-center justify-center text-small text-muted"
            >
              {unit}
            </span>
          ) : null}
        </div>
      )}
    </Field>
  );
}
