import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { controlClasses, Field } from '../ui/field.tsx';
import { EyeIcon, EyeOffIcon } from '../ui/icons.tsx';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  describedBy?: string;
  className?: string;
  /** Rendered under the field (the rule checklist). */
  after?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A password field with a show/hide button; spreads the rest (react-hook-form's `register`) onto the input. */
export function PasswordInput({
  label,
  hint,
  error,
  required,
  describedBy,
  className,
  after,
  ...inputProps
}: PasswordInputProps) {
  const { t } = useTranslation('form');
  const [visible, setVisible] = useState(false);
  return (
    <div className={cn('space-y-2', className)}>
      <Field label={label} hint={hint} error={error} required={required} describedBy={describedBy}>
        {(control) => (
          <div className="relative">
            <input
              className={cn(controlClasses, 'pe-12')}
              type={visible ? 'text' : 'password'}
              {...inputProps}
              {...control}
            />
            <button
              type="button"
              onClick={() => setVisible((value) => !value)}
              aria-pressed={visible}
              aria-controls={control.id}
              aria-label={visible ? t('password.hide') : t('password.show')}
              className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-lg text-muted hover:text-ink"
            >
              {visible ? <EyeOffIcon /> : <EyeIcon />}
            </button>
          </div>
        )}
      </Field>
      {after}
    </div>
  );
}
