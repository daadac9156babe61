import { PHONE_COUNTRY_CODE } from '@portal/contracts/common/limits';
import { PHONE_MASK, toLocalPhone } from '@portal/contracts/people/phone';
import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import { cn } from '../../lib/cn.ts';
import { controlClasses, Field } from '../ui/field.tsx';

/** `#` is a digit in the contracts' mask ('### ### ## ##'). */
const DEFINITIONS = { '#': /\d/ };

/**
 * People paste or autofill numbers as "+90 5xx…" or "05xx…": the country code is shown as a fixed
 * prefix, so a leading 90 or 0 in front of a full number, or a 0 typed first, is dropped.
 */
function prepareDigits(chunk: string, masked: { unmaskedValue: string }): string {
  const digits = chunk.replace(/\D/g, '');
  if (masked.unmaskedValue !== '') return digits;
  if (digits.length === 12 && digits.startsWith('90')) return digits.slice(2);
  return digits.replace(/^0+/, '');
}

/** A stored `+905321234567` as the field shows it: `532 123 45 67`. */
export function toMaskedLocalPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = toLocalPhone(phone).replace(/\D/g, '');
  let index = 0;
  let out = '';
  for (const char of PHONE_MASK) {
    if (index >= digits.length) break;
    if (char === '#') {
      out += digits[index];
      index += 1;
    } else {
      out += char;
    }
  }
  return out;
}

type PhoneInputProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  name: string;
  /** The masked local number, e.g. `532 123 45 67`; the shared schema adds +90 and drops the spaces. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
};

/** A Turkish mobile number: +90 as a fixed prefix, then the mask '### ### ## ##' (react-imask). */
export function PhoneInput({
  label,
  hint,
  error,
  required,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
}: PhoneInputProps) {
  const { t } = useTranslation('form');
  const prefixId = useId();
  return (
    <Field label={label} hint={hint} error={error} required={required} describedBy={prefixId}>
      {(control) => (
        <div className="flex">
          <span
            id={prefixId}
            className="inline-flex min-h-11 items-center rounded-s-lg border border-e-0 border-line bg-surface px-3 font-semibold text-muted"
          >
            <span aria-hidden="true">{PHONE_COUNTRY_CODE}</span>
            <span className="sr-only">{t('phone.countryCode', { code: PHONE_COUNTRY_CODE })}</span>
          </span>
          <IMaskInput
            mask={PHONE_MASK}
            definitions={DEFINITIONS}
            prepare={prepareDigits}
            value={value}
            onAccept={(next: string) => onChange(next)}
            onBlur={onBlur}
            inputRef={inputRef}
            name={name}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('phone.placeholder')}
            disabled={disabled}
            className={cn(controlClasses, 'rounded-s-none')}
            {...control}
          />
        </div>
      )}
    </Field>
  );
}
